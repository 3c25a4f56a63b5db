// GET /api/v1/get-discount — a page of running discounts, each with its product
import { handler } from "@/lib/api/handler";
import { jsonText } from "@/lib/api/json-text";
import { catalogueEndpoints } from "@/lib/api/endpoints/catalogue";
import { listDiscounts } from "@/lib/services/catalogue";

export const GET = handler(catalogueEndpoints.getDiscount, async ({ query, locale }) =>
  jsonText(await listDiscounts.json(query, locale)),
);
