// Signing rules against published vectors: WeChat Pay v2's documented example (MD5 and HMAC-SHA256)
// and RFC 4231 for HMAC-SHA256; RSA2 (Alipay, ICBC) has no public vector with a private key, so it is
// checked by round trip with a fresh key, including the fields left out of the signed string.
import crypto from "node:crypto";
import { formatCents, parseYuan } from "@/lib/domain/money";
import { describe, expect, it } from "vitest";
import { alipayNotificationValid, alipayProvider, alipayRequest } from "./alipay";
import { icbcSign, icbcVerify } from "./icbc";
import { canonicalString, hmacSha256Hex, rsa2Sign, shopTime, wechatSign } from "./signing";
import { parseXml, toXml, wechatProvider } from "./wechat";

// https://pay.weixin.qq.com/wiki/doc/api/jsapi.php?chapter=4_3 (签名算法, 举例)
const wechatExample = {
  appid: "wxd930ea5d5a258f4f",
  mch_id: "10000100",
  device_info: "1000",
  body: "test",
  nonce_str: "ibuaiVcKdpRxkhJA",
};
const wechatKey = "192006250b4c09247ec02edce69f6a2d";

/** A form or XML notification as the notify route hands it over. */
const incoming = (params: Record<string, string>) => ({ params, body: "", headers: new Headers() });

describe("canonical string", () => {
  it("sorts keys, drops empty values and the signature fields, keeps values raw", () => {
    expect(canonicalString({ b: "2", a: "1", sign: "x", empty: "", none: undefined, c: "a b&c" })).toBe(
      "a=1&b=2&c=a b&c",
    );
    expect(canonicalString({ sign_type: "RSA2", a: "1", sign: "x" }, ["sign", "sign_type"])).toBe("a=1");
  });
});

describe("WeChat Pay v2 sign", () => {
  it("matches the documented example", () => {
    expect(canonicalString(wechatExample)).toBe(
      "appid=wxd930ea5d5a258f4f&body=test&device_info=1000&mch_id=10000100&nonce_str=ibuaiVcKdpRxkhJA",
    );
    expect(wechatSign(wechatExample, wechatKey, "MD5")).toBe("9A0A8659F005D6984697E2CA0A9CF3B7");
    expect(wechatSign(wechatExample, wechatKey, "HMAC-SHA256")).toBe(
      "6A9AE1657590FD6257D693A078E1C3E4BB6BA4DC30B23E0EE2496E54170DACD6",
    );
  });

  it("verifies notifications by their sign and refuses tampering", () => {
    const provider = wechatProvider({
      version: "v2",
      appId: "wxd930ea5d5a258f4f",
      miniAppId: "wxd930ea5d5a258f4f",
      mchId: "10000100",
      apiKey: wechatKey,
      gateway: "https://example.invalid",
    });
    const fields = {
      appid: "wxd930ea5d5a258f4f",
      mch_id: "10000100",
      return_code: "SUCCESS",
      result_code: "SUCCESS",
      out_trade_no: "1".repeat(32),
      transaction_id: "4200",
      total_fee: "4790",
      nonce_str: "n",
    };
    const xml = toXml({ ...fields, sign: wechatSign(fields, wechatKey) });
    expect(provider.verifyNotification(incoming(parseXml(xml)))).toEqual({
      outTradeNo: "1".repeat(32),
      providerTradeNo: "4200",
      amount: 4790,
      status: "paid",
    });
    expect(provider.verifyNotification(incoming({ ...parseXml(xml), total_fee: "1" }))).toBeNull();
    expect(provider.verifyNotification(incoming({ ...parseXml(xml), sign: "0".repeat(32) }))).toBeNull();
  });
});

describe("HMAC-SHA256 (sandbox)", () => {
  it("matches RFC 4231 test case 2", () => {
    expect(hmacSha256Hex("Jefe", "what do ya want for nothing?")).toBe(
      "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
    );
  });
});

