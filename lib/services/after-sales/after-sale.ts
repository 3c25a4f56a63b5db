// 售后: refunds and returns. A refund of a paid order waiting to ship (500) is decided at once: in one
// transaction the order closes through the refund path of the transition function (stock, coupon and
// spent points come back there, exactly once), the paid payment is claimed for refunding by a
// conditional update and the request is recorded; then the money goes back through the provider the
// order was paid with (lib/services/payment/providers, refundPayment). A return of a shipped or received order
// (510/520) waits for an operator (scripts/after-sales.ts): applying flags the order with a
// conditional update (one open request per order, and no other move overtakes it); approval takes the
// same refund path, rejection clears the flag. Racing moves — a second tap, another device, the
// operator shipping, a late payment report — each lose a conditional update and change nothing.
import { db, dbReady, type Tx, writeTransaction } from "@/lib/db";
import { ApiError } from "@/lib/api/errors";
import { skipTake, toPage, type Page } from "@/lib/paging";
import type { PageQuery } from "@/lib/validation/common";
import type { AfterSaleApplyInput } from "@/lib/validation/after-sales";
import { closeReason, orderStatus, transitionOrder } from "../order/status";
import { paymentStatus } from "../payment/payment";
import { askProviderRefund, newRefundNo } from "../payment/refund";
import { withAudit, type AuditActor } from "../audit/trail";
import { assertOwnImages, parseImages } from "./review-images";
import type { z } from "zod";
import type { afterSaleSchema } from "@/lib/validation/after-sales";

export const afterSaleType = { REFUND: "refund", RETURN: "return" } as const;
export const afterSaleStatus = {
  PENDING: "pending",
  REJECTED: "rejected",
  REFUNDING: "refunding",
  REFUNDED: "refunded",
  REFUND_FAILED: "refund_failed",
} as const;
export type AfterSaleStatus = (typeof afterSaleStatus)[keyof typeof afterSaleStatus];

const select = {
  id: true,
  orderId: true,
  type: true,
  status: true,
  reason: true,
  images: true,
  amount: true,
  operatorNote: true,
  createdAt: true,
  decidedAt: true,
  refundedAt: true,
  order: {
    select: {
      orderNo: true,
      items: { select: { name: true, skuName: true, image: true, quantity: true }, orderBy: { id: "asc" as const } },
    },
  },
} as const;

type Row = {
  id: number;
  orderId: number;
  type: string;
  status: string;
  reason: string;
  images: string;
  amount: number;
  operatorNote: string;
  createdAt: Date;
  decidedAt: Date | null;
  refundedAt: Date | null;
  order: { orderNo: string; items: { name: string; skuName: string; image: string; quantity: number }[] };
};

export type AfterSaleView = z.output<typeof afterSaleSchema>;

function view(r: Row): AfterSaleView {
  const first = r.order.items[0];
  return {
    id: r.id,
    orderId: r.orderId,
    orderNo: r.order.orderNo,
    type: r.type as "refund" | "return",
    status: r.status as AfterSaleStatus,
    reason: r.reason,
    images: parseImages(r.images),
    amount: r.amount,
    operatorNote: r.operatorNote,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    refundedAt: r.refundedAt?.toISOString() ?? null,
    item: first
      ? {
          name: first.name,
          skuName: first.skuName,
          image: first.image,
          count: r.order.items.reduce((n, i) => n + i.quantity, 0),
        }
      : null,
  };
}

/** Claims the order's paid payment for refunding (conditional: only one refund ever claims it). */
async function claimPayment(tx: Tx, orderId: number): Promise<{ amount: number; status: AfterSaleStatus }> {
  const payment = await tx.payment.findFirst({
    where: { orderId, status: paymentStatus.PAID },
    orderBy: { id: "desc" },
    select: { id: true, amount: true, provider: true },
  });
  // Paid in full by discounts (provider "none"): nothing to send back.
  if (!payment || payment.amount === 0) return { amount: 0, status: afterSaleStatus.REFUNDED };
  const claimed = await tx.payment.updateMany({
    where: { id: payment.id, status: paymentStatus.PAID },
    data: {
      status: paymentStatus.REFUNDING,
      refundNo: newRefundNo(payment.id),
    },
  });
  if (claimed.count !== 1) throw new ApiError("CONFLICT", { key: "AFTER_SALE_CONFLICT" });
  return { amount: payment.amount, status: afterSaleStatus.REFUNDING };
}

/** The caller applies for a refund (500) or a return (510/520) of their own order. */
export async function applyAfterSale(userId: number, input: AfterSaleApplyInput): Promise<AfterSaleView> {
  await dbReady();
  await assertOwnImages(userId, input.images);
  // The outcome transaction answers the request as it wrote it; settling the refund with the provider
  // then moves it on (refunding -> refunded). If that later step fails, the endpoint still answers
  // the committed request (lib/api/handler.ts, idempotent endpoints), never an error.
  const created = await writeTransaction(
    async (tx) => {
      const id = await applyIn(tx, userId, input);
      return view(await tx.afterSale.findUniqueOrThrow({ where: { id }, select }));
    },
    { outcome: true },
  );
  await settleRefund(created.id);
  return getAfterSaleOrThrow(userId, created.id);
}

