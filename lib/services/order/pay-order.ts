// The paid move: an order waiting for payment becomes paid (0 -> 500; a group order 0 -> 300, and its
// group's orders 300 -> 500 together when this payment fills it). The one place it happens, for
// every way a payment is learnt of — the provider's notification, the status query of the pay result
// screen, the unpaid-order sweep asking the provider before it closes an order, and an order the
// coupon and points made free (payment/apply-report.ts, payment/create-payment.ts); transitionOrder's
// move to 500 (status.ts) is this one too. docs/decisions/026-one-money-path.md
import type { SqlTx } from "@/lib/db";
import { orderStatus } from "@/lib/domain/order-status";
import { seatPaid } from "./group-seats";

/**
 * Moves order `orderId` from waiting for payment to waiting to ship, paid at `paidAt`, by a
 * conditional update (so a payment racing the sweep or a cancel, or a second payment, cannot move it
 * twice): false when it was not waiting for payment. Paid, its units count as sold (the product's
 * sales figure on every list), in the same statements, once. An unpaid order has no after-sales
 * request (they open on paid orders only), so there is none to check here.
 */
export async function markOrderPaid(q: SqlTx, orderId: number, paidAt: Date, now: Date): Promise<boolean> {
  // A group order waits for its group (300); its seat's move may fill the group (group-seats.ts).
  // The statuses as literals: PostgreSQL types a CASE's parameters as text.
  const moved = await q.get<{ groupId: number | null }>(
    `UPDATE "Order" SET "paidAt" = ?, "updatedAt" = ?,
       "status" = CASE WHEN "groupId" IS NULL THEN ${orderStatus.WAITING_TO_SHIP} ELSE ${orderStatus.WAITING_FOR_GROUP} END
     WHERE "id" = ? AND "status" = ? RETURNING "groupId"`,
    [paidAt, now, orderId, orderStatus.WAITING_FOR_PAYMENT],
  );
  if (!moved) return false;
  if (moved.groupId !== null) await seatPaid(q, orderId, Number(moved.groupId), now);
  // Last: every payment of a product updates its one row, whose lock is then held until the commit.
  await q.run(
    `UPDATE "Product" SET "updatedAt" = ?, "sales" = "sales" +
       (SELECT COALESCE(sum(i."quantity"), 0) FROM "OrderItem" i WHERE i."orderId" = ? AND i."productId" = "Product"."id")
     WHERE "id" IN (SELECT "productId" FROM "OrderItem" WHERE "orderId" = ?)`,
    [now, orderId, orderId],
  );
  return true;
}
