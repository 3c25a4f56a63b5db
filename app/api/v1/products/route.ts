// GET /api/v1/products — a page of products, by category or tag
import { handler } from "@/lib/api/handler";
import { catalogueEndpoints } from "@/lib/api/endpoints/catalogue";
import { listProducts } from "@/lib/services/catalogue";

export const GET = handler(catalogueEndpoints.products, ({ query }) => listProducts(query));
