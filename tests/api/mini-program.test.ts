// The mini-program's two server halves (docs/decisions/019-mini-program.md), through the real route
// handlers: the one-time code that hands its login to the web page (single use, expires after 60 s,
// only a hash stored, tied to the session's token version, rate-limited), and mini-program pay in the
// offline sandbox (request-payment parameters signed like WeChat Pay's, decided through the sandbox,
// a cancelled pay sheet leaving the order payable).
import crypto from "node:crypto";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as webCodes } from "@/app/api/v1/weapp/web-codes/route";
import { POST as webCodeLogin } from "@/app/api/v1/weapp/web-code-authorizations/route";
import { GET as userInfo } from "@/app/api/v1/user-info/route";
import { POST as createOrderNow } from "@/app/api/v1/create-order-now/route";
import { POST as wxMiniPay } from "@/app/api/v1/wx-mini-pay/route";
import { POST as decide } from "@/app/api/v1/sandbox-decide/route";
import { POST as orderStates } from "@/app/api/v1/mpay-wx-js-order-states/route";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
// The pure signing helper, to check the sandbox's signature as a client of it would.
// eslint-disable-next-line no-restricted-imports
import { canonicalString, hmacSha256Hex } from "@/lib/services/payment/providers/signing";
import { call } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/users";
import { createAddressFor, createSku, useTestFreightRule } from "@/tests/helpers/orders-fixtures";

type Session = { id: number; token: string; token_expires_in: number };
type ErrorBody = { code: string; message: string };
type WebCode = { code: string; expires_in: number };

beforeAll(useTestFreightRule);
afterEach(() => vi.useRealTimers());

async function mint(token: string) {
  const res = await call<WebCode>(webCodes, "/api/v1/weapp/web-codes", { token, body: {} });
  expect(res.status).toBe(201);
  return res.body.code;
}

const exchange = (code: string) =>
  call<Session & ErrorBody>(webCodeLogin, "/api/v1/weapp/web-code-authorizations", { body: { code } });

/** Moves the clock `seconds` ahead for Date only (timers and I/O run as usual). */
function clockAhead(seconds: number) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.now() + seconds * 1000);
}

describe("the one-time code from the mini-program to its web page", () => {
  it("logs the web page in as the same shopper once; the second use is refused; only its hash is stored", async () => {
    const { user, token } = await createUser();
    const res = await call<WebCode>(webCodes, "/api/v1/weapp/web-codes", { token, body: {} });
    expect(res.status).toBe(201);
    expect(res.body.expires_in).toBe(60);
    expect(res.body.code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await db.webLoginCode.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0].codeHash).not.toContain(res.body.code);
    expect(rows[0].codeHash).toBe(crypto.createHash("sha256").update(res.body.code).digest("hex"));

    const first = await exchange(res.body.code);
    expect(first.status).toBe(200);
    expect(first.body.id).toBe(user.id);
    expect(first.body.token_expires_in).toBeGreaterThan(60);
    const me = await call<{ id: number }>(userInfo, "/api/v1/user-info", { token: first.body.token });
    expect(me.body.id).toBe(user.id);

    const again = await exchange(res.body.code);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe("BAD_REQUEST");
    expect(again.body.message).toBe("The login code is invalid, used or expired. Please log in again.");
  });

  it("is good for 60 seconds, then refused (a fake clock)", async () => {
    const { token } = await createUser();
    const early = await mint(token);
    const late = await mint(token);
    clockAhead(59);
    expect((await exchange(early)).status).toBe(200);
    vi.useRealTimers();
    clockAhead(61);
    const expired = await exchange(late);
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe("BAD_REQUEST");
  });

  it("one code exchanged five times at once: exactly one session", async () => {
    const { token } = await createUser();
    const code = await mint(token);
    const results = await Promise.all(Array.from({ length: 5 }, () => exchange(code)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400]);
  });

  it("is worthless after a password change, a cancelled account, or when it was never issued", async () => {
    const { user, token } = await createUser();
    const code = await mint(token);
    await db.user.update({ where: { id: user.id }, data: { tokenVersion: { increment: 1 } } });
    expect((await exchange(code)).status).toBe(400);

    const other = await createUser();
    const beforeCancel = await mint(other.token);
    await db.user.update({ where: { id: other.user.id }, data: { deletedAt: new Date() } });
    expect((await exchange(beforeCancel)).status).toBe(400);

    expect((await exchange(crypto.randomBytes(32).toString("base64url"))).status).toBe(400);
    // Not even the shape of a code: refused before the database is asked.
    expect((await exchange("sandbox-abc")).status).toBe(422);
    // Minting needs a session.
    expect((await call(webCodes, "/api/v1/weapp/web-codes", { body: {} })).status).toBe(401);
  });

  it("limits guessing per address: the 31st wrong code in 10 minutes is 429; a good one gives its attempt back", async () => {
    await db.rateLimitBucket.deleteMany({ where: { key: { startsWith: "web-code:exchange:" } } });
    const { token } = await createUser();
    expect((await exchange(await mint(token))).status).toBe(200);
    for (let i = 0; i < 30; i += 1)
      expect((await exchange(crypto.randomBytes(32).toString("base64url"))).status).toBe(400);
    const limited = await exchange(await mint(token));
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe("RATE_LIMITED");
  });
});

