// POST /api/v1/edit-user-info — change the caller's nickname and/or avatar
import { handler } from "@/lib/api/handler";
import { accountEndpoints } from "@/lib/api/endpoints/account";
import { editUserInfo } from "@/lib/services/account";

export const POST = handler(accountEndpoints.editUserInfo, ({ user, body }) => editUserInfo(user.id, body));
