// Back-office login. Every way to fail answers the same 401 with the same message after the same
// bcrypt work: an unknown name (checked against a dummy hash), a wrong password, a missing or wrong
// TOTP code, a disabled account, the demo account outside the demo. Attempts are counted before the
// password is checked, per name and address, per name and per address (lib/services/rate-limit.ts),
// and given back when the login succeeds. Failed and successful logins are audited.
import { db, dbReady, writeTransaction } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { demoMode } from "@/lib/env";
import { verifyAgainstDummy, verifyPassword } from "@/lib/auth/password";
import { recordAudit, withAudit, type AuditActor } from "../audit/trail";
import {
  consumeRateLimits,
  rateLimitedError,
  refundRateLimit,
  resetRateLimit,
  type RateLimitRule,
} from "../platform/rate-limit";
import type { AdminLoginInput } from "@/lib/validation/admin";
import { needsTotp, permissionsOf, type Permission, type Role } from "@/lib/domain/permissions";
import { createSession, parseRoles, pruneEndedSessions, revokeSession } from "./sessions";
import { totpStep } from "./totp";

const FIFTEEN_MINUTES = 15 * 60;

/** Stricter than the shoppers' (lib/services/account.ts): the accounts are few and worth more. */
export const adminLoginRules = (address: string, username: string): RateLimitRule[] => [
  { key: `admin-login:addr-user:${address}:${username}`, limit: 5, windowSeconds: FIFTEEN_MINUTES },
  // Many addresses guessing one account, and one address trying many accounts.
  { key: `admin-login:user:${username}`, limit: 10, windowSeconds: 3600 },
  { key: `admin-login:addr:${address}`, limit: 20, windowSeconds: FIFTEEN_MINUTES },
];

export type OperatorProfile = {
  id: number;
  username: string;
  roles: Role[];
  permissions: Permission[];
  demo: boolean;
  totp: boolean;
};

export type LoginResult = { token: string; expiresAt: Date; operator: OperatorProfile };

type Client = { address: string; userAgent: string; requestId: string };

/** Why a login failed, for the audit trail only (the caller always hears the same 401). */
type FailReason =
  | "unknown_user"
  | "wrong_password"
  | "totp_missing"
  | "totp_wrong"
  | "totp_not_enrolled"
  | "disabled"
  | "demo_outside_demo";

export async function loginOperator(input: AdminLoginInput, client: Client, now = new Date()): Promise<LoginResult> {
  const rules = adminLoginRules(client.address, input.username);
  const limit = await consumeRateLimits(rules, now);
  if (!limit.allowed) throw rateLimitedError("LOGIN_RATE_LIMITED", limit);
  await dbReady();
  const operator = await db.operator.findUnique({
    where: { username: input.username },
    select: {
      id: true,
      username: true,
      passwordHash: true,
      totpSecret: true,
      totpLastStep: true,
      roles: true,
      disabled: true,
      demo: true,
    },
  });
  const passwordOk = operator
    ? await verifyPassword(input.password, operator.passwordHash)
    : await verifyAgainstDummy(input.password);
  const actor: AuditActor = { actor: "anonymous", address: client.address, requestId: client.requestId };
  const fail = async (reason: FailReason): Promise<never> => {
    // Unknown names are not written down: what people type as a name is sometimes their password.
    const who: AuditActor = operator
      ? { ...actor, actor: operator.username, operatorId: operator.id, roles: parseRoles(operator.roles) }
      : actor;
    await recordAudit(who, { action: "session.login_failed", entity: "operator", entityId: operator?.id, reason });
    throw new ApiError("UNAUTHORIZED", { key: "ADMIN_WRONG_CREDENTIALS" });
  };
  if (!operator) return fail("unknown_user");
  if (!passwordOk) return fail("wrong_password");
  if (operator.disabled) return fail("disabled");
  const demo = operator.demo;
  if (demo && !demoMode()) return fail("demo_outside_demo");
  const roles = parseRoles(operator.roles);

  // TOTP: required for owner and finance (the demo's owner excepted) and for anyone who enrolled.
  let step: number | null = null;
  if (operator.totpSecret || (needsTotp(roles) && !demo)) {
    if (!operator.totpSecret) return fail("totp_not_enrolled");
    if (!input.totp) return fail("totp_missing");
    step = totpStep(operator.totpSecret, input.totp, now.getTime());
    if (step === null || (operator.totpLastStep !== null && step <= operator.totpLastStep)) return fail("totp_wrong");
  }

  const session = await writeTransaction(async (tx) => {
    if (step !== null) {
      // Conditional: of two logins with the same code at once, one wins.
      const { count } = await tx.operator.updateMany({
        where: { id: operator.id, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
        data: { totpLastStep: step },
      });
      if (count !== 1) return null;
    }
    const opened = await createSession(tx, operator.id, { ip: client.address, userAgent: client.userAgent }, now);
    await withAudit(
      tx,
      { ...actor, actor: operator.username, operatorId: operator.id, roles },
      { action: "session.login", entity: "operator", entityId: operator.id, after: { sessionId: opened.sessionId } },
    );
    return opened;
  });
  if (!session) return fail("totp_wrong");
  if (Math.random() < 0.01)
    void pruneEndedSessions(now).catch((error) => console.warn("[staff] session prune failed", error));
  await resetRateLimit(rules[0].key);
  await Promise.all(rules.slice(1).map((rule) => refundRateLimit(rule.key)));
  return {
    token: session.token,
    expiresAt: session.expiresAt,
    operator: {
      id: operator.id,
      username: operator.username,
      roles,
      permissions: permissionsOf(roles),
      demo,
      totp: operator.totpSecret !== null,
    },
  };
}

/** Logout: ends the caller's session, audited in the same transaction. */
export async function logoutOperator(sessionId: number, actor: AuditActor & { operatorId: number }): Promise<void> {
  await writeTransaction(async (tx) => {
    await revokeSession(tx, sessionId);
    await withAudit(tx, actor, {
      action: "session.logout",
      entity: "operator",
      entityId: actor.operatorId,
      after: { sessionId },
    });
  });
}
