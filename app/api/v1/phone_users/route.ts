// POST /api/v1/phone_users — log in with phone and code; the first login creates the account (201)
import { handler, json } from "@/lib/api/handler";
import { accountEndpoints } from "@/lib/api/endpoints/account";
import { loginWithPhone } from "@/lib/services/account";

export const POST = handler(accountEndpoints.phoneUsers, async ({ body, locale }) => {
  const { session, created } = await loginWithPhone(body, locale);
  return json(session, created ? 201 : 200);
});
