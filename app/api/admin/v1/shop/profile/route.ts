// POST /api/admin/v1/shop/profile — save the shop's profile made on its version
import { adminHandler } from "@/lib/api/admin-handler";
import { shopEndpoints } from "@/lib/api/admin-endpoints/shop";
import { saveShopProfile } from "@/lib/services/shop";

export const POST = adminHandler(shopEndpoints.profile, ({ body, actor }) => saveShopProfile(body, actor));
