// Favourites, footprints and coupons in the caller's locale: product and coupon names laid over the zh-Hans texts
// (catalogue/content-locale.ts), so that those services themselves stay locale-free.
import { db } from "@/lib/db";
import { defaultLocale, type Locale } from "@/lib/i18n/routing";
import type { PageQuery } from "@/lib/validation/common";
import type { MyCouponsQuery } from "@/lib/validation/engagement";
import { localizeContent } from "../catalogue/content-locale";
import { withProductNames } from "../catalogue/localized";
import { listClaimableCoupons, listMyCoupons, newUserCouponOffer, usableCouponsForAmount } from "./coupon";
import { listFavorites } from "./favorite";
import { listFootprints } from "./footprint";

export async function listFavoritesIn(userId: number, query: PageQuery, locale: Locale) {
  const page = await listFavorites(userId, query);
  return { ...page, rows: await withProductNames(page.rows, locale) };
}

export async function listFootprintsIn(userId: number, query: PageQuery, locale: Locale) {
  const page = await listFootprints(userId, query);
  return { ...page, rows: await withProductNames(page.rows, locale) };
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
export async function couponNames<T extends { id: number; name: string }>(rows: T[], locale: Locale): Promise<T[]> {
  if (locale === defaultLocale || rows.length === 0) return rows;
  const held = await db.userCoupon.findMany({
    where: { id: { in: rows.map((r) => r.id) } },
    select: { id: true, couponId: true },
  });
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
