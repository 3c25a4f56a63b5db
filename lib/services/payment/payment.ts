// Paying for orders. A payment is created for the order's own amount through the channel's provider
// (lib/services/payment/providers); the order moves 0 -> 500 only when a verified report — a signed
// notification or the provider's answer to a query — says that exact amount was paid. Reports are
// idempotent: the payment moves pending -> paid by a conditional update, so a replay or a concurrent
// duplicate changes nothing, and every report is recorded as a PaymentEvent. Money that arrives for an
// order that closed meanwhile is kept as refund_pending, never lost and never reopening the order.
import crypto from "node:crypto";
import { db, dbReady, lockRow, sqlWrite, type SqlTx, type Tx, writeTransaction } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { detectEnvironment, Platform } from "@/lib/auth/platform";
import { closeOrderIfExpired } from "../order/expiry";
import { closeReason, orderStatus } from "@/lib/domain/order-status";
import { transitionOrder } from "../order/status";
import {
  channelPaths,
  offeredChannels,
  providerByName,
  providerForChannel,
  type PayChannel,
  type ProviderName,
} from "./providers";
import type { IncomingNotification, PayAction, PaymentReport } from "./providers/types";
import { notifyBaseUrl } from "./providers/config";
import type { z } from "zod";
import type {
  createdPaymentSchema,
  notificationResultSchema,
  paymentStateSchema,
  payMethodsSchema,
} from "@/lib/validation/responses/payment";

export const paymentStatus = {
  PENDING: "pending",
  PAID: "paid",
  REFUND_PENDING: "refund_pending",
  FAILED: "failed",
  REFUNDING: "refunding",
  /** A refund of refund_pending money that the provider refused; an operator retries it (./refund.ts). */
  REFUND_FAILED: "refund_failed",
  REFUNDED: "refunded",
} as const;

export const paymentOutcome = {
  CREATED: "created",
  PAID: "paid",
  DUPLICATE: "duplicate",
  REFUND_PENDING: "refund_pending",
  FAILED: "failed",
  REJECTED_SIGNATURE: "rejected_signature",
  REJECTED_AMOUNT: "rejected_amount",
  UNKNOWN_PAYMENT: "unknown_payment",
  PROVIDER_ERROR: "provider_error",
  /** A verified refund notification, recorded against the refund it names (./refund-report.ts). */
  REFUND_SETTLED: "refund_settled",
} as const;
export type PaymentOutcome = (typeof paymentOutcome)[keyof typeof paymentOutcome];

export type PaymentContext = { baseUrl: string; clientIp: string; openId?: string };

/** What is kept of one event's payload (a real notification is well under 2 kB). */
export const MAX_EVENT_PAYLOAD_CHARS = 4096;
/** Events kept per payment: a provider retries a few times; a flood of signed copies adds nothing. */
export const MAX_EVENTS_PER_PAYMENT = 50;

// Only verified reports reach the database, so the size of this table is bounded by what providers
// sign: at most MAX_EVENTS_PER_PAYMENT events of MAX_EVENT_PAYLOAD_CHARS each per payment.
export async function recordEvent(
  tx: Tx,
  event: {
    paymentId: number | null;
    kind: string;
    payload: unknown;
    verified: boolean;
    outcome: PaymentOutcome | string;
  },
) {
  if (
    event.paymentId !== null &&
    (await tx.paymentEvent.count({ where: { paymentId: event.paymentId } })) >= MAX_EVENTS_PER_PAYMENT
  )
    return;
  const payload = typeof event.payload === "string" ? event.payload : JSON.stringify(event.payload);
  await tx.paymentEvent.create({ data: { ...event, payload: payload.slice(0, MAX_EVENT_PAYLOAD_CHARS) } });
}

let rejectedSinceLog = 0;
let lastRejectLog = 0;

/** Unverifiable notifications are counted in the log (at most one line a minute), never stored. */
function logRejected(provider: ProviderName, now = Date.now()): void {
  rejectedSinceLog += 1;
  if (now - lastRejectLog < 60_000) return;
  console.warn(
    `[payment] ${rejectedSinceLog} notification(s) with a bad signature refused (${provider}); nothing stored`,
  );
  rejectedSinceLog = 0;
  lastRejectLog = now;
}

export type CreatedPayment = z.output<typeof createdPaymentSchema>;

/**
 * In-app pay needs the payer's open id in the app that pays: the one the shopper's login stored (the
 * mini-program and the web page get different ones), else what the client sent.
 */
function payerOpenId(
  channel: PayChannel,
  user: { openId: string | null; miniOpenId: string | null } | null,
  sent: string | undefined,
): string | undefined {
  const stored = channel === "wechat-mini" ? user?.miniOpenId : channel === "wechat-jsapi" ? user?.openId : null;
  return stored ?? sent;
}

