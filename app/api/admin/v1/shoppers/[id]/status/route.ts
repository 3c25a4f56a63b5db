// POST /api/admin/v1/shoppers/{id}/status — disable or enable a shopper, with a reason
import { adminHandler } from "@/lib/api/admin-handler";
import { shopperEndpoints } from "@/lib/api/admin-endpoints/shoppers";
import { setShopperDisabled } from "@/lib/services/account";

export const POST = adminHandler(shopperEndpoints.status, ({ params, body, actor }) =>
  setShopperDisabled(params.id, body.disabled, body.reason, actor),
);
