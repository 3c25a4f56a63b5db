// GET /api/v1/get-big-barnner-list — the home big banners (the path's spelling is the specification's)
import { handler } from "@/lib/api/handler";
import { jsonText } from "@/lib/api/json-text";
import { catalogueEndpoints } from "@/lib/api/endpoints/catalogue";
import { listBanners } from "@/lib/services/catalogue";

export const GET = handler(catalogueEndpoints.bigBannerList, async ({ locale }) =>
  jsonText(await listBanners.json("big", locale)),
);
