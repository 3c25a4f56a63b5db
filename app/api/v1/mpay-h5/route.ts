// POST /api/v1/mpay-h5 — bank-channel H5 pay (sandbox by default) for an order
import { handler } from "@/lib/api/handler";
import { paymentEndpoints } from "@/lib/api/endpoints/payment";
import { createOrderPayment } from "@/lib/services/payment";
import { clientIp, requestBaseUrl } from "@/lib/api/request-info";

export const POST = handler(paymentEndpoints.mpayH5, ({ req, user, body }) =>
  createOrderPayment(user.id, body.orderId, "bank-h5", {
    baseUrl: requestBaseUrl(req),
    clientIp: clientIp(req),
    openId: body.openId,
  }),
);
