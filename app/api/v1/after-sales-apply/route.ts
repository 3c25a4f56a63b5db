// POST /api/v1/after-sales-apply — apply for a refund or a return of the order or of some of its units
import { handler } from "@/lib/api/handler";
import { afterSalesEndpoints } from "@/lib/api/endpoints/after-sales";
import { applyAfterSaleIn } from "@/lib/services/after-sales";

export const POST = handler(afterSalesEndpoints.apply, ({ user, body, locale }) =>
  applyAfterSaleIn(user.id, body, locale),
);
