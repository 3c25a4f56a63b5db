// Product search, ranked (综合): how well the words match — the whole name, its start, every term as a
// word of the name, in the name, as its pinyin or initials, in the subtitle — then best sellers and the
// best rated. Every term of the keyword must match, case-insensitively, in the name or subtitle or, typed
// in Latin letters, as the pinyin or initials of the name ("shouji", "shou ji", "sj" find 手机;
// ./pinyin.ts). The SQL is the engine's (lib/db/search-sql.ts, lib/db/sqlite.ts, lib/db/postgres.ts):
// trigram indexes answer strings of 3+ characters, shorter ones are matched with LIKE. Answers are
// cached like every catalogue read. docs/decisions/004-catalogue-cache-and-search.md, 032-search.md
import { db, dbReady, dialect } from "@/lib/db";
import type { SearchTerms } from "@/lib/db/dialect";
import { toPage, type Page } from "@/lib/paging";
import type { ProductSearchInput } from "@/lib/validation/catalogue";
import { defaultLocale, type Locale } from "@/lib/i18n/routing";
import { cachedRead } from "./cache";
import type { ProductRow } from "./catalogue";
import { initialsPattern, latinTerm, pinyinPatterns } from "./pinyin";
import { withDiscounts } from "./pricing";

/**
 * Plans a keyword: its distinct lower-case terms, each with the pinyin and initials patterns it
 * matches; and, when it is two or more words of pinyin ("shou ji"), their patterns read as one word.
 * In a locale other than zh-Hans the product translations in it are searched as well.
 */
export function planSearch(keyword: string, locale: Locale = defaultLocale): SearchTerms {
  const words = keyword.toLowerCase().split(/\s+/).filter(Boolean);
  const terms = [...new Set(words)].map((text) => ({
    text,
    pinyin: pinyinPatterns(text),
    initials: initialsPattern(text),
  }));
  const phrase = words.length > 1 && words.every((w) => latinTerm(w)) ? pinyinPatterns(words.join("'")) : [];
  const plan: SearchTerms = { keyword: words.join(" "), terms, phrase };
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
