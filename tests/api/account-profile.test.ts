// The logged-in account: profile edits, password change (revoking other tokens), messaging-app login
// (sandbox provider) and account cancellation.
import { describe, expect, it, vi } from "vitest";
import { POST as register } from "@/app/api/v1/register-user-password/route";
import { POST as authorizations } from "@/app/api/v1/authorizations/route";
import { POST as editPassword } from "@/app/api/v1/edit-password/route";
import { POST as cancelAccount } from "@/app/api/v1/cancel-account/route";
import { POST as editUserInfo } from "@/app/api/v1/edit-user-info/route";
import { POST as wechat } from "@/app/api/v1/socials/wechat/authorizations/route";
import { POST as weapp } from "@/app/api/v1/weapp/authorizations/route";
import { POST as sendSms } from "@/app/api/v1/send_sms/route";
import { POST as phoneUsers } from "@/app/api/v1/phone_users/route";
import { GET as testSmsCode } from "@/app/api/v1/test/sms-code/route";
import { GET as userInfo } from "@/app/api/v1/user-info/route";
import { GET as openapi } from "@/app/api/v1/openapi.json/route";
import { call } from "@/tests/helpers/api";
import { db } from "@/lib/db";
import { peerAddressHeader } from "@/lib/peer-address";

type Session = { id: number; token: string; token_expires_in: number };
type ErrorBody = { code: string; message: string; fields?: Record<string, string> };

let n = 0;
const peerHeader = peerAddressHeader();
const from = () => ({ [peerHeader]: `192.168.${++n % 250}.1` });

async function registered(password = "secret123") {
  const username = `acct_${Math.random().toString(36).slice(2, 10)}`;
  const res = await call<Session>(register, "/api/v1/register-user-password", {
    body: { username, password },
    headers: from(),
  });
  expect(res.status).toBe(201);
  return { username, password, ...res.body };
}

