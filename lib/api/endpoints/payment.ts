// Payment endpoints (spec section 7, Payment), plus the pay-method list, the sandbox cashier and the
// real providers' notification endpoint.
import { z } from "zod";
import { endpoint, type ApiPath } from "@/lib/api/endpoint";
import {
  payOrderQuerySchema,
  payOrderSchema,
  sandboxCashierQuerySchema,
  sandboxDecisionSchema,
} from "@/lib/validation/payment";
import {
  createdPaymentSchema,
  notificationResultSchema,
  paymentStateSchema,
  payMethodsSchema,
  providerAckSchema,
  sandboxCashierSchema,
  sandboxDecidedSchema,
} from "@/lib/validation/responses/payment";

const tag = "Payment";

const create = <P extends ApiPath>(path: P, summary: string) =>
  endpoint({
    method: "POST",
    path,
    summary,
    tag,
    auth: "required",
    body: payOrderSchema,
    response: createdPaymentSchema,
    errors: [404, 409],
    idempotent: true,
  });
const status = <P extends ApiPath>(path: P, summary: string) =>
  endpoint({
    method: "POST",
    path,
    summary,
    tag,
    auth: "required",
    body: payOrderQuerySchema,
    response: paymentStateSchema,
    errors: [404],
  });

/** What the sandbox signs and sends to mpay-callback-local (lib/services/payment/providers/sandbox.ts); the handler verifies it itself. */
const sandboxNotificationParams = z.object({
  out_trade_no: z.string().regex(/^\d{32}$/),
  trade_no: z.string().min(1),
  total_amount: z
    .string()
    .regex(/^\d{1,12}$/)
    .meta({ description: "Integer cents" }),
  trade_status: z.enum(["SUCCESS", "CLOSED"]),
  timestamp: z.iso.datetime(),
  nonce: z.string().min(1),
  sign_type: z.literal("HMAC-SHA256"),
  sign: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .meta({ description: "HMAC-SHA256 of the other parameters in canonical order" }),
});

/** The providers whose notifications the API takes; each answers only when configured (404 otherwise). */
export const notifyingProviders = ["wechat", "alipay", "icbc"] as const;

export const paymentEndpoints = {
  alipayApp: create("/api/v1/alipay-app", "Wallet pay: the signed order string for the wallet's SDK"),
  alipayWap: create(
    "/api/v1/alipay-wap",
    "Wallet H5 (WAP) pay from any browser: the gateway URL to open (the offline sandbox's cashier unless the wallet is configured)",
  ),
  wechatPaySign: create("/api/v1/wechat-pay-sign", "Messaging-app pay inside its browser: JSAPI parameters"),
  wxMiniPay: create("/api/v1/wx-mini-pay", "Messaging-app pay in its mini-program: request-payment parameters"),
  h5WechatPaySign: create("/api/v1/h5-wechat-pay-sign", "Messaging-app H5 pay from another browser: the pay URL"),
  wechatNativePay: create(
    "/api/v1/wechat-native-pay",
    "Messaging-app Native pay on a desktop browser: the code its QR shows (WeChat Pay API v3)",
  ),
  mpayH5: create(
    "/api/v1/mpay-h5",
    "Bank-channel H5 pay (the offline sandbox unless the bank is configured): the cashier URL",
  ),
  mpayAliH5: create("/api/v1/mpay-ali-h5", "Bank channel, paying with the wallet: the cashier URL"),
  mpayWxAli: create("/api/v1/mpay-wx-ali", "Bank channel, aggregated messaging-app / wallet pay: the cashier URL"),
  wechatH5Pay: endpoint({
    method: "GET",
    path: "/api/v1/wechat-h5-pay",
    summary: "Messaging-app H5 pay, as a GET: the pay URL",
    tag,
    auth: "required",
    query: payOrderQuerySchema,
    response: createdPaymentSchema,
    errors: [404, 409],
    idempotent: true,
  }),
  mpayWxJsOrderStates: status(
    "/api/v1/mpay-wx-js-order-states",
    "An order's payment state, asking the provider about pending payments",
  ),
  icbcAlipayOrderStatus: status(
    "/api/v1/icbc-alipay-order-status",
    "An order's payment state, asking the provider about pending payments",
  ),
  callbackLocal: endpoint({
    method: "GET",
    path: "/api/v1/mpay-callback-local",
    summary:
      "The sandbox's signed notification; marks the order paid once. A bad signature or amount, or a repeated parameter, answers 400; an unknown payment 404.",
    tag,
    auth: "none",
    queryDoc: sandboxNotificationParams,
    response: notificationResultSchema,
    errors: [400, 404],
  }),
  notify: endpoint({
    method: "POST",
    path: "/api/v1/payment-notify/{provider}",
    summary:
      "Real providers' notifications, answered in each provider's own format; a provider that is not configured answers 404",
    tag,
    auth: "none",
    pathParams: { provider: { description: "The notifying provider", enum: notifyingProviders } },
    rawBody: {
      description:
        "The provider's notification: XML (API v2) from the messaging app — or with API v3 JSON signed in its Wechatpay-* headers, read as the raw bytes it signed — and a form from the wallet and the bank",
      content: {
        "text/xml": { type: "string" },
        "application/xml": { type: "string" },
        // WeChat Pay API v3: the signed envelope with its encrypted resource, verified over these bytes.
        "application/json": { type: "object" },
        "application/x-www-form-urlencoded": { type: "object", additionalProperties: { type: "string" } },
      },
    },
    response: providerAckSchema,
    responseMedia: {
      "text/xml": providerAckSchema,
      "text/plain": providerAckSchema,
      "application/json": z.object({
        response_biz_content: z.object({ return_code: z.number().int(), return_msg: z.string() }),
      }),
    },
    // 400: a WeChat Pay API v3 notification refused ({ code: "FAIL", message }), to be sent again;
    // taken, v3 answers 204 without a body.
    errors: [400, 404, 413],
  }),
  payMethods: endpoint({
    method: "GET",
    path: "/api/v1/pay-methods",
    summary: "Pay channels offered where the page runs (from the user agent)",
    tag,
    auth: "optional",
    response: payMethodsSchema,
  }),
  sandboxCashier: endpoint({
    method: "GET",
    path: "/api/v1/sandbox-cashier",
    summary: "The sandbox cashier's view of a payment (signed link)",
    tag,
    auth: "none",
    query: sandboxCashierQuerySchema,
    response: sandboxCashierSchema,
    errors: [404],
  }),
  sandboxDecide: endpoint({
    method: "POST",
    path: "/api/v1/sandbox-decide",
    summary: "The shopper confirms or cancels in the sandbox; the sandbox then sends its signed notification",
    tag,
    auth: "none",
    body: sandboxDecisionSchema,
    response: sandboxDecidedSchema,
    errors: [404, 409],
  }),
};
