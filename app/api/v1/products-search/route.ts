// POST /api/v1/products-search — full-text product search { keyword, pageIndex?, pageSize? }
import { handler } from "@/lib/api/handler";
import { jsonText } from "@/lib/api/json-text";
import { catalogueEndpoints } from "@/lib/api/endpoints/catalogue";
import { searchProducts } from "@/lib/services/search";

export const POST = handler(catalogueEndpoints.productsSearch, async ({ body }) => jsonText(await searchProducts.json(body)));
