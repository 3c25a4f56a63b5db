// Applying what a provider reports about a payment — its signed notification, or its answer when
// asked (ask-providers.ts: the pay result screen, the unpaid-order sweep) — once. The order moves
// 0 -> 500 only when a verified report says that exact amount was paid: the one paid move
// (order/pay-order.ts). Reports are idempotent: the payment moves pending -> paid by a conditional
// update under its row's lock, so a replay or a concurrent duplicate changes nothing, and every report
// is recorded (record-event.ts recordEvent). Money that arrives for an order that closed meanwhile
// is kept as refund_pending, never lost and never reopening the order.
import type { z } from "zod";
import { sqlOver, sqlWrite, type SqlTx, writeTransaction } from "@/lib/db";
import type { notificationResultSchema } from "@/lib/validation/responses/payment";
import { markOrderPaid } from "../order/pay-order";
import { closeReason, orderStatus } from "@/lib/domain/order-status";
import { transitionOrder } from "../order/status";
import { paymentOutcome, paymentStatus, type PaymentOutcome } from "@/lib/domain/payment-status";
import { recordEvent } from "./record-event";
import type { ProviderName } from "./providers";
import type { PaymentReport } from "./providers/types";
import { shopCurrency } from "../shop/settings";
import type { Currency } from "@/lib/domain/money";

export type ReportResult = z.output<typeof notificationResultSchema>;

/** Thrown (rolling the runner's transaction back) when the report must close its order first. */
class OrderMustClose extends Error {}

/**
 * Applies a verified report, once. `kind` says where it came from (notify, query). One set of
 * statements on the SQL runner; a "paid" report of an order that expired before it was paid must close
 * that order first, and closing — stock, coupon, points, a flash sale's units given back — is
 * transitionOrder's Prisma code: that report runs the same statements again in a Prisma transaction
 * (lib/db sqlOver), beside the close. The runner's attempt wrote nothing (it rolled back).
 */
export async function applyPaymentReport(
  provider: ProviderName,
  report: PaymentReport,
  kind: string,
  payload: unknown,
  now: Date = new Date(),
): Promise<ReportResult> {
  // Read before the write: the currency is fixed once an order exists, and a report is about one.
  const currency = await shopCurrency();
  const apply = (q: SqlTx, close: ((orderId: number) => Promise<void>) | null) =>
    applyReport(q, close, { provider, report, kind, payload, now, currency });
  try {
    return await sqlWrite((q) => apply(q, null));
  } catch (error) {
    if (!(error instanceof OrderMustClose)) throw error;
  }
  return writeTransaction((tx) =>
    apply(sqlOver(tx), async (orderId) => {
      await transitionOrder(tx, orderId, orderStatus.CLOSED, { now, reason: closeReason.TIMEOUT });
    }),
  );
}

/** The payment, its order and what a report is decided on, read with both rows locked (PostgreSQL). */
type ReportState = {
  id: number;
  orderId: number;
  provider: string;
  amount: number;
  status: string;
  events: number;
  orderStatus: number;
  expired: number;
};

const REPORT_STATE_SQL = `
  SELECT p."id", p."orderId", p."provider", p."amount", p."status",
    (SELECT count(*) FROM "PaymentEvent" e WHERE e."paymentId" = p."id") AS "events",
    o."status" AS "orderStatus", o."expiresAt" <= ? AS "expired"
  FROM "Payment" p JOIN "Order" o ON o."id" = p."orderId"
  WHERE p."outTradeNo" = ?`;

async function applyReport(
  q: SqlTx,
  closeExpired: ((orderId: number) => Promise<void>) | null,
  {
    provider,
    report,
    kind,
    payload,
    now,
    currency,
  }: {
    provider: ProviderName;
    report: PaymentReport;
    kind: string;
    payload: unknown;
    now: Date;
    currency: Currency;
  },
): Promise<ReportResult> {
  // When the shopper paid, as the provider signed it (never later than now): an order paid before it
  // expired is paid, however late the report arrives.
  const paidAt = report.paidAt && report.paidAt < now ? report.paidAt : now;
  // The payment and its order locked together before either is read (PostgreSQL): concurrent copies
  // of the report, a sweep or a cancel of the order wait for this transaction, or committed before it.
  const state = await q.get<ReportState>(REPORT_STATE_SQL, [paidAt, report.outTradeNo], { forUpdate: true });
  const answer = async (outcome: PaymentOutcome, accepted: boolean, status = state?.orderStatus ?? null) => {
    await recordEvent(q, {
      paymentId: state?.id ?? null,
      kind,
      payload,
      outcome,
      eventsSoFar: state?.events ?? 0,
      now,
    });
    return { accepted, outcome, orderId: state?.orderId ?? null, orderStatus: status };
  };
  if (!state || state.provider !== provider) return answer(paymentOutcome.UNKNOWN_PAYMENT, false);
  // The same number of another currency's units is not the amount owed.
  if (report.amount !== state.amount || (report.currency !== undefined && report.currency !== currency))
    return answer(paymentOutcome.REJECTED_AMOUNT, false);
  if (report.status === "failed") {
    const failed = await q.run(`UPDATE "Payment" SET "status" = ?, "updatedAt" = ? WHERE "id" = ? AND "status" = ?`, [
      paymentStatus.FAILED,
      now,
      state.id,
      paymentStatus.PENDING,
    ]);
    return answer(failed ? paymentOutcome.FAILED : paymentOutcome.DUPLICATE, true);
  }
  // Already paid (or kept for refund): a repeat changes nothing but the record of it.
  if (state.status !== paymentStatus.PENDING && state.status !== paymentStatus.FAILED)
    return answer(paymentOutcome.DUPLICATE, true);
  // Paid after it expired: expired is closed, whether or not the sweep got there first.
  const closeFirst = state.orderStatus === orderStatus.WAITING_FOR_PAYMENT && Boolean(state.expired);
  if (closeFirst && !closeExpired) throw new OrderMustClose();
  // The one place a payment becomes paid: a conditional update (later copies find it paid, above).
  const taken = await q.run(
    `UPDATE "Payment" SET "status" = ?, "providerTradeNo" = ?, "paidAt" = ?, "updatedAt" = ?
     WHERE "id" = ? AND "status" IN (?, ?)`,
    [
      paymentStatus.PAID,
      report.providerTradeNo || null,
      paidAt,
      now,
      state.id,
      paymentStatus.PENDING,
      paymentStatus.FAILED,
    ],
  );
  if (taken !== 1) return answer(paymentOutcome.DUPLICATE, true);
  let status = state.orderStatus;
  if (closeFirst && closeExpired) {
    await closeExpired(state.orderId);
    status = orderStatus.CLOSED;
  }
  if (status === orderStatus.WAITING_FOR_PAYMENT) {
    // The event first: the paid move's last statement updates the product's hot row (pay-order.ts).
    const paid = await answer(paymentOutcome.PAID, true, orderStatus.WAITING_TO_SHIP);
    // Locked as waiting for payment above, so the conditional move cannot miss.
    if (!(await markOrderPaid(q, state.orderId, paidAt, now))) throw new Error("a locked unpaid order was not paid");
    return paid;
  }
  // Closed, or already paid by another payment: keep the money on record to be refunded.
  await q.run(`UPDATE "Payment" SET "status" = ?, "updatedAt" = ? WHERE "id" = ?`, [
    paymentStatus.REFUND_PENDING,
    now,
    state.id,
  ]);
  return answer(paymentOutcome.REFUND_PENDING, true);
}
