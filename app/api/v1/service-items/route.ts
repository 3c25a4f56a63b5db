// GET /api/v1/service-items — service area items, optionally of one kind
import { handler } from "@/lib/api/handler";
import { engagementEndpoints } from "@/lib/api/endpoints/engagement";
import { listServiceItems } from "@/lib/services/engagement";

export const GET = handler(engagementEndpoints.serviceItems, ({ query, locale }) =>
  listServiceItems(query.kind, locale),
);
