// GET /api/admin/v1/categories — the tree; POST — create a category
import { adminHandler } from "@/lib/api/admin-handler";
import { catalogueEndpoints as e } from "@/lib/api/admin-endpoints/catalogue";
import { json } from "@/lib/api/handler";
import { adminCategoryTree, createCategory } from "@/lib/services/catalogue";

export const GET = adminHandler(e.categories, () => adminCategoryTree());

export const POST = adminHandler(e.createCategory, async ({ body, actor }) =>
  json(await createCategory(body, actor), 201),
);
