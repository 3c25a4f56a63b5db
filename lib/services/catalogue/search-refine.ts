// Sort and price filter on search results (products-search { sort?, priceMin?, priceMax? }). Search
// itself (lib/services/catalogue/search.ts) ranks by relevance in the engine's SQL; a refined search takes every
// match in that order (one query, searchAllMatches), filters and sorts it on the price charged now —
// as the product list does with its price range (catalogue.ts, idsInPriceRange) — and pages are
// slices of the result (cached like every catalogue read).
import { db, dbReady } from "@/lib/db";
import { toPage, type Page } from "@/lib/paging";
import type { ProductSearchInput } from "@/lib/validation/catalogue";
import { defaultLocale, type Locale } from "@/lib/i18n/routing";
import { cachedRead } from "./cache";
import { compareBySort, inPriceRange, type ProductRow } from "./catalogue";
import { searchAllMatches, searchProducts } from "./search";

/** Ids per lookup of the newest sort's keys (well under either engine's bound-parameter limit). */
const KEY_CHUNK = 500;

/** When each product was listed, for the "newest" sort. */
async function createdAtOf(ids: number[]): Promise<Map<number, Date>> {
  const byId = new Map<number, Date>();
  for (let i = 0; i < ids.length; i += KEY_CHUNK) {
    const rows = await db.product.findMany({
      where: { id: { in: ids.slice(i, i + KEY_CHUNK) } },
      select: { id: true, createdAt: true },
    });
    for (const r of rows) byId.set(r.id, r.createdAt);
  }
  return byId;
}

const refinedRows = cachedRead(
  "search-refined",
  async (
    input: Pick<ProductSearchInput, "keyword" | "sort" | "priceMin" | "priceMax"> & { locale: Locale },
  ): Promise<ProductRow[]> => {
    await dbReady();
    const matches = await searchAllMatches({ keyword: input.keyword.toLowerCase(), locale: input.locale });
    const inRange = matches.filter((r) => inPriceRange(r.price, input));
    const sort = input.sort ?? "default";
    // Relevance is the order search answered in.
    if (sort === "default") return inRange;
    const created = sort === "newest" ? await createdAtOf(inRange.map((r) => r.id)) : new Map<number, Date>();
    const withKeys = inRange.map((r) => ({ ...r, sort: 0, createdAt: created.get(r.id) ?? new Date(0) }));
    return withKeys
      .sort(compareBySort(sort))
      .map(({ id, name, price, originalPrice, image, sales }) => ({ id, name, price, originalPrice, image, sales }));
  },
  (i) => [i.locale, i.keyword.toLowerCase(), i.sort ?? "default", i.priceMin, i.priceMax].join(":"),
);

/** Whether a search asks for more than search.ts's own relevance order. */
export function isRefinedSearch(input: ProductSearchInput): boolean {
  return (
    (input.sort !== undefined && input.sort !== "default") ||
    input.priceMin !== undefined ||
    input.priceMax !== undefined
  );
}

/** A page of search results (matched in `locale` too), sorted and filtered when asked, else search's own page. */
export async function searchProductsRefined(
  input: ProductSearchInput,
  locale: Locale = defaultLocale,
): Promise<Page<ProductRow>> {
  if (!isRefinedSearch(input))
    return searchProducts({ keyword: input.keyword, pageIndex: input.pageIndex, pageSize: input.pageSize, locale });
  const rows = await refinedRows({
    keyword: input.keyword,
    sort: input.sort,
    priceMin: input.priceMin,
    priceMax: input.priceMax,
    locale,
  });
  const skip = (input.pageIndex - 1) * input.pageSize;
  return toPage(rows.slice(skip, skip + input.pageSize), rows.length, input);
}
