// GET /api/v1/wechat-h5-pay — messaging-app H5 pay for an order, as a GET
import { handler } from "@/lib/api/handler";
import { paymentEndpoints } from "@/lib/api/endpoints/payment";
import { createOrderPayment } from "@/lib/services/payment";
import { clientIp, requestBaseUrl } from "@/lib/api/request-info";

export const GET = handler(paymentEndpoints.wechatH5Pay, ({ req, user, query }) =>
  createOrderPayment(user.id, query.orderId, "wechat-h5", { baseUrl: requestBaseUrl(req), clientIp: clientIp(req) }),
);
