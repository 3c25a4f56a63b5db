// POST /api/admin/v1/products/{id}/duplicate — a copy to edit
import { adminHandler } from "@/lib/api/admin-handler";
import { catalogueEndpoints as e } from "@/lib/api/admin-endpoints/catalogue";
import { json } from "@/lib/api/handler";
import { duplicateProduct } from "@/lib/services/catalogue";

export const POST = adminHandler(e.duplicate, async ({ params, actor }) =>
  json(await duplicateProduct(params.id, actor), 201),
);
