// Back-office login and sessions (issue 21): the cookie's attributes, TOTP for owner and finance (and a
// code accepted once), wrong password and unknown user alike, the login rate limits, audited logins,
// logout, idle and absolute expiry, revocation, and the demo's owner existing only in the demo.
import { afterEach, describe, expect, it, vi } from "vitest";
import bcrypt from "bcryptjs";
import { POST as login, DELETE as logout } from "@/app/api/admin/v1/sessions/route";
import { GET as me } from "@/app/api/admin/v1/me/route";
import { db } from "@/lib/db";
import {
  adminLoginRules,
  ensureDemoOperator,
  pruneEndedSessions,
  removeDemoOperator,
  resolveSession,
  sessionLifetimes,
  totpCode,
} from "@/lib/services/staff";
import { consumeRateLimit } from "@/lib/services/platform";
import { TEST_OPERATOR_PASSWORD, adminCall, createTestOperator, freshAddress, sessionFor } from "@/tests/helpers/admin";

type ErrorBody = { code: string; message: string };
type Profile = { id: number; username: string; roles: string[]; permissions: string[]; demo: boolean };

const WRONG = { code: "UNAUTHORIZED", message: "Wrong username, password or verification code" };

afterEach(() => {
  vi.unstubAllEnvs();
});

/** Logs in through the endpoint; answers the response and the cookie's token. */
async function logIn(body: Record<string, unknown>, headers: Record<string, string> = freshAddress()) {
  const res = await adminCall<Profile & ErrorBody>(login, "/api/admin/v1/sessions", { body, headers });
  const token = /^mall_admin=([^;]*)/.exec(res.headers.get("set-cookie") ?? "")?.[1] ?? null;
  return { ...res, token };
}

const auditOf = (operatorId: number, action: string) =>
  db.auditLog.findMany({ where: { entity: "operator", entityId: String(operatorId), action }, orderBy: { id: "asc" } });

