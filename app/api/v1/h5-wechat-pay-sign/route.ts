// POST /api/v1/h5-wechat-pay-sign — messaging-app H5 pay for an order
import { handler } from "@/lib/api/handler";
import { paymentEndpoints } from "@/lib/api/endpoints/payment";
import { createOrderPayment } from "@/lib/services/payment";
import { clientIp, requestBaseUrl } from "@/lib/api/request-info";

export const POST = handler(paymentEndpoints.h5WechatPaySign, ({ req, user, body }) =>
  createOrderPayment(user.id, body.orderId, "wechat-h5", {
    baseUrl: requestBaseUrl(req),
    clientIp: clientIp(req),
    openId: body.openId,
  }),
);
