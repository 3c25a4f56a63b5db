// POST /api/admin/v1/launch/open — open the shop to visitors, or close it
import { adminHandler } from "@/lib/api/admin-handler";
import { shopEndpoints } from "@/lib/api/admin-endpoints/shop";
import { openOrCloseShop } from "@/lib/services/shop";

export const POST = adminHandler(shopEndpoints.open, ({ body, actor }) =>
  openOrCloseShop(body.open, body.reason, actor),
);
