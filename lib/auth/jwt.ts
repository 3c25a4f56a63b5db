// Login tokens: HS256 only (the algorithm is pinned on verify, so alg=none and RS/HS confusion
// fail), expiry required and checked. Claims: sub = user id, ver = the user's token version.
import crypto from "node:crypto";
import { SignJWT, jwtVerify } from "jose";
import { env } from "@/lib/env";

const ALG = "HS256";
const ISSUER = "the-mall";

export type TokenClaims = { userId: number; version: number; issuedAt: number; expiresAt: number };

function key(): Uint8Array {
  return new TextEncoder().encode(env().JWT_SECRET);
}

export async function signToken(userId: number, version: number): Promise<{ token: string; expiresIn: number }> {
  const expiresIn = env().JWT_TTL_SECONDS;
  const token = await new SignJWT({ ver: version })
    .setProtectedHeader({ alg: ALG, typ: "JWT" })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${expiresIn}s`)
    .sign(key());
  return { token, expiresIn };
}

/**
 * The token's claims, or null for anything not signed by us, expired, or not yet valid: every
 * authenticated request asks this. It runs verifyTokenNow (node:crypto, synchronous): jose's verify
 * goes through WebCrypto, a job on libuv's thread pool per token, which cost ~0.13 ms of CPU per
 * request, about a tenth of a checkout's (measured under `npm run bench`, docs/decisions/021). jose
 * still signs; `verifyTokenWithJose` stays as the reference the tests hold verifyTokenNow to.
 */
export async function verifyToken(token: string): Promise<TokenClaims | null> {
  return verifyTokenNow(token);
}

/** jose's verification with the same options: the reference verifyTokenNow must agree with (jwt.test.ts). */
export async function verifyTokenWithJose(token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(), {
      algorithms: [ALG],
      issuer: ISSUER,
      requiredClaims: ["exp", "iat", "sub"],
    });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || userId <= 0 || typeof payload.ver !== "number") return null;
    return { userId, version: payload.ver, issuedAt: payload.iat!, expiresAt: payload.exp! };
  } catch {
    return null;
  }
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function base64urlJson(part: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(Buffer.from(part, "base64url").toString("utf8")) as unknown;
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * jose's checks, synchronously with node:crypto: HS256 only (the algorithm pinned: alg=none, HS512
 * and RS/HS confusion fail), our signature (compared in constant time), our issuer, `exp` in the
 * future, `iat` and `sub` present, `nbf` passed, no `crit` header. Costs microseconds, not a WebCrypto
 * job: verifyToken and a flash sale's crowd (lib/flash-lane.ts, lib/api/handler.ts `admit`) use it.
 * jwt.test.ts holds it to jose's answers (verifyTokenWithJose) token by token.
 */
export function verifyTokenNow(token: string, nowSeconds = Date.now() / 1000): TokenClaims | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [head, body, signature] = parts;
  // Strict base64url (Buffer would skip stray characters and padding); HS256's signature is 43 characters.
  if (!BASE64URL.test(head) || !BASE64URL.test(body) || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return null;
  const header = base64urlJson(head);
  if (!header || header.alg !== ALG || header.crit !== undefined) return null;
  const expected = crypto.createHmac("sha256", env().JWT_SECRET).update(`${head}.${body}`).digest();
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  const payload = base64urlJson(body);
  if (!payload || payload.iss !== ISSUER) return null;
  const { exp, iat, nbf, sub, ver } = payload;
  if (typeof exp !== "number" || exp <= nowSeconds || typeof iat !== "number") return null;
  if (nbf !== undefined && (typeof nbf !== "number" || nbf > nowSeconds)) return null;
  const userId = Number(sub);
  if (typeof sub !== "string" || !Number.isSafeInteger(userId) || userId <= 0 || typeof ver !== "number") return null;
  return { userId, version: ver, issuedAt: iat, expiresAt: exp };
}
