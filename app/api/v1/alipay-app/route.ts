// POST /api/v1/alipay-app — wallet pay for an order
import { handler } from "@/lib/api/handler";
import { paymentEndpoints } from "@/lib/api/endpoints/payment";
import { createOrderPayment } from "@/lib/services/payment/payment";
import { clientIp, requestBaseUrl } from "@/lib/services/payment/context";

export const POST = handler(paymentEndpoints.alipayApp, ({ req, user, body }) =>
  createOrderPayment(user.id, body.orderId, "alipay-app", { baseUrl: requestBaseUrl(req), clientIp: clientIp(req), openId: body.openId }),
);
