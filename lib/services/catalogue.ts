// Catalogue reads: banners, home buttons, categories, product lists. Plain objects out, money in cents.
import { db, dbReady } from "@/lib/db";
import { skipTake, toPage, type Page } from "@/lib/api/paging";
import type { ProductListQuery } from "@/lib/validation/catalogue";

export type ProductRow = { id: number; name: string; price: number; originalPrice: number | null; image: string; sales: number };

const productRowSelect = { id: true, name: true, price: true, originalPrice: true, image: true, sales: true } as const;

export async function listBanners(position: "home" | "big" = "home") {
  await dbReady();
  return db.banner.findMany({
    where: { position, active: true },
    orderBy: [{ sort: "asc" }, { id: "asc" }],
    select: { id: true, title: true, image: true, link: true },
  });
}

export async function listHomeButtons() {
  await dbReady();
  return db.homeButton.findMany({
    where: { active: true },
    orderBy: [{ sort: "asc" }, { id: "asc" }],
    select: { id: true, name: true, icon: true, link: true },
  });
}

export type CategoryNode = { id: number; name: string; icon: string; children: CategoryNode[] };

/** The two-level category tree, ordered by sort. */
export async function getCategoryTree(): Promise<CategoryNode[]> {
  await dbReady();
  const all = await db.category.findMany({ orderBy: [{ sort: "asc" }, { id: "asc" }], select: { id: true, name: true, icon: true, parentId: true } });
  const byParent = new Map<number | null, typeof all>();
  for (const c of all) byParent.set(c.parentId, [...(byParent.get(c.parentId) ?? []), c]);
  const build = (parentId: number | null, depth: number): CategoryNode[] =>
    depth > 10 ? [] : (byParent.get(parentId) ?? []).map((c) => ({ id: c.id, name: c.name, icon: c.icon, children: build(c.id, depth + 1) }));
  return build(null, 0);
}

export async function listProducts(query: ProductListQuery): Promise<Page<ProductRow>> {
  await dbReady();
  const now = new Date();
  const where = {
    isOnSale: true,
    ...(query.categoryId ? { OR: [{ categoryId: query.categoryId }, { category: { parentId: query.categoryId } }] } : {}),
    ...(query.tag === "discount"
      ? { discounts: { some: { startsAt: { lte: now }, endsAt: { gt: now } } } }
      : query.tag
        ? { tags: { some: { tag: query.tag } } }
        : {}),
  };
  const [rows, total] = await Promise.all([
    db.product.findMany({ where, orderBy: [{ sort: "asc" }, { id: "asc" }], select: productRowSelect, ...skipTake(query) }),
    db.product.count({ where }),
  ]);
  return toPage(rows, total, query);
}
