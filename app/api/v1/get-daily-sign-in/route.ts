// GET /api/v1/get-daily-sign-in — today's status, the streak and a month's calendar
import { handler } from "@/lib/api/handler";
import { engagementEndpoints } from "@/lib/api/endpoints/engagement";
import { getSignInStatus } from "@/lib/services/engagement";

export const GET = handler(engagementEndpoints.getDailySignIn, ({ user, query }) =>
  getSignInStatus(user.id, query.month),
);
