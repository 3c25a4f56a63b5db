// Finding products beyond the lists: search suggestions as the shopper types, hot keywords for the
// empty search screen, and related products under a product. Prisma queries only (no SQL of our own),
// cached like every catalogue read.
import { db, dbReady, type Prisma } from "@/lib/db";
import { defaultLocale, type Locale } from "@/lib/i18n/routing";
import { cachedRead, localizedRead } from "./cache";
import { localizeContent } from "./content-locale";
import {
  findCategory,
  getCategoryTree,
  productRowSelect,
  shownNow,
  subtreeIds,
  type CategoryNode,
  type ProductRow,
} from "./catalogue";
import { keywordPatterns } from "./pinyin";
import { withDiscounts } from "./pricing";
import type { z } from "zod";
import type { searchTermsSchema } from "@/lib/validation/responses/catalogue";

/** Search suggestions and hot keywords: words to tap. */
export type SearchTerms = z.output<typeof searchTermsSchema>;

export const SUGGESTIONS = 8;
const HOT_KEYWORDS = 10;

/**
 * Product names on sale that start with the keyword, then those containing it, then those it spells in
 * pinyin or initials ("shouj", "sj": ./pinyin.ts); best sellers first within each.
 */
export const suggestSearchTerms = cachedRead(
  "search-suggest",
  async (keyword: string): Promise<SearchTerms> => {
    await dbReady();
    const select = { name: true } as const;
    const orderBy = [{ sales: "desc" as const }, { id: "asc" as const }];
    const found: string[] = [];
    const more = async (where: Prisma.ProductWhereInput) => {
      if (found.length >= SUGGESTIONS) return;
      const rows = await db.product.findMany({
        where: { isOnSale: true, AND: [where, { name: { notIn: found } }] },
        select,
        orderBy,
        take: SUGGESTIONS - found.length,
      });
      for (const r of rows) if (!found.includes(r.name)) found.push(r.name);
    };
    await more({ name: { startsWith: keyword } });
    await more({ name: { contains: keyword } });
    const spelled = keywordPatterns(keyword.toLowerCase());
    const keys: Prisma.ProductWhereInput[] = [
      ...spelled.pinyin.map((pattern) => ({ namePinyin: { contains: pattern } })),
      ...(spelled.initials ? [{ nameInitials: { contains: spelled.initials } }] : []),
    ];
    if (keys.length) await more({ OR: keys });
    return { rows: found.slice(0, SUGGESTIONS) };
  },
  (keyword) => keyword.toLowerCase(),
);

function leaves(nodes: CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((n) => (n.children.length ? leaves(n.children) : [n]));
}

/**
 * Hot keywords: the categories whose products sell most (what shoppers buy, in their words), best
 * first, one per name; the caller names them in the shopper's locale (localized.ts).
 */
export const hotSearchKeywords = cachedRead(
  "search-hot",
  async (): Promise<{ rows: { id: number; name: string }[] }> => {
    await dbReady();
    const [tree, sales] = await Promise.all([
      getCategoryTree(defaultLocale),
      db.product.groupBy({ by: ["categoryId"], where: { isOnSale: true }, _sum: { sales: true } }),
    ]);
    const sold = new Map(sales.map((s) => [s.categoryId, s._sum.sales ?? 0]));
    const ranked = leaves(tree)
      .filter((c) => (sold.get(c.id) ?? 0) > 0)
      .sort((a, b) => (sold.get(b.id) ?? 0) - (sold.get(a.id) ?? 0) || a.id - b.id);
    const seen = new Set<string>();
    const distinct = ranked.filter((c) => !seen.has(c.name) && seen.add(c.name));
    return { rows: distinct.slice(0, HOT_KEYWORDS).map(({ id, name }) => ({ id, name })) };
  },
);

/** The hot search words an operator chose that show now, in the locale (none: the shop ranks its own). */
export const operatorHotWords = localizedRead(
  "search-hot-words",
  async (_: void, locale: Locale): Promise<SearchTerms> => {
    await dbReady();
    const rows = await db.hotSearchWord.findMany({
      where: shownNow(new Date()),
      orderBy: [{ sort: "asc" }, { id: "asc" }],
      select: { id: true, word: true },
      take: HOT_KEYWORDS,
    });
    const named = await localizeContent("hotword", rows, locale, ["word"]);
    return { rows: [...new Set(named.map((r) => r.word))] };
  },
  () => "",
);

/**
 * Products related to one: its own category's best sellers, then its top-level category's, never the
 * product itself, only products on sale.
 */
export const listRelatedProducts = cachedRead(
  "related",
  async ({ id, limit }: { id: number; limit: number }): Promise<{ rows: ProductRow[] }> => {
    await dbReady();
    const product = await db.product.findUnique({ where: { id }, select: { categoryId: true } });
    if (!product) return { rows: [] };
    const tree = await getCategoryTree(defaultLocale);
    const own = findCategory(tree, product.categoryId);
    const top = tree.find((t) => findCategory([t], product.categoryId));
    const circles = [own ? subtreeIds(own.node) : [product.categoryId], top ? subtreeIds(top) : []];
    const found: ProductRow[] = [];
    for (const categoryIds of circles) {
      if (found.length >= limit || categoryIds.length === 0) continue;
      const rows = await db.product.findMany({
        where: { isOnSale: true, categoryId: { in: categoryIds }, id: { notIn: [id, ...found.map((r) => r.id)] } },
        orderBy: [{ sales: "desc" }, { id: "asc" }],
        select: productRowSelect,
        take: limit - found.length,
      });
      found.push(...rows);
    }
    return { rows: await withDiscounts(found) };
  },
  ({ id, limit }) => `${id}:${limit}`,
);
