// Marketing's reads and changes for the console: coupons (with the claims' CSV) and sales.
"use client";

import { adminApi, adminUrl, type AdminInput, type AdminResult } from "./api";
import {
  couponsClaims,
  couponsCreate,
  couponsList,
  couponsStatus,
  couponsUpdate,
  salesCreate,
  salesList,
  salesProduct,
  salesUpdate,
  couponsCreateOptions,
  couponsListOptions,
  salesListOptions,
} from "./api-routes.generated";
import { useAdminRead } from "./swr";

export type CouponQuery = AdminInput<typeof couponsList>;
export type CouponRow = AdminResult<typeof couponsList>["rows"][number];
export type CouponDraft = AdminInput<typeof couponsCreate>;
export type SaleQuery = AdminInput<typeof salesList>;
export type SaleRow = AdminResult<typeof salesList>["rows"][number];
export type SaleDraft = AdminInput<typeof salesCreate>;
export type SaleProduct = AdminResult<typeof salesProduct>;

/** The registry's choices for marketing's lists and editors. */
export const couponListOptions = couponsListOptions;
export const couponOptions = couponsCreateOptions;
export const saleListOptions = salesListOptions;

export const useCoupons = (query: CouponQuery) => useAdminRead(couponsList, query);
export const useSales = (query: SaleQuery) => useAdminRead(salesList, query);
export const useSaleProduct = (id: number | null) => useAdminRead(salesProduct, id === null ? null : { id });

/** Creates (no id) or saves an edit made on `version`. */
export const saveCoupon = (id: number | null, draft: CouponDraft, version: number) =>
  id === null
    ? adminApi(couponsCreate, draft, { silent: true })
    : adminApi(couponsUpdate, { ...draft, id, version }, { silent: true });
export const setCouponActive = (id: number, active: boolean, version: number) =>
  adminApi(couponsStatus, { id, active, version }, { silent: true });
/** The claims' CSV address: the browser downloads it (the cookie goes along). */
export const couponClaimsUrl = (id: number) => adminUrl(couponsClaims, { id });

export const saveSale = (id: number | null, draft: SaleDraft, version: number) =>
  id === null
    ? adminApi(salesCreate, draft, { silent: true })
    : adminApi(salesUpdate, { ...draft, id, version }, { silent: true });
