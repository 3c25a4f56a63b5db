// The providers' credentials: parsed once, each fault naming its variable (the server then refuses
// to start), and readiness — ready only when they parse and every certificate is within its validity.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parsePaymentEnv } from "@/lib/env";
import { issueCertificate, pemOf, randomSerial, rsaKeyPair } from "@/scripts/provider-double/certificates";
import { alipayConfig, CredentialError, wechatConfig } from "./config";
import { paymentReadiness, paymentStartErrors, providerReadiness } from "./readiness";

const day = 86400_000;
const ca = rsaKeyPair();
const merchant = rsaKeyPair();
const platform = rsaKeyPair();
const wechatPublic = rsaKeyPair();
const cert = (key: crypto.KeyObject, from: number, to: number, cn = "1900009191") =>
  issueCertificate({
    subject: [["CN", cn]],
    subjectKey: key,
    issuer: [
      ["C", "CN"],
      ["O", "Tenpay.com"],
      ["CN", "Tenpay.com Root CA"],
    ],
    issuerKey: ca.privateKey,
    serial: randomSerial(20),
    notBefore: new Date(Date.now() + from),
    notAfter: new Date(Date.now() + to),
  });
const merchantCert = cert(merchant.publicKey, -day, 365 * day);
const platformCert = cert(platform.publicKey, -day, 365 * day, "Tenpay.com sign");

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "credentials-"));
const file = (name: string, content: string) => {
  const at = path.join(dir, name);
  fs.writeFileSync(at, content);
  return at;
};

const v3 = {
  WECHAT_PAY_APP_ID: "wxd678efh567hg6787",
  WECHAT_PAY_MCH_ID: "1900009191",
  WECHAT_PAY_API_V3_KEY: "0123456789abcdef0123456789ABCDEF",
  WECHAT_PAY_PRIVATE_KEY: file("apiclient_key.pem", pemOf(merchant.privateKey)),
  WECHAT_PAY_MERCHANT_CERT: file("apiclient_cert.pem", merchantCert.pem),
  WECHAT_PAY_PUBLIC_KEY: file("pub_key.pem", pemOf(wechatPublic.publicKey)),
  WECHAT_PAY_PUBLIC_KEY_ID: "PUB_KEY_ID_0114232134912410000000000000",
};
const env = (vars: Record<string, string | undefined>) => parsePaymentEnv(vars);

function fault(vars: Record<string, string | undefined>): string {
  try {
    wechatConfig(env(vars));
    alipayConfig(env(vars));
  } catch (error) {
    if (error instanceof CredentialError) return error.field;
    throw error;
  }
  return "none";
}

describe("WeChat Pay API v3 credentials", () => {
  it("read the merchant platform's files: the serial from the certificate, both kinds of verifying key", () => {
    const c = wechatConfig(env({ ...v3, WECHAT_PAY_PLATFORM_CERTS: file("wechatpay.pem", platformCert.pem) }));
    expect(c).toMatchObject({
      version: "v3",
      mode: "public-key+platform-certificate",
      merchantSerial: merchantCert.serialHex,
    });
    expect(c?.version === "v3" && [...c.verifyingKeys.keys()]).toEqual([
      platformCert.serialHex,
      v3.WECHAT_PAY_PUBLIC_KEY_ID,
    ]);
    // PEM text works as well as a path; v2 stays v2.
    expect(wechatConfig(env({ ...v3, WECHAT_PAY_PRIVATE_KEY: pemOf(merchant.privateKey) }))).toMatchObject({
      mode: "public-key",
    });
    expect(
      wechatConfig(env({ WECHAT_PAY_APP_ID: "wx1", WECHAT_PAY_MCH_ID: "1", WECHAT_PAY_API_KEY: "k".repeat(32) })),
    ).toMatchObject({ version: "v2" });
  });

  it("name the variable at fault", () => {
    const other = rsaKeyPair();
    expect(fault({ ...v3, WECHAT_PAY_PRIVATE_KEY: "not a key" })).toBe("WECHAT_PAY_PRIVATE_KEY");
    expect(fault({ ...v3, WECHAT_PAY_MERCHANT_CERT: file("other.pem", cert(other.publicKey, -day, day).pem) })).toBe(
      "WECHAT_PAY_MERCHANT_CERT",
    );
    expect(
      fault({ ...v3, WECHAT_PAY_MERCHANT_CERT: "-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----" }),
    ).toBe("WECHAT_PAY_MERCHANT_CERT");
    expect(fault({ ...v3, WECHAT_PAY_MERCHANT_CERT: undefined })).toBe("WECHAT_PAY_MERCHANT_SERIAL");
    expect(fault({ ...v3, WECHAT_PAY_MERCHANT_SERIAL: "ABC123ABC123" })).toBe("WECHAT_PAY_MERCHANT_SERIAL");
    expect(fault({ ...v3, WECHAT_PAY_PUBLIC_KEY: "MIIB" })).toBe("WECHAT_PAY_PUBLIC_KEY");
    expect(fault({ ...v3, WECHAT_PAY_PUBLIC_KEY: undefined })).toBe("WECHAT_PAY_PUBLIC_KEY");
    expect(fault({ ...v3, WECHAT_PAY_PUBLIC_KEY_ID: undefined })).toBe("WECHAT_PAY_PUBLIC_KEY_ID");
    expect(fault({ ...v3, WECHAT_PAY_PUBLIC_KEY: undefined, WECHAT_PAY_PUBLIC_KEY_ID: undefined })).toBe(
      "WECHAT_PAY_PUBLIC_KEY",
    );
    expect(fault({ ...v3, WECHAT_PAY_PLATFORM_CERTS: "no certificate here" })).toBe("WECHAT_PAY_PLATFORM_CERTS");
    expect(fault({ ...v3, WECHAT_PAY_API_V3_KEY: undefined, WECHAT_PAY_API_VERSION: "v3" })).toBe(
      "WECHAT_PAY_API_V3_KEY",
    );
    expect(() => env({ ...v3, WECHAT_PAY_API_V3_KEY: "short" })).toThrow(/WECHAT_PAY_API_V3_KEY/);
    expect(() => env({ ...v3, WECHAT_PAY_PUBLIC_KEY_ID: "0114" })).toThrow(/WECHAT_PAY_PUBLIC_KEY_ID/);
  });

  it("refuse the start with the variables named", () => {
    const errors = paymentStartErrors(() => env({ ...v3, WECHAT_PAY_PRIVATE_KEY: "not a key" }));
    expect(errors).toEqual([expect.stringMatching(/^WECHAT_PAY_PRIVATE_KEY: not a private key/)]);
    expect(paymentStartErrors(() => env(v3))).toEqual([]);
  });
});

