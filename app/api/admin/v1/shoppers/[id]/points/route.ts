// POST /api/admin/v1/shoppers/{id}/points — adjust points, with a reason
import { adminHandler } from "@/lib/api/admin-handler";
import { shopperEndpoints } from "@/lib/api/admin-endpoints/shoppers";
import { adjustShopperPoints } from "@/lib/services/account";

export const POST = adminHandler(shopperEndpoints.points, ({ params, body, actor }) =>
  adjustShopperPoints(params.id, body.delta, body.reason, actor),
);
