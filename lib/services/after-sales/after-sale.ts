// 售后: refunds and returns, of the whole order or of some units of some items. A refund of a paid
// order waiting to ship (500) is decided at once; a return (shipped 510, received 520, complete 530,
// within its window by time: ./windows.ts) waits for an operator (scripts/after-sales.ts, the back
// office), who approves or rejects it.
//
// The amount is the server's (./refund-math.ts): each unit gives back its price less its share of the
// coupon and of the points; freight only with the request that leaves the whole order refunded before
// it shipped. Every request takes unit slots of its lines that no other (not rejected) request holds,
// so the parts of an order add up to what was paid, however it is returned.
//
// What happens when a refund is granted (at once, or on approval), in one transaction: the units'
// stock goes back, their share of the spent points goes back, the refund is claimed against the paid
// payment (a compare-and-set on Payment.refundedAmount), and once every unit of the order is refunded
// the order closes (10, refunded) and its coupon comes back. Then the money goes back through the
// provider the order was paid with (settleRefund).
//
// Races — two requests for the same units, a request and the operator shipping, a late payment report,
// two operators deciding — are settled by the order's row lock (taken first by every writer here), a
// conditional update of each line's claimed units (never above its quantity), conditional status moves
// and the compare-and-set on the payment: the loser gets 409 and changes nothing.
import { db, dbReady, lockRow, type Tx, writeTransaction } from "@/lib/db";
import { ApiError } from "@/lib/api/errors";
import { skipTake, toPage, type Page } from "@/lib/paging";
import type { PageQuery } from "@/lib/validation/common";
import {
  afterSaleReasons,
  type AfterSaleApplyInput,
  type AfterSaleQuoteInput,
  type AfterSaleReason,
} from "@/lib/validation/after-sales";
import { canApplyRefund, canApplyReturn, closeReason, orderStatus, transitionOrder } from "../order/status";
import { addPointsEntry, pointsReason, reconcileOrderPoints } from "../engagement/points";
import { paymentStatus } from "../payment/payment";
import { askProviderRefund, newRefundNo } from "../payment/refund";
import type { RefundAnswer } from "../payment/providers/types";
import { withAudit, type AuditActor } from "../audit/trail";
import { sumFigures, takeUnits, unitFigures, type UnitsShare } from "./refund-math";
import { completeIfReviewed } from "./review";
import { assertOwnImages, parseImages } from "./review-images";
import { afterSaleStatus, afterSaleType, type AfterSaleStatus, type AfterSaleType } from "./status";
import { returnOpen, returnWindows } from "./windows";
import type { z } from "zod";
import type { afterSaleQuoteResultSchema, afterSaleSchema } from "@/lib/validation/after-sales";

// ---------- the order and its units ----------

const orderForAfterSale = {
  id: true,
  userId: true,
  status: true,
  receivedAt: true,
  totalAmount: true,
  discountAmount: true,
  pointsAmount: true,
  pointsUsed: true,
  freightAmount: true,
  userCouponId: true,
  items: {
    select: {
      id: true,
      productId: true,
      skuId: true,
      name: true,
      skuName: true,
      image: true,
      price: true,
      quantity: true,
      afterSaleQuantity: true,
    },
    orderBy: { id: "asc" as const },
  },
} as const;

type OrderForAfterSale = {
  id: number;
  userId: number | null;
  status: number;
  receivedAt: Date | null;
  totalAmount: number;
  discountAmount: number;
  pointsAmount: number;
  pointsUsed: number;
  freightAmount: number;
  userCouponId: number | null;
  items: {
    id: number;
    productId: number;
    skuId: number;
    name: string;
    skuName: string;
    image: string;
    price: number;
    quantity: number;
    afterSaleQuantity: number;
  }[];
};

async function loadOrderOrThrow(tx: Tx, orderId: number, userId?: number): Promise<OrderForAfterSale> {
  const order = await tx.order.findFirst({
    where: { id: orderId, ...(userId === undefined ? {} : { userId, deletedAt: null }) },
    select: orderForAfterSale,
  });
  if (!order) throw new ApiError("NOT_FOUND", { key: "ORDER_NOT_FOUND" });
  return order;
}

