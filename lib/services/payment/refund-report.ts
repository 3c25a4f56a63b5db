// A provider's verified word on a refund that arrives on its own — WeChat Pay v3 answers a refund
// call with PROCESSING and notifies the outcome later (REFUND.SUCCESS / ABNORMAL / CLOSED). The report
// names our refund number: an after-sales request's refund, or a queued refund of money kept for an
// order that had closed. It is recorded through the same function that records the refund call's
// answer, so a notification and a retried call agree, and repeats change nothing.
import { db, writeTransaction } from "@/lib/db";
import { recordRefundAnswer } from "../after-sales/settle-refund";
import { paymentOutcome } from "@/lib/domain/payment-status";
import type { ReportResult } from "./apply-report";
import { recordQueuedRefundAnswer } from "./refund";
import type { ProviderName, RefundAnswer, RefundReport } from "./providers/types";

export async function applyRefundReport(provider: ProviderName, report: RefundReport): Promise<ReportResult> {
  const payment = await db.payment.findUnique({
    where: { outTradeNo: report.outTradeNo },
    select: { id: true, orderId: true, provider: true, refundNo: true, amount: true },
  });
  const answer: RefundAnswer = {
    status: report.status,
    ...(report.providerRefundNo ? { providerRefundNo: report.providerRefundNo } : {}),
  };
  const request = payment
    ? await db.afterSale.findFirst({
        where: { paymentId: payment.id, refundNo: report.refundNo },
        select: { id: true, amount: true },
      })
    : null;
  const queued = payment && !request && payment.refundNo === report.refundNo;
  const expected = request?.amount ?? (queued ? payment.amount : null);
  const outcome =
    !payment || payment.provider !== provider || expected === null
      ? paymentOutcome.UNKNOWN_PAYMENT
      : report.amount !== expected
        ? paymentOutcome.REJECTED_AMOUNT
        : paymentOutcome.REFUND_SETTLED;
  if (outcome !== paymentOutcome.REFUND_SETTLED) {
    // Signed by the provider but not a refund of ours as we know it: kept as evidence, nothing moves.
    await writeTransaction((tx) =>
      tx.paymentEvent.create({
        data: {
          paymentId: payment?.id ?? null,
          kind: "refund-notify",
          payload: JSON.stringify(report.evidence ?? report).slice(0, 4096),
          verified: true,
          outcome,
        },
      }),
    );
  } else if (request && payment) {
    await recordRefundAnswer(
      { id: request.id, paymentId: payment.id, refundNo: report.refundNo, amount: request.amount },
      answer,
    );
  } else if (payment) {
    await recordQueuedRefundAnswer(payment.id, answer);
  }
  const order = payment
    ? await db.order.findUnique({ where: { id: payment.orderId }, select: { status: true } })
    : null;
  return {
    accepted: outcome === paymentOutcome.REFUND_SETTLED,
    outcome,
    orderId: payment?.orderId ?? null,
    orderStatus: order?.status ?? null,
  };
}
