// POST /api/v1/cancel-account — cancel the caller's account
import { handler } from "@/lib/api/handler";
import { accountEndpoints } from "@/lib/api/endpoints/account";
import { cancelAccount } from "@/lib/services/account";

export const POST = handler(accountEndpoints.cancelAccount, ({ user, body }) => cancelAccount(user.id, body));
