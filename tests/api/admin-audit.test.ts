// The audit trail (issue 21): a change and its audit row commit together (a failing change leaves no
// row), rows cannot be changed or deleted, only changed fields are kept and secrets never are, the
// list endpoint filters; and the staff changes of the command line (create, disable, enable, reset)
// are audited as `cli:<os user>`, end sessions where they must, and never leave the shop without an
// owner.
import { spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GET as audit } from "@/app/api/admin/v1/audit/route";
import { GET as me } from "@/app/api/admin/v1/me/route";
import { db, writeTransaction } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { changedFields, recordAudit, withAudit, type AuditActor } from "@/lib/services/audit";
import {
  createOperator,
  listOperators,
  resetOperatorCredentials,
  setOperatorDisabled,
  totpStep,
} from "@/lib/services/staff";
import { adminCall, createTestOperator, sessionFor, signedIn } from "@/tests/helpers/admin";

const cli: AuditActor = { actor: "cli:tester", roles: ["cli"] };
const uniqueName = (prefix: string) => `${prefix}_${Math.random().toString(36).slice(2, 9)}`;
type AuditPage = {
  rows: {
    actor: string;
    action: string;
    entity: string;
    entityId: string;
    at: string;
    before: unknown;
    after: unknown;
    reason: string;
  }[];
  total: number;
  hasMore: boolean;
};

