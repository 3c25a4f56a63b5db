// GET /api/v1/user-info — the caller's profile and points
import { handler } from "@/lib/api/handler";
import { accountEndpoints } from "@/lib/api/endpoints/account";
import { getUserInfo } from "@/lib/services/account";

export const GET = handler(accountEndpoints.userInfo, ({ user }) => getUserInfo(user.id));
