// POST /api/v1/mpay-wx-ali — bank channel, aggregated pay, for an order
import { handler } from "@/lib/api/handler";
import { paymentEndpoints } from "@/lib/api/endpoints/payment";
import { createOrderPayment } from "@/lib/services/payment";
import { clientIp, requestBaseUrl } from "@/lib/api/request-info";

export const POST = handler(paymentEndpoints.mpayWxAli, ({ req, user, body }) =>
  createOrderPayment(user.id, body.orderId, "bank-wx-ali", {
    baseUrl: requestBaseUrl(req),
    clientIp: clientIp(req),
    openId: body.openId,
  }),
);
