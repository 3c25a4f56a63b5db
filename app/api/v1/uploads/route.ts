// GET /api/v1/uploads — a page of the caller's upload records
import { handler } from "@/lib/api/handler";
import { accountEndpoints } from "@/lib/api/endpoints/account";
import { listUploads } from "@/lib/services/account";

export const GET = handler(accountEndpoints.uploads, ({ user, query }) => listUploads(user.id, query));