describe("RSA2 (Alipay, ICBC)", () => {
  const { privateKey, publicKey } = crypto.generateKeyPairSync("rsa", {
    modulusLength: 2048,
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
    publicKeyEncoding: { type: "spki", format: "pem" },
  });
  const bare = (pemText: string) => pemText.replace(/-----[A-Z ]+-----|\s/g, "");

  it("signs requests over every field but sign, and accepts bare base64 keys", () => {
    const config = {
      appId: "2021000000000000",
      privateKey: bare(privateKey),
      publicKey: bare(publicKey),
      gateway: "https://example.invalid",
    };
    const params = alipayRequest(
      config,
      "alipay.trade.app.pay",
      { out_trade_no: "1", total_amount: "0.01" },
      {},
      new Date("2026-11-22T16:00:00Z"),
    );
    expect(params.timestamp).toBe("2026-11-23 00:00:00");
    expect(
      crypto.verify(
        "sha256",
        Buffer.from(canonicalString(params, ["sign"])),
        publicKey,
        Buffer.from(params.sign, "base64"),
      ),
    ).toBe(true);
  });

  it("verifies Alipay notifications without sign and sign_type, and refuses tampering", async () => {
    const fields = {
      app_id: "2021000000000000",
      out_trade_no: "2".repeat(32),
      trade_no: "2026",
      total_amount: "47.90",
      trade_status: "TRADE_SUCCESS",
      notify_id: "x",
    };
    const notification = { ...fields, sign_type: "RSA2", sign: rsa2Sign(canonicalString(fields), privateKey) };
    expect(alipayNotificationValid(notification, publicKey)).toBe(true);
    expect(alipayNotificationValid({ ...notification, total_amount: "0.01" }, publicKey)).toBe(false);
    const provider = alipayProvider({
      appId: "2021000000000000",
      privateKey,
      publicKey,
      gateway: "https://example.invalid",
      mode: "public-key",
      certSn: null,
      certificates: [],
    });
    expect(provider.verifyNotification(incoming(notification))).toEqual({
      outTradeNo: "2".repeat(32),
      providerTradeNo: "2026",
      amount: 4790,
      status: "paid",
    });
    expect(provider.verifyNotification(incoming({ ...notification, app_id: "other" }))).toBeNull();
    const pay = (currency: "CNY" | "MOP") =>
      provider.createPayment({
        outTradeNo: "3".repeat(32),
        amount: 1230,
        currency,
        subject: "测试",
        channel: "alipay-app",
        expiresAt: new Date(),
        notifyUrl: "https://shop/n",
        returnUrl: "https://shop/r",
        clientIp: "1.1.1.1",
      });
    const biz = (order: Awaited<ReturnType<typeof pay>>) =>
      JSON.parse(Object.fromEntries(new URLSearchParams(order.kind === "sdk" ? order.orderString : "")).biz_content);
    const order = await pay("CNY");
    expect(order.kind).toBe("sdk");
    // A yuan shop's request is a domestic trade, as before; a Macau shop's states its price currency.
    expect(biz(order)).not.toHaveProperty("trans_currency");
    expect(biz(order).total_amount).toBe("12.30");
    expect(biz(await pay("MOP"))).toMatchObject({ total_amount: "12.30", trans_currency: "MOP" });
    // A cross-border notification says its currency; the report carries it to be checked against the shop's.
    const foreign = { ...fields, trans_currency: "HKD" };
    const signed = { ...foreign, sign_type: "RSA2", sign: rsa2Sign(canonicalString(foreign), privateKey) };
    expect(provider.verifyNotification(incoming(signed))).toMatchObject({ amount: 4790, currency: "HKD" });
  });

  it("ICBC signs the API path with the canonical string", () => {
    const params = { app_id: "10000000000000", biz_content: "{}", timestamp: "2026-11-23 00:00:00" };
    const sign = icbcSign("/api/x/V1", params, privateKey);
    expect(icbcVerify("/api/x/V1", { ...params, sign }, publicKey)).toBe(true);
    expect(icbcVerify("/api/y/V1", { ...params, sign }, publicKey)).toBe(false);
  });
});

describe("amounts and times", () => {
  it("converts yuan text to cents strictly, and back", () => {
    expect(parseYuan("47.9")).toBe(4790);
    expect(parseYuan("0.01")).toBe(1);
    expect(parseYuan("12")).toBe(1200);
    expect(parseYuan("1.234")).toBeNull();
    expect(parseYuan("-1")).toBeNull();
    expect(formatCents(4790)).toBe("47.90");
    expect(formatCents(5)).toBe("0.05");
  });

  it("formats the shop's time (+8)", () => {
    expect(shopTime(new Date("2026-11-22T16:30:05Z"), "compact")).toBe("20261123003005");
  });
});
