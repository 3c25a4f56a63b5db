// A payment is settled — paid, failed or refund_pending — whatever its order did meanwhile (issue 31).
// An order stops waiting for its payment when the shopper or an operator cancels it, when it expires, or
// when another payment paid it; a payment still pending then was left to its notification alone. When
// that notification never came — the shopper never decided at the cashier, or our notify URL answered 503
// and the sandbox's retries (kept in the process that made them) stopped with a restart — the payment
// stayed pending for good: money taken at the cashier was never queued for its refund, and nobody could
// tell an abandoned payment from one still in flight.
//
// The sweep (order/expiry.ts sweepOnce) settles them: each such payment is asked of its provider. A paid
// report goes through applyPaymentReport like any other — the order is no longer waiting, so the money is
// kept as refund_pending for the refund queue; a failed one fails the payment. A payment the provider
// still holds unpaid is failed once its order's expiry has passed (the provider was told that deadline
// when the payment was created, and takes nothing after it; a late "paid" report would still move a
// failed payment to refund_pending). A provider that cannot be asked now is asked again at the next sweep.
import { db, dbReady, sqlOver, writeTransaction } from "@/lib/db";
import { orderStatus } from "@/lib/domain/order-status";
import { paymentOutcome, paymentStatus } from "@/lib/domain/payment-status";
import { applyPaymentReport } from "./apply-report";
import { recordEvent } from "./record-event";
import { providerByName } from "./providers";
import type { ProviderName } from "./providers/types";

/** Payments looked at per sweep, the ones looked at longest ago first. */
export const SETTLE_BATCH = 100;

export type SettleResult = { asked: number; settled: number };

/**
 * Settles the pending payments of orders that no longer wait for payment (closed, or paid by another
 * payment), as far as their providers can say now; returns how many it asked about and settled.
 */
export async function settleStrandedPayments(now: Date = new Date(), limit = SETTLE_BATCH): Promise<SettleResult> {
  await dbReady();
  const stranded = await db.payment.findMany({
    where: { status: paymentStatus.PENDING, order: { status: { not: orderStatus.WAITING_FOR_PAYMENT } } },
    orderBy: { updatedAt: "asc" },
    take: limit,
    select: { id: true, provider: true, outTradeNo: true, order: { select: { expiresAt: true } } },
  });
  let settled = 0;
  for (const payment of stranded) if (await settlePayment(payment, now)) settled += 1;
  return { asked: stranded.length, settled };
}

async function settlePayment(
  payment: { id: number; provider: string; outTradeNo: string; order: { expiresAt: Date } },
  now: Date,
): Promise<boolean> {
  const provider = providerByName(payment.provider as ProviderName);
  const answer = provider
    ? await provider.queryPayment(payment.outTradeNo).catch(() => ({ status: "unknown" as const, report: undefined }))
    : { status: "unknown" as const, report: undefined };
  if (provider && answer.report?.outTradeNo === payment.outTradeNo) {
    const applied = await applyPaymentReport(provider.name, answer.report, "query", answer, now);
    if (applied.outcome !== paymentOutcome.DUPLICATE) return true;
  }
  const unpaidForGood =
    answer.status === "failed" || (answer.status === "pending" && payment.order.expiresAt.getTime() <= now.getTime());
  return writeTransaction(async (tx) => {
    if (!unpaidForGood) {
      // Not settled yet (not expired, or the provider could not be asked): to the back of the queue, so a
      // provider that stays unreachable does not hold back the payments behind it.
      await tx.payment.updateMany({
        where: { id: payment.id, status: paymentStatus.PENDING },
        data: { updatedAt: now },
      });
      return false;
    }
    const failed = await tx.payment.updateMany({
      where: { id: payment.id, status: paymentStatus.PENDING },
      data: { status: paymentStatus.FAILED },
    });
    if (failed.count !== 1) return false;
    await recordEvent(sqlOver(tx), {
      paymentId: payment.id,
      kind: "settle",
      payload: { provider: answer.status, expiresAt: payment.order.expiresAt.toISOString() },
      outcome: paymentOutcome.FAILED,
      eventsSoFar: await tx.paymentEvent.count({ where: { paymentId: payment.id } }),
      now,
    });
    return true;
  });
}