describe("logging in", () => {
  it("answers the operator and sets an HttpOnly, SameSite=Strict session cookie that opens /me", async () => {
    const operator = await createTestOperator({ roles: ["fulfilment", "service"] });
    const res = await logIn({ username: operator.username.toUpperCase(), password: TEST_OPERATOR_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: operator.id,
      username: operator.username,
      roles: ["fulfilment", "service"],
      permissions: [
        "order:read",
        "order:ship",
        "aftersale:decide",
        "consult:reply",
        "review:moderate",
        "shopper:read",
        "shopper:write",
        "stock:adjust",
      ],
      demo: false,
      totp: false,
    });
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^mall_admin=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=\d+$/);
    // The session's absolute lifetime, less the seconds the login took.
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)![1]);
    expect(maxAge).toBeLessThanOrEqual(sessionLifetimes().absoluteMs / 1000);
    expect(maxAge).toBeGreaterThan(sessionLifetimes().absoluteMs / 1000 - 60);
    expect(res.headers.get("cache-control")).toBe("no-store");
    // Only the token's hash is stored.
    const row = await db.operatorSession.findFirstOrThrow({ where: { operatorId: operator.id } });
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.tokenHash).not.toContain(res.token!);
    const who = await adminCall<Profile>(me, "/api/admin/v1/me", { cookie: res.token });
    expect(who.status).toBe(200);
    expect(who.body).toEqual(res.body);
  });

  it("marks the cookie Secure when served over https", async () => {
    const operator = await createTestOperator();
    const res = await login(
      new Request("https://shop.example/api/admin/v1/sessions", {
        method: "POST",
        headers: { origin: "https://shop.example", "content-type": "application/json", ...freshAddress() },
        body: JSON.stringify({ username: operator.username, password: TEST_OPERATOR_PASSWORD }),
      }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/; HttpOnly; SameSite=Strict; Max-Age=\d+; Secure$/);
  });

  it("needs a TOTP code for owner and finance, accepts each code once, and refuses them without an enrolled secret", async () => {
    for (const role of ["owner", "finance"]) {
      const operator = await createTestOperator({ roles: [role], totp: true });
      const secret = operator.totpSecret!;
      const password = TEST_OPERATOR_PASSWORD;
      for (const totp of [undefined, "000000", totpCode(secret, Date.now() - 5 * 60_000)]) {
        const res = await logIn({ username: operator.username, password, ...(totp ? { totp } : {}) });
        expect(res.status, `${role} ${totp}`).toBe(401);
        expect(res.body).toEqual(WRONG);
        expect(res.token).toBeNull();
      }
      const code = totpCode(secret);
      const ok = await logIn({ username: operator.username, password, totp: code.replace(/^(\d{3})/, "$1 ") });
      expect(ok.status, role).toBe(200);
      // The same code again (replayed, or seen over a shoulder) opens nothing.
      const replay = await logIn({ username: operator.username, password, totp: code });
      expect(replay.status).toBe(401);
      const reasons = (await auditOf(operator.id, "session.login_failed")).map((r) => r.reason);
      expect(reasons).toEqual(["totp_missing", "totp_wrong", "totp_wrong", "totp_wrong"]);

      const unenrolled = await createTestOperator({ roles: [role], totp: false });
      const refused = await logIn({ username: unenrolled.username, password, totp: "123456" });
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual(WRONG);
    }
  });

  it("needs the code from anyone who enrolled, whatever the role", async () => {
    const operator = await createTestOperator({ roles: ["viewer"], totp: true });
    expect((await logIn({ username: operator.username, password: TEST_OPERATOR_PASSWORD })).status).toBe(401);
    expect(
      (
        await logIn({
          username: operator.username,
          password: TEST_OPERATOR_PASSWORD,
          totp: totpCode(operator.totpSecret!),
        })
      ).status,
    ).toBe(200);
  });

  it("answers a wrong password, an unknown user, a disabled account and a malformed code alike", async () => {
    const operator = await createTestOperator();
    const disabled = await createTestOperator({ disabled: true });
    const answers = [
      await logIn({ username: operator.username, password: "wrong password" }),
      await logIn({ username: "no_such_operator", password: "wrong password" }),
      await logIn({ username: disabled.username, password: TEST_OPERATOR_PASSWORD }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual(WRONG);
      expect(res.token).toBeNull();
    }

    // The unknown name costs the same work as a known one: one bcrypt comparison, against a hash of
    // the same cost as the operator's. (Counted rather than timed: a time is the machine's load as
    // much as the code's, and the tests hash at cost 4.)
    const cost = operator.passwordHash.slice(0, 7);
    expect(cost).toMatch(/^\$2[aby]\$\d\d\$$/);
    const compare = vi.spyOn(bcrypt, "compare");
    try {
      for (const username of [operator.username, "nobody_here", "nobody_else"]) {
        compare.mockClear();
        await logIn({ username, password: "wrong password" });
        expect(compare, username).toHaveBeenCalledTimes(1);
        expect(String(compare.mock.calls[0][1]).slice(0, 7), username).toBe(cost);
      }
    } finally {
      compare.mockRestore();
    }
  });

  it("validates the body without hinting at names: 422 for a missing field or a code that is not 6 digits", async () => {
    const res = await logIn({ username: "someone" });
    expect(res.status).toBe(422);
    expect((await logIn({ username: "someone", password: "x", totp: "12345" })).status).toBe(422);
  });

  it(
    "limits attempts per account and address, per account and per address (429 with Retry-After)",
    { timeout: 120_000 },
    async () => {
      const operator = await createTestOperator();
      const address = freshAddress();
      for (let i = 0; i < 5; i++)
        expect((await logIn({ username: operator.username, password: "wrong password" }, address)).status).toBe(401);
      const limited = await logIn({ username: operator.username, password: TEST_OPERATOR_PASSWORD }, address);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      // Another address still gets in, and a success gives its attempt back.
      expect((await logIn({ username: operator.username, password: TEST_OPERATOR_PASSWORD })).status).toBe(200);

      // One account guessed from many addresses (10 an hour), and one address trying many accounts (20
      // per 15 minutes): the earlier guesses are counted straight into their buckets, the last is real.
      const target = await createTestOperator();
      const [, perUser] = adminLoginRules("unused", target.username);
      for (let i = 0; i < perUser.limit; i++) await consumeRateLimit(perUser);
      expect((await logIn({ username: target.username, password: TEST_OPERATOR_PASSWORD })).status).toBe(429);

      const spray = freshAddress();
      const [, , perAddress] = adminLoginRules(Object.values(spray)[0], "unused");
      for (let i = 0; i < perAddress.limit - 1; i++) await consumeRateLimit(perAddress);
      expect((await logIn({ username: "guess_one_more", password: "wrong password" }, spray)).status).toBe(401);
      const other = await createTestOperator();
      expect((await logIn({ username: other.username, password: TEST_OPERATOR_PASSWORD }, spray)).status).toBe(429);
      expect(perUser.limit).toBe(10);
      expect(perAddress.limit).toBe(20);
    },
  );

  it("audits successful and failed logins with the address and the request id", async () => {
    const operator = await createTestOperator({ roles: ["service"] });
    const failed = await logIn({ username: operator.username, password: "wrong password" });
    const ok = await logIn({ username: operator.username, password: TEST_OPERATOR_PASSWORD });
    const [fail] = await auditOf(operator.id, "session.login_failed");
    expect(fail).toMatchObject({
      actor: operator.username,
      actorId: operator.id,
      role: "service",
      reason: "wrong_password",
      requestId: failed.headers.get("x-request-id"),
    });
    expect(fail.address).toMatch(/^10\.9\./);
    const [success] = await auditOf(operator.id, "session.login");
    expect(success).toMatchObject({
      actor: operator.username,
      role: "service",
      requestId: ok.headers.get("x-request-id"),
    });
    // An unknown name is recorded as anonymous: what people type there is sometimes their password.
    const unknown = await logIn({ username: "typed_my_password", password: "wrong password" });
    const row = await db.auditLog.findFirstOrThrow({ where: { requestId: unknown.headers.get("x-request-id")! } });
    expect(row).toMatchObject({
      actor: "anonymous",
      action: "session.login_failed",
      reason: "unknown_user",
      entityId: "",
    });
    expect(JSON.stringify(row)).not.toContain("typed_my_password");
  });
});

