// WeChat Pay API v3's cryptography cross-checked with a maintained library (wechatpay-node-v3, a
// devDependency used only here): the request signature and Authorization header, the JSAPI paySign,
// the notification's AEAD_AES_256_GCM resource and the answer signature — and what the library leaves
// to its caller and we enforce: the 300-second window and the serial naming a key we hold.
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import WxPay from "wechatpay-node-v3";
import { issueCertificate, pemOf, randomSerial, rsaKeyPair, type Name } from "@/scripts/provider-double/certificates";
import { certificateFacts } from "./x509";
import {
  authorization,
  decryptResource,
  encryptResource,
  parseAuthorization,
  paySignMessage,
  requestMessage,
  rsaSign,
  verifySigned,
} from "./wechat-v3-crypto";

const merchant = rsaKeyPair();
const platform = rsaKeyPair();
const ca = rsaKeyPair();
const tenpay: Name = [
  ["C", "CN"],
  ["O", "Tenpay.com"],
  ["CN", "Tenpay.com Root CA"],
];
const merchantCert = issueCertificate({
  subject: [
    ["C", "CN"],
    ["O", "Tenpay.com"],
    ["CN", "1900009191"],
  ],
  subjectKey: merchant.publicKey,
  issuer: tenpay,
  issuerKey: ca.privateKey,
  serial: randomSerial(20),
  notBefore: new Date(Date.now() - 86400_000),
  notAfter: new Date(Date.now() + 365 * 86400_000),
});
const apiV3Key = "a".repeat(16) + "B".repeat(16);
const library = new WxPay({
  appid: "wxd678efh567hg6787",
  mchid: "1900009191",
  publicKey: Buffer.from(merchantCert.pem),
  privateKey: Buffer.from(pemOf(merchant.privateKey)),
  key: apiV3Key,
});

