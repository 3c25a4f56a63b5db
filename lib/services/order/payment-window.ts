// How long an unpaid order waits for payment: a rule of placing an order (checkout stamps expiresAt
// with it, a flash sale's window may not be longer), which the back office edits
// (./settings-admin.ts). It lives with the order's rules, not with the console's editor, so checkout
// does not import an admin file.
import type { Tx } from "@/lib/db";
import { env } from "@/lib/env";

/** The ShopSetting key of the payment window. */
export const PAYMENT_WINDOW = "paymentWindowMinutes";

/** The payment window from the setting's stored value (null: unset): the operator's minutes, else ORDER_PAYMENT_TIMEOUT_MINUTES. */
export function paymentWindowFrom(value: string | null | undefined): number {
  const minutes = value == null ? NaN : Number(value);
  return Number.isInteger(minutes) && minutes > 0 ? minutes : env().ORDER_PAYMENT_TIMEOUT_MINUTES;
}

/** Minutes an unpaid order waits for payment: the operator's setting, else ORDER_PAYMENT_TIMEOUT_MINUTES. */
export async function paymentWindowMinutes(client: Tx): Promise<number> {
  const row = await client.shopSetting.findUnique({ where: { key: PAYMENT_WINDOW }, select: { value: true } });
  return paymentWindowFrom(row?.value);
}
