// GET /api/admin/v1/products/{id} — the edit model; POST — save an edit; DELETE — remove from the shop
import { adminHandler } from "@/lib/api/admin-handler";
import { catalogueEndpoints as e } from "@/lib/api/admin-endpoints/catalogue";
import { adminProductDetail, deleteProduct, updateProduct } from "@/lib/services/catalogue";

export const GET = adminHandler(e.product, ({ params }) => adminProductDetail(params.id));

export const POST = adminHandler(e.update, ({ params, body, actor }) => updateProduct(params.id, body, actor));

export const DELETE = adminHandler(e.remove, ({ params, actor }) => deleteProduct(params.id, actor));
