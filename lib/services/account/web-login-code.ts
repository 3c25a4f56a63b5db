// Handing a mini-program login to the shop's web page (docs/decisions/019-mini-program.md). The
// mini-program logs in with wx.login (POST /api/v1/weapp/authorizations) and keeps that session to
// itself; the web page in its <web-view> gets a one-time code in the URL fragment and exchanges it for
// a session of its own. A URL ends up in history and, in the query, in server logs: so the code is
// worth one login, for WEB_LOGIN_CODE_TTL_SECONDS, and only its hash is stored.
//
// Races: two exchanges of one code (a reload, a replay) — the conditional update that consumes it
// changes one row for exactly one of them; the other finds nothing and gets 400, like a wrong code.
import crypto from "node:crypto";
import { db, dbReady } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { consumeRateLimit, rateLimitedError, refundRateLimit, type RateLimitRule } from "../platform/rate-limit";
import { sessionFor, type Session } from "./account";
import type { z } from "zod";
import type { webLoginCodeSchema } from "@/lib/validation/responses/account";

export const WEB_LOGIN_CODE_TTL_SECONDS = 60;

export type WebLoginCode = z.output<typeof webLoginCodeSchema>;

// A signed-in mini-program asks for a code each time it opens the shop logged in; 20 in 10 minutes
// is plenty, and bounds the rows one account can create.
const createRule = (userId: number): RateLimitRule => ({
  key: `web-code:create:${userId}`,
  limit: 20,
  windowSeconds: 600,
});
// Codes are 256-bit random, so guessing is hopeless; the limit keeps an address from hammering the
// table anyway. Successful exchanges give their attempt back.
const exchangeRule = (address: string): RateLimitRule => ({
  key: `web-code:exchange:${address}`,
  limit: 30,
  windowSeconds: 600,
});

const hashCode = (code: string) => crypto.createHash("sha256").update(code).digest("hex");

/** A one-time code for the caller, to be exchanged by the web page within the TTL. */
export async function createWebLoginCode(
  user: { id: number; tokenVersion: number },
  now = new Date(),
): Promise<WebLoginCode> {
  const limit = await consumeRateLimit(createRule(user.id), now);
  if (!limit.allowed) throw rateLimitedError("RATE_LIMITED", limit);
  await dbReady();
  const code = crypto.randomBytes(32).toString("base64url");
  // Used and lapsed codes are worth nothing: they go as new ones are made (the index on expiresAt).
  await db.webLoginCode.deleteMany({ where: { expiresAt: { lt: now } } });
  await db.webLoginCode.create({
    data: {
      codeHash: hashCode(code),
      userId: user.id,
      tokenVersion: user.tokenVersion,
      expiresAt: new Date(now.getTime() + WEB_LOGIN_CODE_TTL_SECONDS * 1000),
    },
  });
  return { code, expires_in: WEB_LOGIN_CODE_TTL_SECONDS };
}

/** Uses up a one-time code and answers a session of its user, like every other login. */
export async function exchangeWebLoginCode(code: string, address: string, now = new Date()): Promise<Session> {
  const rule = exchangeRule(address);
  const limit = await consumeRateLimit(rule, now);
  if (!limit.allowed) throw rateLimitedError("RATE_LIMITED", limit);
  await dbReady();
  const codeHash = hashCode(code);
  const used = await db.webLoginCode.updateMany({
    where: { codeHash, consumedAt: null, expiresAt: { gt: now } },
    data: { consumedAt: now },
  });
  if (used.count !== 1) throw new ApiError("BAD_REQUEST", { key: "LOGIN_CODE_INVALID" });
  const row = await db.webLoginCode.findUniqueOrThrow({
    where: { codeHash },
    select: { tokenVersion: true, user: { select: { id: true, tokenVersion: true, deletedAt: true } } },
  });
  // The account was cancelled, or its password changed, between the code and its exchange.
  if (row.user.deletedAt || row.user.tokenVersion !== row.tokenVersion)
    throw new ApiError("BAD_REQUEST", { key: "LOGIN_CODE_INVALID" });
  await refundRateLimit(rule.key);
  return sessionFor(row.user);
}