describe("mini-program pay in the sandbox", () => {
  async function unpaidOrder() {
    const { user, token } = await createUser();
    const address = await createAddressFor(user.id);
    const sku = await createSku({ price: 2590, stock: 5, weight: 500 });
    const order = (
      await call<{ id: number; totalAmount: number }>(createOrderNow, "/api/v1/create-order-now", {
        token,
        body: { addressId: address.id, skuId: sku.skuId, quantity: 1 },
      })
    ).body;
    return { token, order };
  }

  type MiniCreated = { outTradeNo: string; amount: number; action: { kind: string; params: Record<string, string> } };
  const startMiniPay = async (token: string, orderId: number) => {
    const res = await call<MiniCreated>(wxMiniPay, "/api/v1/wx-mini-pay", { token, body: { orderId } });
    expect(res.status).toBe(200);
    return res.body;
  };
  const state = (token: string, orderId: number) =>
    call<{ status: number; paid: boolean }>(orderStates, "/api/v1/mpay-wx-js-order-states", {
      token,
      body: { orderId },
    });

  it("answers wx.requestPayment parameters signed by the sandbox; paying on the simulated sheet pays the order", async () => {
    const { token, order } = await unpaidOrder();
    const created = await startMiniPay(token, order.id);
    expect(created.action.kind).toBe("mini");
    const { paySign, ...signed } = created.action.params;
    expect(Object.keys(signed).sort()).toEqual(["appId", "nonceStr", "package", "signType", "timeStamp"]);
    expect(signed).toMatchObject({ appId: "sandbox", signType: "HMAC-SHA256" });
    expect(Math.abs(Number(signed.timeStamp) - Date.now() / 1000)).toBeLessThan(60);
    expect(paySign).toBe(hmacSha256Hex(env().PAYMENT_SANDBOX_SECRET, canonicalString(signed)));

    // The pay page reads the sandbox's handle out of the prepay id and decides with it.
    const handle = /^prepay_id=sandbox\.(\d{32})\.([0-9a-f]{32})$/.exec(signed.package);
    expect(handle?.[1]).toBe(created.outTradeNo);
    const decided = await call<{ orderId: number }>(decide, "/api/v1/sandbox-decide", {
      body: { no: handle?.[1], sig: handle?.[2], decision: "pay" },
    });
    expect(decided.body.orderId).toBe(order.id);
    // Back in the web page, the order screen asks at once (the notification may not have arrived:
    // the status query asks the sandbox, which answers from the decision).
    expect((await state(token, order.id)).body).toMatchObject({ status: 500, paid: true });
  });

  it("a cancelled pay sheet leaves the order payable: a new payment can be started", async () => {
    const { token, order } = await unpaidOrder();
    const first = await startMiniPay(token, order.id);
    expect((await state(token, order.id)).body).toMatchObject({ status: 0, paid: false });
    const second = await startMiniPay(token, order.id);
    expect(second.outTradeNo).not.toBe(first.outTradeNo);
    expect(second.action.params.package).not.toBe(first.action.params.package);
  });
});
