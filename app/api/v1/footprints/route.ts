// GET /api/v1/footprints — the caller's footprints (足迹), newest first
// POST /api/v1/footprints — record that the caller opened a product
import { handler } from "@/lib/api/handler";
import { engagementEndpoints } from "@/lib/api/endpoints/engagement";
import { listFootprintsIn, recordFootprint } from "@/lib/services/engagement";

export const GET = handler(engagementEndpoints.footprints, ({ user, query, locale }) =>
  listFootprintsIn(user.id, query, locale),
);

export const POST = handler(engagementEndpoints.footprintRecord, ({ user, body }) =>
  recordFootprint(user.id, body.productId),
);
