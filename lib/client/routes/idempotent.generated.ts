// Generated from the endpoint registry (lib/api/endpoints) by `npx tsx scripts/api-routes.ts`: do not edit.

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
