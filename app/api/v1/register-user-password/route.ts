// POST /api/v1/register-user-password — create an account and log in (201)
import { handler, json } from "@/lib/api/handler";
import { accountEndpoints } from "@/lib/api/endpoints/account";
import { registerWithPassword } from "@/lib/services/account";
import { clientAddress } from "@/lib/api/request-info";

export const POST = handler(accountEndpoints.registerUserPassword, async ({ req, body, locale }) => {
  const { session } = await registerWithPassword(body, clientAddress(req.headers), locale);
  return json(session, 201);
});