/** Starts paying the caller's unpaid order through `channel`; the amount is the order's total. */
export async function createOrderPayment(
  userId: number,
  orderId: number,
  channel: PayChannel,
  ctx: PaymentContext,
): Promise<CreatedPayment> {
  await dbReady();
  const order = await db.order.findFirst({
    where: { id: orderId, userId },
    select: {
      id: true,
      orderNo: true,
      status: true,
      totalAmount: true,
      expiresAt: true,
      items: { select: { name: true }, take: 1 },
      user: { select: { openId: true, miniOpenId: true } },
    },
  });
  if (!order) throw new ApiError("NOT_FOUND", { key: "ORDER_NOT_FOUND" });
  if (order.status === orderStatus.WAITING_FOR_PAYMENT && order.expiresAt <= new Date())
    await closeOrderIfExpired(order.id);
  if (order.status !== orderStatus.WAITING_FOR_PAYMENT || order.expiresAt <= new Date())
    throw new ApiError("CONFLICT", { key: "ORDER_NOT_PAYABLE" });

  const provider = providerForChannel(channel);
  const outTradeNo = order.orderNo + crypto.randomInt(0, 10_000_000).toString().padStart(7, "0");
  if (order.totalAmount === 0) {
    // Fully discounted: nothing to collect, the order is paid as it stands.
    return writeTransaction(
      async (tx) => {
        const payment = await tx.payment.create({
          data: {
            orderId,
            provider: "none",
            method: channel,
            outTradeNo,
            amount: 0,
            status: paymentStatus.PAID,
            paidAt: new Date(),
          },
        });
        await transitionOrder(tx, orderId, orderStatus.WAITING_TO_SHIP);
        await recordEvent(tx, {
          paymentId: payment.id,
          kind: "create",
          payload: { outTradeNo, amount: 0 },
          verified: true,
          outcome: paymentOutcome.PAID,
        });
        return { orderId, outTradeNo, amount: 0, provider: "none" as const, channel, paid: true, action: null };
      },
      { outcome: true },
    );
  }

  // The provider first, then one transaction that records the payment and answers: the endpoint's
  // answer is what that transaction wrote (and, with an Idempotency-Key, is recorded with it). No one
  // can pay before the answer reaches the shopper, so no notification can come before the row.
  const notifyPath =
    provider.name === "sandbox" ? "/api/v1/mpay-callback-local" : `/api/v1/payment-notify/${provider.name}`;
  let action: PayAction;
  try {
    action = await provider.createPayment({
      outTradeNo,
      amount: order.totalAmount,
      subject: order.items[0]?.name ?? order.orderNo,
      channel,
      expiresAt: order.expiresAt,
      notifyUrl: `${notifyBaseUrl()}${notifyPath}`,
      returnUrl: `${ctx.baseUrl}/orders/${orderId}/pay/result`,
      clientIp: ctx.clientIp,
      openId: payerOpenId(channel, order.user, ctx.openId),
    });
  } catch (error) {
    console.error("[payment] provider refused to create a payment", error);
    await writeTransaction(async (tx) => {
      const failed = await tx.payment.create({
        data: {
          orderId,
          provider: provider.name,
          method: channel,
          outTradeNo,
          amount: order.totalAmount,
          status: paymentStatus.FAILED,
        },
      });
      await recordEvent(tx, {
        paymentId: failed.id,
        kind: "create",
        payload: { error: String(error) },
        verified: true,
        outcome: paymentOutcome.PROVIDER_ERROR,
      });
    });
    throw new ApiError("CONFLICT", { key: "PAYMENT_PROVIDER_UNAVAILABLE" });
  }
  return writeTransaction(
    async (tx) => {
      const created = await tx.payment.create({
        data: { orderId, provider: provider.name, method: channel, outTradeNo, amount: order.totalAmount },
      });
      await recordEvent(tx, {
        paymentId: created.id,
        kind: "create",
        payload: { outTradeNo, amount: order.totalAmount, channel },
        verified: true,
        outcome: paymentOutcome.CREATED,
      });
      return { orderId, outTradeNo, amount: order.totalAmount, provider: provider.name, channel, paid: false, action };
    },
    { outcome: true },
  );
}

export type ReportResult = z.output<typeof notificationResultSchema>;

