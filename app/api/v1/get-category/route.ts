// GET /api/v1/get-category?id — one category with its parent and children; the top level without an id
import { handler } from "@/lib/api/handler";
import { catalogueEndpoints } from "@/lib/api/endpoints/catalogue";
import { getCategoryOrTop } from "@/lib/services/catalogue";

export const GET = handler(catalogueEndpoints.getCategory, ({ query, locale }) => getCategoryOrTop(query.id, locale));
