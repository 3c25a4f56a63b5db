// The smaller changes of a product: duplicate (a copy to edit), on/off sale, soft delete; each audited.
import { dbReady, writeTransaction } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import type { LocaleText, ProductInput, SpecInput } from "@/lib/validation/admin-catalogue";
import { withAudit, type AuditActor } from "../../audit/trail";
import { adminProductDetail } from "./product-detail";
import type { SavedProduct } from "./product-model";
import { createProduct } from "./save-product";

/** A copy to edit (off sale, no code, no stock): the texts, specs, SKU prices and pictures. */
export async function duplicateProduct(id: number, actor: AuditActor): Promise<SavedProduct> {
  const source = await adminProductDetail(id);
  const input: ProductInput = {
    categoryId: source.categoryId,
    shopId: source.shopId,
    name: source.name as LocaleText,
    subtitle: source.subtitle as ProductInput["subtitle"],
    description: source.description as ProductInput["description"],
    tags: source.tags,
    images: source.images.filter((u) => /^\/(uploads|media)\//.test(u)),
    code: undefined,
    isOnSale: false,
    sort: source.sort,
    specs: source.specs as SpecInput[],
    skus: source.skus
      .filter((s) => !s.hidden)
      .map((s) => ({
        values: s.values,
        price: s.price,
        originalPrice: s.originalPrice ?? undefined,
        stock: 0,
        weight: s.weight,
        image: s.image ?? undefined,
        code: undefined,
        lowStock: s.lowStock,
      })),
  };
  input.name = { ...input.name, "zh-Hans": `${input.name["zh-Hans"]}`.slice(0, 60) };
  return writeTransaction(async (tx) => {
    const saved = await createProduct(input, actor, tx);
    await withAudit(tx, actor, {
      action: "product.duplicate",
      entity: "product",
      entityId: saved.id,
      after: { from: id },
    });
    return saved;
  });
}

/** Puts a product on or off sale. */
export async function setProductOnSale(id: number, isOnSale: boolean, actor: AuditActor) {
  await dbReady();
  return writeTransaction(async (tx) => {
    const before = await tx.product.findUnique({
      where: { id },
      select: { isOnSale: true, deletedAt: true, version: true },
    });
    if (!before || before.deletedAt) throw new ApiError("NOT_FOUND", { key: "PRODUCT_NOT_FOUND" });
    if (before.isOnSale !== isOnSale) {
      await tx.product.update({ where: { id }, data: { isOnSale, version: { increment: 1 } } });
      await withAudit(tx, actor, {
        action: isOnSale ? "product.on_sale" : "product.off_sale",
        entity: "product",
        entityId: id,
        before: { isOnSale: before.isOnSale },
        after: { isOnSale },
      });
    }
    return { id, isOnSale, version: before.version + (before.isOnSale !== isOnSale ? 1 : 0) };
  });
}

/** Removes a product from the shop for good: off sale and out of every list; its orders keep their snapshot. */
export async function deleteProduct(id: number, actor: AuditActor) {
  await dbReady();
  return writeTransaction(async (tx) => {
    const before = await tx.product.findUnique({
      where: { id },
      select: { deletedAt: true, isOnSale: true, name: true },
    });
    if (!before || before.deletedAt) throw new ApiError("NOT_FOUND", { key: "PRODUCT_NOT_FOUND" });
    await tx.product.update({
      where: { id },
      data: { deletedAt: new Date(), isOnSale: false, code: null, version: { increment: 1 } },
    });
    await tx.sku.updateMany({ where: { productId: id }, data: { code: null } });
    await tx.cartItem.deleteMany({ where: { sku: { productId: id } } });
    await withAudit(tx, actor, {
      action: "product.delete",
      entity: "product",
      entityId: id,
      before: { name: before.name, isOnSale: before.isOnSale },
    });
    return { ok: true as const };
  });
}
