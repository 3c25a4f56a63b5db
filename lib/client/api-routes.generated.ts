// Generated from the endpoint registry (lib/api/endpoints) by `npx tsx scripts/api-routes.ts`: do not edit.
// Every API route the browser may call, for the typed client (lib/client/api.ts); see lib/api/client-routes.ts.
import type { Route } from "./route";

export const catalogueBanner = "GET /api/v1/banner" satisfies Route;
export const catalogueButtonList = "GET /api/v1/get-button-list" satisfies Route;
export const catalogueBigBannerList = "GET /api/v1/get-big-barnner-list" satisfies Route;
export const catalogueProducts = "GET /api/v1/products" satisfies Route;
export const catalogueProductsDetail = "GET /api/v1/products-detail" satisfies Route;
export const catalogueProductsSkus = "GET /api/v1/products-skus" satisfies Route;
export const catalogueCategory = "GET /api/v1/category" satisfies Route;
export const catalogueGetCategory = "GET /api/v1/get-category" satisfies Route;
export const catalogueGetDiscount = "GET /api/v1/get-discount" satisfies Route;
export const catalogueProductsSearch = "POST /api/v1/products-search" satisfies Route;
export const catalogueSearchSuggest = "GET /api/v1/search-suggest" satisfies Route;
export const catalogueSearchHot = "GET /api/v1/search-hot" satisfies Route;
export const catalogueProductsRelated = "GET /api/v1/products-related" satisfies Route;

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

export const cartIndex = "GET /api/v1/cart-index" satisfies Route;
export const cartAdd = "POST /api/v1/cart-add" satisfies Route;
export const cartEdit = "POST /api/v1/cart-edit" satisfies Route;
export const cartDelete = "POST /api/v1/cart-delete" satisfies Route;

export const addressCreate = "POST /api/v1/create-addresses" satisfies Route;
export const addressEdit = "POST /api/v1/edit-addresses" satisfies Route;
export const addressIsDefault = "POST /api/v1/addresses-is-default" satisfies Route;
export const addressList = "GET /api/v1/get-addresses" satisfies Route;
export const addressGet = "GET /api/v1/get-edit-addresses" satisfies Route;
export const addressPickupPoints = "GET /api/v1/get-pickup-points" satisfies Route;

export const orderCreate = "POST /api/v1/create-order" satisfies Route;
export const orderCreateNow = "POST /api/v1/create-order-now" satisfies Route;
export const orderPreview = "POST /api/v1/order-preview" satisfies Route;
export const orderCancel = "POST /api/v1/cancel-order" satisfies Route;
export const orderEditAddress = "POST /api/v1/edit-order-address" satisfies Route;
export const orderConfirmReceipt = "POST /api/v1/confirm-receipt" satisfies Route;
export const orderComplete = "POST /api/v1/complete-order" satisfies Route;
export const orderList = "GET /api/v1/orders" satisfies Route;
export const orderDetail = "GET /api/v1/orders-detail" satisfies Route;
export const orderCounts = "GET /api/v1/get-my-order" satisfies Route;
export const orderShip = "GET /api/v1/get-my-ship-order" satisfies Route;
export const orderIsPay = "GET /api/v1/get-my-is-pay-order" satisfies Route;
export const orderNotPay = "GET /api/v1/get-my-not-pay-order" satisfies Route;
export const orderNoPay = "GET /api/v1/get-my-no-pay-order" satisfies Route;
export const orderPay = "GET /api/v1/get-my-pay-order" satisfies Route;
export const orderSkus = "GET /api/v1/get-my-order-skus" satisfies Route;
export const orderInvoiceTitles = "GET /api/v1/invoice-titles" satisfies Route;
export const orderInvoiceFile = "GET /api/v1/order-invoice" satisfies Route;

export const paymentAlipayApp = "POST /api/v1/alipay-app" satisfies Route;
export const paymentAlipayWap = "POST /api/v1/alipay-wap" satisfies Route;
export const paymentWechatPaySign = "POST /api/v1/wechat-pay-sign" satisfies Route;
export const paymentWxMiniPay = "POST /api/v1/wx-mini-pay" satisfies Route;
export const paymentH5WechatPaySign = "POST /api/v1/h5-wechat-pay-sign" satisfies Route;
export const paymentWechatNativePay = "POST /api/v1/wechat-native-pay" satisfies Route;
export const paymentMpayH5 = "POST /api/v1/mpay-h5" satisfies Route;
export const paymentMpayAliH5 = "POST /api/v1/mpay-ali-h5" satisfies Route;
export const paymentMpayWxAli = "POST /api/v1/mpay-wx-ali" satisfies Route;
export const paymentWechatH5Pay = "GET /api/v1/wechat-h5-pay" satisfies Route;
export const paymentMpayWxJsOrderStates = "POST /api/v1/mpay-wx-js-order-states" satisfies Route;
export const paymentIcbcAlipayOrderStatus = "POST /api/v1/icbc-alipay-order-status" satisfies Route;
export const paymentCallbackLocal = "GET /api/v1/mpay-callback-local" satisfies Route;
export const paymentNotify = "POST /api/v1/payment-notify/{provider}" satisfies Route;
export const paymentPayMethods = "GET /api/v1/pay-methods" satisfies Route;
export const paymentSandboxCashier = "GET /api/v1/sandbox-cashier" satisfies Route;
export const paymentSandboxDecide = "POST /api/v1/sandbox-decide" satisfies Route;

