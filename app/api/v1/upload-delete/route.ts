// POST /api/v1/upload-delete — delete one of the caller's uploads (404 for anyone else's)
import { handler } from "@/lib/api/handler";
import { accountEndpoints } from "@/lib/api/endpoints/account";
import { deleteUpload } from "@/lib/services/account";

export const POST = handler(accountEndpoints.uploadDelete, ({ user, body }) => deleteUpload(user.id, body.id));
