// Staff accounts: create, list, disable and enable, reset a password (and the TOTP secret). The
// command line (scripts/operator.ts) calls these today, the staff screens next; every change writes
// its audit row in the same transaction. Disabling or resetting ends the operator's sessions at once.
import { db, dbReady, lockRow, writeTransaction, type Tx } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { hashPassword } from "@/lib/auth/password";
import { withAudit, type AuditActor } from "../audit/trail";
import { needsTotp, type Role } from "@/lib/domain/permissions";
import { parseRoles, revokeOperatorSessions } from "./sessions";
import { newTotpSecret, totpUri } from "./totp";

/** The demo's owner (lib/services/staff/demo.ts); nobody else may take the name. */
export const DEMO_USERNAME = "demo_admin";

export type OperatorSummary = {
  id: number;
  username: string;
  roles: Role[];
  disabled: boolean;
  totp: boolean;
  demo: boolean;
  createdAt: Date;
};

export const summarySelect = {
  id: true,
  username: true,
  roles: true,
  disabled: true,
  totpSecret: true,
  demo: true,
  createdAt: true,
} as const;

type SummaryRow = {
  id: number;
  username: string;
  roles: string;
  disabled: boolean;
  totpSecret: string | null;
  demo: boolean;
  createdAt: Date;
};

export function summary({ totpSecret, roles, ...row }: SummaryRow): OperatorSummary {
  return { ...row, roles: parseRoles(roles), totp: totpSecret !== null };
}

const isUniqueViolation = (error: unknown) =>
  typeof error === "object" && error !== null && "code" in error && (error as { code: unknown }).code === "P2002";

/** For owner and finance a TOTP secret comes with the account, and its URI is answered once. */
export async function createOperator(
  input: OperatorInput,
  actor: AuditActor,
): Promise<{ operator: OperatorSummary; otpauthUri: string | null }> {
  const passwordHash = await hashPassword(input.password);
  await dbReady();
  try {
    return await writeTransaction((tx) => insertOperator(tx, { ...input, passwordHash }, actor));
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError("CONFLICT", { key: "USERNAME_TAKEN" });
    throw error;
  }
}

export type OperatorInput = { username: string; password: string } & ({ role: Role } | { roles: Role[] });

/**
 * Writes a new operator and its audit row in `tx` (the setup command makes the first owner in the same
 * transaction as the shop: lib/services/shop/setup.ts). The password arrives hashed: bcrypt is slow and
 * stays outside the transaction. A taken username surfaces as the database's unique violation.
 */
export async function insertOperator(
  tx: Tx,
  input: OperatorInput & { passwordHash: string },
  actor: AuditActor,
): Promise<{ operator: OperatorSummary; otpauthUri: string | null }> {
  if (input.username === DEMO_USERNAME) throw new ApiError("CONFLICT", { key: "USERNAME_TAKEN" });
  const roles = "roles" in input ? [...new Set(input.roles)] : [input.role];
  const totpSecret = needsTotp(roles) ? newTotpSecret() : null;
  const created = await tx.operator.create({
    data: { username: input.username, passwordHash: input.passwordHash, totpSecret, roles: JSON.stringify(roles) },
    select: summarySelect,
  });
  await withAudit(tx, actor, {
    action: "operator.create",
    entity: "operator",
    entityId: created.id,
    after: { username: created.username, roles, totp: totpSecret !== null },
  });
  return { operator: summary(created), otpauthUri: totpSecret ? totpUri(created.username, totpSecret) : null };
}

export async function listOperators(): Promise<OperatorSummary[]> {
  await dbReady();
  const rows = await db.operator.findMany({ select: summarySelect, orderBy: { id: "asc" } });
  return rows.map(summary);
}

/** The operator named by username (the command line) or id (the console), locked for the change. */
export async function findForChange(tx: Tx, ref: string | number) {
  const found = await tx.operator.findUnique({
    where: typeof ref === "number" ? { id: ref } : { username: ref },
    select: { id: true },
  });
  if (!found) throw new ApiError("NOT_FOUND", { key: "OPERATOR_NOT_FOUND" });
  await lockRow(tx, "Operator", found.id);
  return tx.operator.findUniqueOrThrow({ where: { id: found.id }, select: summarySelect });
}

