// GET /api/admin/v1/shoppers/{id} — one shopper in full
import { adminHandler } from "@/lib/api/admin-handler";
import { shopperEndpoints } from "@/lib/api/admin-endpoints/shoppers";
import { adminShopperDetail } from "@/lib/services/account";

export const GET = adminHandler(shopperEndpoints.detail, ({ params }) => adminShopperDetail(params.id));
