// Phone-code login: sending (provider, hashing, cooldown, daily limit), checking (expiry, guesses,
// single use, also under concurrency), the first login creating the account, and the test-only read path.
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as sendSms } from "@/app/api/v1/send_sms/route";
import { POST as phoneUsers } from "@/app/api/v1/phone_users/route";
import { GET as testSmsCode } from "@/app/api/v1/test/sms-code/route";
import { GET as userInfo } from "@/app/api/v1/user-info/route";
import { call } from "@/tests/helpers/api";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { setSmsProvider } from "@/lib/services/account";
import { peerAddressHeader } from "@/lib/peer-address";

type Session = { id: number; token: string; token_expires_in: number };
type ErrorBody = { code: string; message: string; fields?: Record<string, string> };

let n = 0;
const newPhone = () => `139${String(Date.now() % 1e6).padStart(6, "0")}${String(++n % 100).padStart(2, "0")}`;
/** How the shop stores a mainland number typed in the specification's 11-digit form. */
const e164 = (phone: string) => (phone.startsWith("+") ? phone : `+86${phone}`);
const peerHeader = peerAddressHeader();
const from = (i = n) => ({ [peerHeader]: `172.16.${i % 250}.${(i * 7) % 250}` });

async function send(phone: string) {
  return call<{ ok: boolean; cooldown: number; expiresIn: number } & ErrorBody>(sendSms, "/api/v1/send_sms", {
    body: { phone },
    headers: from(),
  });
}

async function readCode(phone: string): Promise<string> {
  const res = await call<{ code: string }>(testSmsCode, `/api/v1/test/sms-code?phone=${encodeURIComponent(phone)}`);
  expect(res.status).toBe(200);
  return res.body.code;
}

/** Lets the next code be sent at once (the 60 s cooldown window ends now). */
async function endCooldown(phone: string) {
  await db.rateLimitBucket.updateMany({
    where: { key: `sms:cooldown:${e164(phone)}` },
    data: { resetAt: new Date(Date.now() - 1000) },
  });
}

afterEach(() => setSmsProvider(undefined));

describe("send_sms", () => {
  it("sends a 6-digit code through the provider and stores only its hash", async () => {
    const phone = newPhone();
    const log = vi.spyOn(console, "info").mockImplementation(() => {});
    const res = await send(phone);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: true, cooldown: 60, expiresIn: 300 });
    const code = await readCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(log.mock.calls.flat().join(" ")).toContain(code);
    log.mockRestore();
    const row = await db.smsCode.findFirstOrThrow({ where: { phone: e164(phone) } });
    expect(row.codeHash).not.toContain(code);
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(290_000);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(301_000);
  });

  it("validates the phone with the specification's pattern", async () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    for (const phone of [
      "12345678901",
      "1381234567",
      "138123456789",
      "14212345678",
      "16512345678",
      "19712345678",
      "abc",
      "",
    ]) {
      const res = await send(phone);
      expect(res.status, phone).toBe(422);
      expect(res.body.fields?.phone, phone).toBeTruthy();
    }
    const zh = await call<ErrorBody>(sendSms, "/api/v1/send_sms", { body: { phone: "123" }, locale: "zh-Hans" });
    expect(zh.body.fields?.phone).toBe("请输入 11 位中国内地手机号，如 138 1234 5678");
    for (const phone of ["13812345678", "14512345678", "16612345678", "19812345678", "19912345678", "17012345678"]) {
      expect((await send(phone)).status, phone).toBe(200);
    }
    vi.restoreAllMocks();
  });

  it("allows one code per phone per 60 s and 10 a day", async () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    const phone = newPhone();
    expect((await send(phone)).status).toBe(200);
    const again = await send(phone);
    expect(again.status).toBe(429);
    expect(again.body.code).toBe("RATE_LIMITED");
    expect(again.body.message).toMatch(/Try again in \d+ s/);
    const retry = Number(again.headers.get("retry-after"));
    expect(retry).toBeGreaterThan(50);
    expect(retry).toBeLessThanOrEqual(60);
    for (let i = 2; i <= 10; i++) {
      await endCooldown(phone);
      expect((await send(phone)).status, `send ${i}`).toBe(200);
    }
    await endCooldown(phone);
    const daily = await send(phone);
    expect(daily.status).toBe(429);
    expect(daily.body.message).toBe("This phone number has received the most codes allowed today");
    expect(Number(daily.headers.get("retry-after"))).toBeGreaterThan(0);
    vi.restoreAllMocks();
  });

  it("sends concurrently requested codes only once", async () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    const phone = newPhone();
    const results = await Promise.all(Array.from({ length: 8 }, () => send(phone)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 429)).toHaveLength(7);
    expect(await db.smsCode.count({ where: { phone: e164(phone) } })).toBe(1);
    vi.restoreAllMocks();
  });

  it("answers a translated 500 when the provider fails, without leaking details", async () => {
    setSmsProvider({ name: "broken", send: async () => Promise.reject(new Error("gateway secret")) });
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await call<ErrorBody>(sendSms, "/api/v1/send_sms", { body: { phone: newPhone() }, locale: "zh-Hant" });
    quiet.mockRestore();
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: "INTERNAL", message: "驗證碼發送失敗，請稍後重試" });
  });
});

