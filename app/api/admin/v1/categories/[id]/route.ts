// POST /api/admin/v1/categories/{id} — rename, move, hide; DELETE — delete an empty category
import { adminHandler } from "@/lib/api/admin-handler";
import { catalogueEndpoints as e } from "@/lib/api/admin-endpoints/catalogue";
import { deleteCategory, updateCategory } from "@/lib/services/catalogue";

export const POST = adminHandler(e.updateCategory, ({ params, body, actor }) => updateCategory(params.id, body, actor));

export const DELETE = adminHandler(e.deleteCategory, ({ params, actor }) => deleteCategory(params.id, actor));
