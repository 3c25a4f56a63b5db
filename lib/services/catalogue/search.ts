// Product search, ranked: the name above the subtitle, whole words above parts of words, then sales.
// Every term of the keyword must match, case-insensitively. Terms of 3+ characters can use a trigram
// index (SQLite: FTS5 trigram table "ProductSearch"; PostgreSQL: pg_trgm GIN indexes); shorter terms —
// the commonest Chinese words are two characters ("手机", "耳机") — are matched with LIKE. The SQL is
// the engine's (lib/db/sqlite.ts, lib/db/postgres.ts). Answers are cached like every catalogue read.
import { db, dbReady, dialect } from "@/lib/db";
import type { SearchTerms } from "@/lib/db/dialect";
import { toPage, type Page } from "@/lib/paging";
import type { ProductSearchInput } from "@/lib/validation/catalogue";
import { defaultLocale, type Locale } from "@/lib/i18n/routing";
import { cachedRead } from "./cache";
import type { ProductRow } from "./catalogue";
import { withDiscounts } from "./pricing";

/** Shortest term a trigram index can answer. */
const TRIGRAM = 3;

/**
 * Splits a keyword into distinct lower-case terms: 3+ characters (trigram index) and shorter ones.
 * In a locale other than zh-Hans the product translations in it are searched as well.
 */
export function planSearch(keyword: string, locale: Locale = defaultLocale): SearchTerms {
  const terms = [...new Set(keyword.toLowerCase().split(/\s+/).filter(Boolean))];
  // Characters, not UTF-16 units: "手机" is 2 characters, an emoji is 1.
  const plan: SearchTerms = {
    longTerms: terms.filter((t) => [...t].length >= TRIGRAM),
    likeTerms: terms.filter((t) => [...t].length < TRIGRAM),
  };
  return locale === defaultLocale ? plan : { ...plan, locale };
}

/** What a search reads: the validated request and the caller's locale (zh-Hans when absent). */
export type SearchInput = Pick<ProductSearchInput, "keyword" | "pageIndex" | "pageSize"> & { locale?: Locale };

type RawRow = {
  id: number | bigint;
  name: string;
  price: number | bigint;
  originalPrice: number | bigint | null;
  image: string;
  sales: number | bigint;
};

function toRow(r: RawRow): ProductRow {
  return {
    id: Number(r.id),
    name: r.name,
    price: Number(r.price),
    originalPrice: r.originalPrice === null ? null : Number(r.originalPrice),
    image: r.image,
    sales: Number(r.sales),
  };
}

const countMatches = cachedRead(
  "search-count",
  async ({ keyword, locale }: { keyword: string; locale: Locale }) => {
    await dbReady();
    const rows = await db.$queryRaw<{ total: number | bigint }[]>(dialect.searchCount(planSearch(keyword, locale)));
    return Number(rows[0]?.total ?? 0);
  },
  ({ keyword, locale }) => `${locale}:${keyword}`,
);

/**
 * Every match of a keyword in relevance order, priced as charged now (for sorting and filtering the
 * whole result, lib/services/catalogue/search-refine.ts). One query without a page limit: the engine ranks, we
 * order; cached per catalogue version like the pages.
 */
export const searchAllMatches = cachedRead(
  "search-all",
  async ({ keyword, locale }: { keyword: string; locale: Locale }): Promise<ProductRow[]> => {
    await dbReady();
    const rows = await db.$queryRaw<RawRow[]>(dialect.searchRows(planSearch(keyword, locale), ALL_MATCHES, 0));
    return withDiscounts(rows.map(toRow));
  },
  ({ keyword, locale }) => `${locale}:${keyword}`,
);

/** A LIMIT that no catalogue reaches (both engines want a number there). */
const ALL_MATCHES = 1_000_000_000;

export const searchProducts = cachedRead(
  "search",
  async (input: SearchInput): Promise<Page<ProductRow>> => {
    await dbReady();
    const locale = input.locale ?? defaultLocale;
    const skip = (input.pageIndex - 1) * input.pageSize;
    const [rows, total] = await Promise.all([
      db.$queryRaw<RawRow[]>(dialect.searchRows(planSearch(input.keyword, locale), input.pageSize, skip)),
      countMatches({ keyword: input.keyword.toLowerCase(), locale }),
    ]);
    return toPage(await withDiscounts(rows.map(toRow)), total, input);
  },
  (i) => `${i.locale ?? defaultLocale}:${i.pageIndex}:${i.pageSize}:${i.keyword.toLowerCase()}`,
);
