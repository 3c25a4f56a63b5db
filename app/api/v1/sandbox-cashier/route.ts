// GET /api/v1/sandbox-cashier — what the sandbox cashier shows for a payment
import { handler } from "@/lib/api/handler";
import { paymentEndpoints } from "@/lib/api/endpoints/payment";
import { sandboxCashier } from "@/lib/services/payment";

export const GET = handler(paymentEndpoints.sandboxCashier, ({ query, locale }) =>
  sandboxCashier(query.no, query.sig, locale),
);
