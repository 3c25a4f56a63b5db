// GET /api/v1/products-skus?id — a product's SKUs: [{ id, name, price, stock }]
import { handler } from "@/lib/api/handler";
import { catalogueEndpoints } from "@/lib/api/endpoints/catalogue";
import { listProductSkusOrThrow } from "@/lib/services/catalogue";

export const GET = handler(catalogueEndpoints.productsSkus, ({ query, locale }) =>
  listProductSkusOrThrow(query.id, locale),
);