describe("phone_users", () => {
  const login = (phone: string, code: string) =>
    call<Session & ErrorBody>(phoneUsers, "/api/v1/phone_users", { body: { phone, code } });

  it("creates the account on the first login (201) and logs in to it afterwards (200)", async () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    const phone = newPhone();
    await send(phone);
    const first = await login(phone, await readCode(phone));
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(Number),
      token: expect.any(String),
      token_expires_in: expect.any(Number),
    });
    const me = await call<{ phone: string; nickname: string; hasPassword: boolean }>(userInfo, "/api/v1/user-info", {
      token: first.body.token,
    });
    expect(me.body).toMatchObject({
      phone: e164(phone),
      nickname: `${phone.slice(0, 3)}****${phone.slice(-4)}`,
      hasPassword: false,
    });
    expect((await db.user.findUniqueOrThrow({ where: { id: first.body.id } })).newUserCouponAt).toBeNull();

    await endCooldown(phone);
    await send(phone);
    const second = await login(phone, await readCode(phone));
    expect(second.status).toBe(200);
    expect(second.body.id).toBe(first.body.id);
    vi.restoreAllMocks();
  });

  it("uses a code once, and only the latest one", async () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    const phone = newPhone();
    await send(phone);
    const old = await readCode(phone);
    await endCooldown(phone);
    await send(phone);
    const latest = await readCode(phone);
    if (old !== latest) expect((await login(phone, old)).status).toBe(400);
    expect((await login(phone, latest)).status).toBe(201);
    const reused = await login(phone, latest);
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe("The verification code is wrong or has expired");
    vi.restoreAllMocks();
  });

  it("lets only one of 10 concurrent logins use a code", async () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    const phone = newPhone();
    await send(phone);
    const code = await readCode(phone);
    const results = await Promise.all(Array.from({ length: 10 }, () => login(phone, code)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status >= 400)).toHaveLength(9);
    expect(await db.user.count({ where: { phone: e164(phone) } })).toBe(1);
    vi.restoreAllMocks();
  });

  it("refuses an expired code", async () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    const phone = newPhone();
    await send(phone);
    const code = await readCode(phone);
    await db.smsCode.updateMany({ where: { phone: e164(phone) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await login(phone, code);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("BAD_REQUEST");
    vi.restoreAllMocks();
  });

  it("kills a code after 5 wrong guesses", async () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    const phone = newPhone();
    await send(phone);
    const code = await readCode(phone);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) expect((await login(phone, wrong)).status).toBe(400);
    const res = await login(phone, code);
    expect(res.status).toBe(429);
    expect(res.body.message).toBe("Too many wrong codes. Please request a new one.");
    vi.restoreAllMocks();
  });

  it("holds the guess limit under 20 concurrent wrong guesses", async () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    const phone = newPhone();
    await send(phone);
    const code = await readCode(phone);
    const guesses = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0"));
    const results = await Promise.all(guesses.map((g) => login(phone, g)));
    expect(results.filter((r) => r.status === 400)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(15);
    expect((await db.smsCode.findFirstOrThrow({ where: { phone: e164(phone) } })).attempts).toBe(5);
    vi.restoreAllMocks();
  });

  it("validates the code as exactly 6 digits", async () => {
    for (const code of ["12345", "1234567", "12a456", "      "]) {
      const res = await login("13812345678", code);
      expect(res.status, code).toBe(422);
      expect(res.body.fields?.code, code).toBeTruthy();
    }
    const zh = await call<ErrorBody>(phoneUsers, "/api/v1/phone_users", {
      body: { phone: "13812345678", code: "12" },
      locale: "zh-Hans",
    });
    expect(zh.body.fields?.code).toBe("验证码须为 6 位数字");
  });
});

describe("test-only read path", () => {
  it("exists only in test mode", async () => {
    const settings = env();
    settings.MALL_TEST_MODE = "0";
    try {
      const res = await call(testSmsCode, "/api/v1/test/sms-code?phone=13812345678");
      expect(res.status).toBe(404);
    } finally {
      settings.MALL_TEST_MODE = "1";
    }
  });
});
