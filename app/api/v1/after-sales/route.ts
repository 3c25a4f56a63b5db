// GET /api/v1/after-sales — the caller's after-sales requests
import { handler } from "@/lib/api/handler";
import { afterSalesEndpoints } from "@/lib/api/endpoints/after-sales";
import { listAfterSalesIn } from "@/lib/services/after-sales";

export const GET = handler(afterSalesEndpoints.list, ({ user, query, locale }) =>
  listAfterSalesIn(user.id, query, locale),
);
