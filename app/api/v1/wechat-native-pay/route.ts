// POST /api/v1/wechat-native-pay — messaging-app Native pay for an order (a QR code on the desktop)
import { handler } from "@/lib/api/handler";
import { paymentEndpoints } from "@/lib/api/endpoints/payment";
import { createOrderPayment } from "@/lib/services/payment";
import { clientIp, requestBaseUrl } from "@/lib/api/request-info";

export const POST = handler(paymentEndpoints.wechatNativePay, ({ req, user, body }) =>
  createOrderPayment(user.id, body.orderId, "wechat-native", {
    baseUrl: requestBaseUrl(req),
    clientIp: clientIp(req),
  }),
);
