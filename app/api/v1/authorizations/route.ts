// POST /api/v1/authorizations — log in with username and password
import { handler } from "@/lib/api/handler";
import { accountEndpoints } from "@/lib/api/endpoints/account";
import { loginWithPassword } from "@/lib/services/account";
import { clientAddress } from "@/lib/api/request-info";

export const POST = handler(accountEndpoints.authorizations, ({ req, body, locale }) =>
  loginWithPassword(body, clientAddress(req.headers), locale),
);
