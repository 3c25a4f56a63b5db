// Catching up with the providers: the pay result screen's status query (reconcile-payment.ts) and the
// unpaid-order sweep before it closes an order (order/expiry.ts) ask about an order's pending
// payments, and a payment the provider reports is applied as its notification would have been
// (apply-report.ts, the one paid move). Apart from both callers, so that the sweep and the status
// query do not import each other.
import { db, dbReady } from "@/lib/db";
import { applyPaymentReport } from "./apply-report";
import { paymentOutcome, paymentStatus } from "@/lib/domain/payment-status";
import { providerByName, type ProviderName } from "./providers";

/**
 * Asks the providers about the order's payments still pending and applies what they report (a paid
 * report pays the order, or keeps the money as refund_pending when it came too late). `closable` is
 * false when a provider could not be asked: the order should not be closed as unpaid yet.
 */
export async function askAboutPendingPayments(
  orderId: number,
  now: Date = new Date(),
): Promise<{ asked: number; paid: number; closable: boolean }> {
  await dbReady();
  const pending = await db.payment.findMany({
    where: { orderId, status: paymentStatus.PENDING },
    orderBy: { id: "desc" },
    take: 5,
  });
  let paid = 0;
  let closable = true;
  for (const p of pending) {
    const provider = providerByName(p.provider as ProviderName);
    // A provider no longer configured cannot be asked, and will not notify either.
    if (!provider) continue;
    const answer = await provider
      .queryPayment(p.outTradeNo)
      .catch(() => ({ status: "unknown" as const, report: undefined }));
    if (answer.report && answer.report.outTradeNo === p.outTradeNo) {
      const applied = await applyPaymentReport(provider.name, answer.report, "query", answer, now);
      if (applied.outcome === paymentOutcome.PAID || applied.outcome === paymentOutcome.REFUND_PENDING) paid += 1;
    } else if (answer.status === "unknown") closable = false;
  }
  return { asked: pending.length, paid, closable };
}
