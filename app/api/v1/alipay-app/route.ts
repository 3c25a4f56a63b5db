// POST /api/v1/alipay-app — wallet pay for an order
import { handler } from "@/lib/api/handler";
import { paymentEndpoints } from "@/lib/api/endpoints/payment";
import { createOrderPayment } from "@/lib/services/payment";
import { clientIp, requestBaseUrl } from "@/lib/api/request-info";

export const POST = handler(paymentEndpoints.alipayApp, ({ req, user, body }) =>
  createOrderPayment(user.id, body.orderId, "alipay-app", {
    baseUrl: requestBaseUrl(req),
    clientIp: clientIp(req),
    openId: body.openId,
  }),
);
