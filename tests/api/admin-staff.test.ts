// Staff from the console (issue 21, "Staff"): create with roles (owner and finance get a TOTP URI once),
// change roles (never one's own; only roles whose every permission the caller holds; never leaving
// the shop without an owner), disable and enable, reset a colleague's password, one's own password
// (other sessions end), and enrolling an authenticator app from the profile.
import { afterEach, describe, expect, it } from "vitest";
import { GET as staffList, POST as staffCreate } from "@/app/api/admin/v1/staff/route";
import { POST as setRoles } from "@/app/api/admin/v1/staff/[id]/roles/route";
import { POST as setStatus } from "@/app/api/admin/v1/staff/[id]/status/route";
import { POST as resetPassword } from "@/app/api/admin/v1/staff/[id]/password/route";
import { POST as ownPassword } from "@/app/api/admin/v1/me/password/route";
import { POST as totpStart } from "@/app/api/admin/v1/me/totp/route";
import { POST as totpConfirm } from "@/app/api/admin/v1/me/totp/confirm/route";
import { GET as me } from "@/app/api/admin/v1/me/route";
import { GET as rolesCatalogue } from "@/app/api/admin/v1/roles/route";
import { POST as login } from "@/app/api/admin/v1/sessions/route";
import { db } from "@/lib/db";
import { rolePermissions, type Permission } from "@/lib/domain/permissions";
import { totpCode } from "@/lib/services/staff";
import {
  TEST_OPERATOR_PASSWORD,
  adminCall,
  createTestOperator,
  freshAddress,
  sessionFor,
  signedIn,
} from "@/tests/helpers/admin";

type ErrorBody = { code: string; message: string; fields?: Record<string, string> };
const p = (id: number) => ({ id: String(id) });
const uniqueName = (prefix: string) => `${prefix}_${Math.random().toString(36).slice(2, 9)}`;

const serviceDefault = [...rolePermissions.service];
afterEach(() => {
  (rolePermissions as Record<string, readonly Permission[]>).service = serviceDefault;
});

describe("creating colleagues", () => {
  it("creates with roles; owner and finance get a TOTP URI once; the list shows them", async () => {
    const { cookie } = await signedIn(["owner"]);
    const username = uniqueName("fin");
    const res = await adminCall<{
      operator: { id: number; roles: string[]; totp: boolean };
      otpauthUri: string | null;
    }>(staffCreate, "/api/admin/v1/staff", {
      cookie,
      body: { username, password: "a long password 1", roles: ["finance"] },
    });
    expect(res.status).toBe(201);
    expect(res.body.operator).toMatchObject({ roles: ["finance"], totp: true });
    expect(res.body.otpauthUri).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]+/);
    const viewer = await adminCall<{ otpauthUri: string | null }>(staffCreate, "/x", {
      cookie,
      body: { username: uniqueName("view"), password: "a long password 2", roles: ["viewer"] },
    });
    expect(viewer.body.otpauthUri).toBeNull();
    const short = await adminCall<ErrorBody>(staffCreate, "/x", {
      cookie,
      body: { username: uniqueName("x"), password: "short", roles: ["viewer"] },
    });
    expect(short.status).toBe(422);
    expect(short.body.fields?.password).toBeTruthy();
    const taken = await adminCall(staffCreate, "/x", {
      cookie,
      body: { username, password: "a long password 3", roles: ["viewer"] },
    });
    expect(taken.status).toBe(409);
    const list = await adminCall<{ rows: { username: string }[] }>(staffList, "/api/admin/v1/staff", { cookie });
    expect(list.body.rows.map((r) => r.username)).toContain(username);
    expect(JSON.stringify(list.body)).not.toMatch(/passwordHash|totpSecret/);
  });

  it("an operator grants only roles whose every permission they hold (403 otherwise), on create and on change", async () => {
    // A service lead who may manage staff: staff:manage beside the service role's permissions.
    (rolePermissions as Record<string, readonly Permission[]>).service = [...serviceDefault, "staff:manage"];
    const lead = await signedIn(["service"]);
    const granted = await adminCall(staffCreate, "/x", {
      cookie: lead.cookie,
      body: { username: uniqueName("svc"), password: "a long password 4", roles: ["service"] },
    });
    expect(granted.status).toBe(201);
    const refused = await adminCall<ErrorBody>(staffCreate, "/x", {
      cookie: lead.cookie,
      body: { username: uniqueName("fin"), password: "a long password 5", roles: ["finance"] },
      locale: "en",
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain("finance");
    const colleague = await createTestOperator({ roles: ["viewer"] });
    const promote = await adminCall(setRoles, "/x", {
      cookie: lead.cookie,
      params: p(colleague.id),
      body: { roles: ["owner"], reason: "promotion" },
    });
    expect(promote.status).toBe(403);
    expect((await db.operator.findUniqueOrThrow({ where: { id: colleague.id } })).roles).toBe('["viewer"]');
    const owner = await createTestOperator({ roles: ["owner"] });
    const demote = await adminCall(setRoles, "/x", {
      cookie: lead.cookie,
      params: p(owner.id),
      body: { roles: ["viewer"], reason: "coup" },
    });
    expect(demote.status).toBe(403);
  });
});

