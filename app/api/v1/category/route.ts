// GET /api/v1/category — the category tree (two levels)
import { handler } from "@/lib/api/handler";
import { jsonText } from "@/lib/api/json-text";
import { catalogueEndpoints } from "@/lib/api/endpoints/catalogue";
import { getCategoryTree } from "@/lib/services/catalogue";

export const GET = handler(catalogueEndpoints.category, async ({ locale }) =>
  jsonText(await getCategoryTree.json(locale)),
);
