// GET /api/admin/v1/content/shops — the shops; POST — create one
import { adminHandler } from "@/lib/api/admin-handler";
import { contentEndpoints } from "@/lib/api/admin-endpoints/content";
import { adminListShops, adminSaveShop } from "@/lib/services/catalogue";

export const GET = adminHandler(contentEndpoints.shopsList, () => adminListShops());
export const POST = adminHandler(contentEndpoints.shopsCreate, ({ body, actor }) => adminSaveShop(null, body, actor));
