// The stock ledger (docs/decisions/036-books.md, 039-stock-ledger.md): one StockEntry row per movement
// of a SKU's stock, signed delta and the stock after it, written in the transaction of the movement by
// a conditional update, so that for every SKU stock = sum(delta). Used by the console (adjustments, CSV
// import, products saved with stock) and by the shop's own paths (a return received, an order closed,
// a flash sale's units); a sale's row is written by the checkout's SQL (lib/db SqlTx.moveStock).
import type { Tx } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import type { stockLedgerReasons } from "@/lib/validation/admin-catalogue";
import type { AuditActor } from "../audit/trail";

/** An operator's reasons, and the movements the shop itself writes (a CSV import). */
export type StockReason = (typeof stockLedgerReasons)[number];

/** What moved the stock, when an order or an after-sales request did. */
export type StockRefs = { orderId?: number | null; afterSaleId?: number | null };

/**
 * Moves a SKU's stock by `delta` inside `tx` and writes the ledger row; a decrease larger than the
 * stock is refused (409 STOCK_NOT_ENOUGH) and changes nothing.
 */
export async function recordStock(
  tx: Tx,
  skuId: number,
  delta: number,
  reason: StockReason,
  note: string,
  actor: AuditActor,
  refs: StockRefs = {},
) {
  const moved = await tx.sku.updateMany({
    where: { id: skuId, ...(delta < 0 ? { stock: { gte: -delta } } : {}) },
    data: { stock: { increment: delta } },
  });
  if (moved.count !== 1) {
    const exists = await tx.sku.count({ where: { id: skuId } });
    throw exists
      ? new ApiError("CONFLICT", { key: "STOCK_NOT_ENOUGH" })
      : new ApiError("NOT_FOUND", { key: "SKU_NOT_FOUND" });
  }
  const { stock } = await tx.sku.findUniqueOrThrow({ where: { id: skuId }, select: { stock: true } });
  return tx.stockEntry.create({
    data: {
      skuId,
      delta,
      reason,
      stockAfter: stock,
      note,
      actor: actor.actor.slice(0, 200),
      orderId: refs.orderId ?? null,
      afterSaleId: refs.afterSaleId ?? null,
    },
  });
}

/** Who moved the stock when the shop did it by itself (a sweep, a closing order, a flash sale ending). */
export const shopActor: AuditActor = { actor: "system" };

/**
 * Units coming back to a SKU (an order closed, a refund before shipping, a flash sale's units) with
 * their ledger row; a SKU deleted since has no stock to return, and nothing is written for it.
 */
export async function returnStock(
  tx: Tx,
  skuId: number,
  units: number,
  reason: StockReason,
  refs: StockRefs = {},
  actor: AuditActor = shopActor,
) {
  if (units <= 0) return null;
  if ((await tx.sku.count({ where: { id: skuId } })) === 0) return null;
  return recordStock(tx, skuId, units, reason, "", actor, refs);
}
