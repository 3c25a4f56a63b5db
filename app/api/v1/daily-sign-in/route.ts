// POST /api/v1/daily-sign-in — sign in for today; 409 when already signed in
import { handler } from "@/lib/api/handler";
import { engagementEndpoints } from "@/lib/api/endpoints/engagement";
import { dailySignIn } from "@/lib/services/engagement";

export const POST = handler(engagementEndpoints.dailySignIn, ({ user }) => dailySignIn(user.id));
