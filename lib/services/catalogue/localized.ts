// Reads in the caller's locale: search results, suggestions, hot keywords and related products, and the
// helpers the other domains' localized reads (cart, orders, favourites, coupons) use to lay the
// translations of the products and SKUs they return over the zh-Hans texts (content-locale.ts). Kept
// apart so that the services themselves stay locale-free.
import { toJsonText, type JsonText } from "@/lib/text/json-text";
import type { Page } from "@/lib/paging";
import { defaultLocale, type Locale } from "@/lib/i18n/routing";
import type { ProductSearchInput } from "@/lib/validation/catalogue";
import { localizeContent, localizeProducts } from "./content-locale";
import type { ProductRow } from "./catalogue";
import type { SearchTerms } from "./discovery";
import { hotSearchKeywords, listRelatedProducts, operatorHotWords, SUGGESTIONS, suggestSearchTerms } from "./discovery";
import { searchProducts } from "./search";
import { isRefinedSearch, searchProductsRefined } from "./search-refine";

/** Rows naming a product by `productId` (cart lines, favourites): `name` in the locale. */
export async function withProductNames<T extends { productId: number; name: string }>(
  rows: T[],
  locale: Locale,
): Promise<T[]> {
  const named = await localizeProducts(
    rows.map((r) => ({ id: r.productId, name: r.name })),
    locale,
  );
  return rows.map((row, i) => ({ ...row, name: named[i].name }));
}

/** Lines naming a product and a SKU (cart, checkout, orders): `name` and `skuName` in the locale. */
export async function withLineNames<T extends { productId: number; name: string; skuId: number; skuName: string }>(
  rows: T[],
  locale: Locale,
): Promise<T[]> {
  if (locale === defaultLocale || rows.length === 0) return rows;
  const [named, skus] = await Promise.all([
    withProductNames(rows, locale),
    localizeContent(
      "sku",
      rows.map((r) => ({ id: r.skuId, name: r.skuName })),
      locale,
      ["name"],
    ),
  ]);
  return named.map((row, i) => ({ ...row, skuName: skus[i].name }));
}

/**
 * Search results as JSON text, matched and named in the locale; sorted and price-filtered when asked.
 * A plain zh-Hans search answers the cached text as it is.
 */
export async function searchProductsJsonIn(
  input: ProductSearchInput,
  locale: Locale,
): Promise<JsonText<Page<ProductRow>>> {
  const page = { keyword: input.keyword, pageIndex: input.pageIndex, pageSize: input.pageSize };
  if (!isRefinedSearch(input) && locale === defaultLocale) return searchProducts.json(page);
  const found = isRefinedSearch(input)
    ? await searchProductsRefined(input, locale)
    : await searchProducts({ ...page, locale });
  return toJsonText(locale === defaultLocale ? found : { ...found, rows: await localizeProducts(found.rows, locale) });
}

/**
 * Search suggestions in the locale: zh-Hans names starting with, then containing, the keyword; in
 * another locale the names (in it) of the best matches of a search in it.
 */
export async function suggestSearchTermsIn(keyword: string, locale: Locale): Promise<SearchTerms> {
  if (locale === defaultLocale) return suggestSearchTerms(keyword);
  const found = await searchProducts({ keyword, pageIndex: 1, pageSize: SUGGESTIONS, locale });
  const named = await localizeProducts(found.rows, locale);
  return { rows: [...new Set(named.map((r) => r.name))] };
}

/** Hot keywords: the best-selling categories' names in the locale. */
export async function hotSearchKeywordsIn(locale: Locale): Promise<SearchTerms> {
  // The operator's words when any is showing (back office, 热搜词); else the best-selling categories.
  const chosen = await operatorHotWords(undefined, locale);
  if (chosen.rows.length) return chosen;
  const { rows } = await hotSearchKeywords();
  if (locale === defaultLocale) return { rows: rows.map((r) => r.name) };
  const named = await localizeContent("category", rows, locale, ["name"]);
  return { rows: [...new Set(named.map((r) => r.name))] };
}

/** Related products under a product, named in the locale. */
export async function listRelatedProductsIn(query: { id: number; limit: number }, locale: Locale) {
  const { rows } = await listRelatedProducts(query);
  return { rows: await localizeProducts(rows, locale) };
}