/** The unit slots of each line that requests not rejected hold (a request from before part returns holds all). */
async function heldSlots(tx: Tx, order: OrderForAfterSale): Promise<Map<number, Set<number>>> {
  const rows = await tx.afterSaleItem.findMany({
    where: {
      orderItemId: { in: order.items.map((i) => i.id) },
      afterSale: { status: { not: afterSaleStatus.REJECTED } },
    },
    select: { orderItemId: true, units: true },
  });
  const held = new Map(order.items.map((i) => [i.id, new Set<number>()]));
  for (const row of rows) {
    const line = order.items.find((i) => i.id === row.orderItemId)!;
    const slots =
      row.units === null ? Array.from({ length: line.quantity }, (_, s) => s) : (JSON.parse(row.units) as number[]);
    for (const s of slots) held.get(line.id)!.add(s);
  }
  return held;
}

type PlannedLine = UnitsShare & { item: OrderForAfterSale["items"][number] };
type Plan = {
  lines: PlannedLine[];
  wholeOrder: boolean;
  goodsAmount: number;
  couponShare: number;
  pointsShare: number;
  freightAmount: number;
  pointsBack: number;
  refundAmount: number;
};

/** The units asked for (or every unit no request holds) and what they give back. */
function planRequest(
  order: OrderForAfterSale,
  held: Map<number, Set<number>>,
  wanted: { orderItemId: number; quantity: number }[] | undefined,
): Plan {
  const figures = unitFigures({
    discountAmount: order.discountAmount,
    pointsAmount: order.pointsAmount,
    pointsUsed: order.pointsUsed,
    lines: order.items,
  });
  const asked =
    wanted ??
    order.items
      .map((i) => ({ orderItemId: i.id, quantity: i.quantity - held.get(i.id)!.size }))
      .filter((w) => w.quantity > 0);
  if (asked.length === 0) throw new ApiError("CONFLICT", { key: "AFTER_SALE_NOTHING_LEFT" });
  const lines = asked.map(({ orderItemId, quantity }) => {
    const item = order.items.find((i) => i.id === orderItemId);
    if (!item) throw new ApiError("NOT_FOUND", { key: "ORDER_ITEM_NOT_FOUND" });
    const left = item.quantity - held.get(item.id)!.size;
    if (quantity > left)
      throw new ApiError("CONFLICT", { key: "AFTER_SALE_QUANTITY", values: { name: item.name, left } });
    return { ...takeUnits(figures.get(item.id)!, held.get(item.id)!, quantity), item };
  });
  const wholeOrder = order.items.every(
    (i) => held.get(i.id)!.size + (lines.find((l) => l.item.id === i.id)?.quantity ?? 0) === i.quantity,
  );
  const sum = sumFigures(lines);
  // Rule 4: the freight comes back only when nothing of the order ships.
  const freightAmount = wholeOrder && order.status === orderStatus.WAITING_TO_SHIP ? order.freightAmount : 0;
  return {
    lines,
    wholeOrder,
    goodsAmount: sum.goods,
    couponShare: sum.coupon,
    pointsShare: sum.pointsShare,
    freightAmount,
    pointsBack: sum.points,
    refundAmount: sum.amount + freightAmount,
  };
}

/** Which request the order's status allows, or 409. */
function typeFor(status: number): AfterSaleType {
  if (canApplyRefund(status)) return afterSaleType.REFUND;
  if (canApplyReturn(status)) return afterSaleType.RETURN;
  throw new ApiError("CONFLICT", { key: "AFTER_SALE_NOT_ALLOWED" });
}

/** The reasons a request may give now: any for a refund; for a return, those whose window is open. */
function reasonsOpen(order: OrderForAfterSale, type: AfterSaleType, now: Date): AfterSaleReason[] {
  if (type === afterSaleType.REFUND) return [...afterSaleReasons];
  return afterSaleReasons.filter((r) => returnOpen(order.receivedAt, r, now));
}

// ---------- granting a refund ----------

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
 * Grants request `id` inside the caller's transaction: its units' stock and points go back, the refund
 * is claimed against the payment, and the order closes (coupon back) once every unit is refunded.
 */
