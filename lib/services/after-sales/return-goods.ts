// A return's way back (docs/decisions/036-books.md): the shopper sends the goods to the shop's return
// address and enters the parcel's courier and waybill; the operator marks them received with each
// unit's condition — resellable units go back to stock, damaged ones come back and are written off,
// each movement a ledger row (../catalogue/stock-ledger.ts) — and the refund is granted then, in the
// same transaction. A return not sent within the shop's days closes by itself (the sweep), its units
// free again (./close-unsent.ts). Every move is a conditional update from the state read, under the order's row lock.
import { db, dbReady, lockRow, writeTransaction } from "@/lib/db";
import { ApiError, type FieldErrors } from "@/lib/domain/errors";
import { afterSaleStatus, canReceiveReturn, type AfterSaleStatus } from "@/lib/domain/after-sale-status";
import type { AfterSaleReceiveInput, AfterSaleShipBackInput } from "@/lib/validation/returns";
import { withAudit, type AuditActor } from "../audit/trail";
import { recordStock } from "../catalogue/stock-ledger";
import { grantRefund } from "./grant-refund";
import { updateOpenFlag } from "./open-units";
import { loadOrderOrThrow } from "./plan-request";
import { returnCourierOf } from "./return-couriers";
import { getAfterSaleOrThrow, type AfterSaleView } from "./read-after-sale";
import { completeIfReviewed } from "./review";
import { settleRefund } from "./settle-refund";

/** The shopper sent the goods back: the courier and waybill of the parcel (an approved return only). */
export async function shipBack(
  userId: number,
  input: AfterSaleShipBackInput,
  now: Date = new Date(),
): Promise<AfterSaleView> {
  await dbReady();
  const found = await db.afterSale.findFirst({ where: { id: input.id, userId }, select: { orderId: true } });
  if (!found) throw new ApiError("NOT_FOUND", { key: "AFTER_SALE_NOT_FOUND" });
  await writeTransaction(
    async (tx) => {
      await lockRow(tx, "Order", found.orderId);
      const courier = await returnCourierOf(tx, input.courier);
      const sent = await tx.afterSale.updateMany({
        where: { id: input.id, userId, status: afterSaleStatus.AWAITING_RETURN },
        data: {
          status: afterSaleStatus.RETURNING,
          returnCourier: courier.name,
          returnWaybill: input.waybill,
          shippedBackAt: now,
        },
      });
      if (sent.count !== 1) throw new ApiError("CONFLICT", { key: "AFTER_SALE_CONFLICT" });
    },
    { shopper: userId },
  );
  return getAfterSaleOrThrow(userId, input.id);
}

/**
 * The goods of a return are back: each returned line's units, resellable (back to stock) or damaged
 * (back, then written off with the note), must add up to what the line returned. The refund is
 * granted in the same transaction and sent to the provider after it commits.
 */
export async function receiveReturn(
  afterSaleId: number,
  input: AfterSaleReceiveInput,
  actor: AuditActor,
  now: Date = new Date(),
): Promise<AfterSaleStatus> {
  await dbReady();
  const found = await db.afterSale.findUnique({ where: { id: afterSaleId }, select: { orderId: true } });
  if (!found) throw new ApiError("NOT_FOUND", { key: "AFTER_SALE_NOT_FOUND" });
  await writeTransaction(async (tx) => {
    await lockRow(tx, "Order", found.orderId);
    const request = await tx.afterSale.findUniqueOrThrow({
      where: { id: afterSaleId },
      select: {
        status: true,
        items: { select: { id: true, orderItemId: true, quantity: true, orderItem: { select: { skuId: true } } } },
      },
    });
    if (!canReceiveReturn(request.status)) throw new ApiError("CONFLICT", { key: "AFTER_SALE_CONFLICT" });
    const fields: FieldErrors = {};
    input.items.forEach((row, i) => {
      const line = request.items.find((l) => l.orderItemId === row.orderItemId);
      if (!line) fields[`items.${i}.orderItemId`] = "invalid";
      else if (row.resellable + row.damaged > line.quantity) fields[`items.${i}.resellable`] = "receive_too_many";
      else if (row.resellable + row.damaged < line.quantity) fields[`items.${i}.resellable`] = "receive_too_few";
    });
    request.items.forEach((line) => {
      if (!input.items.some((row) => row.orderItemId === line.orderItemId))
        fields[`items.${input.items.length}.orderItemId`] = "required";
    });
    if (Object.keys(fields).length > 0) throw new ApiError("VALIDATION", { fields });
    const moved = await tx.afterSale.updateMany({
      where: { id: afterSaleId, status: request.status },
      data: { status: afterSaleStatus.REFUNDING, receivedAt: now, writeOffNote: input.writeOffNote },
    });
    if (moved.count !== 1) throw new ApiError("CONFLICT", { key: "AFTER_SALE_CONFLICT" });
    const refs = { orderId: found.orderId, afterSaleId };
    // The row names its request by reference (the ledger screen links it); a note is the operator's own
    // words, never machine text a screen would show untranslated.
    const note = "";
    for (const line of request.items) {
      const row = input.items.find((r) => r.orderItemId === line.orderItemId)!;
      await tx.afterSaleItem.update({
        where: { id: line.id },
        data: { resellable: row.resellable, damaged: row.damaged },
      });
      const skuId = line.orderItem.skuId;
      // A SKU deleted since the order has no stock to come back to (nor a ledger).
      if (!(await tx.sku.findUnique({ where: { id: skuId }, select: { id: true } }))) continue;
      // Every unit comes back through the ledger; the damaged ones leave again as a write-off, so the
      // ledger says where each unit went and stock = sum(delta) holds.
      const back = row.resellable + row.damaged;
      if (back > 0) await recordStock(tx, skuId, back, "return", note, actor, refs);
      if (row.damaged > 0) await recordStock(tx, skuId, -row.damaged, "damage", input.writeOffNote, actor, refs);
    }
    await grantRefund(tx, afterSaleId, await loadOrderOrThrow(tx, found.orderId), now, { restock: false });
    await updateOpenFlag(tx, found.orderId);
    await completeIfReviewed(tx, found.orderId, now);
    await withAudit(tx, actor, {
      action: "aftersale.receive",
      entity: "aftersale",
      entityId: afterSaleId,
      before: { status: request.status },
      after: {
        status: afterSaleStatus.REFUNDING,
        orderId: found.orderId,
        resellable: input.items.reduce((n, r) => n + r.resellable, 0),
        damaged: input.items.reduce((n, r) => n + r.damaged, 0),
      },
      reason: input.writeOffNote || undefined,
    });
  });
  return settleRefund(afterSaleId);
}
