// POST /api/admin/v1/shop/currency — save the currency every amount is in (refused once an order exists)
import { adminHandler } from "@/lib/api/admin-handler";
import { shopEndpoints } from "@/lib/api/admin-endpoints/shop";
import { saveShopCurrency } from "@/lib/services/shop";

export const POST = adminHandler(shopEndpoints.currency, ({ body, actor }) => saveShopCurrency(body, actor));
