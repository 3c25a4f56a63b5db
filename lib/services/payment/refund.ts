// Giving money back through the provider it was paid with, for both kinds of refund: an after-sales
// request's (lib/services/after-sales/settle-refund.ts settles through askProviderRefund) and money that
// arrived for an order that had already closed or was paid twice (status refund_pending), which an
// operator refunds from the back office. A refund keeps its refund number across retries, so a
// provider that already paid it out answers "refunded" again instead of paying twice.
import crypto from "node:crypto";
import { db, dbReady, writeTransaction } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { SETTLING_STATUSES } from "@/lib/domain/after-sale-status";
import { skipTake, toPage, type Page } from "@/lib/paging";
import type { PageQuery } from "@/lib/validation/common";
import type { AdminPayment } from "@/lib/validation/responses/admin-orders";
import { withAudit, type AuditActor } from "../audit/trail";
import { adminPaymentSelect, adminPaymentView } from "../order/admin";
import { paymentStatus } from "@/lib/domain/payment-status";
import { providerByName, type ProviderName } from "./providers";
import type { RefundAnswer } from "./providers/types";
import { shopCurrency } from "../shop/settings";

export function newRefundNo(paymentId: number): string {
  return `RF${paymentId}${crypto.randomInt(0, 1_000_000).toString().padStart(6, "0")}`;
}

type RefundablePayment = {
  provider: string;
  outTradeNo: string;
  providerTradeNo: string | null;
  refundNo: string;
  amount: number;
};

/**
 * Asks the payment's provider to refund `amount` of it (all of it by default; an after-sales request
 * refunds its units' part); a provider that throws or is not configured answers "failed".
 */
export async function askProviderRefund(
  payment: RefundablePayment,
  reason: string,
  amount: number = payment.amount,
): Promise<RefundAnswer> {
  const provider = providerByName(payment.provider as ProviderName);
  if (!provider) return { status: "failed", message: `provider ${payment.provider} is not configured` };
  const currency = await shopCurrency();
  return provider
    .refundPayment({
      outTradeNo: payment.outTradeNo,
      providerTradeNo: payment.providerTradeNo,
      refundNo: payment.refundNo,
      amount,
      totalAmount: payment.amount,
      currency,
      reason,
    })
    .catch((error: unknown) => ({ status: "failed" as const, message: String(error) }));
}

/** How long a claimed refund waits for the provider's answer before an operator may send it again. */
export const STUCK_MS = 2 * 60_000;

/** Statuses of money an operator refunds from the refund queue (not an after-sales request's refund). */
const queued = [paymentStatus.REFUND_PENDING, paymentStatus.REFUND_FAILED, paymentStatus.REFUNDING] as const;

/**
 * Payments an operator must refund by hand: money for a closed or twice-paid order (refund_pending),
 * and such refunds that the provider refused (refund_failed) or has not confirmed (refunding). Refunds
 * of after-sales requests are not here: their request carries them (the after-sales queue).
 */
export async function listRefundQueue(page: PageQuery): Promise<Page<AdminPayment & { orderNo: string }>> {
  await dbReady();
  const where = {
    status: { in: [...queued] },
    // A refunding payment of an after-sales request belongs to that request.
    NOT: {
      status: paymentStatus.REFUNDING,
      order: { afterSales: { some: { status: { in: [...SETTLING_STATUSES] } } } },
    },
  };
  const [rows, total] = await Promise.all([
    db.payment.findMany({
      where,
      orderBy: { id: "asc" },
      select: { ...adminPaymentSelect, order: { select: { orderNo: true } } },
      ...skipTake(page),
    }),
    db.payment.count({ where }),
  ]);
  return toPage(
    rows.map(({ order, ...p }) => ({ ...adminPaymentView(p), orderNo: order.orderNo })),
    total,
    page,
  );
}

/**
 * Refunds money kept as refund_pending (or retries one the provider refused or left unconfirmed). The
 * claim and its audit row commit first (so two operators cannot both send it), then the provider is
 * asked, then its answer is recorded: refunded, or refund_failed to be retried.
 */
export async function refundQueuedPayment(paymentId: number, reason: string, actor: AuditActor): Promise<AdminPayment> {
  await dbReady();
  const claimed = await writeTransaction(async (tx) => {
    const payment = await tx.payment.findUnique({
      where: { id: paymentId },
      select: {
        id: true,
        status: true,
        provider: true,
        outTradeNo: true,
        providerTradeNo: true,
        refundNo: true,
        amount: true,
        updatedAt: true,
        order: {
          select: { afterSales: { where: { status: { in: [...SETTLING_STATUSES] } }, select: { id: true } } },
        },
      },
    });
    if (!payment) throw new ApiError("NOT_FOUND", { key: "PAYMENT_NOT_FOUND" });
    // A refund in flight is not sent twice: "refunding" is retried only once it has waited STUCK_MS
    // (the process died between the claim and the answer, or the provider never confirmed).
    const stuck = payment.status !== paymentStatus.REFUNDING || payment.updatedAt.getTime() < Date.now() - STUCK_MS;
    const retryable =
      (queued as readonly string[]).includes(payment.status) && stuck && payment.order.afterSales.length === 0;
    if (!retryable) throw new ApiError("CONFLICT", { key: "PAYMENT_NOT_REFUNDABLE" });
    const refundNo = payment.refundNo ?? newRefundNo(payment.id);
    const moved = await tx.payment.updateMany({
      where: { id: payment.id, status: payment.status, updatedAt: payment.updatedAt },
      data: { status: paymentStatus.REFUNDING, refundNo },
    });
    if (moved.count !== 1) throw new ApiError("CONFLICT", { key: "PAYMENT_NOT_REFUNDABLE" });
    await withAudit(tx, actor, {
      action: "payment.refund",
      entity: "payment",
      entityId: payment.id,
      before: { status: payment.status },
      after: { status: paymentStatus.REFUNDING, refundNo, amount: payment.amount },
      reason,
    });
    return { ...payment, refundNo };
  });
  const answer = await askProviderRefund(claimed, reason);
  await recordQueuedRefundAnswer(paymentId, answer);
  const row = await db.payment.findUniqueOrThrow({ where: { id: paymentId }, select: adminPaymentSelect });
  return adminPaymentView(row);
}

/**
 * Records the provider's word on a queued refund — its answer, or its later refund notification — and
 * moves the payment from refunding to refunded or refund_failed (pending changes nothing yet).
 */
export async function recordQueuedRefundAnswer(paymentId: number, answer: RefundAnswer): Promise<void> {
  await writeTransaction(async (tx) => {
    await tx.paymentEvent.create({
      data: { paymentId, kind: "refund", payload: JSON.stringify(answer), verified: true, outcome: answer.status },
    });
    if (answer.status === "pending") return;
    await tx.payment.updateMany({
      where: { id: paymentId, status: paymentStatus.REFUNDING },
      data:
        answer.status === "refunded"
          ? { status: paymentStatus.REFUNDED, refundedAt: new Date() }
          : { status: paymentStatus.REFUND_FAILED },
    });
  });
}