/** The request's rows, in the outcome transaction: its id. */
async function applyIn(tx: Tx, userId: number, input: AfterSaleApplyInput): Promise<number> {
  const order = await tx.order.findFirst({
    where: { id: input.orderId, userId, deletedAt: null },
    select: { id: true, totalAmount: true },
  });
  if (!order) throw new ApiError("NOT_FOUND", { key: "ORDER_NOT_FOUND" });
  const base = {
    orderId: order.id,
    userId,
    type: input.type,
    reason: input.reason,
    images: JSON.stringify(input.images),
  };
  if (input.type === afterSaleType.REFUND) {
    await transitionOrder(tx, order.id, orderStatus.CLOSED, {
      userId,
      reason: closeReason.REFUNDED,
      onlyFrom: [orderStatus.WAITING_TO_SHIP],
    }).catch(refused);
    const { amount, status } = await claimPayment(tx, order.id);
    const now = new Date();
    const created = await tx.afterSale.create({
      data: { ...base, amount, status, decidedAt: now, refundedAt: status === afterSaleStatus.REFUNDED ? now : null },
      select: { id: true },
    });
    return created.id;
  }
  const flagged = await tx.order.updateMany({
    where: {
      id: order.id,
      userId,
      afterSaleOpen: false,
      status: { in: [orderStatus.WAITING_TO_RECEIVE, orderStatus.WAITING_FOR_REVIEW] },
    },
    data: { afterSaleOpen: true },
  });
  if (flagged.count !== 1) throw new ApiError("CONFLICT", { key: "AFTER_SALE_NOT_ALLOWED" });
  const created = await tx.afterSale.create({
    data: { ...base, amount: order.totalAmount, status: afterSaleStatus.PENDING },
    select: { id: true },
  });
  return created.id;
}

function refused(error: unknown): never {
  if (error instanceof ApiError && error.code === "CONFLICT")
    throw new ApiError("CONFLICT", { key: "AFTER_SALE_NOT_ALLOWED" });
  throw error;
}

/**
 * Sends a claimed refund to the provider and records its answer. Safe to call again (the operator's
 * retry): the provider treats the same refundNo as the same refund, and only a request still
 * refunding (or failed) moves.
 */
export async function settleRefund(afterSaleId: number): Promise<AfterSaleStatus> {
  await dbReady();
  const request = await db.afterSale.findUniqueOrThrow({
    where: { id: afterSaleId },
    select: { status: true, orderId: true, reason: true },
  });
  if (request.status !== afterSaleStatus.REFUNDING && request.status !== afterSaleStatus.REFUND_FAILED)
    return request.status as AfterSaleStatus;
  const payment = await db.payment.findFirst({
    where: { orderId: request.orderId, status: paymentStatus.REFUNDING },
    orderBy: { id: "desc" },
  });
  if (!payment?.refundNo) return request.status as AfterSaleStatus;
  const answer = await askProviderRefund({ ...payment, refundNo: payment.refundNo }, request.reason);
  return writeTransaction(async (tx) => {
    await tx.paymentEvent.create({
      data: {
        paymentId: payment.id,
        kind: "refund",
        payload: JSON.stringify(answer),
        verified: true,
        outcome: answer.status,
      },
    });
    const now = new Date();
    if (answer.status === "refunded") {
      await tx.payment.updateMany({
        where: { id: payment.id, status: paymentStatus.REFUNDING },
        data: { status: paymentStatus.REFUNDED, refundedAt: now },
      });
      await tx.afterSale.updateMany({
        where: { id: afterSaleId, status: { in: [afterSaleStatus.REFUNDING, afterSaleStatus.REFUND_FAILED] } },
        data: { status: afterSaleStatus.REFUNDED, refundedAt: now },
      });
      return afterSaleStatus.REFUNDED;
    }
    const next = answer.status === "failed" ? afterSaleStatus.REFUND_FAILED : afterSaleStatus.REFUNDING;
    await tx.afterSale.updateMany({
      where: { id: afterSaleId, status: { in: [afterSaleStatus.REFUNDING, afterSaleStatus.REFUND_FAILED] } },
      data: { status: next },
    });
    return next;
  });
}

/**
 * The operator approves a pending return (the note, shown to the shopper, is the decision's reason):
 * the order closes through the refund path and the money goes back. The decision and its audit row
 * commit together; the provider's answer is recorded after.
 */
