// Approved returns the shopper did not send by their day close by themselves (docs/decisions/036-books.md),
// run by the order sweep (../order/expiry.ts). Kept apart from ./return-goods.ts so that the sweep does
// not import the provider's refund path (payment -> order expiry -> refunds -> payment would be a cycle).
import { db, dbReady, lockRow, writeTransaction } from "@/lib/db";
import { afterSaleStatus } from "@/lib/domain/after-sale-status";
import { orderStatus } from "@/lib/domain/order-status";
import { withAudit } from "../audit/trail";
import { reconcileOrderPoints } from "../engagement/points";
import { releaseUnits, updateOpenFlag } from "./open-units";

/**
 * Closes approved returns whose goods were not sent by their day (awaiting_return past returnBy): their
 * units are free again and the order carries on. Answers how many closed. Run by the order sweep.
 */
export async function closeUnsentReturns(options: { now?: Date; limit?: number } = {}): Promise<number> {
  await dbReady();
  const now = options.now ?? new Date();
  const due = await db.afterSale.findMany({
    where: { status: afterSaleStatus.AWAITING_RETURN, returnBy: { lt: now } },
    orderBy: { returnBy: "asc" },
    take: options.limit ?? 100,
    select: { id: true, orderId: true },
  });
  let closed = 0;
  for (const request of due) {
    const moved = await writeTransaction(async (tx) => {
      await lockRow(tx, "Order", request.orderId);
      const done = await tx.afterSale.updateMany({
        where: { id: request.id, status: afterSaleStatus.AWAITING_RETURN, returnBy: { lt: now } },
        data: { status: afterSaleStatus.CLOSED },
      });
      if (done.count !== 1) return false;
      await releaseUnits(tx, request.id);
      await updateOpenFlag(tx, request.orderId);
      const order = await tx.order.findUniqueOrThrow({
        where: { id: request.orderId },
        select: { id: true, userId: true, status: true, totalAmount: true },
      });
      if (order.status === orderStatus.COMPLETE) await reconcileOrderPoints(tx, order, request.id);
      await withAudit(
        tx,
        { actor: "system:return-sweep" },
        {
          action: "aftersale.close_unsent",
          entity: "aftersale",
          entityId: request.id,
          before: { status: afterSaleStatus.AWAITING_RETURN },
          after: { status: afterSaleStatus.CLOSED, orderId: request.orderId },
        },
      );
      return true;
    });
    if (moved) closed++;
  }
  return closed;
}
