// GET /api/v1/goods-poster?id&locale — a product's share poster (PNG); revalidated by its ETag
import { handler } from "@/lib/api/handler";
import { pngResponse } from "@/lib/api/png-response";
import { requestOrigin } from "@/lib/api/request-info";
import { shareEndpoints } from "@/lib/api/endpoints/share";
import { goodsPoster } from "@/lib/services/share";

export const GET = handler(shareEndpoints.goodsPoster, async ({ req, query, locale }) =>
  pngResponse(req, await goodsPoster(query.id, query.locale ?? locale, requestOrigin(req))),
);
