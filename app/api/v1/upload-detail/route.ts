// GET /api/v1/upload-detail — one of the caller's upload records (404 for anyone else's)
import { handler } from "@/lib/api/handler";
import { accountEndpoints } from "@/lib/api/endpoints/account";
import { getUpload } from "@/lib/services/account";

export const GET = handler(accountEndpoints.uploadDetail, ({ user, query }) => getUpload(user.id, query.id));
