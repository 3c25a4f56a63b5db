// Generated from the endpoint registry (lib/api/endpoints) by `npx tsx scripts/api-routes.ts`: do not edit.
// The payment routes the browser may call, for the typed client (lib/client/api.ts); see lib/api/client-routes.ts.
import type { Route } from "../route";

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
