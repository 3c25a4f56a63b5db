// The provider's side of a granted refund.
import { db, dbReady, writeTransaction } from "@/lib/db";
import { afterSaleStatus, isSettling, SETTLING_STATUSES, type AfterSaleStatus } from "@/lib/domain/after-sale-status";
import { paymentStatus } from "@/lib/domain/payment-status";
import { askProviderRefund } from "../payment/refund";
import type { RefundAnswer } from "../payment/providers/types";

/**
 * Sends a granted refund to the provider and records its answer. Safe to call again (the operator's
 * retry): the provider treats the same refundNo as the same refund, and only a request still
 * refunding (or failed) moves. The payment is refunded once all of it was claimed and every refund
 * of it is confirmed.
 */
export async function settleRefund(afterSaleId: number): Promise<AfterSaleStatus> {
  await dbReady();
  const request = await db.afterSale.findUniqueOrThrow({
    where: { id: afterSaleId },
    select: { status: true, reason: true, description: true, amount: true, refundNo: true, payment: true },
  });
  if (!isSettling(request.status)) return request.status as AfterSaleStatus;
  const payment = request.payment;
  if (!payment || !request.refundNo) return request.status as AfterSaleStatus;
  const answer = await askProviderRefund(
    { ...payment, refundNo: request.refundNo },
    request.description || request.reason,
    request.amount,
  );
  return recordRefundAnswer(
    { id: afterSaleId, paymentId: payment.id, refundNo: request.refundNo, amount: request.amount },
    answer,
  );
}

/**
 * Records the provider's word on a request's refund — its answer to the refund call, or later its
 * signed refund notification (WeChat Pay v3 refunds asynchronously: ../payment/refund-report.ts) — and
 * moves the request (and, once every refund of it is confirmed, the payment) on. Conditional moves: a
 * repeat changes nothing.
 */
export async function recordRefundAnswer(
  request: { id: number; paymentId: number; refundNo: string; amount: number },
  answer: RefundAnswer,
): Promise<AfterSaleStatus> {
  return writeTransaction(async (tx) => {
    await tx.paymentEvent.create({
      data: {
        paymentId: request.paymentId,
        kind: "refund",
        payload: JSON.stringify({ ...answer, refundNo: request.refundNo, amount: request.amount }),
        verified: true,
        outcome: answer.status,
      },
    });
    const now = new Date();
    const open = { in: [...SETTLING_STATUSES] };
    if (answer.status === "refunded") {
      await tx.afterSale.updateMany({
        where: { id: request.id, status: open },
        data: { status: afterSaleStatus.REFUNDED, refundedAt: now },
      });
      const unsettled = await tx.afterSale.count({ where: { paymentId: request.paymentId, status: open } });
      if (unsettled === 0)
        await tx.payment.updateMany({
          where: { id: request.paymentId, status: paymentStatus.REFUNDING },
          data: { status: paymentStatus.REFUNDED, refundedAt: now },
        });
      return afterSaleStatus.REFUNDED;
    }
    const next = answer.status === "failed" ? afterSaleStatus.REFUND_FAILED : afterSaleStatus.REFUNDING;
    await tx.afterSale.updateMany({ where: { id: request.id, status: open }, data: { status: next } });
    return next;
  });
}
