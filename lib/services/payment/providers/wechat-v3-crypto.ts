// WeChat Pay API v3's cryptography, all node:crypto (cross-checked with the wechatpay-node-v3
// library in wechat-v3-crypto.test.ts):
// - requests: SHA256withRSA with the merchant's API key over "METHOD\nPATH?QUERY\nTIMESTAMP\nNONCE\nBODY\n",
//   sent as `Authorization: WECHATPAY2-SHA256-RSA2048 mchid="…",nonce_str="…",signature="…",timestamp="…",serial_no="…"`
//   (serial_no names the merchant's API certificate);
// - answers and notifications: SHA256withRSA by the provider over "TIMESTAMP\nNONCE\nBODY\n", in the
//   Wechatpay-Timestamp / -Nonce / -Signature / -Serial headers. The serial names the verifying key:
//   a platform certificate's serial (hex), or for merchants on the "WeChat Pay public key" a key id
//   "PUB_KEY_ID_…"; during a change-over both are in use, so the key map holds both kinds;
// - notification resources: AEAD_AES_256_GCM with the APIv3 key, the nonce and associated_data given
//   beside the base64 ciphertext, whose last 16 bytes are the tag;
// - JSAPI / mini-program pay parameters: SHA256withRSA over "appId\ntimeStamp\nnonceStr\npackage\n".
import crypto from "node:crypto";

export const AUTH_SCHEMA = "WECHATPAY2-SHA256-RSA2048";
/** The provider refuses (and we refuse) a signed message whose timestamp is further than this from now. */
export const CLOCK_WINDOW_SECONDS = 300;

export function requestMessage(method: string, pathAndQuery: string, timestamp: string, nonce: string, body: string) {
  return `${method.toUpperCase()}\n${pathAndQuery}\n${timestamp}\n${nonce}\n${body}\n`;
}

export function rsaSign(message: string, key: crypto.KeyObject | string): string {
  return crypto.sign("sha256", Buffer.from(message, "utf8"), key).toString("base64");
}

export function rsaVerify(message: string, signature: string, key: crypto.KeyObject | string): boolean {
  try {
    return crypto.verify("sha256", Buffer.from(message, "utf8"), key, Buffer.from(signature, "base64"));
  } catch {
    return false;
  }
}

export type AuthorizationFields = {
  mchid: string;
  nonce_str: string;
  signature: string;
  timestamp: string;
  serial_no: string;
};

/** The Authorization header of a merchant's request. */
export function authorization(
  merchant: { mchId: string; serial: string; privateKey: crypto.KeyObject | string },
  request: { method: string; pathAndQuery: string; body: string; timestamp?: string; nonce?: string },
): string {
  const timestamp = request.timestamp ?? String(Math.floor(Date.now() / 1000));
  const nonce = request.nonce ?? crypto.randomBytes(16).toString("hex").toUpperCase();
  const signature = rsaSign(
    requestMessage(request.method, request.pathAndQuery, timestamp, nonce, request.body),
    merchant.privateKey,
  );
  return `${AUTH_SCHEMA} mchid="${merchant.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${merchant.serial}"`;
}

/** The fields of an Authorization header (quoted or not, in any order), or null when it is not one. */
export function parseAuthorization(header: string | null): AuthorizationFields | null {
  if (!header?.startsWith(`${AUTH_SCHEMA} `)) return null;
  const fields: Record<string, string> = {};
  for (const m of header.slice(AUTH_SCHEMA.length + 1).matchAll(/([a-z_]+)="?([^",]*)"?/g)) fields[m[1]] = m[2];
  const keys = ["mchid", "nonce_str", "signature", "timestamp", "serial_no"] as const;
  return keys.every((k) => fields[k]) ? (fields as AuthorizationFields) : null;
}

/** The four headers the provider signs its answers and notifications with. */
export type SignedHeaders = { timestamp: string; nonce: string; signature: string; serial: string };

