// The demo's back-office owner. With MALL_SANDBOX=1 (`npm start`, the e2e server) the server seeds
// `demo_admin`, an owner without TOTP, whose random password lives beside the database in
// data/admin-password (like the signing secret) and is printed at start. Outside the demo — without
// MALL_SANDBOX=1, in a shop made by `npm run setup`, or once `npm run demo:remove` ran — the row is
// removed at start, and as a second line it cannot log in (lib/services/staff/login.ts) nor keep a
// session (./sessions.ts) even if a demo database is copied into production. An owner who disabled it
// keeps it disabled: a restart neither enables it again nor prints its password.
import { db, dbReady, writeTransaction } from "@/lib/db";
import { demoMode, localSecret } from "@/lib/env";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { withAudit, type AuditActor } from "../audit/trail";
import { DEMO_USERNAME } from "./operators";
import { demoRemoved } from "../shop/demo";
import { setupRecord } from "../shop/settings";

export const DEMO_PASSWORD_FILE = "admin-password";

const system: AuditActor = { actor: "system:demo", roles: [] };

const isUniqueViolation = (error: unknown) =>
  typeof error === "object" && error !== null && "code" in error && (error as { code: unknown }).code === "P2002";

/** Creates demo_admin (or brings its password in line with the file); answers the login, or null when an owner disabled it. */
export async function ensureDemoOperator(): Promise<{ username: string; password: string } | null> {
  // 15 random bytes: a 20-character password, easy to paste, far beyond guessing under the login limits.
  const password = localSecret(DEMO_PASSWORD_FILE, 15);
  await dbReady();
  const existing = await db.operator.findUnique({
    where: { username: DEMO_USERNAME },
    select: { id: true, passwordHash: true, demo: true, disabled: true },
  });
  if (existing && !existing.demo)
    throw new Error(
      `an operator named ${DEMO_USERNAME} exists and is not the demo's: rename it before running the demo`,
    );
  if (existing?.disabled) return null;
  if (existing && (await verifyPassword(password, existing.passwordHash))) return { username: DEMO_USERNAME, password };
  const passwordHash = await hashPassword(password);
  try {
    await writeTransaction(async (tx) => {
      const row = existing
        ? await tx.operator.update({
            where: { id: existing.id },
            data: { passwordHash },
            select: { id: true },
          })
        : await tx.operator.create({
            data: { username: DEMO_USERNAME, passwordHash, roles: JSON.stringify(["owner"]), demo: true },
            select: { id: true },
          });
      await withAudit(tx, system, {
        action: existing ? "operator.reset" : "operator.create",
        entity: "operator",
        entityId: row.id,
        after: { username: DEMO_USERNAME, roles: ["owner"], demo: true },
      });
    });
  } catch (error) {
    // Another server process of the same demo seeded it first, from the same file.
    if (!isUniqueViolation(error)) throw error;
  }
  return { username: DEMO_USERNAME, password };
}

/** Outside the demo: the demo's account (and its sessions) must not exist. Answers whether one was removed. */
export async function removeDemoOperator(): Promise<boolean> {
  await dbReady();
  return writeTransaction(async (tx) => {
    const rows = await tx.operator.findMany({ where: { demo: true }, select: { id: true } });
    if (rows.length === 0) return false;
    await tx.operator.deleteMany({ where: { id: { in: rows.map((r) => r.id) } } });
    for (const row of rows)
      await withAudit(tx, system, {
        action: "operator.delete",
        entity: "operator",
        entityId: row.id,
        reason: "not in demo mode",
      });
    return true;
  });
}

/** Whether this database is the demo's: MALL_SANDBOX=1, never set up as a real shop, the demo never removed. */
async function demoDatabase(): Promise<boolean> {
  return demoMode() && !(await setupRecord()) && !(await demoRemoved());
}

/** The start-up step (instrumentation-node.ts): seed in the demo, remove otherwise; the login to print, if any. */
export async function prepareDemoOperator(): Promise<{ username: string; password: string } | null> {
  if (await demoDatabase()) return ensureDemoOperator();
  await removeDemoOperator();
  return null;
}
