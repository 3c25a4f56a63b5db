// Resolves the caller from the Authorization header: a valid token of a live user whose token
// version still matches (a password change or cancellation revokes older tokens).
import { db, dbReady } from "@/lib/db";
import { signToken, verifyToken } from "./jwt";

export type AuthUser = { id: number; tokenVersion: number };

export type ResolvedCaller = { user: AuthUser; refreshedToken?: { token: string; expiresIn: number } } | null;

export function bearerToken(headers: Headers): string | null {
  const value = headers.get("authorization");
  if (!value) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(value.trim());
  return match ? match[1] : null;
}

export async function resolveCaller(headers: Headers): Promise<ResolvedCaller | "invalid"> {
  const token = bearerToken(headers);
  if (!token) return null;
  const claims = await verifyToken(token);
  if (!claims) return "invalid";
  await dbReady();
  const user = await db.user.findUnique({
    where: { id: claims.userId },
    select: { id: true, tokenVersion: true, deletedAt: true, disabledAt: true },
  });
  if (!user || user.deletedAt || user.disabledAt || user.tokenVersion !== claims.version) return "invalid";
  // Past half its lifetime, the response carries a fresh token that the client stores instead.
  const now = Math.floor(Date.now() / 1000);
  const refreshedToken =
    now - claims.issuedAt > (claims.expiresAt - claims.issuedAt) / 2
      ? await signToken(user.id, user.tokenVersion)
      : undefined;
  return { user: { id: user.id, tokenVersion: user.tokenVersion }, refreshedToken };
}
