// Engagement endpoints: coupons, points, daily sign-in (spec section 7, Catalogue), favourites,
// consult and the service area.
import { endpoint } from "@/lib/api/endpoint";
import { pageQuerySchema } from "@/lib/validation/common";
import { idQuerySchema } from "@/lib/validation/catalogue";
import {
  claimCouponSchema,
  consultSendSchema,
  favoriteDeleteSchema,
  myCouponsQuerySchema,
  newUserCouponSchema,
  productIdSchema,
  serviceItemsQuerySchema,
  signInQuerySchema,
  usableCouponsQuerySchema,
} from "@/lib/validation/engagement";

const tag = "Engagement";

export const engagementEndpoints = {
  getCoupons: endpoint({ method: "GET", path: "/api/v1/get-coupons", summary: "Claim centre: coupons open for claiming", tag, auth: "optional" }),
  claimCoupon: endpoint({
    method: "POST",
    path: "/api/v1/claim-coupon",
    summary: "Claim a coupon (per-user limit and total quantity enforced)",
    tag,
    auth: "required",
    body: claimCouponSchema,
    errors: [404, 409],
  }),
  getMyCoupons: endpoint({
    method: "GET",
    path: "/api/v1/get-my-coupons",
    summary: "The caller's coupons: available, used or expired",
    tag,
    auth: "required",
    query: myCouponsQuerySchema,
  }),
  getUsableCoupons: endpoint({
    method: "GET",
    path: "/api/v1/get-usable-coupons",
    summary: "The caller's coupons for a checkout amount, with each discount and the best one",
    tag,
    auth: "required",
    query: usableCouponsQuerySchema,
  }),
  getNewUserCoupon: endpoint({ method: "GET", path: "/api/v1/new-user-coupon", summary: "Whether the new-user coupon popup is offered", tag, auth: "required" }),
  answerNewUserCoupon: endpoint({
    method: "POST",
    path: "/api/v1/new-user-coupon",
    summary: "Claim (or decline) the new-user coupon, once",
    tag,
    auth: "required",
    body: newUserCouponSchema,
    errors: [409],
  }),
  points: endpoint({ method: "GET", path: "/api/v1/points", summary: "Points balance and ledger, newest first", tag, auth: "required", query: pageQuerySchema }),
  dailySignIn: endpoint({ method: "POST", path: "/api/v1/daily-sign-in", summary: "Sign in for today (UTC+8); earns points", tag, auth: "required", errors: [409] }),
  getDailySignIn: endpoint({
    method: "GET",
    path: "/api/v1/get-daily-sign-in",
    summary: "Sign-in status, streak and a month's calendar",
    tag,
    auth: "required",
    query: signInQuerySchema,
  }),
  favorites: endpoint({ method: "GET", path: "/api/v1/favorites", summary: "The caller's favourite products", tag, auth: "required", query: pageQuerySchema }),
  favoriteAdd: endpoint({ method: "POST", path: "/api/v1/favorite-add", summary: "Add a product to favourites", tag, auth: "required", body: productIdSchema, errors: [404] }),
  favoriteDelete: endpoint({ method: "POST", path: "/api/v1/favorite-delete", summary: "Remove products from favourites", tag, auth: "required", body: favoriteDeleteSchema }),
  favoriteStatus: endpoint({ method: "GET", path: "/api/v1/favorite-status", summary: "Whether a product is a favourite", tag, auth: "required", query: productIdSchema }),
  consultMessages: endpoint({
    method: "GET",
    path: "/api/v1/consult-messages",
    summary: "The caller's consult thread, newest first, with the unread count",
    tag,
    auth: "required",
    query: pageQuerySchema,
  }),
  consultSend: endpoint({ method: "POST", path: "/api/v1/consult-send", summary: "Send a question to the shop's service", tag, auth: "required", body: consultSendSchema, errors: [404, 429] }),
  consultRead: endpoint({ method: "POST", path: "/api/v1/consult-read", summary: "Mark the service's answers as read", tag, auth: "required" }),
  serviceItems: endpoint({ method: "GET", path: "/api/v1/service-items", summary: "Service area items, optionally of one kind", tag, auth: "none", query: serviceItemsQuerySchema }),
  serviceItemDetail: endpoint({ method: "GET", path: "/api/v1/service-item-detail", summary: "One service area item", tag, auth: "none", query: idQuerySchema, errors: [404] }),
};
