// Signature rules shared by the payment providers: the canonical "k=v&k=v" string (keys in ASCII
// order, empty values and the signature fields left out), HMAC-SHA256 (the sandbox), WeChat Pay v2's
// MD5 / HMAC-SHA256 sign, and RSA2 (SHA256withRSA, Alipay and ICBC). Unit-tested with the providers'
// published vectors where they exist (signing.test.ts).
import crypto from "node:crypto";

export type Params = Record<string, string | undefined>;

/** Keys sorted by code point, empty values and `exclude`d keys dropped, joined as k=v&k=v (values raw, not URL-encoded). */
export function canonicalString(params: Params, exclude: readonly string[] = ["sign"]): string {
  return Object.keys(params)
    .filter((k) => !exclude.includes(k) && params[k] !== undefined && params[k] !== "")
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join("&");
}

export function hmacSha256Hex(key: string, data: string): string {
  return crypto.createHmac("sha256", key).update(data, "utf8").digest("hex");
}

/** Constant-time comparison of two signatures (any length). */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, "utf8");
  const y = Buffer.from(b, "utf8");
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

export type WechatSignType = "MD5" | "HMAC-SHA256";

/** WeChat Pay API v2: upper-case hex of MD5 or HMAC-SHA256 (keyed with the API key) over canonical + "&key=" + key. */
export function wechatSign(params: Params, apiKey: string, type: WechatSignType = "MD5"): string {
  const data = `${canonicalString(params, ["sign"])}&key=${apiKey}`;
  const digest =
    type === "MD5" ? crypto.createHash("md5").update(data, "utf8").digest("hex") : hmacSha256Hex(apiKey, data);
  return digest.toUpperCase();
}

/** SHA256withRSA, base64 (RSA2 in Alipay's and ICBC's terms). */
export function rsa2Sign(data: string, privateKeyPem: string): string {
  return crypto.sign("sha256", Buffer.from(data, "utf8"), privateKeyPem).toString("base64");
}

export function rsa2Verify(data: string, signatureBase64: string, publicKeyPem: string): boolean {
  try {
    return crypto.verify("sha256", Buffer.from(data, "utf8"), publicKeyPem, Buffer.from(signatureBase64, "base64"));
  } catch {
    return false;
  }
}

/** Providers give keys as bare base64; PEM armour is added when missing. */
export function pem(key: string, kind: "PRIVATE KEY" | "PUBLIC KEY"): string {
  if (key.includes("-----BEGIN")) return key;
  const body = key.replace(/\s+/g, "").replace(/(.{64})/g, "$1\n");
  return `-----BEGIN ${kind}-----\n${body}\n-----END ${kind}-----\n`;
}

/** Times in the shop's zone (+8) in the providers' formats. */
export function shopTime(date: Date, format: "compact" | "dashed"): string {
  const iso = new Date(date.getTime() + 8 * 3600_000).toISOString();
  return format === "compact" ? iso.slice(0, 19).replace(/\D/g, "") : `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

export function nonce(bytes = 16): string {
  return crypto.randomBytes(bytes).toString("hex");
}
