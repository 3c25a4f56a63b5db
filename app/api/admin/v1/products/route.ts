// GET /api/admin/v1/products — the product list; POST — create a product
import { adminHandler } from "@/lib/api/admin-handler";
import { catalogueEndpoints as e } from "@/lib/api/admin-endpoints/catalogue";
import { json } from "@/lib/api/handler";
import { adminListProducts, createProduct } from "@/lib/services/catalogue";

export const GET = adminHandler(e.products, ({ query, locale }) => adminListProducts(query, locale));

export const POST = adminHandler(e.create, async ({ body, actor }) => json(await createProduct(body, actor), 201));
