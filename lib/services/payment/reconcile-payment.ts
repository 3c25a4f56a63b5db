// Catching up with the providers: the pay result screen asks for its order's payment state, and the
// unpaid-order sweep asks before it closes an order (order/expiry.ts), so a lost notification is
// caught up with — a payment the provider reports is applied as its notification would have been
// (apply-report.ts).
import type { z } from "zod";
import { db, dbReady } from "@/lib/db";
import { ApiError } from "@/lib/api/errors";
import type { paymentStateSchema } from "@/lib/validation/responses/payment";
import { closeOrderIfExpired } from "../order/expiry";
import { orderStatus } from "../order/status";
import { applyPaymentReport } from "./apply-report";
import { paymentOutcome, paymentStatus } from "./payment-status";
import { providerByName, type ProviderName } from "./providers";

export type OrderPaymentState = z.output<typeof paymentStateSchema>;

/** The caller's order's payment state, after asking the providers about payments still pending (a lost notification is caught up here). */
export async function reconcileOrderPayment(userId: number, orderId: number): Promise<OrderPaymentState> {
  await dbReady();
  const order = await db.order.findFirst({ where: { id: orderId, userId }, select: { id: true } });
  if (!order) throw new ApiError("NOT_FOUND", { key: "ORDER_NOT_FOUND" });
  // A lost notification is caught up here; an expired order is closed only if nothing was paid.
  const asked = await askAboutPendingPayments(orderId);
  await closeOrderIfExpired(orderId, new Date(), { providersAsked: asked });
  const [current, payments] = await Promise.all([
    db.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true, totalAmount: true } }),
    db.payment.findMany({
      where: { orderId },
      orderBy: { id: "desc" },
      select: { outTradeNo: true, provider: true, method: true, amount: true, status: true, paidAt: true },
    }),
  ]);
  return {
    orderId,
    status: current.status,
    paid: current.status !== orderStatus.WAITING_FOR_PAYMENT && current.status !== orderStatus.CLOSED,
    totalAmount: current.totalAmount,
    payments: payments.map((p) => ({ ...p, paidAt: p.paidAt?.toISOString() ?? null })),
  };
}

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
