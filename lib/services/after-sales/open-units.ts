// Which units of an order requests hold, and whether one is under way: shared by the decisions, the
// receipt and the sweep that closes unsent returns. Nothing here asks a provider, so the sweep
// (../order/expiry.ts, via ./close-unsent.ts) can use it without importing the payment path.
import type { Tx } from "@/lib/db";
import { IN_PROGRESS_STATUSES } from "@/lib/domain/after-sale-status";

/** Requests still under way (a decision or the goods to come): the order is not wholly refunded yet. */
const inProgress: string[] = [...IN_PROGRESS_STATUSES];

/** Order.afterSaleOpen: some return of the order is under way (waiting for the operator or for the goods). */
export async function updateOpenFlag(tx: Tx, orderId: number): Promise<void> {
  const open = await tx.afterSale.count({ where: { orderId, status: { in: inProgress } } });
  await tx.order.update({ where: { id: orderId }, data: { afterSaleOpen: open > 0 } });
}

/** A request that ended without a refund (rejected, or closed unsent) frees its units for another request. */
export async function releaseUnits(tx: Tx, afterSaleId: number): Promise<void> {
  const items = await tx.afterSaleItem.findMany({
    where: { afterSaleId },
    select: { orderItemId: true, quantity: true },
  });
  for (const line of items)
    await tx.orderItem.updateMany({
      where: { id: line.orderItemId, afterSaleQuantity: { gte: line.quantity } },
      data: { afterSaleQuantity: { decrement: line.quantity } },
    });
}
