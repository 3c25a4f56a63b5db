// The shopper-specific reads (cart, favourites, coupons, search results) in the caller's locale: each
// calls the service as it is and lays the translations of the products, SKUs and coupons it returns
// over the zh-Hans texts (content-locale.ts). Kept apart so that those services stay locale-free.
import { toJsonText, type JsonText } from "@/lib/api/json-text";
import type { Page } from "@/lib/api/paging";
import { db } from "@/lib/db";
import { defaultLocale, type Locale } from "@/lib/i18n/routing";
import type { PageQuery } from "@/lib/validation/common";
import type { MyCouponsQuery } from "@/lib/validation/engagement";
import type { ProductSearchInput } from "@/lib/validation/catalogue";
import type { OrderPreviewInput } from "@/lib/validation/order";
import { listCart } from "../cart/cart";
import { localizeContent, localizeProducts } from "./content-locale";
import type { ProductRow } from "./catalogue";
import { listClaimableCoupons, listMyCoupons, newUserCouponOffer, usableCouponsForAmount } from "../engagement/coupon";
import { listFavorites } from "../engagement/favorite";
import { previewOrder } from "../order/order";
import { getOrderDetailOrThrow, listOrders, type OrderListFilter } from "../order/query";
import { hotSearchKeywords, listRelatedProducts, SUGGESTIONS, suggestSearchTerms } from "./discovery";
import { searchProducts } from "./search";
import { isRefinedSearch, searchProductsRefined } from "./search-refine";

/** Rows naming a product by `productId` (cart lines, favourites): `name` in the locale. */
async function withProductNames<T extends { productId: number; name: string }>(rows: T[], locale: Locale): Promise<T[]> {
  const named = await localizeProducts(
    rows.map((r) => ({ id: r.productId, name: r.name })),
    locale,
  );
  return rows.map((row, i) => ({ ...row, name: named[i].name }));
}

/** Lines naming a product and a SKU (cart, checkout, orders): `name` and `skuName` in the locale. */
async function withLineNames<T extends { productId: number; name: string; skuId: number; skuName: string }>(rows: T[], locale: Locale): Promise<T[]> {
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

export async function listCartIn(userId: number, locale: Locale) {
  const { rows } = await listCart(userId);
  return { rows: await withLineNames(rows, locale) };
}

/** Checkout: the lines and the coupons on offer in the locale. */
export async function previewOrderIn(userId: number, input: OrderPreviewInput, locale: Locale) {
  const preview = await previewOrder(userId, input);
  const [items, coupons] = await Promise.all([withLineNames(preview.items, locale), couponNames(preview.coupons, locale)]);
  return { ...preview, items, coupons };
}

/** Orders keep the names their lines were bought under; shown in the shopper's locale where known. */
export async function listOrdersIn(userId: number, query: OrderListFilter, locale: Locale) {
  const page = await listOrders(userId, query);
  return { ...page, rows: await Promise.all(page.rows.map(async (order) => ({ ...order, items: await withLineNames(order.items, locale) }))) };
}

export async function getOrderDetailIn(userId: number, id: number, locale: Locale) {
  const order = await getOrderDetailOrThrow(userId, id);
  return { ...order, items: await withLineNames(order.items, locale) };
}

export async function listFavoritesIn(userId: number, query: PageQuery, locale: Locale) {
  const page = await listFavorites(userId, query);
  return { ...page, rows: await withProductNames(page.rows, locale) };
}

/**
 * Search results as JSON text, matched and named in the locale; sorted and price-filtered when asked.
 * A plain zh-Hans search answers the cached text as it is.
 */
export async function searchProductsJsonIn(input: ProductSearchInput, locale: Locale): Promise<JsonText<Page<ProductRow>>> {
  const page = { keyword: input.keyword, pageIndex: input.pageIndex, pageSize: input.pageSize };
  if (!isRefinedSearch(input) && locale === defaultLocale) return searchProducts.json(page);
  const found = isRefinedSearch(input) ? await searchProductsRefined(input, locale) : await searchProducts({ ...page, locale });
  return toJsonText(locale === defaultLocale ? found : { ...found, rows: await localizeProducts(found.rows, locale) });
}

/**
 * Search suggestions in the locale: zh-Hans names starting with, then containing, the keyword; in
 * another locale the names (in it) of the best matches of a search in it.
 */
export async function suggestSearchTermsIn(keyword: string, locale: Locale): Promise<{ rows: string[] }> {
  if (locale === defaultLocale) return suggestSearchTerms(keyword);
  const found = await searchProducts({ keyword, pageIndex: 1, pageSize: SUGGESTIONS, locale });
  const named = await localizeProducts(found.rows, locale);
  return { rows: [...new Set(named.map((r) => r.name))] };
}

/** Hot keywords: the best-selling categories' names in the locale. */
export async function hotSearchKeywordsIn(locale: Locale): Promise<{ rows: string[] }> {
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

export async function listClaimableCouponsIn(userId: number | null, locale: Locale) {
  const { rows } = await listClaimableCoupons(userId);
  return { rows: await localizeContent("coupon", rows, locale, ["name"]) };
}

export async function listMyCouponsIn(userId: number, query: MyCouponsQuery, locale: Locale) {
  const page = await listMyCoupons(userId, query);
  return { ...page, rows: await localizeContent("coupon", page.rows, locale, ["name"], (r) => r.couponId) };
}

/** The shopper's coupons (UserCoupon ids): their coupon ids name the translation. */
async function couponNames<T extends { id: number; name: string }>(rows: T[], locale: Locale): Promise<T[]> {
  if (locale === defaultLocale || rows.length === 0) return rows;
  const held = await db.userCoupon.findMany({ where: { id: { in: rows.map((r) => r.id) } }, select: { id: true, couponId: true } });
  const couponOf = new Map(held.map((h) => [h.id, h.couponId]));
  return localizeContent("coupon", rows, locale, ["name"], (r) => couponOf.get(r.id) ?? 0);
}

export async function usableCouponsIn(userId: number, amount: number, locale: Locale) {
  const result = await usableCouponsForAmount(userId, amount);
  return { ...result, rows: await couponNames(result.rows, locale) };
}

export async function newUserCouponOfferIn(userId: number, locale: Locale) {
  const offer = await newUserCouponOffer(userId);
  return { ...offer, coupons: await localizeContent("coupon", offer.coupons, locale, ["name"]) };
}
