// Login tokens: HS256 only (the algorithm is pinned on verify, so alg=none and RS/HS confusion
// fail), expiry required and checked. Claims: sub = user id, ver = the user's token version.
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

/** The token's claims, or null for anything not signed by us, expired, or not yet valid. */
export async function verifyToken(token: string): Promise<TokenClaims | null> {
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
