// 再次购买 and deleting an order from the shopper's list.
import { dbReady, writeTransaction } from "@/lib/db";
import { db } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { addToCart } from "../cart/cart";
import { canDeleteOrder, orderStatus } from "@/lib/domain/order-status";
import { OPEN_AFTER_SALE_STATUSES } from "@/lib/domain/after-sale-status";
import type { z } from "zod";
import type { orderDeletedSchema, rebuyResultSchema } from "@/lib/validation/after-sales";

export type RebuyResult = z.output<typeof rebuyResultSchema>;

/**
 * Puts the order's SKUs back in the cart (added to lines already there), each as far as it goes: a
 * SKU that left the shelf or has too little stock is skipped with its reason, the rest still go in.
 */
export async function rebuyOrder(userId: number, orderId: number): Promise<RebuyResult> {
  await dbReady();
  const order = await db.order.findFirst({
    where: { id: orderId, userId, deletedAt: null },
    select: { status: true, items: { select: { skuId: true, name: true, quantity: true }, orderBy: { id: "asc" } } },
  });
  if (!order) throw new ApiError("NOT_FOUND", { key: "ORDER_NOT_FOUND" });
  if (order.status === orderStatus.WAITING_FOR_PAYMENT)
    throw new ApiError("CONFLICT", { key: "ORDER_STATUS_CONFLICT" });
  const result: RebuyResult = { rows: [], skipped: [] };
  for (const item of order.items) {
    try {
      result.rows.push(await addToCart(userId, { skuId: item.skuId, quantity: item.quantity }));
    } catch (error) {
      if (!(error instanceof ApiError) || error.code === "INTERNAL") throw error;
      result.skipped.push({ skuId: item.skuId, name: item.name, reason: error.detail?.key ?? error.code });
    }
  }
  if (!result.rows.length && result.skipped.length) throw new ApiError("CONFLICT", { key: "REBUY_NOTHING_AVAILABLE" });
  return result;
}

/**
 * Removes a closed or completed order from the caller's list; the record stays for the books. Not
 * while one of its after-sales requests is open (a return awaiting the operator, a refund not arrived):
 * the shopper follows it from the order. The screens hide the button then; this refuses the call.
 */
export async function deleteOrder(userId: number, id: number): Promise<z.output<typeof orderDeletedSchema>> {
  const open = [...OPEN_AFTER_SALE_STATUSES];
  return writeTransaction(async (tx) => {
    const deletable = [orderStatus.CLOSED, orderStatus.COMPLETE].filter(canDeleteOrder);
    // One conditional write: a request opened meanwhile leaves the order in place.
    const removed = await tx.order.updateMany({
      where: { id, userId, deletedAt: null, status: { in: deletable }, afterSales: { none: { status: { in: open } } } },
      data: { deletedAt: new Date() },
    });
    if (removed.count === 1) return { id, deleted: true as const };
    const order = await tx.order.findFirst({
      where: { id, userId, deletedAt: null },
      select: { status: true, afterSales: { where: { status: { in: open } }, select: { id: true }, take: 1 } },
    });
    if (!order) throw new ApiError("NOT_FOUND", { key: "ORDER_NOT_FOUND" });
    throw new ApiError("CONFLICT", {
      key: canDeleteOrder(order.status) && order.afterSales.length ? "ORDER_AFTER_SALE_OPEN" : "ORDER_NOT_DELETABLE",
    });
  });
}
