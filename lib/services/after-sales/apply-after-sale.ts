// The shopper's side of 售后: what a request would give back (the quote) and applying for it. A
// refund (the order waits to ship) is granted at once; a return waits for the operator
// (./decide-after-sale.ts).
import { db, dbReady, lockRow, writeTransaction, type Tx } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { afterSaleType, initialAfterSaleStatus, IN_PROGRESS_STATUSES } from "@/lib/domain/after-sale-status";
import type { AfterSaleApplyInput, AfterSaleQuoteInput, SystemAfterSaleReason } from "@/lib/validation/after-sales";
import type { z } from "zod";
import type { afterSaleQuoteResultSchema } from "@/lib/validation/after-sales";
import { grantRefund } from "./grant-refund";
import {
  claimUnits,
  heldSlots,
  loadOrderOrThrow,
  planRequest,
  reasonsOpen,
  typeFor,
  type OrderForAfterSale,
  type PlannedLine,
} from "./plan-request";
import { getAfterSaleOrThrow, afterSaleSelect, afterSaleView, type AfterSaleView } from "./read-after-sale";
import { assertOwnImages } from "./review-images";
import { settleRefund } from "./settle-refund";
import { returnWindows } from "./windows";

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
  const pending = await db.afterSale.count({
    where: { orderId: order.id, status: { in: [...IN_PROGRESS_STATUSES] } },
  });
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
      const row = await createRequest(tx, order, { ...input, userId }, now);
      if (input.type === afterSaleType.REFUND) {
        // Nothing has shipped: the units never left and go back on sale at once.
        await grantRefund(tx, row.id, order, now, { restock: true });
      } else {
        await tx.order.update({ where: { id: order.id }, data: { afterSaleOpen: true } });
      }
      return afterSaleView(await tx.afterSale.findUniqueOrThrow({ where: { id: row.id }, select: afterSaleSelect }));
    },
    { shopper: userId, outcome: true },
  );
  await settleRefund(created.id);
  return getAfterSaleOrThrow(userId, created.id);
}

/** What a new request says: the shopper's application, or the shop's own refund (a failed group). */
export type NewRequest = {
  userId: number | null;
  type: AfterSaleApplyInput["type"];
  reason: AfterSaleApplyInput["reason"] | SystemAfterSaleReason;
  description: string;
  images: string[];
  items?: AfterSaleApplyInput["items"];
};

/**
 * Writes a request for the units asked (or every unit no other request holds), inside the caller's
 * transaction on the locked order: its plan, the units claimed on the order's lines, the row. One
 * place for the shopper's application and the refund of a group that failed (group/end-groups.ts).
 */
export async function createRequest(
  tx: Tx,
  order: OrderForAfterSale,
  input: NewRequest,
  now: Date,
): Promise<{ id: number }> {
  const plan = planRequest(order, await heldSlots(tx, order), input.items);
  await claimUnits(tx, plan.lines);
  const row = await tx.afterSale.create({
    data: {
      orderId: order.id,
      userId: input.userId,
      type: input.type,
      scope: plan.wholeOrder && input.items === undefined ? "order" : "items",
      // A refund is granted at once (nothing has shipped); a return waits for the operator.
      status: initialAfterSaleStatus(input.type),
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
  return row;
}

/**
 * The shop refunds every unit of paid order `orderId` that no request holds yet, before it ships
 * (a group that failed, docs/decisions/040-group-buying.md), inside the caller's transaction: the same
 * request a shopper's refund writes and the same grant — the units back in stock, the points back,
 * the order closed (refunded) with its coupon back. The caller settles it with the provider after the
 * commit (settleRefund). Answers the request's id.
 */
export async function grantShopRefund(
  tx: Tx,
  orderId: number,
  reason: SystemAfterSaleReason,
  now: Date,
): Promise<number> {
  await lockRow(tx, "Order", orderId);
  const order = await loadOrderOrThrow(tx, orderId);
  const row = await createRequest(
    tx,
    order,
    { userId: order.userId, type: afterSaleType.REFUND, reason, description: "", images: [], items: undefined },
    now,
  );
  await grantRefund(tx, row.id, order, now, { restock: true });
  return row.id;
}
