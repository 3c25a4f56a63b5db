// POST /api/v1/footprints-merge — the device's footprints handed over at login
import { handler } from "@/lib/api/handler";
import { engagementEndpoints } from "@/lib/api/endpoints/engagement";
import { mergeFootprints } from "@/lib/services/engagement";

export const POST = handler(engagementEndpoints.footprintMerge, ({ user, body }) => mergeFootprints(user.id, body));
