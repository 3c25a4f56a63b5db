// POST /api/v1/after-sales-apply — apply for a refund or a return
import { handler } from "@/lib/api/handler";
import { afterSalesEndpoints } from "@/lib/api/endpoints/after-sales";
import { applyAfterSale } from "@/lib/services/after-sales";

export const POST = handler(afterSalesEndpoints.apply, ({ user, body }) => applyAfterSale(user.id, body));
