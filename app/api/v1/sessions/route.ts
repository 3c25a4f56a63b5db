// POST /api/v1/sessions — log in with username and password (same as /authorizations)
import { handler } from "@/lib/api/handler";
import { accountEndpoints } from "@/lib/api/endpoints/account";
import { loginWithPassword } from "@/lib/services/account";
import { clientAddress } from "@/lib/api/request-info";

export const POST = handler(accountEndpoints.sessions, ({ req, body, locale }) =>
  loginWithPassword(body, clientAddress(req.headers), locale),
);
