// POST /api/admin/v1/categories/order — reorder one parent's children
import { adminHandler } from "@/lib/api/admin-handler";
import { catalogueEndpoints as e } from "@/lib/api/admin-endpoints/catalogue";
import { reorderCategories } from "@/lib/services/catalogue";

export const POST = adminHandler(e.reorderCategories, ({ body, actor }) =>
  reorderCategories(body.parentId, body.ids, actor),
);