describe("WeChat Pay v3 signatures, against wechatpay-node-v3", () => {
  it("reads the same serial from the merchant certificate (our DER-built one, parsed by @fidm/x509)", () => {
    expect(library.getSN().toUpperCase()).toBe(certificateFacts(merchantCert.pem).serialHex);
  });

  it.each([
    ["POST", "/v3/pay/transactions/jsapi", JSON.stringify({ appid: "wxd678efh567hg6787", amount: { total: 100 } })],
    ["GET", "/v3/pay/transactions/out-trade-no/1217752501201407033233368018?mchid=1900009191", ""],
  ])("signs a %s request exactly as the library does", (method, url, body) => {
    const nonce = "593BEC0C930BF1AFEB40B4A08C8FB242";
    const timestamp = "1554208460";
    const ours = parseAuthorization(
      authorization(
        { mchId: "1900009191", serial: library.getSN(), privateKey: merchant.privateKey },
        { method, pathAndQuery: url, body, timestamp, nonce },
      ),
    );
    const theirs = parseAuthorization(
      library.getAuthorization(
        nonce,
        timestamp,
        library.getSignature(method, nonce, timestamp, url, body || undefined),
      ),
    );
    expect(ours).toEqual(theirs);
    expect(ours?.signature).toHaveLength(344);
    expect(requestMessage(method, url, timestamp, nonce, body)).toBe(
      `${method}\n${url}\n${timestamp}\n${nonce}\n${body}\n`,
    );
  });

  it("signs JSAPI pay parameters as the library does", () => {
    const message = paySignMessage(
      "wxd678efh567hg6787",
      "1414561699",
      "5K8264ILTKCH16CQ2502SI8ZNMTM67VS",
      "prepay_id=wx201410272009395522657a690389285100",
    );
    // The library signs pay parameters with sha256WithRsa (its `sign` wraps it and is protected).
    expect(rsaSign(message, merchant.privateKey)).toBe(library.sha256WithRsa(message));
  });

  it("decrypts a resource the library decrypts, and only with the right key, nonce and associated data", () => {
    const plain = JSON.stringify({
      mchid: "1900009191",
      out_trade_no: "1217752501201407033233368018",
      amount: { total: 100, currency: "CNY" },
    });
    const resource = encryptResource(plain, apiV3Key, "transaction", "fdasflkja484");
    expect(library.decipher_gcm(resource.ciphertext, resource.associated_data!, resource.nonce, apiV3Key)).toEqual(
      JSON.parse(plain),
    );
    expect(decryptResource(resource, apiV3Key)).toBe(plain);
    // Encrypted by node:crypto directly as the documentation describes (tag appended): decrypts too.
    const cipher = crypto.createCipheriv("aes-256-gcm", Buffer.from(apiV3Key), "abcdefghijkl");
    cipher.setAAD(Buffer.from("refund"));
    const raw = Buffer.concat([cipher.update("{}", "utf8"), cipher.final(), cipher.getAuthTag()]).toString("base64");
    expect(
      decryptResource(
        { algorithm: "AEAD_AES_256_GCM", ciphertext: raw, associated_data: "refund", nonce: "abcdefghijkl" },
        apiV3Key,
      ),
    ).toBe("{}");
    expect(decryptResource({ ...resource, associated_data: "refund" }, apiV3Key)).toBeNull();
    expect(decryptResource({ ...resource, nonce: "fdasflkja485" }, apiV3Key)).toBeNull();
    expect(decryptResource(resource, "b".repeat(32))).toBeNull();
    const flipped = Buffer.from(resource.ciphertext, "base64");
    flipped[0] ^= 1;
    expect(decryptResource({ ...resource, ciphertext: flipped.toString("base64") }, apiV3Key)).toBeNull();
    expect(decryptResource({ ...resource, algorithm: "AEAD_AES_128_GCM" }, apiV3Key)).toBeNull();
  });

  it("verifies a signed answer as the library does, and also keeps the clock window and the key map", async () => {
    const serial = "5157F09EFDC096DE15EBE81A47057A7232F1B8E1";
    const body = JSON.stringify({ prepay_id: "wx26112221580621e9b071c00d9e093b0000" });
    const sign = (timestamp: string, nonce: string) =>
      crypto.sign("sha256", Buffer.from(`${timestamp}\n${nonce}\n${body}\n`), platform.privateKey).toString("base64");
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonce = "c5ac7061fccab6bf3e254dcf98995b8c";
    const signature = sign(timestamp, nonce);
    (WxPay as unknown as { certificates: Record<string, string> }).certificates[serial] = pemOf(platform.publicKey);
    expect(await library.verifySign({ timestamp, nonce, body, serial, signature })).toBe(true);
    const headers = (ts: string, s = serial, sig = signature) =>
      new Headers({
        "wechatpay-timestamp": ts,
        "wechatpay-nonce": nonce,
        "wechatpay-serial": s,
        "wechatpay-signature": sig,
      });
    const keys = new Map([
      [serial, platform.publicKey],
      ["PUB_KEY_ID_0114232134912410000000000000", merchant.publicKey],
    ]);
    expect(verifySigned(headers(timestamp), body, keys)).toEqual({ ok: true, serial });
    // Serials are hex: any case names the same certificate.
    expect(verifySigned(headers(timestamp, serial.toLowerCase()), body, keys).ok).toBe(true);
    expect(verifySigned(headers(timestamp), `${body} `, keys)).toEqual({ ok: false, reason: "signature" });
    expect(verifySigned(headers(timestamp, "PUB_KEY_ID_0114232134912410000000000000"), body, keys)).toEqual({
      ok: false,
      reason: "signature",
    });
    expect(verifySigned(headers(timestamp, "UNKNOWN"), body, keys)).toEqual({ ok: false, reason: "unknown_serial" });
    const stale = String(Number(timestamp) - 301);
    expect(await library.verifySign({ timestamp: stale, nonce, body, serial, signature: sign(stale, nonce) })).toBe(
      true,
    );
    expect(
      verifySigned(headers(stale, serial, sign(stale, nonce)), body, keys, new Date(Number(timestamp) * 1000)),
    ).toEqual({
      ok: false,
      reason: "clock",
    });
    // The window is measured from the moment the signed time names, not from whenever this line runs
    // (signing takes a while on a busy machine).
    const edge = String(Number(timestamp) - 299);
    const at = new Date(Number(timestamp) * 1000);
    expect(verifySigned(headers(edge, serial, sign(edge, nonce)), body, keys, at).ok).toBe(true);
    expect(verifySigned(new Headers(), body, keys)).toEqual({ ok: false, reason: "unsigned" });
  });
});
