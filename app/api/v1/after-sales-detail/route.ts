// GET /api/v1/after-sales-detail — one of the caller's after-sales requests
import { handler } from "@/lib/api/handler";
import { afterSalesEndpoints } from "@/lib/api/endpoints/after-sales";
import { getAfterSaleIn } from "@/lib/services/after-sales";

export const GET = handler(afterSalesEndpoints.detail, ({ user, query, locale }) =>
  getAfterSaleIn(user.id, query.id, locale),
);