describe("withAudit", () => {
  it("commits the audit row with the change, and neither when the change fails", async () => {
    const username = uniqueName("audited");
    await writeTransaction(async (tx) => {
      const row = await tx.operator.create({ data: { username, passwordHash: "x" } });
      await withAudit(tx, cli, {
        action: "operator.create",
        entity: "operator",
        entityId: row.id,
        after: { username },
      });
    });
    expect(await db.auditLog.count({ where: { action: "operator.create", after: { contains: username } } })).toBe(1);

    // The audit row is written first; the change then fails (a taken name): both roll back.
    const failing = writeTransaction(async (tx) => {
      await withAudit(tx, cli, { action: "test.failing_change", entity: "operator", entityId: username });
      await tx.operator.create({ data: { username, passwordHash: "x" } });
    });
    await expect(failing).rejects.toMatchObject({ code: "P2002" });
    // And an error thrown by the code of the change after the row was written.
    await expect(
      writeTransaction(async (tx) => {
        await withAudit(tx, cli, { action: "test.failing_change", entity: "operator", entityId: username });
        throw new ApiError("CONFLICT");
      }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(await db.auditLog.count({ where: { action: "test.failing_change" } })).toBe(0);
  });

  it("keeps only the changed fields, never a secret, and the actor's roles, address and request id", async () => {
    expect(changedFields({ a: 1, b: "x", c: [1] }, { a: 2, b: "x", c: [1], d: true })).toEqual({
      before: { a: 1 },
      after: { a: 2, d: true },
    });
    expect(changedFields(null, { passwordHash: "$2b$...", username: "x" })).toEqual({
      before: null,
      after: { passwordHash: "[redacted]", username: "x" },
    });
    expect(changedFields({ totpSecret: "A" }, { totpSecret: "B" })).toEqual({
      before: { totpSecret: "[redacted]" },
      after: { totpSecret: "[redacted]" },
    });
    await recordAudit(
      { actor: "someone", operatorId: 7, roles: ["service", "finance"], address: "10.1.2.3", requestId: "req-1" },
      {
        action: "test.fields",
        entity: "order",
        entityId: 42,
        before: { status: 500, note: "" },
        after: { status: 510, note: "" },
        reason: "why",
      },
    );
    const row = await db.auditLog.findFirstOrThrow({ where: { action: "test.fields" } });
    expect(row).toMatchObject({
      actor: "someone",
      actorId: 7,
      role: "service,finance",
      entity: "order",
      entityId: "42",
      before: '{"status":500}',
      after: '{"status":510}',
      reason: "why",
      address: "10.1.2.3",
      requestId: "req-1",
    });
  });

  it("is append-only: the database refuses to change or delete a row", async () => {
    await recordAudit(cli, { action: "test.append_only", entity: "operator" });
    const row = await db.auditLog.findFirstOrThrow({ where: { action: "test.append_only" } });
    await expect(db.auditLog.update({ where: { id: row.id }, data: { actor: "someone else" } })).rejects.toThrow(
      /append-only/,
    );
    await expect(db.auditLog.delete({ where: { id: row.id } })).rejects.toThrow(/append-only/);
    await expect(db.auditLog.deleteMany({})).rejects.toThrow(/append-only/);
    expect(await db.auditLog.findUniqueOrThrow({ where: { id: row.id } })).toEqual(row);
  });
});

describe("GET /api/admin/v1/audit", () => {
  it("lists the trail newest first, filtered by exact entity, entity id and actor, in pages", async () => {
    const actor = uniqueName("auditor");
    for (const id of [1, 2, 3])
      await recordAudit({ ...cli, actor }, { action: "order.ship", entity: "order", entityId: id });
    await recordAudit(
      { ...cli, actor },
      { action: "operator.disable", entity: "operator", entityId: 1, reason: "left" },
    );
    const { cookie } = await signedIn(["viewer"]);
    const page = async (query: string) =>
      (await adminCall<AuditPage>(audit, `/api/admin/v1/audit?${query}`, { cookie })).body;

    const all = await page(`actor=${actor}`);
    expect(all.total).toBe(4);
    expect(all.rows.map((r) => `${r.entity}:${r.entityId}`)).toEqual(["operator:1", "order:3", "order:2", "order:1"]);
    expect(all.rows[0]).toMatchObject({ actor, action: "operator.disable", reason: "left", before: null, after: null });
    expect(new Date(all.rows[0].at).getTime()).toBeGreaterThan(Date.now() - 60_000);

    expect((await page(`actor=${actor}&entity=order`)).total).toBe(3);
    expect((await page(`actor=${actor}&entity=order&entityId=2`)).rows.map((r) => r.entityId)).toEqual(["2"]);
    const first = await page(`actor=${actor}&pageSize=3`);
    expect(first).toMatchObject({ total: 4, hasMore: true });
    expect(first.rows).toHaveLength(3);
    expect((await page(`actor=${actor}&pageSize=3&pageIndex=2`)).hasMore).toBe(false);
    // Filters are values, not patterns.
    expect((await page(`actor=${actor.slice(0, 5)}%25`)).total).toBe(0);
    const bad = await adminCall(audit, `/api/admin/v1/audit?pageSize=1000`, { cookie });
    expect(bad.status).toBe(422);
  });
});

describe("staff changes (the operator command's services)", () => {
  it("creates operators audited as the command line's user; owner and finance get a TOTP URI once", async () => {
    const name = uniqueName("fin");
    const { operator, otpauthUri } = await createOperator(
      { username: name, password: "a long password", role: "finance" },
      cli,
    );
    expect(operator).toMatchObject({ username: name, roles: ["finance"], totp: true, disabled: false });
    expect(otpauthUri).toMatch(
      new RegExp(
        `^otpauth://totp/The%20Mall:${name}\\?issuer=The%20Mall&secret=[A-Z2-7]+&algorithm=SHA1&digits=6&period=30$`,
      ),
    );
    const secret = new URL(otpauthUri!).searchParams.get("secret")!;
    const stored = await db.operator.findUniqueOrThrow({ where: { id: operator.id } });
    expect(stored.totpSecret).toBe(secret);
    // A bcrypt hash (its cost: lib/auth/password.test.ts).
    expect(stored.passwordHash).toMatch(/^\$2[aby]\$\d\d\$.{53}$/);
    expect(totpStep(secret, "000000")).toBeNull();
    const row = await db.auditLog.findFirstOrThrow({
      where: { action: "operator.create", entityId: String(operator.id) },
    });
    expect(row).toMatchObject({ actor: "cli:tester", role: "cli" });
    expect(JSON.parse(row.after!)).toEqual({ username: name, roles: ["finance"], totp: true });
    expect(row.after).not.toContain(secret);

    const viewer = await createOperator(
      { username: uniqueName("view"), password: "a long password", role: "viewer" },
      cli,
    );
    expect(viewer.otpauthUri).toBeNull();
    await expect(
      createOperator({ username: name, password: "a long password", role: "viewer" }, cli),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    await expect(
      createOperator({ username: "demo_admin", password: "a long password", role: "viewer" }, cli),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    expect((await listOperators()).map((o) => o.username)).toEqual(
      expect.arrayContaining([name, viewer.operator.username]),
    );
  });

  it("disabling ends every session at once; enabling lets the operator log in again", async () => {
    const { operator, cookie } = await signedIn(["service"]);
    const disabled = await setOperatorDisabled(operator.username, true, cli, "left the company");
    expect(disabled.disabled).toBe(true);
    expect((await adminCall(me, "/api/admin/v1/me", { cookie })).status).toBe(401);
    expect(await db.operatorSession.count({ where: { operatorId: operator.id, revokedAt: null } })).toBe(0);
    const row = await db.auditLog.findFirstOrThrow({
      where: { action: "operator.disable", entityId: String(operator.id) },
    });
    expect(row).toMatchObject({
      reason: "left the company",
      before: '{"disabled":false}',
      after: '{"disabled":true,"sessionsEnded":1}',
    });
    await setOperatorDisabled(operator.username, false, cli);
    expect((await adminCall(me, "/api/admin/v1/me", { cookie: await sessionFor(operator.id) })).status).toBe(200);
    await expect(setOperatorDisabled("no_such_operator", true, cli)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("never disables the last enabled owner, also when two owners are disabled at once", async () => {
    await createTestOperator({ roles: ["owner"] });
    await createTestOperator({ roles: ["owner"] });
    const owners = async () =>
      (await listOperators()).filter((o) => o.roles.includes("owner") && !o.disabled && !o.demo);
    const results = await Promise.allSettled((await owners()).map((o) => setOperatorDisabled(o.username, true, cli)));
    expect(results.filter((r) => r.status === "rejected")).toHaveLength(1);
    expect(results.find((r) => r.status === "rejected")).toMatchObject({
      reason: { code: "CONFLICT", detail: { key: "LAST_OWNER" } },
    });
    expect(await owners()).toHaveLength(1);
    const [last] = await owners();
    await expect(setOperatorDisabled(last.username, true, cli)).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("resetting sets a new password, ends every session, and with --totp gives a new secret", async () => {
    const operator = await createTestOperator({ roles: ["owner"], totp: true });
    const cookie = await sessionFor(operator.id);
    const { otpauthUri, sessionsEnded } = await resetOperatorCredentials(
      operator.username,
      "another long password",
      cli,
    );
    expect(otpauthUri).toBeNull();
    expect(sessionsEnded).toBe(1);
    expect((await adminCall(me, "/api/admin/v1/me", { cookie })).status).toBe(401);
    const again = await resetOperatorCredentials(operator.username, "a third long password", cli, { newTotp: true });
    expect(again.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    const stored = await db.operator.findUniqueOrThrow({ where: { id: operator.id } });
    expect(stored.totpSecret).not.toBe(operator.totpSecret);
    expect(await db.auditLog.count({ where: { action: "operator.reset", entityId: String(operator.id) } })).toBe(2);
  });
});

describe("npm run operator", () => {
  const root = path.resolve(import.meta.dirname, "../..");
  const run = (args: string[], input = "") =>
    spawnSync(
      process.execPath,
      [path.join(root, "node_modules", "tsx", "dist", "cli.mjs"), "scripts/operator.ts", ...args],
      { cwd: root, input, encoding: "utf8", env: process.env },
    );

  it(
    "creates an owner from a password on standard input, prints its TOTP URI once, and audits as cli:<os user>",
    { timeout: 60_000 },
    async () => {
      const name = uniqueName("cliowner");
      const short = run(["create", name, "--role", "owner"], "too short\n");
      expect(short.status).toBe(1);
      expect(short.stderr).toContain("Password must have at least 10 characters");
      const created = run(["create", name, "--role", "owner"], "a good long password\nignored second line\n");
      expect(created.status, created.stderr).toBe(0);
      expect(created.stdout).toMatch(/otpauth:\/\/totp\/The%20Mall:cliowner_/);
      const operator = await db.operator.findUniqueOrThrow({ where: { username: name } });
      const row = await db.auditLog.findFirstOrThrow({
        where: { action: "operator.create", entityId: String(operator.id) },
      });
      expect(row.actor).toBe(`cli:${os.userInfo().username}`);
      const bad = run(["create", uniqueName("x"), "--role", "superuser"], "a good long password\n");
      expect(bad.status).toBe(1);
    },
  );
});
