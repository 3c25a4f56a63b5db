// Bulk changes of products (issue 35 §4): select products in the list, then change every SKU's price
// (by an amount or a percentage), put them on or off sale, or move them to a category — first as a
// preview of every line that would change, then applied on confirmation. The apply is one transaction
// with an audit row per product (each product's history shows it), so a bulk change is all or nothing:
// a price that would leave the allowed range refuses the whole change, naming the product.
// Stock is not changed here: it moves only through the stock ledger (../stock-admin.ts).
import { dbReady, writeTransaction, type Tx } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import type { BulkChangeInput } from "@/lib/validation/admin-catalogue";
import { withAudit, type AuditActor } from "../../audit/trail";
import { assertCategory, syncPrice } from "./product-model";

export const PRICE_MIN = 1;
export const PRICE_MAX = 99_999_999;

export type BulkLine = {
  productId: number;
  name: string;
  skuId: number | null;
  skuName: string;
  field: "price" | "isOnSale" | "categoryId";
  before: number | boolean;
  after: number | boolean;
};

/** A SKU's price after the change, in whole cents (a percentage rounds half up to the cent). */
export function changedPrice(
  price: number,
  change: Extract<BulkChangeInput["change"], { kind: "pricePercent" | "priceAmount" }>,
): number {
  return change.kind === "pricePercent" ? Math.round((price * (100 + change.percent)) / 100) : price + change.cents;
}

async function plan(tx: Tx, ids: number[], change: BulkChangeInput["change"]): Promise<BulkLine[]> {
  const products = await tx.product.findMany({
    where: { id: { in: ids }, deletedAt: null },
    orderBy: { id: "asc" },
    select: {
      id: true,
      name: true,
      isOnSale: true,
      categoryId: true,
      shopId: true,
      skus: { where: { hidden: false }, orderBy: { id: "asc" }, select: { id: true, name: true, price: true } },
    },
  });
  const missing = ids.filter((id) => !products.some((p) => p.id === id));
  if (missing.length) throw new ApiError("VALIDATION", { fields: { ids: "not_found" } });
  const lines: BulkLine[] = [];
  for (const p of products) {
    const base = { productId: p.id, name: p.name };
    if (change.kind === "pricePercent" || change.kind === "priceAmount") {
      for (const sku of p.skus) {
        const after = changedPrice(sku.price, change);
        if (after < PRICE_MIN || after > PRICE_MAX)
          throw new ApiError("VALIDATION", {
            key: "BULK_PRICE_RANGE",
            values: { name: p.name },
            fields: { change: "bulk_price_range" },
          });
        if (after !== sku.price)
          lines.push({ ...base, skuId: sku.id, skuName: sku.name, field: "price", before: sku.price, after });
      }
    } else if (change.kind === "onSale") {
      if (p.isOnSale !== change.isOnSale)
        lines.push({
          ...base,
          skuId: null,
          skuName: "",
          field: "isOnSale",
          before: p.isOnSale,
          after: change.isOnSale,
        });
    } else {
      await assertCategory(tx, change.categoryId, p.shopId);
      if (p.categoryId !== change.categoryId)
        lines.push({
          ...base,
          skuId: null,
          skuName: "",
          field: "categoryId",
          before: p.categoryId,
          after: change.categoryId,
        });
    }
  }
  return lines;
}

/** Writes the planned lines; one audit row per product with its lines before and after. */
async function apply(tx: Tx, lines: BulkLine[], actor: AuditActor) {
  const byProduct = new Map<number, BulkLine[]>();
  for (const line of lines) byProduct.set(line.productId, [...(byProduct.get(line.productId) ?? []), line]);
  for (const [productId, own] of byProduct) {
    for (const line of own) {
      if (line.field === "price")
        await tx.sku.update({ where: { id: line.skuId! }, data: { price: line.after as number } });
    }
    const head = own[0];
    if (head.field === "price") await syncPrice(tx, productId);
    await tx.product.update({
      where: { id: productId },
      data: {
        ...(head.field === "isOnSale" ? { isOnSale: head.after as boolean } : {}),
        ...(head.field === "categoryId" ? { categoryId: head.after as number } : {}),
        version: { increment: 1 },
      },
    });
    await withAudit(tx, actor, {
      action: "product.bulk",
      entity: "product",
      entityId: productId,
      before: Object.fromEntries(own.map((l) => [l.skuId ? `${l.field}:${l.skuName}` : l.field, l.before])),
      after: Object.fromEntries(own.map((l) => [l.skuId ? `${l.field}:${l.skuName}` : l.field, l.after])),
    });
  }
}

/**
 * The lines a bulk change makes (`confirm` false: a preview, nothing written), or makes them (`confirm`
 * true: planned again inside the transaction, so what is applied is what the products hold now).
 */
export async function bulkChangeProducts(
  input: BulkChangeInput,
  actor: AuditActor,
): Promise<{ lines: BulkLine[]; applied: boolean }> {
  await dbReady();
  return writeTransaction(async (tx) => {
    const lines = await plan(tx, input.ids, input.change);
    if (input.confirm && lines.length) await apply(tx, lines, actor);
    return { lines, applied: input.confirm && lines.length > 0 };
  });
}
