// POST /api/v1/weapp/web-codes — a one-time code that hands the caller's session to the web page in the mini-program
import { handler, json } from "@/lib/api/handler";
import { accountEndpoints } from "@/lib/api/endpoints/account";
import { createWebLoginCode } from "@/lib/services/account";

export const POST = handler(accountEndpoints.weappWebCodes, async ({ user }) =>
  json(await createWebLoginCode(user), 201),
);
