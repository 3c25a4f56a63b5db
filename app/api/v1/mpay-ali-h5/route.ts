// POST /api/v1/mpay-ali-h5 — bank channel, wallet pay, for an order
import { handler } from "@/lib/api/handler";
import { paymentEndpoints } from "@/lib/api/endpoints/payment";
import { createOrderPayment } from "@/lib/services/payment";
import { clientIp, requestBaseUrl } from "@/lib/api/request-info";

export const POST = handler(paymentEndpoints.mpayAliH5, ({ req, user, body }) =>
  createOrderPayment(user.id, body.orderId, "bank-alipay-h5", {
    baseUrl: requestBaseUrl(req),
    clientIp: clientIp(req),
    openId: body.openId,
  }),
);
