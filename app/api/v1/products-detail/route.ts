// GET /api/v1/products-detail?id — a product with its images and SKUs (price and stock each)
import { handler } from "@/lib/api/handler";
import { jsonText } from "@/lib/api/json-text";
import { catalogueEndpoints } from "@/lib/api/endpoints/catalogue";
import { productDetailJsonOrThrow } from "@/lib/services/catalogue";

export const GET = handler(catalogueEndpoints.productsDetail, async ({ query, locale }) =>
  jsonText(await productDetailJsonOrThrow(query.id, locale)),
);
