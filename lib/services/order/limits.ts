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
import type { Tx } from "@/lib/db";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/domain/errors";
import { orderStatus } from "@/lib/domain/order-status";

/** Throws 429 TOO_MANY_UNPAID when placing `units` more would pass a cap; call inside the order's transaction, first. */
export async function checkUnpaidAllowance(tx: Tx, userId: number, units: number, now: Date): Promise<void> {
  const { MAX_UNPAID_ORDERS } = env();
  // Expired orders are being closed (their stock comes back) and do not count.
  const unpaid = { userId, status: orderStatus.WAITING_FOR_PAYMENT, expiresAt: { gt: now } };
  const count = await tx.order.count({ where: unpaid });
  if (count >= MAX_UNPAID_ORDERS) throw new ApiError("TOO_MANY_UNPAID", { values: { count } });
  const held = await tx.orderItem.aggregate({ where: { order: unpaid }, _sum: { quantity: true } });
  const refused = unpaidAllowanceError(count, held._sum.quantity ?? 0, units);
  if (refused) throw refused;
}

/**
 * The rule itself, for counts read elsewhere (order placement's fast path reads them in its first
 * statement): the 429 to throw when `count` unpaid orders holding `held` units may not take `units`
 * more, else null.
 */
export function unpaidAllowanceError(count: number, held: number, units: number): ApiError | null {
  const { MAX_UNPAID_ORDERS, MAX_UNPAID_UNITS } = env();
  if (count >= MAX_UNPAID_ORDERS) return new ApiError("TOO_MANY_UNPAID", { values: { count } });
  if (held + units > MAX_UNPAID_UNITS)
    return new ApiError("TOO_MANY_UNPAID", { key: "TOO_MANY_UNPAID_UNITS", values: { max: MAX_UNPAID_UNITS } });
  return null;
}
