// 足迹 of a logged-in shopper, kept on the server so that they follow the account: one row per
// product, moved to the front when the product is opened again, at most FOOTPRINT_LIMIT (the oldest
// go), deletable one by one or all at once. A browser's own list (kept while logged out) is merged in
// at login, the later visit of a product winning. Writes name the shopper (WriteOptions.shopper), so
// their record-then-trim steps never interleave.
import { db, dbReady, writeTransaction, type Tx } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { skipTake, toPage } from "@/lib/paging";
import type { PageQuery } from "@/lib/validation/common";
import { FOOTPRINT_LIMIT, type FootprintDeleteInput, type FootprintMergeInput } from "@/lib/validation/engagement";
import type { z } from "zod";
import type { deletedCountSchema } from "@/lib/validation/responses/common";
import type {
  footprintPageSchema,
  footprintRecordedSchema,
  footprintsMergedSchema,
} from "@/lib/validation/responses/engagement";

/** Drops the shopper's footprints beyond the newest FOOTPRINT_LIMIT. */
async function trim(tx: Tx, userId: number): Promise<void> {
  const old = await tx.footprint.findMany({
    where: { userId },
    orderBy: [{ viewedAt: "desc" }, { id: "desc" }],
    skip: FOOTPRINT_LIMIT,
    select: { id: true },
  });
  if (old.length) await tx.footprint.deleteMany({ where: { id: { in: old.map((f) => f.id) } } });
}

export async function recordFootprint(
  userId: number,
  productId: number,
  now: Date = new Date(),
): Promise<z.output<typeof footprintRecordedSchema>> {
  await dbReady();
  const product = await db.product.findUnique({ where: { id: productId }, select: { id: true } });
  if (!product) throw new ApiError("NOT_FOUND", { key: "PRODUCT_NOT_FOUND" });
  await writeTransaction(
    async (tx) => {
      await tx.footprint.upsert({
        where: { userId_productId: { userId, productId } },
        create: { userId, productId, viewedAt: now },
        update: { viewedAt: now },
      });
      await trim(tx, userId);
    },
    { shopper: userId },
  );
  return { productId, viewedAt: now.toISOString() };
}

export type FootprintPage = z.output<typeof footprintPageSchema>;

/** Newest first; a product taken off sale stays listed (the screen greys it) until removed. */
export async function listFootprints(userId: number, query: PageQuery): Promise<FootprintPage> {
  await dbReady();
  const [rows, total] = await Promise.all([
    db.footprint.findMany({
      where: { userId },
      orderBy: [{ viewedAt: "desc" }, { id: "desc" }],
      select: {
        viewedAt: true,
        product: { select: { id: true, name: true, price: true, image: true, isOnSale: true } },
      },
      ...skipTake(query),
    }),
    db.footprint.count({ where: { userId } }),
  ]);
  return toPage(
    rows.map(({ viewedAt, product: { id, ...product } }) => ({
      productId: id,
      ...product,
      viewedAt: viewedAt.toISOString(),
    })),
    total,
    query,
  );
}

export async function deleteFootprints(
  userId: number,
  input: FootprintDeleteInput,
): Promise<z.output<typeof deletedCountSchema>> {
  await dbReady();
  const { count } = await db.footprint.deleteMany({
    where: { userId, ...("productIds" in input ? { productId: { in: input.productIds } } : {}) },
  });
  return { deleted: count };
}

/**
 * Merges a device's list into the account's: each product keeps its later visit; products that no
 * longer exist are skipped; visits "in the future" (a wrong device clock) count as now.
 */
export async function mergeFootprints(
  userId: number,
  input: FootprintMergeInput,
  now: Date = new Date(),
): Promise<z.output<typeof footprintsMergedSchema>> {
  await dbReady();
  const latest = new Map<number, number>();
  for (const item of input.items)
    latest.set(item.productId, Math.max(latest.get(item.productId) ?? 0, Math.min(item.viewedAt, now.getTime())));
  const existing = await db.product.findMany({ where: { id: { in: [...latest.keys()] } }, select: { id: true } });
  return writeTransaction(
    async (tx) => {
      const held = await tx.footprint.findMany({
        where: { userId, productId: { in: existing.map((p) => p.id) } },
        select: { productId: true, viewedAt: true },
      });
      const heldAt = new Map(held.map((h) => [h.productId, h.viewedAt.getTime()]));
      for (const { id } of existing) {
        const at = new Date(latest.get(id)!);
        const mine = heldAt.get(id);
        if (mine === undefined) await tx.footprint.create({ data: { userId, productId: id, viewedAt: at } });
        else if (mine < at.getTime())
          await tx.footprint.update({ where: { userId_productId: { userId, productId: id } }, data: { viewedAt: at } });
      }
      await trim(tx, userId);
      const total = await tx.footprint.count({ where: { userId } });
      return { merged: existing.length, total };
    },
    { shopper: userId },
  );
}