describe("changing colleagues", () => {
  it("changes roles with a reason (audited), never one's own, never the last owner's", async () => {
    const admin = await signedIn(["owner"]);
    const colleague = await createTestOperator({ roles: ["viewer"] });
    const noReason = await adminCall(setRoles, "/x", {
      cookie: admin.cookie,
      params: p(colleague.id),
      body: { roles: ["service"] },
    });
    expect(noReason.status).toBe(422);
    const ok = await adminCall<{ roles: string[] }>(setRoles, "/x", {
      cookie: admin.cookie,
      params: p(colleague.id),
      body: { roles: ["service", "fulfilment"], reason: "new desk" },
    });
    expect(ok.body.roles).toEqual(["fulfilment", "service"]);
    const trail = await db.auditLog.findFirstOrThrow({
      where: { action: "operator.roles", entityId: String(colleague.id) },
    });
    expect([trail.actor, trail.reason, trail.after]).toEqual([
      admin.operator.username,
      "new desk",
      JSON.stringify({ roles: ["service", "fulfilment"] }),
    ]);
    const own = await adminCall<ErrorBody>(setRoles, "/x", {
      cookie: admin.cookie,
      params: p(admin.operator.id),
      body: { roles: ["viewer"], reason: "x" },
    });
    expect(own.status).toBe(403);
  });

  it("never leaves the shop without an enabled owner: two owners disabling or demoting each other at once", async () => {
    for (const move of ["disable", "demote"] as const) {
      await db.operator.updateMany({ where: { roles: { contains: "owner" } }, data: { disabled: true } });
      const a = await signedIn(["owner"]);
      const b = await signedIn(["owner"]);
      const act = (by: typeof a, target: typeof a) =>
        move === "disable"
          ? adminCall<ErrorBody>(setStatus, "/x", {
              cookie: by.cookie,
              params: p(target.operator.id),
              body: { disabled: true, reason: "x" },
            })
          : adminCall<ErrorBody>(setRoles, "/x", {
              cookie: by.cookie,
              params: p(target.operator.id),
              body: { roles: ["viewer"], reason: "x" },
            });
      const results = await Promise.all([act(a, b), act(b, a)]);
      expect(results.map((r) => r.status).sort(), move).toEqual([200, 409]);
      expect(results.find((r) => r.status === 409)!.body.code).toBe("CONFLICT");
      const owners = await db.operator.findMany({ where: { disabled: false, roles: { contains: "owner" } } });
      expect(owners, move).toHaveLength(1);
    }
  });

  it("acts only on colleagues whose roles the caller could grant, and never on oneself", async () => {
    (rolePermissions as Record<string, readonly Permission[]>).service = [...serviceDefault, "staff:manage"];
    const lead = await signedIn(["service"]);
    const owner = await createTestOperator({ roles: ["owner"] });
    for (const [handler, body] of [
      [setStatus, { disabled: true, reason: "x" }],
      [resetPassword, { password: "a takeover password", reason: "x" }],
    ] as const) {
      expect((await adminCall(handler, "/x", { cookie: lead.cookie, params: p(owner.id), body })).status).toBe(403);
      expect((await adminCall(handler, "/x", { cookie: lead.cookie, params: p(lead.operator.id), body })).status).toBe(
        403,
      );
    }
    const colleague = await createTestOperator({ roles: ["service"] });
    expect(
      (
        await adminCall(setStatus, "/x", {
          cookie: lead.cookie,
          params: p(colleague.id),
          body: { disabled: true, reason: "x" },
        })
      ).status,
    ).toBe(200);
  });

  it("disables a colleague (their sessions end) and resets a password (sessions end, the new one works)", async () => {
    const admin = await signedIn(["owner"]);
    const colleague = await createTestOperator({ roles: ["service"] });
    const theirs = await sessionFor(colleague.id);
    expect((await adminCall(me, "/api/admin/v1/me", { cookie: theirs })).status).toBe(200);
    await adminCall(setStatus, "/x", {
      cookie: admin.cookie,
      params: p(colleague.id),
      body: { disabled: true, reason: "left" },
    });
    expect((await adminCall(me, "/api/admin/v1/me", { cookie: theirs })).status).toBe(401);
    await adminCall(setStatus, "/x", {
      cookie: admin.cookie,
      params: p(colleague.id),
      body: { disabled: false, reason: "back" },
    });
    const again = await sessionFor(colleague.id);
    const reset = await adminCall(resetPassword, "/x", {
      cookie: admin.cookie,
      params: p(colleague.id),
      body: { password: "brand new password", reason: "forgot it" },
    });
    expect(reset.status).toBe(200);
    expect((await adminCall(me, "/api/admin/v1/me", { cookie: again })).status).toBe(401);
    const fresh = await adminCall(login, "/api/admin/v1/sessions", {
      body: { username: colleague.username, password: "brand new password" },
      headers: freshAddress(),
    });
    expect(fresh.status).toBe(200);
  });
});

