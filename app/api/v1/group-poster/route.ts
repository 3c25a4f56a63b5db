// GET /api/v1/group-poster?id&locale — a group's share poster (PNG, 拼团); revalidated by its ETag
import { handler } from "@/lib/api/handler";
import { pngResponse } from "@/lib/api/png-response";
import { requestOrigin } from "@/lib/api/request-info";
import { shareEndpoints } from "@/lib/api/endpoints/share";
import { groupPoster } from "@/lib/services/share";

export const GET = handler(shareEndpoints.groupPoster, async ({ req, query, locale }) =>
  pngResponse(req, await groupPoster(query.id, query.locale ?? locale, requestOrigin(req))),
);
