// Granting a refund, inside the caller's transaction (the shopper's refund at once; a return received,
// or refunded without the goods coming back): the points go back, a refund before shipping puts its
// units back in stock (a return's units come back through ./return-goods.ts, as they arrive), the money is claimed against the paid
// payment (a compare-and-set on Payment.refundedAmount), and once every unit of the order is refunded
// the order closes (10, refunded) and its coupon comes back. The provider is asked after the commit
// (./settle-refund.ts).
import type { Tx } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { afterSaleStatus, IN_PROGRESS_STATUSES } from "@/lib/domain/after-sale-status";
import { closeReason, orderStatus } from "@/lib/domain/order-status";
import { returnStock } from "../catalogue/stock-ledger";
import { transitionOrder } from "../order/status";
import { addPointsEntry, pointsReason, reconcileOrderPoints } from "../engagement/points";
import { paymentStatus } from "@/lib/domain/payment-status";
import { newRefundNo } from "../payment/refund";
import type { OrderForAfterSale } from "./plan-request";

/**
 * Claims `amount` of the order's paid payment for a refund: a compare-and-set on what it has given
 * back, so two refunds never claim more than was paid. The payment moves to refunding once all of it
 * is claimed. Answers the payment and the refund number to send to its provider.
 */
async function claimPayment(tx: Tx, orderId: number, amount: number): Promise<{ paymentId: number; refundNo: string }> {
  const payment = await tx.payment.findFirst({
    where: { orderId, status: paymentStatus.PAID },
    orderBy: { id: "desc" },
    select: { id: true, amount: true, refundedAmount: true },
  });
  if (!payment || payment.refundedAmount + amount > payment.amount)
    throw new ApiError("CONFLICT", { key: "AFTER_SALE_CONFLICT" });
  const next = payment.refundedAmount + amount;
  const claimed = await tx.payment.updateMany({
    where: { id: payment.id, status: paymentStatus.PAID, refundedAmount: payment.refundedAmount },
    data: { refundedAmount: next, status: next === payment.amount ? paymentStatus.REFUNDING : paymentStatus.PAID },
  });
  if (claimed.count !== 1) throw new ApiError("CONFLICT", { key: "AFTER_SALE_CONFLICT" });
  return {
    paymentId: payment.id,
    refundNo: newRefundNo(payment.id),
  };
}

/**
 * Grants request `id` inside the caller's transaction: its points go back, the refund is claimed
 * against the payment, and the order closes (coupon back) once every unit is refunded. `restock`: the
 * units never left the shop (a refund before shipping) and go back on sale now.
 */
export async function grantRefund(
  tx: Tx,
  id: number,
  order: OrderForAfterSale,
  now: Date,
  { restock }: { restock: boolean },
): Promise<void> {
  const request = await tx.afterSale.findUniqueOrThrow({
    where: { id },
    select: { amount: true, pointsBack: true, items: { select: { orderItemId: true, quantity: true } } },
  });
  if (restock)
    for (const line of request.items) {
      const item = order.items.find((i) => i.id === line.orderItemId)!;
      // A SKU deleted since the order was placed has no stock to return.
      await returnStock(tx, item.skuId, line.quantity, "release", { orderId: order.id, afterSaleId: id });
    }
  if (request.pointsBack > 0 && order.userId !== null)
    await addPointsEntry(tx, {
      userId: order.userId,
      delta: request.pointsBack,
      reason: pointsReason.REFUND,
      refKey: `after-sale:${id}`,
    });
  // Points a completed order earned follow what the shopper keeps.
  if (order.status === orderStatus.COMPLETE) await reconcileOrderPoints(tx, order, id);
  const claim = request.amount > 0 ? await claimPayment(tx, order.id, request.amount) : null;
  const [items, pending] = await Promise.all([
    tx.orderItem.findMany({ where: { orderId: order.id }, select: { quantity: true, afterSaleQuantity: true } }),
    tx.afterSale.count({ where: { orderId: order.id, status: { in: [...IN_PROGRESS_STATUSES] } } }),
  ]);
  const wholeOrder = pending === 0 && items.every((i) => i.afterSaleQuantity === i.quantity);
  if (wholeOrder) await transitionOrder(tx, order.id, orderStatus.CLOSED, { reason: closeReason.REFUNDED, now });
  await tx.afterSale.update({
    where: { id },
    data: {
      paymentId: claim?.paymentId ?? null,
      refundNo: claim?.refundNo ?? null,
      couponBack: wholeOrder && order.userCouponId !== null,
      // Nothing to send back (the units were paid with the coupon and points): refunded at once.
      ...(claim ? { status: afterSaleStatus.REFUNDING } : { status: afterSaleStatus.REFUNDED, refundedAt: now }),
    },
  });
}