describe("one's own account", () => {
  it("changes one's own password (the old one first); other sessions end, this one stays", async () => {
    const { operator, cookie } = await signedIn(["viewer"]);
    const other = await sessionFor(operator.id);
    const wrong = await adminCall<ErrorBody>(ownPassword, "/x", {
      cookie,
      body: { oldPassword: "not it", newPassword: "another long one" },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.fields?.oldPassword).toBeTruthy();
    const ok = await adminCall(ownPassword, "/x", {
      cookie,
      body: { oldPassword: TEST_OPERATOR_PASSWORD, newPassword: "another long one" },
    });
    expect(ok.status).toBe(200);
    expect((await adminCall(me, "/api/admin/v1/me", { cookie })).status).toBe(200);
    expect((await adminCall(me, "/api/admin/v1/me", { cookie: other })).status).toBe(401);
  });

  it("enrols an authenticator app: a wrong code is refused, the right one stores it, logins then need a code", async () => {
    const { operator, cookie } = await signedIn(["viewer"]);
    const start = await adminCall<{ enrolment: string; secret: string; otpauthUri: string }>(totpStart, "/x", {
      cookie,
      method: "POST",
    });
    expect(start.body.otpauthUri).toContain(encodeURIComponent(operator.username));
    expect((await db.operator.findUniqueOrThrow({ where: { id: operator.id } })).totpSecret).toBeNull();
    const password = TEST_OPERATOR_PASSWORD;
    const wrong = await adminCall(totpConfirm, "/x", {
      cookie,
      body: { enrolment: start.body.enrolment, code: "000000", password },
    });
    expect(wrong.status).toBe(422);
    const someoneElse = await signedIn(["viewer"]);
    const stolen = await adminCall(totpConfirm, "/x", {
      cookie: someoneElse.cookie,
      body: { enrolment: start.body.enrolment, code: totpCode(start.body.secret), password },
    });
    expect(stolen.status).toBe(409);
    const ok = await adminCall(totpConfirm, "/x", {
      cookie,
      body: { enrolment: start.body.enrolment, code: totpCode(start.body.secret), password },
    });
    expect(ok.status).toBe(200);
    expect((await adminCall<{ totp: boolean }>(me, "/api/admin/v1/me", { cookie })).body.totp).toBe(true);
    const withoutCode = await adminCall(login, "/api/admin/v1/sessions", {
      body: { username: operator.username, password: TEST_OPERATOR_PASSWORD },
      headers: freshAddress(),
    });
    expect(withoutCode.status).toBe(401);
    const catalogue = await adminCall<{ roles: { role: string; totp: boolean }[] }>(rolesCatalogue, "/x", { cookie });
    expect(catalogue.body.roles.filter((r) => r.totp).map((r) => r.role)).toEqual(["owner", "finance"]);
  });
});

describe("replacing an enrolled authenticator (issue 31: a session alone re-bound it)", () => {
  /** An operator with an enrolled app (its secret), a session to act from and another one elsewhere. */
  async function enrolled(roles = ["finance"]) {
    const operator = await createTestOperator({ roles, totp: true });
    const secret = (await db.operator.findUniqueOrThrow({ where: { id: operator.id } })).totpSecret!;
    return { operator, secret, cookie: await sessionFor(operator.id), other: await sessionFor(operator.id) };
  }
  const start = async (cookie: string) =>
    (await adminCall<{ enrolment: string; secret: string }>(totpStart, "/x", { cookie, method: "POST" })).body;

  it("needs the password and a code of the enrolled app; the other sessions end; the audit says so", async () => {
    const { operator, secret, cookie, other } = await enrolled();
    const next = await start(cookie);
    const code = totpCode(next.secret);
    // What the attack did: a code of the new secret, with the session alone.
    const sessionOnly = await adminCall<ErrorBody>(totpConfirm, "/x", {
      cookie,
      body: { enrolment: next.enrolment, code },
    });
    expect(sessionOnly.status).toBe(422);
    expect(sessionOnly.body.fields?.password).toBeTruthy();
    const noCurrent = await adminCall<ErrorBody>(totpConfirm, "/x", {
      cookie,
      body: { enrolment: next.enrolment, code, password: TEST_OPERATOR_PASSWORD },
    });
    expect(noCurrent.status).toBe(422);
    expect(noCurrent.body.fields?.currentCode).toBeTruthy();
    const wrongPassword = await adminCall<ErrorBody>(totpConfirm, "/x", {
      cookie,
      body: { enrolment: next.enrolment, code, password: "not it", currentCode: totpCode(secret) },
    });
    expect(wrongPassword.status).toBe(422);
    expect(wrongPassword.body.fields?.password).toBeTruthy();
    const wrongCurrent = await adminCall<ErrorBody>(totpConfirm, "/x", {
      cookie,
      body: { enrolment: next.enrolment, code, password: TEST_OPERATOR_PASSWORD, currentCode: code },
    });
    expect(wrongCurrent.status).toBe(422);
    expect(wrongCurrent.body.fields?.currentCode).toBeTruthy();
    expect((await db.operator.findUniqueOrThrow({ where: { id: operator.id } })).totpSecret).toBe(secret);
    expect((await adminCall(me, "/api/admin/v1/me", { cookie: other })).status).toBe(200);

    const ok = await adminCall(totpConfirm, "/x", {
      cookie,
      body: { enrolment: next.enrolment, code, password: TEST_OPERATOR_PASSWORD, currentCode: totpCode(secret) },
    });
    expect(ok.status).toBe(200);
    expect((await db.operator.findUniqueOrThrow({ where: { id: operator.id } })).totpSecret).toBe(next.secret);
    expect((await adminCall(me, "/api/admin/v1/me", { cookie })).status).toBe(200);
    expect((await adminCall(me, "/api/admin/v1/me", { cookie: other })).status).toBe(401);
    const audit = await db.auditLog.findFirstOrThrow({
      where: { action: "operator.totp", entityId: String(operator.id) },
      orderBy: { id: "desc" },
    });
    expect(audit.actor).toBe(operator.username);
    expect(JSON.parse(audit.after!)).toMatchObject({ replaced: true, sessionsEnded: 1 });
  });

  it("a code of the enrolled app already used (at login) does not replace it", async () => {
    const { operator, secret, cookie } = await enrolled();
    const used = totpCode(secret);
    const login1 = await adminCall(login, "/api/admin/v1/sessions", {
      body: { username: operator.username, password: TEST_OPERATOR_PASSWORD, totp: used },
      headers: freshAddress(),
    });
    expect(login1.status).toBe(200);
    const next = await start(cookie);
    const replay = await adminCall<ErrorBody>(totpConfirm, "/x", {
      cookie,
      body: {
        enrolment: next.enrolment,
        code: totpCode(next.secret),
        password: TEST_OPERATOR_PASSWORD,
        currentCode: used,
      },
    });
    expect(replay.status).toBe(422);
    expect(replay.body.fields?.currentCode).toBeTruthy();
  });

  it("two replacements at once with the same current code: one wins, the other changes nothing", async () => {
    const { operator, secret, cookie } = await enrolled();
    const [a, b] = [await start(cookie), await start(cookie)];
    const current = totpCode(secret);
    const confirm = (next: { enrolment: string; secret: string }) =>
      adminCall(totpConfirm, "/x", {
        cookie,
        body: {
          enrolment: next.enrolment,
          code: totpCode(next.secret),
          password: TEST_OPERATOR_PASSWORD,
          currentCode: current,
        },
      });
    const statuses = (await Promise.all([confirm(a), confirm(b)])).map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect([409, 422]).toContain(statuses[1]);
    const stored = (await db.operator.findUniqueOrThrow({ where: { id: operator.id } })).totpSecret;
    expect([a.secret, b.secret]).toContain(stored);
    expect(await db.auditLog.count({ where: { action: "operator.totp", entityId: String(operator.id) } })).toBe(1);
  });

  it("limits wrong passwords per operator: a stolen cookie is no password oracle", async () => {
    const { cookie } = await enrolled(["viewer"]);
    const next = await start(cookie);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (
          await adminCall(totpConfirm, "/x", {
            cookie,
            body: {
              enrolment: next.enrolment,
              code: totpCode(next.secret),
              password: `guess ${i}`,
              currentCode: "123456",
            },
          })
        ).status,
      );
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
    const own = await adminCall(ownPassword, "/x", {
      cookie,
      body: { oldPassword: TEST_OPERATOR_PASSWORD, newPassword: "another long one" },
    });
    expect(own.status).toBe(429);
  });
});
