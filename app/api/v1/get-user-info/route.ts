// GET /api/v1/get-user-info — the caller's profile and points (same as user-info)
import { handler } from "@/lib/api/handler";
import { accountEndpoints } from "@/lib/api/endpoints/account";
import { getUserInfo } from "@/lib/services/account";

export const GET = handler(accountEndpoints.getUserInfo, ({ user }) => getUserInfo(user.id));
