// POST /api/v1/wx-mini-pay — messaging-app mini-program pay for an order
import { handler } from "@/lib/api/handler";
import { paymentEndpoints } from "@/lib/api/endpoints/payment";
import { createOrderPayment } from "@/lib/services/payment";
import { clientIp, requestBaseUrl } from "@/lib/api/request-info";

export const POST = handler(paymentEndpoints.wxMiniPay, ({ req, user, body }) =>
  createOrderPayment(user.id, body.orderId, "wechat-mini", {
    baseUrl: requestBaseUrl(req),
    clientIp: clientIp(req),
    openId: body.openId,
  }),
);
