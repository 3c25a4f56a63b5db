// GET /api/v1/points — the caller's points balance and ledger
import { handler } from "@/lib/api/handler";
import { engagementEndpoints } from "@/lib/api/endpoints/engagement";
import { listPoints } from "@/lib/services/engagement";

export const GET = handler(engagementEndpoints.points, ({ user, query }) => listPoints(user.id, query));
