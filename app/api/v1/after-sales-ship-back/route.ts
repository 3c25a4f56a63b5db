// POST /api/v1/after-sales-ship-back — the shopper sent an approved return's goods: courier and waybill
import { handler } from "@/lib/api/handler";
import { afterSalesEndpoints } from "@/lib/api/endpoints/after-sales";
import { shipBackIn } from "@/lib/services/after-sales";

export const POST = handler(afterSalesEndpoints.shipBack, ({ user, body, locale }) =>
  shipBackIn(user.id, body, locale),
);
