// POST /api/v1/products-search — full-text product search { keyword, pageIndex?, pageSize?, sort?, priceMin?, priceMax? }
import { handler } from "@/lib/api/handler";
import { catalogueEndpoints } from "@/lib/api/endpoints/catalogue";
import { jsonText } from "@/lib/api/json-text";
import { searchProductsJsonIn } from "@/lib/services/catalogue";

export const POST = handler(catalogueEndpoints.productsSearch, async ({ body, locale }) =>
  jsonText(await searchProductsJsonIn(body, locale)),
);
