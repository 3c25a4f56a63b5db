// POST /api/v1/mpay-wx-js-order-states — an order's payment state (pending payments are checked with the provider)
import { handler } from "@/lib/api/handler";
import { paymentEndpoints } from "@/lib/api/endpoints/payment";
import { reconcileOrderPayment } from "@/lib/services/payment";

export const POST = handler(paymentEndpoints.mpayWxJsOrderStates, ({ user, body }) =>
  reconcileOrderPayment(user.id, body.orderId),
);
