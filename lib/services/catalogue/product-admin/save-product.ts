// Creating a product and saving an edit of it (optimistic concurrency: a save names the version it
// edited; a stale one is refused with 409). Each change is audited in its own transaction.
import { dbReady, writeTransaction, type Tx } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import type { ProductInput, ProductUpdate } from "@/lib/validation/admin-catalogue";
import { withAudit, type AuditActor } from "../../audit/trail";
import { recordStock } from "../stock-ledger";
import {
  clean,
  checkMatrix,
  assertCategory,
  writeTexts,
  writeSkuTranslations,
  skuData,
  syncPrice,
  productData,
  withCodeCheck,
  savedView,
  type SavedProduct,
} from "./product-model";

/** Creates a product with its SKUs (their stock as receipts in the ledger), texts and tags. */
export async function createProduct(input: ProductInput, actor: AuditActor, tx?: Tx): Promise<SavedProduct> {
  checkMatrix(input.specs, input.skus);
  if (input.specs.length === 0 && input.skus.length > 1)
    throw new ApiError("VALIDATION", { fields: { skus: "sku_values" } });
  const specs = input.specs.map((s) => ({ name: clean(s.name), values: s.values.map(clean) }));
  const run = async (t: Tx) => {
    await assertCategory(t, input.categoryId, input.shopId);
    const product = await t.product.create({ data: productData(input, specs), select: { id: true } });
    await writeTexts(t, product.id, input);
    for (const [i, sku] of input.skus.entries()) {
      const created = await t.sku.create({
        data: { ...skuData(specs, sku, i), productId: product.id, stock: 0 },
        select: { id: true },
      });
      await writeSkuTranslations(t, created.id, specs, sku.values);
      if (sku.stock > 0) await recordStock(t, created.id, sku.stock, "receipt", "", actor);
    }
    await syncPrice(t, product.id);
    await withAudit(t, actor, {
      action: "product.create",
      entity: "product",
      entityId: product.id,
      after: { name: input.name["zh-Hans"], skus: input.skus.length, isOnSale: input.isOnSale },
    });
    return savedView(t, product.id);
  };
  await dbReady();
  return withCodeCheck(() => (tx ? run(tx) : writeTransaction(run)));
}

/**
 * Saves an edit made on `version`. SKUs named by id keep their id (price, values, code... change;
 * their stock does not: stock moves through the ledger); new ones are created with their stock as a
 * receipt; SKUs left out are deleted, or hidden and sold out when an order references them.
 */
export async function updateProduct(
  id: number,
  input: ProductUpdate,
  actor: AuditActor,
  tx?: Tx,
): Promise<SavedProduct> {
  checkMatrix(input.specs, input.skus);
  if (input.specs.length === 0 && input.skus.length > 1)
    throw new ApiError("VALIDATION", { fields: { skus: "sku_values" } });
  const specs = input.specs.map((s) => ({ name: clean(s.name), values: s.values.map(clean) }));
  const run = async (t: Tx) => {
    const before = await t.product.findUnique({
      where: { id },
      select: { name: true, price: true, isOnSale: true, categoryId: true, deletedAt: true, specDefs: true },
    });
    if (!before || before.deletedAt) throw new ApiError("NOT_FOUND", { key: "PRODUCT_NOT_FOUND" });
    await assertCategory(t, input.categoryId, input.shopId);
    const moved = await t.product.updateMany({
      where: { id, version: input.version },
      data: { ...productData(input, specs), version: { increment: 1 } },
    });
    if (moved.count !== 1) throw new ApiError("CONFLICT", { key: "PRODUCT_CHANGED" });
    await writeTexts(t, id, input);
    const existing = await t.sku.findMany({
      where: { productId: id },
      select: { id: true, stock: true, hidden: true },
    });
    const kept = new Set<number>();
    for (const [i, sku] of input.skus.entries()) {
      if (sku.id !== undefined) {
        if (!existing.some((e) => e.id === sku.id))
          throw new ApiError("VALIDATION", { fields: { [`skus.${i}.id`]: "invalid" } });
        kept.add(sku.id);
        await t.sku.update({ where: { id: sku.id }, data: skuData(specs, sku, i) });
        await writeSkuTranslations(t, sku.id, specs, sku.values);
      } else {
        const created = await t.sku.create({
          data: { ...skuData(specs, sku, i), productId: id, stock: 0 },
          select: { id: true },
        });
        await writeSkuTranslations(t, created.id, specs, sku.values);
        if (sku.stock > 0) await recordStock(t, created.id, sku.stock, "receipt", "", actor);
      }
    }
    for (const gone of existing.filter((e) => !kept.has(e.id))) {
      const ordered = await t.orderItem.count({ where: { skuId: gone.id } });
      if (ordered === 0) {
        await t.stockEntry.deleteMany({ where: { skuId: gone.id } });
        await t.sku.delete({ where: { id: gone.id } });
      } else if (!gone.hidden) {
        await t.sku.update({ where: { id: gone.id }, data: { hidden: true } });
        if (gone.stock > 0) await recordStock(t, gone.id, -gone.stock, "correction", "system:skuRemoved", actor);
        await t.cartItem.deleteMany({ where: { skuId: gone.id } });
      }
    }
    await syncPrice(t, id);
    const after = await t.product.findUniqueOrThrow({
      where: { id },
      select: { name: true, price: true, isOnSale: true, categoryId: true, specDefs: true },
    });
    await withAudit(t, actor, {
      action: "product.update",
      entity: "product",
      entityId: id,
      before: { ...before, deletedAt: undefined },
      after: { ...after, skus: input.skus.length },
    });
    return savedView(t, id);
  };
  await dbReady();
  return withCodeCheck(() => (tx ? run(tx) : writeTransaction(run)));
}
