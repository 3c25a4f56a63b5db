// GET /api/v1/products — a page of products, by category, tag, shop or activity
import { handler } from "@/lib/api/handler";
import { jsonText } from "@/lib/api/json-text";
import { catalogueEndpoints } from "@/lib/api/endpoints/catalogue";
import { listProducts } from "@/lib/services/catalogue";

export const GET = handler(catalogueEndpoints.products, async ({ query, locale }) =>
  jsonText(await listProducts.json(query, locale)),
);
