// POST /api/admin/v1/content/shops/{id} — save an edit made on its version
import { adminHandler } from "@/lib/api/admin-handler";
import { contentEndpoints } from "@/lib/api/admin-endpoints/content";
import { adminSaveShop } from "@/lib/services/catalogue";

export const POST = adminHandler(contentEndpoints.shopsUpdate, ({ params, body, actor }) =>
  adminSaveShop(params.id, body, actor),
);
