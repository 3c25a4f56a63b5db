// Engagement screens off the page-weight budget (SWR): coupons (the claim centre, the shopper's own,
// the new-user gift), points, the daily sign-in, the favourites list and the consult thread.
"use client";

import type { SWRConfiguration } from "swr";
import { api, type Result } from "./api";
import {
  engagementAnswerNewUserCoupon,
  engagementClaimCoupon,
  engagementConsultMessages,
  engagementConsultRead,
  engagementConsultSend,
  engagementDailySignIn,
  engagementFavoriteDelete,
  engagementFavorites,
  engagementGetCoupons,
  engagementGetDailySignIn,
  engagementGetMyCoupons,
  engagementGetNewUserCoupon,
  engagementPoints,
  engagementServiceItems,
} from "./routes/engagement.generated";
import { markBadgesStale } from "./badges-signal";
import type { ApiClientError } from "./fetcher";
import { useApi } from "./swr";
import { usePagedList, type RowOf } from "./use-paged-list";

export type MyCouponStatus = keyof Result<typeof engagementGetMyCoupons>["counts"];
export type NewUserOffer = Result<typeof engagementGetNewUserCoupon>;
export type ConsultMessage = RowOf<typeof engagementConsultMessages>;
export type ServiceItemRow = Result<typeof engagementServiceItems>["rows"][number];

/** Coupons open for claiming, with what is left and what the shopper holds. */
export const useClaimableCoupons = () => useApi(engagementGetCoupons, {});
export const claimCoupon = (couponId: number) => api(engagementClaimCoupon, { couponId });

/** The shopper's coupons on one tab; the first page carries every tab's count. */
export const useMyCoupons = (status: MyCouponStatus) =>
  usePagedList(engagementGetMyCoupons, { params: { status }, fresh: true });

/** The new-user gift (the popup, the coupon screen's banner). */
export const useNewUserOffer = (config?: SWRConfiguration<NewUserOffer, ApiClientError>) =>
  useApi(engagementGetNewUserCoupon, {}, config);
export const claimNewUserOffer = () => api(engagementAnswerNewUserCoupon, { claim: true });

/** The points balance (on the first page) and ledger, fresh on every visit. */
export const usePointsLedger = () => usePagedList(engagementPoints, { fresh: true });

/** The sign-in status with a month's calendar (null month: this month). */
export const useSignInStatus = (month: string | null) =>
  useApi(engagementGetDailySignIn, { month: month ?? undefined }, { keepPreviousData: true });
export const signInToday = () => api(engagementDailySignIn, {});

/** The shopper's favourite products, newest first. */
export const useFavoriteList = () => usePagedList(engagementFavorites);
export const removeFavorite = (productId: number) => api(engagementFavoriteDelete, { productIds: [productId] });

/** The consult thread, newest first; the first page carries the unread count. Fresh on every visit. */
export const useConsultThread = () => usePagedList(engagementConsultMessages, { fresh: true });

/** The newest message and the unread count: whether the thread has news. */
export const consultHead = () => api(engagementConsultMessages, { pageIndex: 1, pageSize: 1 }, { silent: true });

/** Marks the service's answers read; the badges recount. */
export async function markConsultRead(): Promise<void> {
  await api(engagementConsultRead, {}, { silent: true });
  markBadgesStale();
}

export const sendConsultMessage = (content: string, productId?: number) =>
  api(engagementConsultSend, { content, productId });
