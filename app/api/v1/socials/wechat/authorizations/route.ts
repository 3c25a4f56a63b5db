// POST /api/v1/socials/wechat/authorizations — messaging-app web-page login (201 when the account is new)
import { handler, json } from "@/lib/api/handler";
import { accountEndpoints } from "@/lib/api/endpoints/account";
import { loginWithWechat } from "@/lib/services/account";
import { clientAddress } from "@/lib/api/request-info";

export const POST = handler(accountEndpoints.wechatAuthorizations, async ({ req, body, locale }) => {
  const { session, created } = await loginWithWechat(body.code, "web", clientAddress(req.headers), locale);
  return json(session, created ? 201 : 200);
});
