// POST /api/v1/edit-password — change the password; answers a fresh session, older tokens stop working
import { handler } from "@/lib/api/handler";
import { accountEndpoints } from "@/lib/api/endpoints/account";
import { editPassword } from "@/lib/services/account";

export const POST = handler(accountEndpoints.editPassword, ({ user, body }) => editPassword(user.id, body));
