// POST /api/v1/weapp/authorizations — mini-program login (201 when the account is new)
import { handler, json } from "@/lib/api/handler";
import { accountEndpoints } from "@/lib/api/endpoints/account";
import { loginWithWechat } from "@/lib/services/account";
import { clientAddress } from "@/lib/api/request-info";

export const POST = handler(accountEndpoints.weappAuthorizations, async ({ req, body, locale }) => {
  const { session, created } = await loginWithWechat(body.code, "mini", clientAddress(req.headers), locale);
  return json(session, created ? 201 : 200);
});
