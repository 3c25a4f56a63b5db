// What the staff screens of the back office do beyond ./operators.ts: create with a role set, change
// roles (an operator grants or takes away only roles whose every permission they hold themselves,
// never their own, and the last owner stays), change one's own password, and enrol or replace a TOTP
// app from one's profile (both prove the operator, not only their session). Each change is audited in
// its own transaction.
import crypto from "node:crypto";
import { db, dbReady, writeTransaction, type Tx } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { env } from "@/lib/env";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { withAudit, type AuditActor } from "../audit/trail";
import { consumeRateLimit, rateLimitedError, resetRateLimit, type RateLimitRule } from "../platform/rate-limit";
import { canGrantRole, type Role } from "@/lib/domain/permissions";
import {
  assertAnotherOwner,
  createOperator,
  resetOperatorCredentials,
  setOperatorDisabled,
  findForChange,
  lockEnabledOwners,
  summary,
  summarySelect,
  type OperatorSummary,
} from "./operators";
import { parseRoles } from "./sessions";
import { newTotpSecret, totpStep, totpUri } from "./totp";

/** Who acts on staff: the console's operator with their roles (the handler's actor carries them). */
export type StaffActor = AuditActor & { operatorId: number; roles: readonly Role[] };

function assertGrantable(actor: StaffActor, roles: readonly Role[]) {
  for (const role of roles)
    if (!canGrantRole(actor.roles, role))
      throw new ApiError("FORBIDDEN", { key: "ROLE_NOT_GRANTABLE", values: { role } });
}

/** Creates a colleague with roles the actor may grant; owner and finance get a TOTP URI, answered once. */
export async function createStaff(input: { username: string; password: string; roles: Role[] }, actor: StaffActor) {
  assertGrantable(actor, input.roles);
  return createOperator(input, actor);
}

/** Replaces an operator's roles. Refused: one's own roles, a role added or removed that the actor does not fully hold, the last owner. */
export async function setOperatorRoles(
  id: number,
  roles: Role[],
  reason: string,
  actor: StaffActor,
): Promise<OperatorSummary> {
  if (id === actor.operatorId) throw new ApiError("FORBIDDEN", { key: "OWN_ROLES" });
  const next = [...new Set(roles)];
  await dbReady();
  const row = await writeTransaction(async (tx) => {
    await lockEnabledOwners(tx);
    const before = await findForChange(tx, id);
    const current = parseRoles(before.roles);
    const changed = [...next.filter((r) => !current.includes(r)), ...current.filter((r) => !next.includes(r))];
    if (changed.length === 0) return before;
    assertGrantable(actor, changed);
    if (current.includes("owner") && !next.includes("owner") && !before.disabled && !before.demo)
      await assertAnotherOwner(tx, before.id);
    const after = await tx.operator.update({
      where: { id: before.id },
      data: { roles: JSON.stringify(next) },
      select: summarySelect,
    });
    await withAudit(tx, actor, {
      action: "operator.roles",
      entity: "operator",
      entityId: before.id,
      before: { roles: current },
      after: { roles: next },
      reason,
    });
    return after;
  });
  return summary(row);
}

/** Disables or enables a colleague: never oneself, and only someone whose every role the caller could grant. */
export async function setStaffDisabled(id: number, disabled: boolean, reason: string, actor: StaffActor) {
  await assertMayActOn(id, actor);
  return setOperatorDisabled(id, disabled, actor, reason);
}

/** Sets a colleague's new password (their sessions end), under the same rule. */
export async function resetStaffPassword(id: number, password: string, reason: string, actor: StaffActor) {
  await assertMayActOn(id, actor);
  const { operator } = await resetOperatorCredentials(id, password, { ...actor }, { reason });
  return operator;
}

async function assertMayActOn(id: number, actor: StaffActor) {
  if (id === actor.operatorId) throw new ApiError("FORBIDDEN", { key: "OWN_ACCOUNT" });
  await dbReady();
  const target = await db.operator.findUnique({ where: { id }, select: { roles: true } });
  if (!target) throw new ApiError("NOT_FOUND", { key: "OPERATOR_NOT_FOUND" });
  assertGrantable(actor, parseRoles(target.roles));
}

// ---------- Proving it is the operator, not only their session ----------
// A session is a cookie: stolen (a shared machine, a leaked HAR file, malware), it must not be enough to
// change how the account logs in. Changing the password asks for the current one; binding an
// authenticator asks for the password and, to replace one, a code of the enrolled one. Guesses at
// either are limited per operator, so a stolen cookie is no password oracle either.

const REAUTH_WINDOW_SECONDS = 15 * 60;
export const reauthRule = (operatorId: number): RateLimitRule => ({
  key: `admin-reauth:operator:${operatorId}`,
  limit: 10,
  windowSeconds: REAUTH_WINDOW_SECONDS,
});

/** Counts the attempt, then checks the password (a field error on `field` when wrong); answers the row. */
async function reauthenticate(operatorId: number, password: string, field: string, now: number) {
  const limit = await consumeRateLimit(reauthRule(operatorId), new Date(now));
  if (!limit.allowed) throw rateLimitedError("REAUTH_RATE_LIMITED", limit);
  await dbReady();
  const row = await db.operator.findUniqueOrThrow({
    where: { id: operatorId },
    select: { passwordHash: true, totpSecret: true, totpLastStep: true },
  });
  if (!(await verifyPassword(password, row.passwordHash)))
    throw new ApiError("VALIDATION", { fields: { [field]: "wrong_password" } });
  return row;
}

