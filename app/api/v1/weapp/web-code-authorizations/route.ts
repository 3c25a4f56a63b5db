// POST /api/v1/weapp/web-code-authorizations — the web page logs in with a one-time code from the mini-program
import { handler } from "@/lib/api/handler";
import { accountEndpoints } from "@/lib/api/endpoints/account";
import { exchangeWebLoginCode } from "@/lib/services/account";
import { clientAddress } from "@/lib/api/request-info";

export const POST = handler(accountEndpoints.weappWebCodeAuthorizations, ({ req, body }) =>
  exchangeWebLoginCode(body.code, clientAddress(req.headers)),
);
