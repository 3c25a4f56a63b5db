// GET /api/v1/service-item-detail — one service area item
import { handler } from "@/lib/api/handler";
import { engagementEndpoints } from "@/lib/api/endpoints/engagement";
import { getServiceItemOrThrow } from "@/lib/services/engagement";

export const GET = handler(engagementEndpoints.serviceItemDetail, ({ query, locale }) =>
  getServiceItemOrThrow(query.id, locale),
);
