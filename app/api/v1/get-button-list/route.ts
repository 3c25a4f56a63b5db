// GET /api/v1/get-button-list — the home button grid
import { handler } from "@/lib/api/handler";
import { jsonText } from "@/lib/api/json-text";
import { catalogueEndpoints } from "@/lib/api/endpoints/catalogue";
import { listHomeButtons } from "@/lib/services/catalogue";

export const GET = handler(catalogueEndpoints.buttonList, async ({ locale }) =>
  jsonText(await listHomeButtons.json(locale)),
);
