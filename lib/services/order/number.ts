// Order numbers: 25 characters (spec section 9) — the time in the shop's zone to the millisecond
// (17 digits, so numbers sort by time and tell support when an order was placed) and 8 random digits,
// so two orders in the same millisecond still differ. Order.orderNo is unique as a backstop.
import crypto from "node:crypto";

export const ORDER_NO_LENGTH = 25;
const SHOP_OFFSET_MS = 8 * 3600 * 1000;

export function newOrderNo(now: Date = new Date()): string {
  const stamp = new Date(now.getTime() + SHOP_OFFSET_MS).toISOString().replace(/\D/g, "");
  const random = crypto.randomInt(0, 100_000_000).toString().padStart(8, "0");
  return stamp + random;
}
