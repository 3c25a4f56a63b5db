// GET /api/admin/v1/shoppers — search shoppers
import { adminHandler } from "@/lib/api/admin-handler";
import { shopperEndpoints } from "@/lib/api/admin-endpoints/shoppers";
import { adminListShoppers } from "@/lib/services/account";

export const GET = adminHandler(shopperEndpoints.list, ({ query }) => adminListShoppers(query));
