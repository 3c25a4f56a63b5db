// GET /api/v1/banner — the home banner carousel
import { handler } from "@/lib/api/handler";
import { jsonText } from "@/lib/api/json-text";
import { catalogueEndpoints } from "@/lib/api/endpoints/catalogue";
import { listBanners } from "@/lib/services/catalogue";

export const GET = handler(catalogueEndpoints.banner, async ({ locale }) =>
  jsonText(await listBanners.json("home", locale)),
);
