// Least privilege for shoppers' data in the back office (issue 35 §7): a shopper's name, phone and
// address reach only the roles that must reach the shopper (`shopper:read`: fulfilment, service,
// finance, owner). Every other role that reads orders (catalogue, marketing, viewer) gets them masked
// by the server — the screens only show what arrives. What stays: the order, its lines and money, the
// first character of a name and the ends of a phone number, enough to tell two orders apart on a call
// with a colleague who may see more.
import type { Permission } from "@/lib/domain/permissions";
import { formatPhone } from "@/lib/phone";

/** Whether an operator holding `held` sees shoppers' contact details in full. */
export const seesShoppers = (held: readonly Permission[]): boolean => held.includes("shopper:read");

/** "张三丰" -> "张**", "Alice Wong" -> "A***" (at most three stars: the length says little). */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (!chars.length) return "";
  return chars[0] + "*".repeat(Math.min(Math.max(chars.length - 1, 1), 3));
}

/** A phone with its middle hidden, in its region's form: "+86 138****5678". */
export const maskPhone = (phone: string): string => (phone ? formatPhone(phone, { mask: true }) : phone);

type ShopperRef = { id: number; username: string | null; phone: string | null; nickname: string } | null;

/** An account as a masked reader sees it: its id and masked names, the phone's ends. */
export function maskShopper<S extends ShopperRef>(shopper: S): S {
  if (!shopper) return shopper;
  return {
    ...shopper,
    username: shopper.username === null ? null : maskName(shopper.username),
    phone: shopper.phone === null ? null : maskPhone(shopper.phone),
    nickname: maskName(shopper.nickname),
  };
}

type Contact = { receiverName: string; receiverPhone: string; shopper: ShopperRef; receiverAddress?: string };

/**
 * An order (row or detail) for an operator who may (`sees`) or may not see its shopper: in full, or
 * with the receiver's name and phone masked, the address withheld and `contactHidden` saying so.
 */
export function orderContactFor<T extends Contact>(order: T, sees: boolean): T & { contactHidden: boolean } {
  if (sees) return { ...order, contactHidden: false };
  return {
    ...order,
    receiverName: maskName(order.receiverName),
    receiverPhone: maskPhone(order.receiverPhone),
    shopper: maskShopper(order.shopper),
    ...(order.receiverAddress === undefined ? {} : { receiverAddress: "" }),
    contactHidden: true,
  };
}
