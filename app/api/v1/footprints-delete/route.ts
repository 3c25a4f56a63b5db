// POST /api/v1/footprints-delete — remove some or all of the caller's footprints
import { handler } from "@/lib/api/handler";
import { engagementEndpoints } from "@/lib/api/endpoints/engagement";
import { deleteFootprints } from "@/lib/services/engagement";

export const POST = handler(engagementEndpoints.footprintDelete, ({ user, body }) => deleteFootprints(user.id, body));
