// The back office's product list: filters, allow-listed sorts, one page.
import { db, dbReady, dialect, type Prisma } from "@/lib/db";
import { skipTake, toPage, type Page } from "@/lib/paging";
import type { AdminProductQuery } from "@/lib/validation/admin-catalogue";
import type { AdminProductRow } from "@/lib/validation/responses/admin-catalogue";
import { keywordPatterns } from "../pinyin";

const sortOrder: Record<AdminProductQuery["sort"], Prisma.ProductOrderByWithRelationInput[]> = {
  "updatedAt.desc": [{ updatedAt: "desc" }, { id: "desc" }],
  "id.desc": [{ id: "desc" }],
  "sales.desc": [{ sales: "desc" }, { id: "desc" }],
  "price.asc": [{ price: "asc" }, { id: "asc" }],
  "price.desc": [{ price: "desc" }, { id: "desc" }],
};

export async function adminListProducts(query: AdminProductQuery): Promise<Page<AdminProductRow>> {
  await dbReady();
  const and: Prisma.ProductWhereInput[] = [];
  const q = query.q?.trim();
  if (q) {
    // A code, an id, or words anywhere in a name in any locale (any case), or the zh-Hans / zh-Hant
    // name's pinyin or initials ("shouji", "sj"; ../pinyin.ts).
    const spelled = keywordPatterns(q.toLowerCase());
    const anyCase = dialect.containsAnyCase(q);
    const or: Prisma.ProductWhereInput[] = [
      { code: q },
      { skus: { some: { code: q } } },
      { name: anyCase },
      { translations: { some: { name: anyCase } } },
      ...spelled.pinyin.map((pattern) => ({ namePinyin: { contains: pattern } })),
      ...(spelled.initials ? [{ nameInitials: { contains: spelled.initials } }] : []),
    ];
    if (/^\d{1,10}$/.test(q) && Number(q) <= 2_147_483_647) or.push({ id: Number(q) });
    and.push({ OR: or });
  }
  if (query.categoryId !== undefined) and.push({ categoryId: query.categoryId });
  if (query.status === "deleted") and.push({ deletedAt: { not: null } });
  else {
    and.push({ deletedAt: null });
    if (query.status) and.push({ isOnSale: query.status === "on" });
  }
  if (query.stock === "out") and.push({ skus: { some: { hidden: false, stock: 0 } } });
  if (query.stock === "low") and.push({ skus: { some: { hidden: false, stock: { lte: db.sku.fields.lowStock } } } });
  const where = { AND: and };
  const [rows, total] = await Promise.all([
    db.product.findMany({
      where,
      orderBy: sortOrder[query.sort],
      select: {
        id: true,
        code: true,
        name: true,
        image: true,
        price: true,
        isOnSale: true,
        deletedAt: true,
        sales: true,
        updatedAt: true,
        category: { select: { id: true, name: true } },
        skus: { where: { hidden: false }, select: { stock: true, lowStock: true } },
      },
      ...skipTake(query),
    }),
    db.product.count({ where }),
  ]);
  return toPage(
    rows.map(({ skus, deletedAt, updatedAt, ...p }) => ({
      ...p,
      deletedAt: deletedAt?.toISOString() ?? null,
      updatedAt: updatedAt.toISOString(),
      skuCount: skus.length,
      stock: skus.reduce((n, s) => n + s.stock, 0),
      lowStock: skus.some((s) => s.stock <= s.lowStock),
    })),
    total,
    query,
  );
}
