// Stock hoarding: unpaid orders hold their stock for the payment window, so one account could take a
// SKU's whole stock again and again without paying. A shopper may hold at most MAX_UNPAID_ORDERS
// unpaid orders (default 5) and MAX_UNPAID_UNITS units across them (default 50); over that, 429
// TOO_MANY_UNPAID with a translated message until an order is paid, cancelled or expires.
//
// Concurrency: the count and the new order must not race (two checkouts of one shopper each seeing 4
// and both inserting a 5th and 6th). The order transaction runs with `{ shopper }` (lib/db): on
// PostgreSQL the shopper's row is locked first, so a second checkout of the same shopper waits and then
// counts the first one's order; on SQLite write transactions run one at a time. Other shoppers'
// checkouts never wait for it.
//
// The flash buy (flash-buy.ts) does not apply these caps, on purpose: what a shopper can hold through
// it is bounded by the sale itself — one attempt per sale and shopper (FlashAttempt), at most the
// sale's per-shopper limit, units held apart from the stock and given back to the sale when the order
// closes unpaid — so it cannot hoard the SKU's stock, and a shopper's unpaid everyday orders should
// not cost them a press they waited for. Flash orders do count here, for the shopper's next checkout.
import { env } from "@/lib/env";
import { ApiError } from "@/lib/domain/errors";
import type { SqlValue } from "@/lib/db";
import { orderStatus } from "@/lib/domain/order-status";

/**
 * The shopper's unpaid orders and the units they hold, as two columns of checkout's context
 * statement (checkout.ts); parameters: unpaidCountParams. Expired orders are being closed (their
 * stock comes back) and do not count. `"status" + 0` keeps SQLite off the (status, expiresAt) index,
 * which holds every shopper's unpaid orders (it chose it without statistics: 0.3 ms and growing with
 * the shop's open orders, against a few µs by the shopper's own (userId, status, createdAt) index);
 * PostgreSQL takes the shopper's index either way.
 */
export const UNPAID_COUNT_COLUMNS = `
  (SELECT count(*) FROM "Order" o WHERE o."userId" = ? AND o."status" + 0 = ? AND o."expiresAt" > ?) AS "unpaidOrders",
  (SELECT COALESCE(sum(i."quantity"), 0) FROM "OrderItem" i JOIN "Order" o ON o."id" = i."orderId"
    WHERE o."userId" = ? AND o."status" + 0 = ? AND o."expiresAt" > ?) AS "unpaidUnits"`;

export const unpaidCountParams = (userId: number, now: Date): SqlValue[] => {
  const unpaid = orderStatus.WAITING_FOR_PAYMENT;
  return [userId, unpaid, now, userId, unpaid, now];
};

/**
 * The rule: the 429 to throw when `count` unpaid orders holding `held` units may not take `units`
 * more, else null.
 */
export function unpaidAllowanceError(count: number, held: number, units: number): ApiError | null {
  const { MAX_UNPAID_ORDERS, MAX_UNPAID_UNITS } = env();
  if (count >= MAX_UNPAID_ORDERS) return new ApiError("TOO_MANY_UNPAID", { values: { count } });
  if (held + units > MAX_UNPAID_UNITS)
    return new ApiError("TOO_MANY_UNPAID", { key: "TOO_MANY_UNPAID_UNITS", values: { max: MAX_UNPAID_UNITS } });
  return null;
}
