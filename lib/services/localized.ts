// The shopper-specific reads (cart, favourites, coupons, search results) in the caller's locale: each
// calls the service as it is and lays the translations of the products, SKUs and coupons it returns
// over the zh-Hans texts (content-locale.ts). Kept apart so that those services stay locale-free.
import { db } from "@/lib/db";
import { defaultLocale, type Locale } from "@/lib/i18n/routing";
import type { PageQuery } from "@/lib/validation/common";
import type { MyCouponsQuery } from "@/lib/validation/engagement";
import type { ProductSearchInput } from "@/lib/validation/catalogue";
import { listCart } from "./cart";
import { localizeContent, localizeProducts } from "./content-locale";
import { listClaimableCoupons, listMyCoupons, newUserCouponOffer, usableCouponsForAmount } from "./coupon";
import { listFavorites } from "./favorite";
import { searchProducts } from "./search";

/** Rows naming a product by `productId` (cart lines, favourites): `name` in the locale. */
async function withProductNames<T extends { productId: number; name: string }>(rows: T[], locale: Locale): Promise<T[]> {
  const named = await localizeProducts(
    rows.map((r) => ({ id: r.productId, name: r.name })),
    locale,
  );
  return rows.map((row, i) => ({ ...row, name: named[i].name }));
}

export async function listCartIn(userId: number, locale: Locale) {
  const { rows } = await listCart(userId);
  const [named, skus] = await Promise.all([
    withProductNames(rows, locale),
    localizeContent(
      "sku",
      rows.map((r) => ({ id: r.skuId, name: r.skuName })),
      locale,
      ["name"],
    ),
  ]);
  return { rows: named.map((row, i) => ({ ...row, skuName: skus[i].name })) };
}

export async function listFavoritesIn(userId: number, query: PageQuery, locale: Locale) {
  const page = await listFavorites(userId, query);
  return { ...page, rows: await withProductNames(page.rows, locale) };
}

/** Search results as JSON text: the cached text as it is in zh-Hans, translated names otherwise. */
export async function searchProductsJsonIn(input: ProductSearchInput, locale: Locale): Promise<string> {
  if (locale === defaultLocale) return searchProducts.json(input);
  const page = await searchProducts(input);
  return JSON.stringify({ ...page, rows: await localizeProducts(page.rows, locale) });
}

export async function listClaimableCouponsIn(userId: number | null, locale: Locale) {
  const { rows } = await listClaimableCoupons(userId);
  return { rows: await localizeContent("coupon", rows, locale, ["name"]) };
}

export async function listMyCouponsIn(userId: number, query: MyCouponsQuery, locale: Locale) {
  const page = await listMyCoupons(userId, query);
  return { ...page, rows: await localizeContent("coupon", page.rows, locale, ["name"], (r) => r.couponId) };
}

export async function usableCouponsIn(userId: number, amount: number, locale: Locale) {
  const result = await usableCouponsForAmount(userId, amount);
  // The rows are the shopper's coupons (UserCoupon ids): their coupon ids name the translation.
  const held = result.rows.length ? await db.userCoupon.findMany({ where: { id: { in: result.rows.map((r) => r.id) } }, select: { id: true, couponId: true } }) : [];
  const couponOf = new Map(held.map((h) => [h.id, h.couponId]));
  return { ...result, rows: await localizeContent("coupon", result.rows, locale, ["name"], (r) => couponOf.get(r.id) ?? 0) };
}

export async function newUserCouponOfferIn(userId: number, locale: Locale) {
  const offer = await newUserCouponOffer(userId);
  return { ...offer, coupons: await localizeContent("coupon", offer.coupons, locale, ["name"]) };
}
