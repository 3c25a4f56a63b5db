// POST /api/v1/authorizations — log in with username and password
import { handler } from "@/lib/api/handler";
import { accountEndpoints } from "@/lib/api/endpoints/account";
import { loginWithPassword } from "@/lib/services/account/account";
import { clientAddress } from "@/lib/services/platform/rate-limit";

export const POST = handler(accountEndpoints.authorizations, ({ req, body }) => loginWithPassword(body, clientAddress(req.headers)));