/**
 * Locks the enabled owners' rows, in id order, before anything else of the transaction: two operators
 * disabling the last two owners at once then run one after the other, and the second one counts
 * the first one's change (and neither deadlocks on the other's target row).
 */
export async function lockEnabledOwners(tx: Tx): Promise<void> {
  const enabled = await tx.operator.findMany({
    where: { disabled: false, demo: false },
    select: { id: true, roles: true },
    orderBy: { id: "asc" },
  });
  for (const owner of enabled.filter((o) => parseRoles(o.roles).includes("owner")))
    await lockRow(tx, "Operator", owner.id);
}

/** Refuses to leave the shop without an enabled owner (the demo's owner does not count). */
export async function assertAnotherOwner(tx: Tx, operatorId: number): Promise<void> {
  const others = await tx.operator.findMany({
    where: { disabled: false, demo: false, id: { not: operatorId } },
    select: { roles: true },
  });
  if (!others.some((o) => parseRoles(o.roles).includes("owner"))) throw new ApiError("CONFLICT", { key: "LAST_OWNER" });
}

/** Disables (ending every session) or enables an operator. */
export async function setOperatorDisabled(
  username: string | number,
  disabled: boolean,
  actor: AuditActor,
  reason = "",
): Promise<OperatorSummary> {
  const row = await writeTransaction(async (tx) => {
    if (disabled) await lockEnabledOwners(tx);
    const before = await findForChange(tx, username);
    if (before.disabled === disabled) return before;
    if (disabled && !before.demo && parseRoles(before.roles).includes("owner")) await assertAnotherOwner(tx, before.id);
    const after = await tx.operator.update({ where: { id: before.id }, data: { disabled }, select: summarySelect });
    const sessionsEnded = disabled ? await revokeOperatorSessions(tx, before.id) : 0;
    await withAudit(tx, actor, {
      action: disabled ? "operator.disable" : "operator.enable",
      entity: "operator",
      entityId: before.id,
      before: { disabled: before.disabled },
      after: { disabled, ...(sessionsEnded ? { sessionsEnded } : {}) },
      reason,
    });
    return after;
  });
  return summary(row);
}

/**
 * A new password (and, with `newTotp`, a new TOTP secret whose URI is answered once); every session of
 * the operator ends. An owner or finance operator without a secret gets one.
 */
export async function resetOperatorCredentials(
  username: string | number,
  password: string,
  actor: AuditActor,
  options: { newTotp?: boolean; reason?: string } = {},
): Promise<{ operator: OperatorSummary; otpauthUri: string | null; sessionsEnded: number }> {
  const passwordHash = await hashPassword(password);
  const candidateSecret = newTotpSecret();
  const { row, totpSecret, sessionsEnded } = await writeTransaction(async (tx) => {
    const before = await findForChange(tx, username);
    const giveSecret = options.newTotp || (!before.totpSecret && needsTotp(parseRoles(before.roles)) && !before.demo);
    const secret = giveSecret ? candidateSecret : null;
    const after = await tx.operator.update({
      where: { id: before.id },
      data: { passwordHash, ...(secret ? { totpSecret: secret, totpLastStep: null } : {}) },
      select: summarySelect,
    });
    const ended = await revokeOperatorSessions(tx, before.id);
    await withAudit(tx, actor, {
      action: "operator.reset",
      entity: "operator",
      entityId: before.id,
      before: { password: "old", ...(secret ? { totpSecret: before.totpSecret ? "old" : null } : {}) },
      after: { password: "new", ...(secret ? { totpSecret: "new" } : {}), sessionsEnded: ended },
      reason: options.reason,
    });
    return { row: after, totpSecret: secret, sessionsEnded: ended };
  });
  return { operator: summary(row), otpauthUri: totpSecret ? totpUri(row.username, totpSecret) : null, sessionsEnded };
}
