// POST /api/admin/v1/shop/markets — save the regions the shop sells to and its languages
import { adminHandler } from "@/lib/api/admin-handler";
import { shopEndpoints } from "@/lib/api/admin-endpoints/shop";
import { saveShopMarkets } from "@/lib/services/shop";

export const POST = adminHandler(shopEndpoints.markets, ({ body, actor }) => saveShopMarkets(body, actor));
