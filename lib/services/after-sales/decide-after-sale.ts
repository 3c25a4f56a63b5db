// The operator's side of 售后: approving or rejecting a pending return, and asking the provider again
// about a refund it refused or has not confirmed. Each decision commits with its audit row. An approved
// return waits for the goods (./return-goods.ts) unless the operator refunds without them.
import { db, dbReady, lockRow, writeTransaction } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import {
  afterSaleStatus,
  canRefundWithoutReturn,
  isSettling,
  type AfterSaleStatus,
} from "@/lib/domain/after-sale-status";
import { orderStatus } from "@/lib/domain/order-status";
import { reconcileOrderPoints } from "../engagement/points";
import { withAudit, type AuditActor } from "../audit/trail";
import { grantRefund } from "./grant-refund";
import { releaseUnits, updateOpenFlag } from "./open-units";
import { loadOrderOrThrow } from "./plan-request";
import { returnPolicy } from "./return-policy";
import { completeIfReviewed } from "./review";
import { settleRefund } from "./settle-refund";

const DAY_MS = 86_400_000;

/**
 * The operator approves a return (the note, shown to the shopper, is the decision's reason). By default
 * the shopper is to send the goods to the shop's return address within the shop's days
 * (awaiting_return); the refund is paid once they are received. `withoutReturn` (from pending, or while
 * the goods have not been sent) grants the refund now and leaves the goods with the shopper: no stock
 * moves. The decision and its audit row commit together; the provider's answer is recorded after.
 */
export async function approveReturn(
  afterSaleId: number,
  note: string,
  actor: AuditActor,
  options: { withoutReturn?: boolean; now?: Date } = {},
): Promise<AfterSaleStatus> {
  await dbReady();
  const now = options.now ?? new Date();
  const found = await db.afterSale.findUnique({
    where: { id: afterSaleId },
    select: { orderId: true, status: true },
  });
  if (!found) throw new ApiError("NOT_FOUND", { key: "AFTER_SALE_NOT_FOUND" });
  if (options.withoutReturn) {
    await writeTransaction(async (tx) => {
      await lockRow(tx, "Order", found.orderId);
      const request = await tx.afterSale.findUniqueOrThrow({ where: { id: afterSaleId }, select: { status: true } });
      if (!canRefundWithoutReturn(request.status)) throw new ApiError("CONFLICT", { key: "AFTER_SALE_CONFLICT" });
      const decided = await tx.afterSale.updateMany({
        where: { id: afterSaleId, status: request.status },
        data: {
          status: afterSaleStatus.REFUNDING,
          withoutReturn: true,
          decidedAt: now,
          operatorNote: note,
        },
      });
      if (decided.count !== 1) throw new ApiError("CONFLICT", { key: "AFTER_SALE_CONFLICT" });
      await grantRefund(tx, afterSaleId, await loadOrderOrThrow(tx, found.orderId), now, { restock: false });
      await updateOpenFlag(tx, found.orderId);
      await completeIfReviewed(tx, found.orderId, now);
      const granted = await tx.afterSale.findUniqueOrThrow({
        where: { id: afterSaleId },
        select: { status: true, amount: true, couponBack: true },
      });
      await withAudit(tx, actor, {
        action: "aftersale.refund_without_return",
        entity: "aftersale",
        entityId: afterSaleId,
        before: { status: request.status },
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
  return writeTransaction(async (tx) => {
    await lockRow(tx, "Order", found.orderId);
    const policy = await returnPolicy(tx);
    // The shopper cannot send goods nowhere: the shop says where first (console, settings).
    if (policy.address === "") throw new ApiError("CONFLICT", { key: "RETURN_ADDRESS_MISSING" });
    const returnBy = new Date(now.getTime() + policy.sendWithinDays * DAY_MS);
    const decided = await tx.afterSale.updateMany({
      where: { id: afterSaleId, status: afterSaleStatus.PENDING },
      data: {
        status: afterSaleStatus.AWAITING_RETURN,
        decidedAt: now,
        operatorNote: note,
        returnAddress: policy.address,
        returnBy,
      },
    });
    if (decided.count !== 1) throw new ApiError("CONFLICT", { key: "AFTER_SALE_CONFLICT" });
    await updateOpenFlag(tx, found.orderId);
    await withAudit(tx, actor, {
      action: "aftersale.approve",
      entity: "aftersale",
      entityId: afterSaleId,
      before: { status: afterSaleStatus.PENDING },
      after: { status: afterSaleStatus.AWAITING_RETURN, orderId: found.orderId, returnBy: returnBy.toISOString() },
      reason: note,
    });
    return afterSaleStatus.AWAITING_RETURN;
  });
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
    await releaseUnits(tx, afterSaleId);
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
