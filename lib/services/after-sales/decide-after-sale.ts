// The operator's side of 售后: approving or rejecting a pending return, and asking the provider again
// about a refund it refused or has not confirmed. Each decision commits with its audit row.
import { db, dbReady, lockRow, writeTransaction } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { afterSaleStatus, isSettling, type AfterSaleStatus } from "@/lib/domain/after-sale-status";
import { orderStatus } from "@/lib/domain/order-status";
import { reconcileOrderPoints } from "../engagement/points";
import { withAudit, type AuditActor } from "../audit/trail";
import { grantRefund, updateOpenFlag } from "./grant-refund";
import { loadOrderOrThrow } from "./plan-request";
import { completeIfReviewed } from "./review";
import { settleRefund } from "./settle-refund";

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
    if (!isSettling(request.status)) throw new ApiError("CONFLICT", { key: "AFTER_SALE_CONFLICT" });
    await withAudit(tx, actor, {
      action: "aftersale.retry_refund",
      entity: "aftersale",
      entityId: afterSaleId,
      before: { status: request.status },
    });
  });
  return settleRefund(afterSaleId);
}