/** Applies a verified report, once. `kind` says where it came from (notify, query). */
export async function applyPaymentReport(
  provider: ProviderName,
  report: PaymentReport,
  kind: string,
  payload: unknown,
  now: Date = new Date(),
): Promise<ReportResult> {
  // The common reports — a payment of an open order, and the provider's repeats of it — on the SQL
  // runner (docs/decisions/021-write-path.md); every other case in the Prisma transaction below, which
  // the fast path hands over to having written nothing.
  if (report.status !== "failed") {
    try {
      return await applyPaidReportSql(provider, report, kind, payload, now);
    } catch (error) {
      if (!(error instanceof NotTheFastPath)) throw error;
    }
  }
  return writeTransaction(async (tx) => {
    const payment = await tx.payment.findUnique({ where: { outTradeNo: report.outTradeNo } });
    const done = async (outcome: PaymentOutcome, accepted: boolean): Promise<ReportResult> => {
      await recordEvent(tx, { paymentId: payment?.id ?? null, kind, payload, verified: true, outcome });
      const order = payment
        ? await tx.order.findUnique({ where: { id: payment.orderId }, select: { status: true } })
        : null;
      return { accepted, outcome, orderId: payment?.orderId ?? null, orderStatus: order?.status ?? null };
    };
    if (!payment || payment.provider !== provider) return done(paymentOutcome.UNKNOWN_PAYMENT, false);
    if (report.amount !== payment.amount) return done(paymentOutcome.REJECTED_AMOUNT, false);
    if (report.status === "failed") {
      const failed = await tx.payment.updateMany({
        where: { id: payment.id, status: paymentStatus.PENDING },
        data: { status: paymentStatus.FAILED },
      });
      return done(failed.count ? paymentOutcome.FAILED : paymentOutcome.DUPLICATE, true);
    }
    // When the shopper paid, as the provider signed it (never later than now): an order paid before it
    // expired is paid, however late the report arrives.
    const paidAt = report.paidAt && report.paidAt < now ? report.paidAt : now;
    // The one place a payment becomes paid: later copies of this report find it paid and stop here.
    const taken = await tx.payment.updateMany({
      where: { id: payment.id, status: { in: [paymentStatus.PENDING, paymentStatus.FAILED] } },
      data: { status: paymentStatus.PAID, providerTradeNo: report.providerTradeNo || null, paidAt },
    });
    if (taken.count !== 1) return done(paymentOutcome.DUPLICATE, true);
    // The order is locked before its status is read: a sweep or a cancel closing it meanwhile either
    // committed already (we see it closed) or waits for us.
    await lockRow(tx, "Order", payment.orderId);
    const order = await tx.order.findUniqueOrThrow({
      where: { id: payment.orderId },
      select: { id: true, status: true, expiresAt: true },
    });
    let status = order.status;
    if (status === orderStatus.WAITING_FOR_PAYMENT && order.expiresAt <= paidAt) {
      // Paid after it expired: expired is closed, whether or not the sweep got there first.
      await transitionOrder(tx, order.id, orderStatus.CLOSED, { now, reason: closeReason.TIMEOUT });
      status = orderStatus.CLOSED;
    }
    if (status === orderStatus.WAITING_FOR_PAYMENT) {
      await transitionOrder(tx, order.id, orderStatus.WAITING_TO_SHIP, { now: paidAt });
      return done(paymentOutcome.PAID, true);
    }
    // Closed, or already paid by another payment: keep the money on record to be refunded.
    await tx.payment.update({ where: { id: payment.id }, data: { status: paymentStatus.REFUND_PENDING } });
    return done(paymentOutcome.REFUND_PENDING, true);
  });
}

/** Thrown inside the fast path's transaction (rolling it back) when the report is not one it serves. */
class NotTheFastPath extends Error {}

/** The payment, its order and what the fast path decides on, read with both rows locked (PostgreSQL). */
type PaidReportState = {
  id: number;
  orderId: number;
  provider: string;
  amount: number;
  status: string;
  events: number;
  orderStatus: number;
  expired: number;
};

async function recordEventSql(
  q: SqlTx,
  event: { paymentId: number; kind: string; payload: unknown; outcome: PaymentOutcome; eventsSoFar: number; now: Date },
) {
  // The payment's row is locked by this transaction (or, on SQLite, the transaction runs alone): the
  // count read with it is exact.
  if (event.eventsSoFar >= MAX_EVENTS_PER_PAYMENT) return;
  const payload = typeof event.payload === "string" ? event.payload : JSON.stringify(event.payload);
  await q.run(
    `INSERT INTO "PaymentEvent" ("paymentId", "kind", "payload", "verified", "outcome", "createdAt")
     VALUES (?, ?, ?, TRUE, ?, ?)`,
    [event.paymentId, event.kind, payload.slice(0, MAX_EVENT_PAYLOAD_CHARS), event.outcome, event.now],
  );
}

/**
 * applyPaymentReport's common cases on the SQL runner, with the same rules: a "paid" report of a
 * pending (or failed) payment whose order waits for payment and has not expired pays the order (the
 * payment taken by its conditional update, the order moved 0 -> 500 by its conditional update, its
 * units counted as sold, the event recorded); a repeat of a report for a paid payment is recorded as a
 * duplicate. Anything else (unknown payment, wrong amount, a closed, expired or already paid order)
 * throws NotTheFastPath before or instead of committing, and the Prisma transaction decides it.
 */