describe("edit-user-info", () => {
  it("changes the nickname, trimmed and bounded", async () => {
    const { token } = await registered();
    const res = await call<{ nickname: string }>(editUserInfo, "/api/v1/edit-user-info", {
      token,
      body: { nickname: "  小明  " },
    });
    expect(res.status).toBe(200);
    expect(res.body.nickname).toBe("小明");
    const long = await call<ErrorBody>(editUserInfo, "/api/v1/edit-user-info", {
      token,
      body: { nickname: "x".repeat(21) },
    });
    expect(long.status).toBe(422);
    expect(long.body.fields?.nickname).toBe("Nickname must have at most 20 characters");
    const blank = await call<ErrorBody>(editUserInfo, "/api/v1/edit-user-info", { token, body: { nickname: "   " } });
    expect(blank.body.fields?.nickname).toBe("Nickname is required");
    expect((await call(editUserInfo, "/api/v1/edit-user-info", { body: { nickname: "x" } })).status).toBe(401);
  });

  it("accepts as avatar only the caller's own upload", async () => {
    const { token } = await registered();
    const res = await call<ErrorBody>(editUserInfo, "/api/v1/edit-user-info", {
      token,
      body: { avatar: "https://evil.example/a.png" },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Upload the avatar image first");
    const reset = await call<{ avatar: string }>(editUserInfo, "/api/v1/edit-user-info", {
      token,
      body: { avatar: "" },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.avatar).toBe("/media/avatar/default.svg");
  });
});

describe("edit-password", () => {
  it("needs the old password, then revokes every other token and answers a fresh session", async () => {
    const { id, username, password, token } = await registered();
    const other = await call<Session>(authorizations, "/api/v1/authorizations", {
      body: { username, password },
      headers: from(),
    });

    const wrong = await call<ErrorBody>(editPassword, "/api/v1/edit-password", {
      token,
      body: { oldPassword: "not-it-1", newPassword: "newsecret1" },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe("Wrong password");
    const same = await call<ErrorBody>(editPassword, "/api/v1/edit-password", {
      token,
      body: { oldPassword: password, newPassword: password },
    });
    expect(same.status).toBe(422);
    expect(same.body.fields?.newPassword).toBe("The new password must differ from the current one");
    const short = await call<ErrorBody>(editPassword, "/api/v1/edit-password", {
      token,
      body: { oldPassword: password, newPassword: "123" },
    });
    expect(short.body.fields?.newPassword).toBe("New password must have 6–15 characters");

    const res = await call<Session>(editPassword, "/api/v1/edit-password", {
      token,
      body: { oldPassword: password, newPassword: "newsecret1" },
    });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(id);
    for (const old of [token, other.body.token]) {
      const denied = await call<ErrorBody>(userInfo, "/api/v1/user-info", { token: old });
      expect(denied.status).toBe(401);
      expect(denied.body.message).toBe("Your session has expired. Please log in again.");
    }
    expect((await call(userInfo, "/api/v1/user-info", { token: res.body.token })).status).toBe(200);
    expect(
      (await call(authorizations, "/api/v1/authorizations", { body: { username, password }, headers: from() })).status,
    ).toBe(401);
    expect(
      (
        await call(authorizations, "/api/v1/authorizations", {
          body: { username, password: "newsecret1" },
          headers: from(),
        })
      ).status,
    ).toBe(200);
  });

  it("limits wrong old-password guesses", async () => {
    const { token, password } = await registered();
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await call(editPassword, "/api/v1/edit-password", {
            token,
            body: { oldPassword: `wrong${i}xx`, newPassword: "newsecret1" },
          })
        ).status,
      ).toBe(403);
    }
    const res = await call(editPassword, "/api/v1/edit-password", {
      token,
      body: { oldPassword: password, newPassword: "newsecret1" },
    });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBeTruthy();
  });

  it("refuses accounts without a password", async () => {
    const { token } = await wechatLogin("sandbox-nopassword01");
    const res = await call<ErrorBody>(editPassword, "/api/v1/edit-password", {
      token,
      body: { oldPassword: "whatever1", newPassword: "newsecret1" },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This account has no password");
  });
});

async function wechatLogin(code: string, route = wechat) {
  const res = await call<Session & ErrorBody>(route, "/api/v1/socials/wechat/authorizations", { body: { code } });
  return { status: res.status, ...res.body };
}

describe("messaging-app login (sandbox provider)", () => {
  it("maps a code to a stable open id: the account is created once", async () => {
    const first = await wechatLogin("sandbox-browser-abc123");
    expect(first.status).toBe(201);
    const again = await wechatLogin("sandbox-browser-abc123");
    expect(again.status).toBe(200);
    expect(again.id).toBe(first.id);
    const me = await call<{ nickname: string; username: string | null }>(userInfo, "/api/v1/user-info", {
      token: again.token,
    });
    expect(me.body.username).toBeNull();
    expect(me.body.nickname).toMatch(/^wx_/);
    expect((await db.user.findUniqueOrThrow({ where: { id: first.id } })).newUserCouponAt).toBeNull();
  });

  it("keeps mini-program and web-page identities apart", async () => {
    const web = await wechatLogin("sandbox-both-xyz789");
    const mini = await wechatLogin("sandbox-both-xyz789", weapp);
    expect(mini.status).toBe(201);
    expect(mini.id).not.toBe(web.id);
    expect((await wechatLogin("sandbox-both-xyz789", weapp)).id).toBe(mini.id);
  });

  it("refuses codes the provider does not know", async () => {
    for (const code of ["real-looking-code", "sandbox-", "sandbox-a b"]) {
      const res = await wechatLogin(code);
      expect(res.status, code).toBe(400);
      expect(res.code).toBe("BAD_REQUEST");
    }
    expect((await wechatLogin("")).status).toBe(422);
  });

  it("creates at most as many accounts per address as registration allows (issue 27)", async () => {
    const address = { [peerHeader]: "203.0.113.77" };
    const login = (code: string, route = wechat) =>
      call<Session & ErrorBody>(route, "/api/v1/socials/wechat/authorizations", { body: { code }, headers: address });
    // Registration's limit is 10 new accounts an hour per address; web and mini-program logins share it.
    const created = [];
    for (let i = 0; i < 7; i++) created.push(await login(`sandbox-flood-web-${i}00000`));
    for (let i = 0; i < 3; i++) created.push(await login(`sandbox-flood-mini-${i}00000`, weapp));
    expect(created.map((r) => r.status)).toEqual(Array(10).fill(201));
    const refused = await login("sandbox-flood-web-extra0");
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("RATE_LIMITED");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await login("sandbox-flood-mini-extra0", weapp)).status).toBe(429);
    // Logging in to an account that exists is not account creation: still fine.
    expect((await login("sandbox-flood-web-000000")).status).toBe(200);
    // Another address is counted on its own.
    const elsewhere = await call(wechat, "/api/v1/socials/wechat/authorizations", {
      body: { code: "sandbox-flood-web-extra0" },
      headers: { [peerHeader]: "203.0.113.78" },
    });
    expect(elsewhere.status).toBe(201);
  });
});

describe("cancel-account", () => {
  it("asks for confirmation and the password", async () => {
    const { token, password } = await registered();
    const unconfirmed = await call<ErrorBody>(cancelAccount, "/api/v1/cancel-account", { token, body: { password } });
    expect(unconfirmed.status).toBe(422);
    expect(unconfirmed.body.fields?.confirm).toBe("Please confirm");
    expect((await call(cancelAccount, "/api/v1/cancel-account", { token, body: { confirm: true } })).status).toBe(422);
    const wrong = await call<ErrorBody>(cancelAccount, "/api/v1/cancel-account", {
      token,
      body: { confirm: true, password: "wrongpass" },
    });
    expect(wrong.status).toBe(403);
    expect((await call(userInfo, "/api/v1/user-info", { token })).status).toBe(200);
  });

  it("removes personal data, keeps orders anonymised and ends the session", async () => {
    const { id, username, password, token } = await registered();
    const product = await db.product.findFirstOrThrow({ include: { skus: true } });
    await db.address.create({
      data: {
        userId: id,
        name: "张三",
        phone: "13812345678",
        province: "广东",
        city: "深圳",
        district: "南山",
        detail: "科技园 1 号",
      },
    });
    await db.cartItem.create({ data: { userId: id, skuId: product.skus[0].id, quantity: 1 } });
    await db.favorite.create({ data: { userId: id, productId: product.id } });
    const order = await db.order.create({
      data: {
        orderNo: `T${Date.now()}${Math.random().toString().slice(2, 12)}`.slice(0, 25),
        userId: id,
        status: 530,
        itemsAmount: 1000,
        freightAmount: 0,
        totalAmount: 1000,
        receiverName: "张三",
        receiverPhone: "13812345678",
        receiverAddress: "广东 深圳 南山 科技园 1 号",
        expiresAt: new Date(),
      },
    });

    const res = await call(cancelAccount, "/api/v1/cancel-account", { token, body: { confirm: true, password } });
    expect(res.status).toBe(200);
    expect((await call(userInfo, "/api/v1/user-info", { token })).status).toBe(401);
    expect(
      (await call(authorizations, "/api/v1/authorizations", { body: { username, password }, headers: from() })).status,
    ).toBe(401);

    const user = await db.user.findUniqueOrThrow({ where: { id } });
    expect(user).toMatchObject({
      username: null,
      passwordHash: null,
      phone: null,
      nickname: "",
      avatar: "",
      points: 0,
    });
    expect(user.deletedAt).not.toBeNull();
    expect(await db.address.count({ where: { userId: id } })).toBe(0);
    expect(await db.cartItem.count({ where: { userId: id } })).toBe(0);
    expect(await db.favorite.count({ where: { userId: id } })).toBe(0);
    const kept = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(kept).toMatchObject({
      userId: null,
      receiverName: "",
      receiverPhone: "",
      receiverAddress: "",
      totalAmount: 1000,
    });
    // The name is free again.
    expect(
      (await call(register, "/api/v1/register-user-password", { body: { username, password }, headers: from() }))
        .status,
    ).toBe(201);
  });

  it("is refused while an order is unpaid or on its way", async () => {
    const { id, token, password } = await registered();
    await db.order.create({
      data: {
        orderNo: `W${Date.now()}${Math.random().toString().slice(2, 12)}`.slice(0, 25),
        userId: id,
        status: 510,
        itemsAmount: 1,
        freightAmount: 0,
        totalAmount: 1,
        expiresAt: new Date(),
      },
    });
    const res = await call<ErrorBody>(cancelAccount, "/api/v1/cancel-account", {
      token,
      body: { confirm: true, password },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain("orders still to pay, ship or receive");
    expect((await call(userInfo, "/api/v1/user-info", { token })).status).toBe(200);
  });

  it("takes an SMS code for phone accounts without a password", async () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    const phone = "13700001111";
    await call(sendSms, "/api/v1/send_sms", { body: { phone } });
    const code = (await call<{ code: string }>(testSmsCode, `/api/v1/test/sms-code?phone=${phone}`)).body.code;
    const login = await call<Session>(phoneUsers, "/api/v1/phone_users", { body: { phone, code } });
    expect(login.status).toBe(201);
    const missing = await call<ErrorBody>(cancelAccount, "/api/v1/cancel-account", {
      token: login.body.token,
      body: { confirm: true },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe("Please enter the verification code");

    await db.rateLimitBucket.updateMany({
      where: { key: `sms:cooldown:+86${phone}` },
      data: { resetAt: new Date(Date.now() - 1000) },
    });
    await call(sendSms, "/api/v1/send_sms", { body: { phone } });
    const second = (await call<{ code: string }>(testSmsCode, `/api/v1/test/sms-code?phone=${phone}`)).body.code;
    const res = await call(cancelAccount, "/api/v1/cancel-account", {
      token: login.body.token,
      body: { confirm: true, code: second },
    });
    expect(res.status).toBe(200);
    expect((await call(userInfo, "/api/v1/user-info", { token: login.body.token })).status).toBe(401);
    vi.restoreAllMocks();
  });
});

describe("openapi", () => {
  it("documents every account endpoint", async () => {
    const res = await call<{ paths: Record<string, Record<string, unknown>> }>(
      async () => openapi(),
      "/api/v1/openapi.json",
    );
    const expected: [string, string][] = [
      ["/api/v1/sessions", "post"],
      ["/api/v1/authorizations", "post"],
      ["/api/v1/register-user-password", "post"],
      ["/api/v1/weapp/authorizations", "post"],
      ["/api/v1/socials/wechat/authorizations", "post"],
      ["/api/v1/send_sms", "post"],
      ["/api/v1/phone_users", "post"],
      ["/api/v1/edit-password", "post"],
      ["/api/v1/cancel-account", "post"],
      ["/api/v1/user-info", "get"],
      ["/api/v1/get-user-info", "get"],
      ["/api/v1/edit-user-info", "post"],
      ["/api/v1/upload", "post"],
    ];
    for (const [path, method] of expected) expect(res.body.paths[path]?.[method], `${method} ${path}`).toBeTruthy();
    expect(res.body.paths["/api/v1/test/sms-code"]).toBeUndefined();
  });
});
