// Payment endpoints (spec section 7, Payment), plus the pay-method list, the sandbox cashier and the
// real providers' notification endpoint.
import { endpoint } from "@/lib/api/endpoint";
import { payOrderQuerySchema, payOrderSchema, sandboxCashierQuerySchema, sandboxDecisionSchema } from "@/lib/validation/payment";

const tag = "Payment";

const create = (path: `/api/v1/${string}`, summary: string) => endpoint({ method: "POST", path, summary, tag, auth: "required", body: payOrderSchema, errors: [404, 409] });
const status = (path: `/api/v1/${string}`, summary: string) => endpoint({ method: "POST", path, summary, tag, auth: "required", body: payOrderQuerySchema, errors: [404] });

export const paymentEndpoints = {
  alipayApp: create("/api/v1/alipay-app", "Wallet pay: the signed order string for the wallet's SDK"),
  wechatPaySign: create("/api/v1/wechat-pay-sign", "Messaging-app pay inside its browser: JSAPI parameters"),
  wxMiniPay: create("/api/v1/wx-mini-pay", "Messaging-app pay in its mini-program: request-payment parameters"),
  h5WechatPaySign: create("/api/v1/h5-wechat-pay-sign", "Messaging-app H5 pay from another browser: the pay URL"),
  mpayH5: create("/api/v1/mpay-h5", "Bank-channel H5 pay (the offline sandbox unless the bank is configured): the cashier URL"),
  mpayAliH5: create("/api/v1/mpay-ali-h5", "Bank channel, paying with the wallet: the cashier URL"),
  mpayWxAli: create("/api/v1/mpay-wx-ali", "Bank channel, aggregated messaging-app / wallet pay: the cashier URL"),
  wechatH5Pay: endpoint({ method: "GET", path: "/api/v1/wechat-h5-pay", summary: "Messaging-app H5 pay, as a GET: the pay URL", tag, auth: "required", query: payOrderQuerySchema, errors: [404, 409] }),
  mpayWxJsOrderStates: status("/api/v1/mpay-wx-js-order-states", "An order's payment state, asking the provider about pending payments"),
  icbcAlipayOrderStatus: status("/api/v1/icbc-alipay-order-status", "An order's payment state, asking the provider about pending payments"),
  callbackLocal: endpoint({
    method: "GET",
    path: "/api/v1/mpay-callback-local",
    summary: "The sandbox's signed notification (HMAC-SHA256); marks the order paid once",
    tag,
    auth: "none",
    errors: [400, 404],
  }),
  notify: endpoint({
    method: "POST",
    path: "/api/v1/payment-notify/{provider}",
    summary: "Real providers' notifications (provider: wechat, alipay, icbc), answered in each provider's format",
    tag,
    auth: "none",
  }),
  payMethods: endpoint({ method: "GET", path: "/api/v1/pay-methods", summary: "Pay channels offered where the page runs (from the user agent)", tag, auth: "optional" }),
  sandboxCashier: endpoint({ method: "GET", path: "/api/v1/sandbox-cashier", summary: "The sandbox cashier's view of a payment (signed link)", tag, auth: "none", query: sandboxCashierQuerySchema, errors: [404] }),
  sandboxDecide: endpoint({
    method: "POST",
    path: "/api/v1/sandbox-decide",
    summary: "The shopper confirms or cancels in the sandbox; the sandbox then sends its signed notification",
    tag,
    auth: "none",
    body: sandboxDecisionSchema,
    errors: [404],
  }),
};
