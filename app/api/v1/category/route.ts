// GET /api/v1/category — the two-level category tree
import { handler } from "@/lib/api/handler";
import { catalogueEndpoints } from "@/lib/api/endpoints/catalogue";
import { getCategoryTree } from "@/lib/services/catalogue";

export const GET = handler(catalogueEndpoints.category, () => getCategoryTree());
