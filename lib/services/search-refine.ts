// Sort and price filter on search results (products-search { sort?, priceMin?, priceMax? }). Search
// itself (lib/services/search.ts) ranks by relevance in SQL; until it takes these fields in its own
// query, the refinement runs here on its first SEARCH_REFINE_LIMIT matches, read page by page from it:
// the matches' sort keys come from Prisma, and the pages are slices of the refined order (cached like
// every catalogue read).
import { db, dbReady } from "@/lib/db";
import { toPage, type Page } from "@/lib/api/paging";
import type { ProductSearchInput } from "@/lib/validation/catalogue";
import { defaultLocale, type Locale } from "@/lib/i18n/routing";
import { cachedRead } from "./catalogue-cache";
import { compareBySort, inPriceRange, type ProductRow } from "./catalogue";
import { searchProducts } from "./search";

/** Most matches a refined search considers (the relevance-ranked head of the results). */
export const SEARCH_REFINE_LIMIT = 500;
const READ_PAGE = 100;

const refinedRows = cachedRead(
  "search-refined",
  async (input: Pick<ProductSearchInput, "keyword" | "sort" | "priceMin" | "priceMax"> & { locale: Locale }): Promise<ProductRow[]> => {
    await dbReady();
    const matches: ProductRow[] = [];
    for (let pageIndex = 1; matches.length < SEARCH_REFINE_LIMIT; pageIndex += 1) {
      const page = await searchProducts({ keyword: input.keyword, pageIndex, pageSize: READ_PAGE, locale: input.locale });
      matches.push(...page.rows);
      if (!page.hasMore || page.rows.length < READ_PAGE) break;
    }
    const inRange = matches.filter((r) => inPriceRange(r.price, input));
    const sort = input.sort ?? "default";
    // Relevance is the order search answered in.
    if (sort === "default") return inRange;
    const keys = await db.product.findMany({ where: { id: { in: inRange.map((r) => r.id) } }, select: { id: true, sort: true, createdAt: true } });
    const byId = new Map(keys.map((k) => [k.id, k]));
    const withKeys = inRange.map((r) => ({ ...r, sort: byId.get(r.id)?.sort ?? 0, createdAt: byId.get(r.id)?.createdAt ?? new Date(0) }));
    return withKeys.sort(compareBySort(sort)).map(({ id, name, price, originalPrice, image, sales }) => ({ id, name, price, originalPrice, image, sales }));
  },
  (i) => [i.locale, i.keyword.toLowerCase(), i.sort ?? "default", i.priceMin, i.priceMax].join(":"),
);

/** Whether a search asks for more than search.ts's own relevance order. */
export function isRefinedSearch(input: ProductSearchInput): boolean {
  return (input.sort !== undefined && input.sort !== "default") || input.priceMin !== undefined || input.priceMax !== undefined;
}

/** A page of search results (matched in `locale` too), sorted and filtered when asked, else search's own page. */
export async function searchProductsRefined(input: ProductSearchInput, locale: Locale = defaultLocale): Promise<Page<ProductRow>> {
  if (!isRefinedSearch(input)) return searchProducts({ keyword: input.keyword, pageIndex: input.pageIndex, pageSize: input.pageSize, locale });
  const rows = await refinedRows({ keyword: input.keyword, sort: input.sort, priceMin: input.priceMin, priceMax: input.priceMax, locale });
  const skip = (input.pageIndex - 1) * input.pageSize;
  return toPage(rows.slice(skip, skip + input.pageSize), rows.length, input);
}
