// The paid move: an order waiting for payment becomes paid (0 -> 500). The one place it happens, for
// every way a payment is learnt of — the provider's notification, the status query of the pay result
// screen, the unpaid-order sweep asking the provider before it closes an order, and an order the
// coupon and points made free (payment/apply-report.ts, payment/create-payment.ts); transitionOrder's
// move to 500 (status.ts) is this one too. docs/decisions/026-one-money-path.md
import type { SqlTx } from "@/lib/db";
import { orderStatus } from "@/lib/domain/order-status";

/**
 * Moves order `orderId` from waiting for payment to waiting to ship, paid at `paidAt`, by a
 * conditional update (so a payment racing the sweep or a cancel, or a second payment, cannot move it
 * twice): false when it was not waiting for payment. Paid, its units count as sold (the product's
 * sales figure on every list), in the same statements, once. An unpaid order has no after-sales
 * request (they open on paid orders only), so there is none to check here.
 */
export async function markOrderPaid(q: SqlTx, orderId: number, paidAt: Date, now: Date): Promise<boolean> {
  const moved = await q.run(
    `UPDATE "Order" SET "status" = ?, "paidAt" = ?, "updatedAt" = ? WHERE "id" = ? AND "status" = ?`,
    [orderStatus.WAITING_TO_SHIP, paidAt, now, orderId, orderStatus.WAITING_FOR_PAYMENT],
  );
  if (moved !== 1) return false;
  // Last: every payment of a product updates its one row, whose lock is then held until the commit.
  await q.run(
    `UPDATE "Product" SET "updatedAt" = ?, "sales" = "sales" +
       (SELECT COALESCE(sum(i."quantity"), 0) FROM "OrderItem" i WHERE i."orderId" = ? AND i."productId" = "Product"."id")
     WHERE "id" IN (SELECT "productId" FROM "OrderItem" WHERE "orderId" = ?)`,
    [now, orderId, orderId],
  );
  return true;
}