describe("readiness", () => {
  it("is ready only while every certificate is valid", () => {
    const now = new Date();
    const ready = providerReadiness("wechat", now, env(v3));
    expect(ready).toMatchObject({ provider: "wechat", mode: "v3-public-key", state: "ready", field: null });
    expect(ready.expiresAt).toBe(new Date(merchantCert.x509.validTo).toISOString());
    const expired = cert(merchant.publicKey, -400 * day, -day);
    expect(
      providerReadiness("wechat", now, env({ ...v3, WECHAT_PAY_MERCHANT_CERT: file("old.pem", expired.pem) })),
    ).toMatchObject({
      state: "expired",
      field: "WECHAT_PAY_MERCHANT_CERT",
    });
    const early = cert(platform.publicKey, day, 400 * day, "Tenpay.com sign");
    expect(
      providerReadiness("wechat", now, env({ ...v3, WECHAT_PAY_PLATFORM_CERTS: file("early.pem", early.pem) })),
    ).toMatchObject({
      mode: "v3-public-key+platform-certificate",
      state: "not_yet_valid",
      field: "WECHAT_PAY_PLATFORM_CERTS",
    });
    // The same credentials a year on: the merchant certificate has run out.
    expect(providerReadiness("wechat", new Date(now.getTime() + 366 * day), env(v3)).state).toBe("expired");
    expect(providerReadiness("wechat", now, env({ ...v3, WECHAT_PAY_PRIVATE_KEY: "x" }))).toMatchObject({
      state: "invalid",
      field: "WECHAT_PAY_PRIVATE_KEY",
    });
    expect(paymentReadiness(now, env({})).map((r) => r.state)).toEqual([
      "not_configured",
      "not_configured",
      "not_configured",
    ]);
  });

  it("Alipay: certificate mode computes its SNs; a certificate of another key is named", () => {
    const app = rsaKeyPair();
    const alipayKeys = rsaKeyPair();
    const issuer = [
      ["C", "CN"],
      ["O", "Ant Financial"],
      ["OU", "Certification Authority"],
      ["CN", "Ant Financial Certification Authority Class 1 R1"],
    ] as [string, string][];
    const issue = (
      key: crypto.KeyObject,
      algorithm: "sha256WithRSA" | "ecdsaWithSHA256" = "sha256WithRSA",
      signer = ca.privateKey,
    ) =>
      issueCertificate({
        subject: [["CN", "x"]],
        subjectKey: key,
        issuer: issuer as never,
        issuerKey: signer,
        serial: randomSerial(16),
        notBefore: new Date(Date.now() - day),
        notAfter: new Date(Date.now() + day),
        algorithm,
      }).pem;
    const ec = crypto.generateKeyPairSync("ec", { namedCurve: "P-256" });
    const vars = {
      ALIPAY_APP_ID: "2021000000000000",
      ALIPAY_PRIVATE_KEY: pemOf(app.privateKey).replace(/-----[A-Z ]+-----|\s/g, ""),
      ALIPAY_APP_CERT: issue(app.publicKey),
      ALIPAY_PUBLIC_CERT: issue(alipayKeys.publicKey),
      ALIPAY_ROOT_CERT: issue(ca.publicKey) + issue(ec.publicKey, "ecdsaWithSHA256", ec.privateKey),
    };
    const c = alipayConfig(env(vars));
    expect(c).toMatchObject({ mode: "certificate", publicKey: pemOf(alipayKeys.publicKey) });
    expect(c?.certSn?.root.split("_")).toHaveLength(1);
    expect(providerReadiness("alipay", new Date(), env(vars))).toMatchObject({ mode: "certificate", state: "ready" });
    expect(fault({ ...vars, ALIPAY_APP_CERT: issue(alipayKeys.publicKey) })).toBe("ALIPAY_APP_CERT");
    expect(fault({ ...vars, ALIPAY_ROOT_CERT: undefined })).toBe("ALIPAY_ROOT_CERT");
    expect(fault({ ...vars, ALIPAY_PUBLIC_KEY: pemOf(alipayKeys.publicKey) })).toBe("ALIPAY_PUBLIC_KEY");
    expect(fault({ ...vars, ALIPAY_ROOT_CERT: issue(ec.publicKey, "ecdsaWithSHA256", ec.privateKey) })).toBe(
      "ALIPAY_ROOT_CERT",
    );
    expect(providerReadiness("alipay", new Date(Date.now() + 2 * day), env(vars))).toMatchObject({
      state: "expired",
      field: "ALIPAY_APP_CERT",
    });
  });
});
