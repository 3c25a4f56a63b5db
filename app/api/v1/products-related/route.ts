// GET /api/v1/products-related?id=&limit= — products related to one, for the goods page, in the caller's locale
import { handler } from "@/lib/api/handler";
import { catalogueEndpoints } from "@/lib/api/endpoints/catalogue";
import { listRelatedProductsIn } from "@/lib/services/catalogue";

export const GET = handler(catalogueEndpoints.productsRelated, ({ query, locale }) =>
  listRelatedProductsIn(query, locale),
);
