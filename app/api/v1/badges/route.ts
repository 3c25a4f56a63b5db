// GET /api/v1/badges — counts for the badges: cart lines, orders per waiting status, unread consult answers
import { handler } from "@/lib/api/handler";
import { engagementEndpoints } from "@/lib/api/endpoints/engagement";
import { getBadges } from "@/lib/services/engagement";

export const GET = handler(engagementEndpoints.badges, ({ user }) => getBadges(user.id));
