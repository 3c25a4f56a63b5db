// GET /api/v1/group-detail — a group's page (seats, members masked, its end)
import { handler } from "@/lib/api/handler";
import { groupEndpoints } from "@/lib/api/endpoints/group";
import { groupDetail } from "@/lib/services/group";

export const GET = handler(groupEndpoints.detail, ({ user, query }) => groupDetail(query.id, user?.id ?? null));