export const accountSessions = "POST /api/v1/sessions" satisfies Route;
export const accountAuthorizations = "POST /api/v1/authorizations" satisfies Route;
export const accountRegisterUserPassword = "POST /api/v1/register-user-password" satisfies Route;
export const accountWeappAuthorizations = "POST /api/v1/weapp/authorizations" satisfies Route;
export const accountWeappWebCodes = "POST /api/v1/weapp/web-codes" satisfies Route;
export const accountWeappWebCodeAuthorizations = "POST /api/v1/weapp/web-code-authorizations" satisfies Route;
export const accountWechatAuthorizations = "POST /api/v1/socials/wechat/authorizations" satisfies Route;
export const accountSendSms = "POST /api/v1/send_sms" satisfies Route;
export const accountPhoneUsers = "POST /api/v1/phone_users" satisfies Route;
export const accountEditPassword = "POST /api/v1/edit-password" satisfies Route;
export const accountCancelAccount = "POST /api/v1/cancel-account" satisfies Route;
export const accountUserInfo = "GET /api/v1/user-info" satisfies Route;
export const accountGetUserInfo = "GET /api/v1/get-user-info" satisfies Route;
export const accountEditUserInfo = "POST /api/v1/edit-user-info" satisfies Route;
export const accountUpload = "POST /api/v1/upload" satisfies Route;
export const accountUploads = "GET /api/v1/uploads" satisfies Route;
export const accountUploadDetail = "GET /api/v1/upload-detail" satisfies Route;
export const accountUploadDelete = "POST /api/v1/upload-delete" satisfies Route;

export const afterSalesApply = "POST /api/v1/after-sales-apply" satisfies Route;
export const afterSalesQuote = "POST /api/v1/after-sales-quote" satisfies Route;
export const afterSalesList = "GET /api/v1/after-sales" satisfies Route;
export const afterSalesDetail = "GET /api/v1/after-sales-detail" satisfies Route;
export const afterSalesShipBack = "POST /api/v1/after-sales-ship-back" satisfies Route;
export const afterSalesReviewCreate = "POST /api/v1/review-create" satisfies Route;
export const afterSalesReviewFollowUp = "POST /api/v1/review-follow-up" satisfies Route;
export const afterSalesProductReviews = "GET /api/v1/product-reviews" satisfies Route;
export const afterSalesRebuy = "POST /api/v1/order-rebuy" satisfies Route;
export const afterSalesDeleteOrder = "POST /api/v1/order-delete" satisfies Route;

export const flashList = "GET /api/v1/flash-sales" satisfies Route;
export const flashBuy = "POST /api/v1/flash-buy/{id}" satisfies Route;

export const shareJssdkConfig = "GET /api/v1/jssdk-config" satisfies Route;
export const shareGoodsPoster = "GET /api/v1/goods-poster" satisfies Route;
export const shareGroupPoster = "GET /api/v1/group-poster" satisfies Route;

export const shopSettings = "GET /api/v1/shop-settings" satisfies Route;

export const groupList = "GET /api/v1/groups" satisfies Route;
export const groupDetail = "GET /api/v1/group-detail" satisfies Route;
export const groupPreview = "POST /api/v1/group-preview" satisfies Route;
export const groupOpen = "POST /api/v1/group-open" satisfies Route;
export const groupJoin = "POST /api/v1/group-join" satisfies Route;

/** Routes that take an Idempotency-Key: api.ts sends one per call and repeats the call with it after a network failure or a 503. */
export const idempotentRoutes: ReadonlySet<string> = new Set([
  "POST /api/v1/create-order",
  "POST /api/v1/create-order-now",
  "POST /api/v1/cancel-order",
  "POST /api/v1/alipay-app",
  "POST /api/v1/alipay-wap",
  "POST /api/v1/wechat-pay-sign",
  "POST /api/v1/wx-mini-pay",
  "POST /api/v1/h5-wechat-pay-sign",
  "POST /api/v1/wechat-native-pay",
  "POST /api/v1/mpay-h5",
  "POST /api/v1/mpay-ali-h5",
  "POST /api/v1/mpay-wx-ali",
  "GET /api/v1/wechat-h5-pay",
  "POST /api/v1/after-sales-apply",
  "POST /api/v1/after-sales-ship-back",
  "POST /api/v1/review-create",
  "POST /api/v1/review-follow-up",
  "POST /api/v1/flash-buy/{id}",
  "POST /api/v1/group-open",
  "POST /api/v1/group-join",
]);
