// Back-office sessions: a random token in the HttpOnly cookie, its SHA-256 in an OperatorSession row.
// A session ends when it is revoked (logout, the operator disabled or their password reset), when it
// has been idle too long, or at its absolute expiry, whichever comes first; each request re-reads the
// operator, so a disabled account or a changed role takes effect on the next request.
import crypto from "node:crypto";
import { db, dbReady, type Tx } from "@/lib/db";
import { demoMode, env } from "@/lib/env";
import { knownRoles, permissionsOf, type Permission, type Role } from "@/lib/domain/permissions";

/** An operator behind a live session, as the admin handler hands it to endpoints. */
export type SignedInOperator = {
  id: number;
  username: string;
  roles: Role[];
  permissions: Permission[];
  demo: boolean;
  /** An authenticator app is enrolled: logins ask for its code, and re-binding it asks for one. */
  totp: boolean;
  sessionId: number;
};

/** A session's idle expiry moves forward at most this often (one write a minute, not one a request). */
const TOUCH_INTERVAL_MS = 60_000;

export function hashSessionToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/** The stored JSON array of role names, reduced to the built-in roles it names. */
export function parseRoles(text: string): Role[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? knownRoles(value) : [];
  } catch {
    return [];
  }
}

export function sessionLifetimes() {
  const e = env();
  return { idleMs: e.ADMIN_SESSION_IDLE_MINUTES * 60_000, absoluteMs: e.ADMIN_SESSION_HOURS * 3_600_000 };
}

/** Opens a session inside the login's transaction; answers the cookie's token (shown once, stored hashed). */
export async function createSession(
  tx: Tx,
  operatorId: number,
  client: { ip: string; userAgent: string },
  now = new Date(),
): Promise<{ token: string; sessionId: number; expiresAt: Date }> {
  const token = crypto.randomBytes(32).toString("base64url");
  const { idleMs, absoluteMs } = sessionLifetimes();
  const expiresAt = new Date(now.getTime() + absoluteMs);
  const session = await tx.operatorSession.create({
    data: {
      tokenHash: hashSessionToken(token),
      operatorId,
      createdAt: now,
      lastSeenAt: now,
      idleExpiresAt: new Date(Math.min(now.getTime() + idleMs, expiresAt.getTime())),
      expiresAt,
      ip: client.ip.slice(0, 64),
      userAgent: client.userAgent.slice(0, 300),
    },
    select: { id: true },
  });
  return { token, sessionId: session.id, expiresAt };
}

/** The operator behind a cookie's token, or null when the session is unknown, ended or its operator may not log in. */
export async function resolveSession(token: string | null, now = new Date()): Promise<SignedInOperator | null> {
  if (!token || token.length > 100) return null;
  await dbReady();
  const session = await db.operatorSession.findUnique({
    where: { tokenHash: hashSessionToken(token) },
    select: {
      id: true,
      revokedAt: true,
      idleExpiresAt: true,
      expiresAt: true,
      lastSeenAt: true,
      operator: { select: { id: true, username: true, roles: true, disabled: true, demo: true, totpSecret: true } },
    },
  });
  if (!session || session.revokedAt) return null;
  if (session.idleExpiresAt <= now || session.expiresAt <= now) return null;
  const { operator } = session;
  if (operator.disabled || (operator.demo && !demoMode())) return null;
  if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    const idleExpiresAt = new Date(Math.min(now.getTime() + sessionLifetimes().idleMs, session.expiresAt.getTime()));
    // Conditional: a session revoked meanwhile stays revoked (and is not extended).
    await db.operatorSession.updateMany({
      where: { id: session.id, revokedAt: null },
      data: { lastSeenAt: now, idleExpiresAt },
    });
  }
  const roles = parseRoles(operator.roles);
  return {
    id: operator.id,
    username: operator.username,
    roles,
    permissions: permissionsOf(roles),
    demo: operator.demo,
    totp: operator.totpSecret !== null,
    sessionId: session.id,
  };
}

/** Ends one session (logout). */
export async function revokeSession(tx: Tx, sessionId: number, now = new Date()): Promise<void> {
  await tx.operatorSession.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: now } });
}

/** Ends every session of an operator (disabled, password reset); answers how many were live. */
export async function revokeOperatorSessions(tx: Tx, operatorId: number, now = new Date()): Promise<number> {
  const { count } = await tx.operatorSession.updateMany({
    where: { operatorId, revokedAt: null },
    data: { revokedAt: now },
  });
  return count;
}

const KEEP_ENDED_MS = 30 * 86_400_000;

/** Removes session rows that ended more than 30 days ago (the audit trail keeps the logins and logouts). */
export async function pruneEndedSessions(now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - KEEP_ENDED_MS);
  await dbReady();
  const { count } = await db.operatorSession.deleteMany({
    where: { OR: [{ expiresAt: { lt: before } }, { idleExpiresAt: { lt: before } }, { revokedAt: { lt: before } }] },
  });
  return count;
}