export async function approveReturn(afterSaleId: number, note: string, actor: AuditActor): Promise<AfterSaleStatus> {
  await dbReady();
  await writeTransaction(async (tx) => {
    const request = await tx.afterSale.findUnique({ where: { id: afterSaleId }, select: { orderId: true } });
    if (!request) throw new ApiError("NOT_FOUND", { key: "AFTER_SALE_NOT_FOUND" });
    const decided = await tx.afterSale.updateMany({
      where: { id: afterSaleId, status: afterSaleStatus.PENDING },
      data: { status: afterSaleStatus.REFUNDING, decidedAt: new Date(), operatorNote: note },
    });
    if (decided.count !== 1) throw new ApiError("CONFLICT", { key: "AFTER_SALE_CONFLICT" });
    await transitionOrder(tx, request.orderId, orderStatus.CLOSED, {
      reason: closeReason.REFUNDED,
      afterSaleOpen: true,
    });
    const { status, amount } = await claimPayment(tx, request.orderId);
    if (status === afterSaleStatus.REFUNDED)
      await tx.afterSale.update({ where: { id: afterSaleId }, data: { status, refundedAt: new Date() } });
    await withAudit(tx, actor, {
      action: "aftersale.approve",
      entity: "aftersale",
      entityId: afterSaleId,
      before: { status: afterSaleStatus.PENDING },
      after: { status, orderId: request.orderId, refundAmount: amount },
      reason: note,
    });
  });
  return settleRefund(afterSaleId);
}

/** The operator rejects a pending return, with the reason the shopper reads: the order carries on where it was. */
export async function rejectReturn(afterSaleId: number, note: string, actor: AuditActor): Promise<AfterSaleStatus> {
  await dbReady();
  return writeTransaction(async (tx) => {
    const request = await tx.afterSale.findUnique({ where: { id: afterSaleId }, select: { orderId: true } });
    if (!request) throw new ApiError("NOT_FOUND", { key: "AFTER_SALE_NOT_FOUND" });
    const decided = await tx.afterSale.updateMany({
      where: { id: afterSaleId, status: afterSaleStatus.PENDING },
      data: { status: afterSaleStatus.REJECTED, decidedAt: new Date(), operatorNote: note },
    });
    if (decided.count !== 1) throw new ApiError("CONFLICT", { key: "AFTER_SALE_CONFLICT" });
    await tx.order.updateMany({ where: { id: request.orderId, afterSaleOpen: true }, data: { afterSaleOpen: false } });
    await withAudit(tx, actor, {
      action: "aftersale.reject",
      entity: "aftersale",
      entityId: afterSaleId,
      before: { status: afterSaleStatus.PENDING },
      after: { status: afterSaleStatus.REJECTED, orderId: request.orderId },
      reason: note,
    });
    return afterSaleStatus.REJECTED;
  });
}

/** The operator asks the provider again about a refund it refused or has not confirmed (same refund number). */
export async function retryRefund(afterSaleId: number, actor: AuditActor): Promise<AfterSaleStatus> {
  await dbReady();
  await writeTransaction(async (tx) => {
    const request = await tx.afterSale.findUnique({ where: { id: afterSaleId }, select: { status: true } });
    if (!request) throw new ApiError("NOT_FOUND", { key: "AFTER_SALE_NOT_FOUND" });
    if (request.status !== afterSaleStatus.REFUNDING && request.status !== afterSaleStatus.REFUND_FAILED)
      throw new ApiError("CONFLICT", { key: "AFTER_SALE_CONFLICT" });
    await withAudit(tx, actor, {
      action: "aftersale.retry_refund",
      entity: "aftersale",
      entityId: afterSaleId,
      before: { status: request.status },
    });
  });
  return settleRefund(afterSaleId);
}

export async function listAfterSales(userId: number, query: PageQuery): Promise<Page<AfterSaleView>> {
  await dbReady();
  const where = { userId };
  const [rows, total] = await Promise.all([
    db.afterSale.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select, ...skipTake(query) }),
    db.afterSale.count({ where }),
  ]);
  return toPage(rows.map(view), total, query);
}

/** The caller's request; another shopper's id answers 404. */
export async function getAfterSaleOrThrow(userId: number, id: number): Promise<AfterSaleView> {
  await dbReady();
  const row = await db.afterSale.findFirst({ where: { id, userId }, select });
  if (!row) throw new ApiError("NOT_FOUND", { key: "AFTER_SALE_NOT_FOUND" });
  return view(row);
}

/** The operator's to-do list: returns waiting for a decision and refunds the provider has not confirmed. */
export async function listOpenAfterSales(limit = 50) {
  await dbReady();
  return db.afterSale.findMany({
    where: { status: { in: [afterSaleStatus.PENDING, afterSaleStatus.REFUNDING, afterSaleStatus.REFUND_FAILED] } },
    orderBy: { createdAt: "asc" },
    take: limit,
    select: {
      id: true,
      orderId: true,
      type: true,
      status: true,
      reason: true,
      amount: true,
      createdAt: true,
      order: { select: { orderNo: true } },
    },
  });
}