export function signedHeaders(headers: Headers): SignedHeaders | null {
  const timestamp = headers.get("wechatpay-timestamp");
  const nonce = headers.get("wechatpay-nonce");
  const signature = headers.get("wechatpay-signature");
  const serial = headers.get("wechatpay-serial");
  return timestamp && nonce && signature && serial ? { timestamp, nonce, signature, serial } : null;
}

export function responseMessage(timestamp: string, nonce: string, body: string) {
  return `${timestamp}\n${nonce}\n${body}\n`;
}

/** The provider's verifying keys by serial: platform certificates' serials and public-key ids. */
export type VerifyingKeys = ReadonlyMap<string, crypto.KeyObject>;

export type VerifyFailure = "unsigned" | "unknown_serial" | "clock" | "signature";

/**
 * Checks a signed answer or notification: its serial must name a key we hold, its timestamp must be
 * within the 300-second window of `now`, and its signature must verify over the exact body bytes.
 */
export function verifySigned(
  headers: Headers,
  body: string,
  keys: VerifyingKeys,
  now: Date = new Date(),
): { ok: true; serial: string } | { ok: false; reason: VerifyFailure } {
  const signed = signedHeaders(headers);
  if (!signed) return { ok: false, reason: "unsigned" };
  // Serials of platform certificates are hex and compared without regard to case.
  const key = keys.get(signed.serial) ?? keys.get(signed.serial.toUpperCase());
  if (!key) return { ok: false, reason: "unknown_serial" };
  const at = Number(signed.timestamp);
  if (!/^\d{1,12}$/.test(signed.timestamp) || Math.abs(now.getTime() / 1000 - at) > CLOCK_WINDOW_SECONDS)
    return { ok: false, reason: "clock" };
  if (!rsaVerify(responseMessage(signed.timestamp, signed.nonce, body), signed.signature, key))
    return { ok: false, reason: "signature" };
  return { ok: true, serial: signed.serial };
}

export type EncryptedResource = {
  algorithm: string;
  ciphertext: string;
  associated_data?: string;
  nonce: string;
  original_type?: string;
};

/** AEAD_AES_256_GCM with the APIv3 key; null when it does not decrypt (wrong key, tampered, not GCM). */
export function decryptResource(resource: EncryptedResource, apiV3Key: string): string | null {
  try {
    if (resource.algorithm !== "AEAD_AES_256_GCM") return null;
    const data = Buffer.from(resource.ciphertext, "base64");
    if (data.length <= 16) return null;
    const decipher = crypto.createDecipheriv("aes-256-gcm", Buffer.from(apiV3Key, "utf8"), resource.nonce);
    decipher.setAuthTag(data.subarray(data.length - 16));
    decipher.setAAD(Buffer.from(resource.associated_data ?? "", "utf8"));
    return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

/** The provider's side of decryptResource (the test double encrypts its notifications with it). */
export function encryptResource(
  plaintext: string,
  apiV3Key: string,
  associatedData: string,
  nonce: string = crypto.randomBytes(6).toString("hex"),
): EncryptedResource {
  const cipher = crypto.createCipheriv("aes-256-gcm", Buffer.from(apiV3Key, "utf8"), nonce);
  cipher.setAAD(Buffer.from(associatedData, "utf8"));
  const data = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final(), cipher.getAuthTag()]);
  return { algorithm: "AEAD_AES_256_GCM", ciphertext: data.toString("base64"), associated_data: associatedData, nonce };
}

/** The string the JSAPI / mini-program pay parameters are signed over. */
export function paySignMessage(appId: string, timeStamp: string, nonceStr: string, pkg: string) {
  return `${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`;
}

/** RFC 3339 in the shop's zone (+08:00), as v3 writes times ("2024-05-20T13:29:35+08:00"). */
export function rfc3339(date: Date): string {
  const local = new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19);
  return `${local}+08:00`;
}
