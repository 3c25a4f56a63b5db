// Generated from the endpoint registry (lib/api/endpoints) by `npx tsx scripts/api-routes.ts`: do not edit.
// The engagement routes the browser may call, for the typed client (lib/client/api.ts); see lib/api/client-routes.ts.
import type { Route } from "../route";

export const engagementBadges = "GET /api/v1/badges" satisfies Route;
export const engagementGetCoupons = "GET /api/v1/get-coupons" satisfies Route;
export const engagementClaimCoupon = "POST /api/v1/claim-coupon" satisfies Route;
export const engagementGetMyCoupons = "GET /api/v1/get-my-coupons" satisfies Route;
export const engagementGetUsableCoupons = "GET /api/v1/get-usable-coupons" satisfies Route;
export const engagementGetNewUserCoupon = "GET /api/v1/new-user-coupon" satisfies Route;
export const engagementAnswerNewUserCoupon = "POST /api/v1/new-user-coupon" satisfies Route;
export const engagementPoints = "GET /api/v1/points" satisfies Route;
export const engagementDailySignIn = "POST /api/v1/daily-sign-in" satisfies Route;
export const engagementGetDailySignIn = "GET /api/v1/get-daily-sign-in" satisfies Route;
export const engagementFavorites = "GET /api/v1/favorites" satisfies Route;
export const engagementFavoriteAdd = "POST /api/v1/favorite-add" satisfies Route;
export const engagementFavoriteDelete = "POST /api/v1/favorite-delete" satisfies Route;
export const engagementFavoriteStatus = "GET /api/v1/favorite-status" satisfies Route;
export const engagementFootprints = "GET /api/v1/footprints" satisfies Route;
export const engagementFootprintRecord = "POST /api/v1/footprints" satisfies Route;
export const engagementFootprintDelete = "POST /api/v1/footprints-delete" satisfies Route;
export const engagementFootprintMerge = "POST /api/v1/footprints-merge" satisfies Route;
export const engagementConsultMessages = "GET /api/v1/consult-messages" satisfies Route;
export const engagementConsultSend = "POST /api/v1/consult-send" satisfies Route;
export const engagementConsultRead = "POST /api/v1/consult-read" satisfies Route;
export const engagementServiceItems = "GET /api/v1/service-items" satisfies Route;
export const engagementServiceItemDetail = "GET /api/v1/service-item-detail" satisfies Route;