/** The signed-in operator's own password: the old one first; every other session of theirs ends. */
export async function changeOwnPassword(
  operatorId: number,
  sessionId: number,
  oldPassword: string,
  newPassword: string,
  actor: AuditActor,
  now = Date.now(),
): Promise<void> {
  await reauthenticate(operatorId, oldPassword, "oldPassword", now);
  const passwordHash = await hashPassword(newPassword);
  await writeTransaction(async (tx) => {
    await tx.operator.update({ where: { id: operatorId }, data: { passwordHash } });
    const others = await endOtherSessions(tx, operatorId, sessionId, now);
    await withAudit(tx, actor, {
      action: "operator.password",
      entity: "operator",
      entityId: operatorId,
      before: { password: "old" },
      after: { password: "new", sessionsEnded: others },
    });
  });
  await resetRateLimit(reauthRule(operatorId).key);
}

async function endOtherSessions(tx: Tx, operatorId: number, sessionId: number, now: number): Promise<number> {
  const { count } = await tx.operatorSession.updateMany({
    where: { operatorId, revokedAt: null, id: { not: sessionId } },
    data: { revokedAt: new Date(now) },
  });
  return count;
}

// ---------- TOTP enrolment from the profile ----------
// The new secret travels to the browser (the operator must see it to enrol) inside a sealed, signed
// enrolment token bound to the operator and ten minutes; nothing is stored until a code from the app
// confirms it.

const ENROL_MS = 10 * 60_000;

function enrolmentKey(): Buffer {
  return crypto.createHash("sha256").update(`totp-enrolment:${env().JWT_SECRET}`).digest();
}

function seal(payload: { operatorId: number; secret: string; expiresAt: number }): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", enrolmentKey(), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString("base64url")).join(".");
}

function unseal(token: string): { operatorId: number; secret: string; expiresAt: number } | null {
  try {
    const [iv, tag, body] = token.split(".").map((part) => Buffer.from(part, "base64url"));
    const decipher = crypto.createDecipheriv("aes-256-gcm", enrolmentKey(), iv);
    decipher.setAuthTag(tag);
    return JSON.parse(Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8"));
  } catch {
    return null;
  }
}

export async function startTotpEnrolment(operatorId: number, username: string, now = Date.now()) {
  const secret = newTotpSecret();
  return {
    enrolment: seal({ operatorId, secret, expiresAt: now + ENROL_MS }),
    otpauthUri: totpUri(username, secret),
    secret,
  };
}

/**
 * Binds the enrolled secret once a code from the app matches it; later logins ask for a code. Needs the
 * password, and a code of the authenticator enrolled now when there is one (replacing it is what a
 * stolen cookie would do). The operator's other sessions end: whoever held one logged in without it.
 */
export async function confirmTotpEnrolment(
  operatorId: number,
  sessionId: number,
  input: { enrolment: string; code: string; password: string; currentCode?: string },
  actor: AuditActor,
  now = Date.now(),
): Promise<void> {
  const sealed = unseal(input.enrolment);
  if (!sealed || sealed.operatorId !== operatorId || sealed.expiresAt < now)
    throw new ApiError("CONFLICT", { key: "TOTP_ENROLMENT_EXPIRED" });
  const current = await reauthenticate(operatorId, input.password, "password", now);
  let currentStep: number | null = null;
  if (current.totpSecret) {
    if (!input.currentCode) throw new ApiError("VALIDATION", { fields: { currentCode: "required" } });
    currentStep = totpStep(current.totpSecret, input.currentCode, now);
    // A code already used (to log in, or to an earlier change) opens nothing.
    if (currentStep === null || (current.totpLastStep !== null && currentStep <= current.totpLastStep))
      throw new ApiError("VALIDATION", { fields: { currentCode: "totp_wrong" } });
  }
  const step = totpStep(sealed.secret, input.code, now);
  if (step === null) throw new ApiError("VALIDATION", { fields: { code: "totp_wrong" } });
  await dbReady();
  await writeTransaction(async (tx) => {
    // Conditional on what was checked: of two changes with the same current code, one wins.
    const { count } = await tx.operator.updateMany({
      where: { id: operatorId, totpSecret: current.totpSecret, totpLastStep: current.totpLastStep },
      data: { totpSecret: sealed.secret, totpLastStep: Math.max(step, currentStep ?? step) },
    });
    if (count !== 1) throw new ApiError("CONFLICT", { key: "TOTP_ENROLMENT_EXPIRED" });
    const sessionsEnded = await endOtherSessions(tx, operatorId, sessionId, now);
    await withAudit(tx, actor, {
      action: "operator.totp",
      entity: "operator",
      entityId: operatorId,
      before: { totpSecret: current.totpSecret ? "old" : null },
      after: { totpSecret: "new", replaced: current.totpSecret !== null, sessionsEnded },
    });
  });
  await resetRateLimit(reauthRule(operatorId).key);
}

/** Staff for the console: every operator, dates as ISO text. */
export async function listStaff() {
  await dbReady();
  const rows = await db.operator.findMany({ select: summarySelect, orderBy: { id: "asc" } });
  return { rows: rows.map((row) => staffView(summary(row))) };
}

export function staffView(o: OperatorSummary) {
  return { ...o, createdAt: o.createdAt.toISOString() };
}