async function grantRefund(tx: Tx, id: number, order: OrderForAfterSale, now: Date): Promise<void> {
  const request = await tx.afterSale.findUniqueOrThrow({
    where: { id },
    select: { amount: true, pointsBack: true, items: { select: { orderItemId: true, quantity: true } } },
  });
  for (const line of request.items) {
    const item = order.items.find((i) => i.id === line.orderItemId)!;
    // updateMany: a SKU deleted since the order was placed has no stock to return.
    await tx.sku.updateMany({ where: { id: item.skuId }, data: { stock: { increment: line.quantity } } });
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
    tx.afterSale.count({ where: { orderId: order.id, status: afterSaleStatus.PENDING } }),
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

/** Takes the planned units of each line: conditional, so a unit is never claimed twice. */
async function claimUnits(tx: Tx, lines: PlannedLine[]): Promise<void> {
  for (const line of lines) {
    const taken = await tx.orderItem.updateMany({
      where: { id: line.item.id, afterSaleQuantity: { lte: line.item.quantity - line.quantity } },
      data: { afterSaleQuantity: { increment: line.quantity } },
    });
    if (taken.count !== 1)
      throw new ApiError("CONFLICT", { key: "AFTER_SALE_QUANTITY", values: { name: line.item.name, left: 0 } });
  }
}

// ---------- the shopper ----------

export type AfterSaleQuote = z.output<typeof afterSaleQuoteResultSchema>;

/** What a request for these units (or every unit left) would give back, and which reasons are open. */
export async function quoteAfterSale(
  userId: number,
  input: AfterSaleQuoteInput,
  now = new Date(),
): Promise<AfterSaleQuote> {
  await dbReady();
  const order = await loadOrderOrThrow(db, input.orderId, userId);
  const type = typeFor(order.status);
  const reasons = reasonsOpen(order, type, now);
  if (reasons.length === 0) throw new ApiError("CONFLICT", { key: "AFTER_SALE_WINDOW_CLOSED" });
  const plan = planRequest(order, await heldSlots(db, order), input.items);
  const pending = await db.afterSale.count({ where: { orderId: order.id, status: afterSaleStatus.PENDING } });
  const windows = returnWindows(order.receivedAt);
  return {
    orderId: order.id,
    type,
    wholeOrder: plan.wholeOrder,
    refundAmount: plan.refundAmount,
    goodsAmount: plan.goodsAmount,
    couponShare: plan.couponShare,
    pointsShare: plan.pointsShare,
    freightAmount: plan.freightAmount,
    pointsBack: plan.pointsBack,
    couponBack: plan.wholeOrder && pending === 0 && order.userCouponId !== null,
    items: plan.lines.map(lineView),
    returnUntil: windows.returnUntil?.toISOString() ?? null,
    qualityUntil: windows.qualityUntil?.toISOString() ?? null,
    reasons,
  };
}

const lineView = (l: PlannedLine) => ({
  orderItemId: l.item.id,
  productId: l.item.productId,
  skuId: l.item.skuId,
  name: l.item.name,
  skuName: l.item.skuName,
  image: l.item.image,
  quantity: l.quantity,
  amount: l.amount,
});

/** The caller applies for a refund (500, granted at once) or a return (shipped, within its window). */
export async function applyAfterSale(
  userId: number,
  input: AfterSaleApplyInput,
  now: Date = new Date(),
): Promise<AfterSaleView> {
  await dbReady();
  await assertOwnImages(userId, input.images);
  // The outcome transaction answers the request as it wrote it (Idempotency-Key, decision 017);
  // settling the refund with the provider then moves it on (refunding -> refunded). If that later
  // step fails, the endpoint still answers the committed request, never an error.
  const created = await writeTransaction(
    async (tx) => {
      await lockRow(tx, "Order", input.orderId);
      const order = await loadOrderOrThrow(tx, input.orderId, userId);
      if (typeFor(order.status) !== input.type) throw new ApiError("CONFLICT", { key: "AFTER_SALE_NOT_ALLOWED" });
      if (!reasonsOpen(order, input.type, now).includes(input.reason))
        throw new ApiError("CONFLICT", { key: "AFTER_SALE_WINDOW_CLOSED" });
      const plan = planRequest(order, await heldSlots(tx, order), input.items);
      await claimUnits(tx, plan.lines);
      const row = await tx.afterSale.create({
        data: {
          orderId: order.id,
          userId,
          type: input.type,
          scope: plan.wholeOrder && input.items === undefined ? "order" : "items",
          // A refund is granted at once (nothing has shipped); a return waits for the operator.
          status: input.type === afterSaleType.REFUND ? afterSaleStatus.REFUNDING : afterSaleStatus.PENDING,
          decidedAt: input.type === afterSaleType.REFUND ? now : null,
          reason: input.reason,
          description: input.description,
          images: JSON.stringify(input.images),
          amount: plan.refundAmount,
          goodsAmount: plan.goodsAmount,
          couponShare: plan.couponShare,
          pointsShare: plan.pointsShare,
          freightAmount: plan.freightAmount,
          pointsBack: plan.pointsBack,
          createdAt: now,
          items: {
            create: plan.lines.map((l) => ({
              orderItemId: l.item.id,
              quantity: l.quantity,
              units: JSON.stringify(l.slots),
              amount: l.amount,
              goodsAmount: l.goods,
              couponShare: l.coupon,
              pointsShare: l.pointsShare,
              points: l.points,
            })),
          },
        },
        select: { id: true },
      });
      if (input.type === afterSaleType.REFUND) {
        await grantRefund(tx, row.id, order, now);
      } else {
        await tx.order.update({ where: { id: order.id }, data: { afterSaleOpen: true } });
      }
      return view(await tx.afterSale.findUniqueOrThrow({ where: { id: row.id }, select }));
    },
    { shopper: userId, outcome: true },
  );
  await settleRefund(created.id);
  return getAfterSaleOrThrow(userId, created.id);
}

// ---------- the provider ----------

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
  if (request.status !== afterSaleStatus.REFUNDING && request.status !== afterSaleStatus.REFUND_FAILED)
    return request.status as AfterSaleStatus;
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
 * signed refund notification (WeChat Pay v3 refunds asynchronously) — and moves the request (and,
 * once every refund of it is confirmed, the payment) on. Conditional moves: a repeat changes nothing.
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
    const open = { in: [afterSaleStatus.REFUNDING, afterSaleStatus.REFUND_FAILED] };
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

// ---------- the operator ----------

/**
 * The operator approves a pending return (the note, shown to the shopper, is the decision's reason):
 * granted like a refund — the units' stock and points go back, the money is claimed against the
 * payment, the order closes once nothing of it is left. The decision and its audit row commit
 * together; the provider's answer is recorded after.
 */
export async function approveReturn(
  afterSaleId: number,
  note: string,
  actor: AuditActor,
  now: Date = new Date(),
): Promise<AfterSaleStatus> {
  await dbReady();
  const found = await db.afterSale.findUnique({ where: { id: afterSaleId }, select: { orderId: true } });
  if (!found) throw new ApiError("NOT_FOUND", { key: "AFTER_SALE_NOT_FOUND" });
  await writeTransaction(async (tx) => {
    await lockRow(tx, "Order", found.orderId);
    const decided = await tx.afterSale.updateMany({
      where: { id: afterSaleId, status: afterSaleStatus.PENDING },
      data: { status: afterSaleStatus.REFUNDING, decidedAt: now, operatorNote: note },
    });
    if (decided.count !== 1) throw new ApiError("CONFLICT", { key: "AFTER_SALE_CONFLICT" });
    await grantRefund(tx, afterSaleId, await loadOrderOrThrow(tx, found.orderId), now);
    await updateOpenFlag(tx, found.orderId);
    await completeIfReviewed(tx, found.orderId, now);
    const granted = await tx.afterSale.findUniqueOrThrow({
      where: { id: afterSaleId },
      select: { status: true, amount: true, couponBack: true },
    });
    await withAudit(tx, actor, {
      action: "aftersale.approve",
      entity: "aftersale",
      entityId: afterSaleId,
      before: { status: afterSaleStatus.PENDING },
      after: {
        status: granted.status,
        orderId: found.orderId,
        refundAmount: granted.amount,
        couponBack: granted.couponBack,
      },
      reason: note,
    });
  });
  return settleRefund(afterSaleId);
}

/** The operator rejects a pending return, with the reason the shopper reads: its units are free again. */
export async function rejectReturn(
  afterSaleId: number,
  note: string,
  actor: AuditActor,
  now: Date = new Date(),
): Promise<AfterSaleStatus> {
  await dbReady();
  const found = await db.afterSale.findUnique({ where: { id: afterSaleId }, select: { orderId: true } });
  if (!found) throw new ApiError("NOT_FOUND", { key: "AFTER_SALE_NOT_FOUND" });
  return writeTransaction(async (tx) => {
    await lockRow(tx, "Order", found.orderId);
    const decided = await tx.afterSale.updateMany({
      where: { id: afterSaleId, status: afterSaleStatus.PENDING },
      data: { status: afterSaleStatus.REJECTED, decidedAt: now, operatorNote: note },
    });
    if (decided.count !== 1) throw new ApiError("CONFLICT", { key: "AFTER_SALE_CONFLICT" });
    const items = await tx.afterSaleItem.findMany({
      where: { afterSaleId },
      select: { orderItemId: true, quantity: true },
    });
    for (const line of items)
      await tx.orderItem.updateMany({
        where: { id: line.orderItemId, afterSaleQuantity: { gte: line.quantity } },
        data: { afterSaleQuantity: { decrement: line.quantity } },
      });
    await updateOpenFlag(tx, found.orderId);
    const order = await tx.order.findUniqueOrThrow({
      where: { id: found.orderId },
      select: { id: true, userId: true, status: true, totalAmount: true },
    });
    // An order that completed while this return waited earned nothing for it; now it is kept, it does.
    if (order.status === orderStatus.COMPLETE) await reconcileOrderPoints(tx, order, afterSaleId);
    await withAudit(tx, actor, {
      action: "aftersale.reject",
      entity: "aftersale",
      entityId: afterSaleId,
      before: { status: afterSaleStatus.PENDING },
      after: { status: afterSaleStatus.REJECTED, orderId: found.orderId },
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

/** Order.afterSaleOpen: some return of the order waits for the operator. */
async function updateOpenFlag(tx: Tx, orderId: number): Promise<void> {
  const pending = await tx.afterSale.count({ where: { orderId, status: afterSaleStatus.PENDING } });
  await tx.order.update({ where: { id: orderId }, data: { afterSaleOpen: pending > 0 } });
}

// ---------- reading ----------

const select = {
  id: true,
  orderId: true,
  type: true,
  scope: true,
  status: true,
  reason: true,
  description: true,
  images: true,
  amount: true,
  goodsAmount: true,
  couponShare: true,
  pointsShare: true,
  freightAmount: true,
  pointsBack: true,
  couponBack: true,
  operatorNote: true,
  createdAt: true,
  decidedAt: true,
  refundedAt: true,
  order: { select: { orderNo: true } },
  items: {
    select: {
      orderItemId: true,
      quantity: true,
      amount: true,
      orderItem: { select: { productId: true, skuId: true, name: true, skuName: true, image: true } },
    },
    orderBy: { id: "asc" as const },
  },
} as const;

type Row = {
  id: number;
  orderId: number;
  type: string;
  scope: string;
  status: string;
  reason: string;
  description: string;
  images: string;
  amount: number;
  goodsAmount: number;
  couponShare: number;
  pointsShare: number;
  freightAmount: number;
  pointsBack: number;
  couponBack: boolean;
  operatorNote: string;
  createdAt: Date;
  decidedAt: Date | null;
  refundedAt: Date | null;
  order: { orderNo: string };
  items: {
    orderItemId: number;
    quantity: number;
    amount: number;
    orderItem: { productId: number; skuId: number; name: string; skuName: string; image: string };
  }[];
};

export type AfterSaleView = z.output<typeof afterSaleSchema>;

function view(r: Row): AfterSaleView {
  return {
    id: r.id,
    orderId: r.orderId,
    orderNo: r.order.orderNo,
    type: r.type as AfterSaleType,
    scope: r.scope as "order" | "items",
    status: r.status as AfterSaleStatus,
    reason: r.reason as AfterSaleReason,
    description: r.description,
    images: parseImages(r.images),
    refundAmount: r.amount,
    goodsAmount: r.goodsAmount,
    couponShare: r.couponShare,
    pointsShare: r.pointsShare,
    freightAmount: r.freightAmount,
    pointsBack: r.pointsBack,
    couponBack: r.couponBack,
    operatorNote: r.operatorNote,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    refundedAt: r.refundedAt?.toISOString() ?? null,
    items: r.items.map((i) => ({ orderItemId: i.orderItemId, quantity: i.quantity, amount: i.amount, ...i.orderItem })),
    itemCount: r.items.reduce((n, i) => n + i.quantity, 0),
  };
}

export async function listAfterSales(userId: number, query: PageQuery): Promise<Page<AfterSaleView>> {
  await dbReady();
  const where = { userId };
  const [rows, total] = await Promise.all([
    db.afterSale.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select, ...skipTake(query) }),
    db.afterSale.count({ where }),
  ]);
  return toPage(
    rows.map((r) => view(r)),
    total,
    query,
  );
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
      scope: true,
      status: true,
      reason: true,
      description: true,
      amount: true,
      createdAt: true,
      order: { select: { orderNo: true } },
      items: { select: { quantity: true, orderItem: { select: { name: true, skuName: true } } } },
    },
  });
}
