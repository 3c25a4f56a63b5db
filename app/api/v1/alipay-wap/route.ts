// POST /api/v1/alipay-wap — the wallet's H5 (WAP) pay for an order, from any browser
import { handler } from "@/lib/api/handler";
import { paymentEndpoints } from "@/lib/api/endpoints/payment";
import { createOrderPayment } from "@/lib/services/payment";
import { clientIp, requestBaseUrl } from "@/lib/api/request-info";

export const POST = handler(paymentEndpoints.alipayWap, ({ req, user, body }) =>
  createOrderPayment(user.id, body.orderId, "alipay-wap", {
    baseUrl: requestBaseUrl(req),
    clientIp: clientIp(req),
  }),
);