describe("a session", () => {
  it("ends at logout: the cookie is removed, the token opens nothing, and the logout is audited", async () => {
    const operator = await createTestOperator();
    const cookie = await sessionFor(operator.id);
    const other = await sessionFor(operator.id);
    const res = await adminCall(logout, "/api/admin/v1/sessions", { method: "DELETE", cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(res.headers.get("set-cookie")).toMatch(/^mall_admin=; .*Max-Age=0/);
    expect((await adminCall(me, "/api/admin/v1/me", { cookie })).status).toBe(401);
    // Only that session: the operator's other one lives on.
    expect((await adminCall(me, "/api/admin/v1/me", { cookie: other })).status).toBe(200);
    expect(await auditOf(operator.id, "session.logout")).toHaveLength(1);
  });

  it("ends after the idle time, and its use moves the idle expiry forward but never past the absolute one", async () => {
    const { idleMs, absoluteMs } = sessionLifetimes();
    const operator = await createTestOperator();
    const idle = await sessionFor(operator.id, new Date(Date.now() - idleMs - 1000));
    expect((await adminCall(me, "/api/admin/v1/me", { cookie: idle })).status).toBe(401);

    const used = await sessionFor(operator.id, new Date(Date.now() - idleMs + 120_000));
    expect((await adminCall(me, "/api/admin/v1/me", { cookie: used })).status).toBe(200);
    const row = await db.operatorSession.findFirstOrThrow({
      where: { operatorId: operator.id },
      orderBy: { id: "desc" },
    });
    expect(row.idleExpiresAt.getTime()).toBeGreaterThan(Date.now() + idleMs - 60_000);

    const old = await sessionFor(operator.id, new Date(Date.now() - absoluteMs + 60_000));
    const oldRow = await db.operatorSession.findFirstOrThrow({
      where: { operatorId: operator.id },
      orderBy: { id: "desc" },
    });
    await db.operatorSession.update({
      where: { id: oldRow.id },
      data: { idleExpiresAt: new Date(Date.now() + 30_000), lastSeenAt: new Date(Date.now() - 120_000) },
    });
    expect((await adminCall(me, "/api/admin/v1/me", { cookie: old })).status).toBe(200);
    const touched = await db.operatorSession.findUniqueOrThrow({ where: { id: oldRow.id } });
    expect(touched.idleExpiresAt.getTime()).toBe(touched.expiresAt.getTime());
  });

  it("ends at the absolute expiry even while in use", async () => {
    const { absoluteMs } = sessionLifetimes();
    const operator = await createTestOperator();
    const cookie = await sessionFor(operator.id, new Date(Date.now() - absoluteMs - 1000));
    const row = await db.operatorSession.findFirstOrThrow({
      where: { operatorId: operator.id },
      orderBy: { id: "desc" },
    });
    await db.operatorSession.update({ where: { id: row.id }, data: { idleExpiresAt: new Date(Date.now() + 600_000) } });
    expect((await adminCall(me, "/api/admin/v1/me", { cookie })).status).toBe(401);
  });

  it("rows are removed 30 days after they ended, not before", async () => {
    const operator = await createTestOperator();
    const day = 86_400_000;
    await sessionFor(operator.id, new Date(Date.now() - 40 * day));
    await sessionFor(operator.id, new Date(Date.now() - 10 * day));
    const live = await sessionFor(operator.id);
    expect(await pruneEndedSessions()).toBeGreaterThanOrEqual(1);
    expect(await db.operatorSession.count({ where: { operatorId: operator.id } })).toBe(2);
    expect((await adminCall(me, "/api/admin/v1/me", { cookie: live })).status).toBe(200);
  });

  it("ends when revoked", async () => {
    const operator = await createTestOperator();
    const cookie = await sessionFor(operator.id);
    expect(await resolveSession(cookie)).not.toBeNull();
    await db.operatorSession.updateMany({ where: { operatorId: operator.id }, data: { revokedAt: new Date() } });
    expect((await adminCall(me, "/api/admin/v1/me", { cookie })).status).toBe(401);
  });
});

describe("the demo's owner", () => {
  it("logs in without TOTP only with MALL_SANDBOX=1, and does not exist outside the demo", async () => {
    vi.stubEnv("MALL_SANDBOX", "1");
    const demo = await ensureDemoOperator();
    if (!demo) throw new Error("the demo's owner was not made");
    expect(demo.username).toBe("demo_admin");
    expect(demo.password.length).toBeGreaterThanOrEqual(20);
    // Idempotent: a second start keeps the account and the password.
    expect(await ensureDemoOperator()).toEqual(demo);
    const res = await logIn({ username: demo.username, password: demo.password });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: "demo_admin", roles: ["owner"], demo: true });

    vi.stubEnv("MALL_SANDBOX", "");
    expect((await adminCall(me, "/api/admin/v1/me", { cookie: res.token })).status).toBe(401);
    const outside = await logIn({ username: demo.username, password: demo.password });
    expect(outside.status).toBe(401);
    expect(outside.body).toEqual(WRONG);
    expect(await removeDemoOperator()).toBe(true);
    expect(await db.operator.findUnique({ where: { username: "demo_admin" } })).toBeNull();
    expect(await db.operatorSession.count({ where: { operator: { demo: true } } })).toBe(0);
  });

  it("is refused from any other route into the name", async () => {
    vi.stubEnv("MALL_SANDBOX", "");
    const fake = await createTestOperator({ username: "demo_admin", roles: ["owner"], demo: false });
    // A real operator squatting the name makes the demo refuse to start, rather than take it over.
    vi.stubEnv("MALL_SANDBOX", "1");
    await expect(ensureDemoOperator()).rejects.toThrow(/not the demo's/);
    await db.operator.delete({ where: { id: fake.id } });
  });
});