async function applyPaidReportSql(
  provider: ProviderName,
  report: PaymentReport,
  kind: string,
  payload: unknown,
  now: Date,
): Promise<ReportResult> {
  const paidAt = report.paidAt && report.paidAt < now ? report.paidAt : now;
  return sqlWrite(async (q) => {
    // The payment and its order locked together before either is read (PostgreSQL): concurrent copies
    // of the report, a sweep or a cancel of the order wait for this transaction, or committed before it.
    const state = await q.get<PaidReportState>(
      `SELECT p."id", p."orderId", p."provider", p."amount", p."status",
         (SELECT count(*) FROM "PaymentEvent" e WHERE e."paymentId" = p."id") AS "events",
         o."status" AS "orderStatus", o."expiresAt" <= ? AS "expired"
       FROM "Payment" p JOIN "Order" o ON o."id" = p."orderId"
       WHERE p."outTradeNo" = ?`,
      [paidAt, report.outTradeNo],
      { forUpdate: true },
    );
    if (!state || state.provider !== provider || report.amount !== state.amount) throw new NotTheFastPath();
    const event = { paymentId: state.id, kind, payload, eventsSoFar: state.events, now };
    if (state.status !== paymentStatus.PENDING && state.status !== paymentStatus.FAILED) {
      // Already paid (or kept for refund): a repeat changes nothing but the record of it.
      await recordEventSql(q, { ...event, outcome: paymentOutcome.DUPLICATE });
      return {
        accepted: true,
        outcome: paymentOutcome.DUPLICATE,
        orderId: state.orderId,
        orderStatus: state.orderStatus,
      };
    }
    if (state.orderStatus !== orderStatus.WAITING_FOR_PAYMENT || state.expired) throw new NotTheFastPath();
    // The one place a payment becomes paid, as in the Prisma path: a conditional update.
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
    // transitionOrder(0 -> 500): from the one allowed status, with no after-sales request open.
    const moved = await q.run(
      `UPDATE "Order" SET "status" = ?, "paidAt" = ?, "afterSaleOpen" = FALSE, "updatedAt" = ?
       WHERE "id" = ? AND "status" = ? AND "afterSaleOpen" = FALSE`,
      [orderStatus.WAITING_TO_SHIP, paidAt, now, state.orderId, orderStatus.WAITING_FOR_PAYMENT],
    );
    if (taken !== 1 || moved !== 1) throw new NotTheFastPath();
    await recordEventSql(q, { ...event, outcome: paymentOutcome.PAID });
    // Paid: the units count as sold (transitionOrder's side effect of 500), in one statement, last:
    // every payment of a product updates its one row, whose lock is then held until the commit.
    await q.run(
      `UPDATE "Product" SET "updatedAt" = ?, "sales" = "sales" +
         (SELECT COALESCE(sum(i."quantity"), 0) FROM "OrderItem" i WHERE i."orderId" = ? AND i."productId" = "Product"."id")
       WHERE "id" IN (SELECT "productId" FROM "OrderItem" WHERE "orderId" = ?)`,
      [now, state.orderId, state.orderId],
    );
    return {
      accepted: true,
      outcome: paymentOutcome.PAID,
      orderId: state.orderId,
      orderStatus: orderStatus.WAITING_TO_SHIP,
    };
  });
}

/**
 * A provider's notification: verified first. Anything unverifiable changes nothing and stores
 * nothing (no write, no lock): anyone can call the notify URLs, so what they send is not kept.
 */
export async function handlePaymentNotification(
  provider: ProviderName,
  notification: IncomingNotification,
): Promise<ReportResult> {
  const impl = providerByName(provider);
  const report = impl?.verifyNotification(notification) ?? null;
  if (!report) {
    logRejected(provider);
    return { accepted: false, outcome: paymentOutcome.REJECTED_SIGNATURE, orderId: null, orderStatus: null };
  }
  await dbReady();
  // A refund's outcome (WeChat Pay v3 notifies those too) settles the refund it names. Loaded when
  // needed: refunds reach the after-sales domain, which itself imports this module's statuses.
  if (report.kind === "refund") return (await import("./refund-report")).applyRefundReport(provider, report);
  return applyPaymentReport(provider, report, "notify", report.evidence ?? notification.params);
}

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

export type PayMethod = z.output<typeof payMethodsSchema>["methods"][number];

/** The channels offered where the page runs, each with the endpoint that starts it and who serves it. */
export function listPayMethods(userAgent: string | null): z.output<typeof payMethodsSchema> {
  const detected = detectEnvironment(userAgent);
  const environment = detected.kind;
  return {
    environment,
    methods: offeredChannels(environment, detected.platform === Platform.WEB).map((channel) => ({
      channel,
      path: channelPaths[channel],
      provider: providerForChannel(channel).name,
    })),
  };
}
