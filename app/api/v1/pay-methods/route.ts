// GET /api/v1/pay-methods — the pay channels offered where the page runs
import { handler } from "@/lib/api/handler";
import { paymentEndpoints } from "@/lib/api/endpoints/payment";
import { listPayMethods } from "@/lib/services/payment";

export const GET = handler(paymentEndpoints.payMethods, async ({ req }) =>
  listPayMethods(req.headers.get("user-agent")),
);
