// The engagement domain's public entry: what code outside lib/services/engagement/ may use.
export { getBadges } from "./badges";
export type { Badges } from "./badges";
export {
  CONSULT_RATE_PER_MINUTE,
  adminListThreads,
  adminReadThread,
  answerConsult,
  listConsultMessages,
  listOpenThreads,
  markConsultRead,
  readThread,
  sendConsultMessage,
} from "./consult";
export {
  answerNewUserCoupon,
  bestCouponForAmount,
  claimCoupon,
  couponDiscountForOrder,
  markCouponUsed,
  releaseCoupon,
} from "./coupon";
export type { UsableCoupon } from "./coupon";
export { addFavorite, deleteFavorites, favoriteStatus } from "./favorite";
export { deleteFootprints, mergeFootprints, recordFootprint } from "./footprint";
export {
  listClaimableCouponsIn,
  listFavoritesIn,
  listFootprintsIn,
  listMyCouponsIn,
  newUserCouponOfferIn,
  usableCouponsIn,
} from "./localized";
export { addPointsEntry, awardOrderPoints, listPoints, pointsReason } from "./points";
export { getServiceItemOrThrow, listServiceItems } from "./service-items";
export type { ServiceItemDetail, ServiceItemRow } from "./service-items";
export { dailySignIn, getSignInStatus, previousDay, signInPoints } from "./sign-in";
export type { SignInStatus } from "./sign-in";
export {
  adminCreateCoupon,
  adminGetCoupon,
  adminListCoupons,
  adminSetCouponActive,
  adminUpdateCoupon,
  exportCouponClaims,
} from "./coupon-admin";
export { adminListServiceItems, adminSaveServiceItem } from "./service-admin";
