// The pay channels of a plain mobile browser: the bank's H5 pay always; the wallet's H5 (WAP) pay when
// the wallet is configured — a signed redirect to its gateway — and, in the sandbox demo, every channel
// a real deployment could offer there, each served by the sandbox through the same interface; a
// production server without the sandbox offers only what is configured.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

const keys = vi.hoisted(() => {
  // The wallet configured for this file (paymentEnv is read once); a key pair of our own.
  const crypto = process.getBuiltinModule("node:crypto") as typeof import("node:crypto");
  const pair = crypto.generateKeyPairSync("rsa", {
    modulusLength: 2048,
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
    publicKeyEncoding: { type: "spki", format: "pem" },
  });
  process.env.ALIPAY_APP_ID = "2021000000000001";
  process.env.ALIPAY_PRIVATE_KEY = pair.privateKey;
  process.env.ALIPAY_PUBLIC_KEY = pair.publicKey;
  process.env.ALIPAY_GATEWAY = "https://openapi.alipay.example/gateway.do";
  return pair;
});

import crypto from "node:crypto";
import { GET as payMethods } from "@/app/api/v1/pay-methods/route";
import { POST as alipayWap } from "@/app/api/v1/alipay-wap/route";
import { POST as mpayH5 } from "@/app/api/v1/mpay-h5/route";
import { call } from "@/tests/helpers/api";
import { createSku, useTestFreightRule } from "@/tests/helpers/orders-fixtures";
import { placeOrder, shopper } from "@/tests/helpers/after-sales-fixtures";

/** Alipay's string to sign: keys sorted, empty values and `sign` left out, k=v joined by & (its documentation). */
const canonicalString = (params: Record<string, string>) =>
  Object.keys(params)
    .filter((k) => k !== "sign" && params[k] !== "")
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join("&");

const BROWSER = "Mozilla/5.0 (Linux; Android 13) Mobile Safari/537.36";
type Methods = { environment: string; methods: { channel: string; path: string; provider: string }[] };
type Created = { provider: string; channel: string; action: { kind: string; url: string } };

const methods = async () =>
  (await call<Methods>(payMethods, "/api/v1/pay-methods", { headers: { "user-agent": BROWSER } })).body;

beforeAll(useTestFreightRule);
afterEach(() => {
  vi.unstubAllEnvs();
});

describe("a plain mobile browser", () => {
  it("offers the wallet's H5 pay through the configured wallet, the rest through the sandbox", async () => {
    const m = await methods();
    expect(m.environment).toBe("web");
    expect(m.methods).toEqual([
      { channel: "bank-h5", path: "/api/v1/mpay-h5", provider: "sandbox" },
      { channel: "alipay-wap", path: "/api/v1/alipay-wap", provider: "alipay" },
      { channel: "wechat-h5", path: "/api/v1/h5-wechat-pay-sign", provider: "sandbox" },
    ]);
  });

  it("the wallet's H5 pay is a redirect to its gateway with a signed alipay.trade.wap.pay request", async () => {
    const s = await shopper();
    const sku = await createSku({ price: 4790 });
    const order = await placeOrder(s, sku.skuId);
    const res = await call<Created>(alipayWap, "/api/v1/alipay-wap", { token: s.token, body: { orderId: order.id } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ provider: "alipay", channel: "alipay-wap", action: { kind: "redirect" } });
    const url = new URL(res.body.action.url);
    expect(url.origin + url.pathname).toBe("https://openapi.alipay.example/gateway.do");
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({ method: "alipay.trade.wap.pay", app_id: "2021000000000001", sign_type: "RSA2" });
    const biz = JSON.parse(params.biz_content) as Record<string, string>;
    expect(biz).toMatchObject({ product_code: "QUICK_WAP_WAY", total_amount: (order.totalAmount / 100).toFixed(2) });
    expect(params.return_url).toMatch(new RegExp(`/orders/${order.id}/pay/result$`));
    expect(
      crypto.verify("sha256", Buffer.from(canonicalString(params)), keys.publicKey, Buffer.from(params.sign, "base64")),
    ).toBe(true);
    // The bank channel of the same order still goes to the sandbox's cashier.
    const bank = await call<Created>(mpayH5, "/api/v1/mpay-h5", { token: s.token, body: { orderId: order.id } });
    expect(bank.body.action.url).toMatch(/^\/pay\/sandbox\?/);
  });

  it("a production server without the sandbox offers only the configured channels", async () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("MALL_SANDBOX", "");
    expect((await methods()).methods.map((m) => [m.channel, m.provider])).toEqual([["alipay-wap", "alipay"]]);
  });
});
