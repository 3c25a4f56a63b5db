// POST /api/v1/after-sales-quote — what a refund or return of these units would give back
import { handler } from "@/lib/api/handler";
import { afterSalesEndpoints } from "@/lib/api/endpoints/after-sales";
import { quoteAfterSaleIn } from "@/lib/services/after-sales";

export const POST = handler(afterSalesEndpoints.quote, ({ user, body, locale }) =>
  quoteAfterSaleIn(user.id, body, locale),
);
