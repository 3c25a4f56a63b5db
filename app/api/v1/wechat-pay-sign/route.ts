// POST /api/v1/wechat-pay-sign — messaging-app pay (JSAPI) for an order
import { handler } from "@/lib/api/handler";
import { paymentEndpoints } from "@/lib/api/endpoints/payment";
import { createOrderPayment } from "@/lib/services/payment";
import { clientIp, requestBaseUrl } from "@/lib/api/request-info";

export const POST = handler(paymentEndpoints.wechatPaySign, ({ req, user, body }) =>
  createOrderPayment(user.id, body.orderId, "wechat-jsapi", {
    baseUrl: requestBaseUrl(req),
    clientIp: clientIp(req),
    openId: body.openId,
  }),
);
