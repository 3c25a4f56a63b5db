// Which real providers are configured, from their variables (lib/env.ts paymentEnv, docs/payments.md),
// and their credentials parsed: keys into key objects, certificates read, Alipay's SNs computed. A
// provider counts as configured only when every one of its variables is set; otherwise its channels are
// served by the offline sandbox, so the whole flow works without any account. A provider whose
// variables are set but do not parse is an error naming the variable (CredentialError): the server
// refuses to start with it (paymentStartErrors, called at start through sandboxStartError).
import crypto from "node:crypto";
import { env, paymentEnv, type PaymentEnv } from "@/lib/env";
import { alipayCertSn, alipayRootCertSn } from "./alipay-cert";
import { pem } from "./signing";
import { certificateFacts, pemCertificates, signedWithRsa, type CertificateFacts } from "./x509";

export type WechatV2Config = {
  version: "v2";
  appId: string;
  miniAppId: string;
  mchId: string;
  apiKey: string;
  gateway: string;
};

/** How the provider's answers and notifications are verified (WeChat Pay v3). */
export type WechatKeyMode = "public-key" | "platform-certificate" | "public-key+platform-certificate";

export type WechatV3Config = {
  version: "v3";
  appId: string;
  miniAppId: string;
  mchId: string;
  gateway: string;
  apiV3Key: string;
  privateKey: crypto.KeyObject;
  /** Serial of the merchant's API certificate (serial_no of every request). */
  merchantSerial: string;
  /** The verifying keys by serial: platform certificates' serials and the public key's id. */
  verifyingKeys: ReadonlyMap<string, crypto.KeyObject>;
  mode: WechatKeyMode;
  /** Every certificate configured (the merchant's, the platform's), for the readiness check. */
  certificates: { field: string; facts: CertificateFacts }[];
};

export type WechatConfig = WechatV2Config | WechatV3Config;

export type AlipayConfig = {
  appId: string;
  privateKey: string;
  /** Alipay's public key (PEM): configured (public-key mode), or the one in its public-key certificate. */
  publicKey: string;
  gateway: string;
  mode: "public-key" | "certificate";
  /** Certificate mode: the SNs sent on every call, and Alipay's certificate's own (its answers name it). */
  certSn: { app: string; root: string; alipay: string } | null;
  certificates: { field: string; facts: CertificateFacts }[];
};

export type IcbcConfig = { appId: string; merId: string; privateKey: string; publicKey: string; gateway: string };

/** A configured credential that does not parse or does not fit the others; names the variable. */
export class CredentialError extends Error {
  constructor(
    readonly field: string,
    reason: string,
  ) {
    super(`${field}: ${reason}`);
    this.name = "CredentialError";
  }
}

function parse<T>(field: string, read: () => T, reason: string): T {
  try {
    return read();
  } catch (error) {
    throw new CredentialError(field, `${reason} (${(error as Error).message})`);
  }
}

function privateKeyOf(field: string, value: string): crypto.KeyObject {
  return parse(
    field,
    () => {
      if (value.includes("-----BEGIN")) return crypto.createPrivateKey(value);
      // A bare base64 key: PKCS #8 (what the providers' key tools write), else PKCS #1.
      const der = Buffer.from(value.replace(/\s+/g, ""), "base64");
      try {
        return crypto.createPrivateKey({ key: der, format: "der", type: "pkcs8" });
      } catch {
        return crypto.createPrivateKey({ key: der, format: "der", type: "pkcs1" });
      }
    },
    "not a private key",
  );
}

function publicKeyOf(field: string, value: string): crypto.KeyObject {
  return parse(field, () => crypto.createPublicKey(pem(value, "PUBLIC KEY")), "not a public key");
}

function certificatesOf(field: string, value: string, atLeast = 1): CertificateFacts[] {
  const pems = pemCertificates(value);
  if (pems.length < atLeast) throw new CredentialError(field, "no PEM certificate in it");
  return pems.map((p) => parse(field, () => certificateFacts(p), "not a certificate"));
}

function rsa(field: string, key: crypto.KeyObject): crypto.KeyObject {
  if (key.asymmetricKeyType !== "rsa") throw new CredentialError(field, "not an RSA key");
  return key;
}

const memo = new WeakMap<PaymentEnv, Map<string, unknown>>();

/** Parsed once per parsed environment (paymentEnv is itself parsed once). */
function once<T>(c: PaymentEnv, name: string, build: () => T): T {
  let cache = memo.get(c);
  if (!cache) memo.set(c, (cache = new Map()));
  if (!cache.has(name)) cache.set(name, build());
  return cache.get(name) as T;
}

function wechatV3(c: PaymentEnv, appId: string, mchId: string): WechatV3Config {
  const required = ["WECHAT_PAY_API_V3_KEY", "WECHAT_PAY_PRIVATE_KEY"] as const;
  for (const field of required) if (!c[field]) throw new CredentialError(field, "required for API v3");
  const privateKey = rsa("WECHAT_PAY_PRIVATE_KEY", privateKeyOf("WECHAT_PAY_PRIVATE_KEY", c.WECHAT_PAY_PRIVATE_KEY!));
  const certificates: WechatV3Config["certificates"] = [];
  let merchantSerial = c.WECHAT_PAY_MERCHANT_SERIAL?.toUpperCase();
  if (c.WECHAT_PAY_MERCHANT_CERT) {
    const [facts] = certificatesOf("WECHAT_PAY_MERCHANT_CERT", c.WECHAT_PAY_MERCHANT_CERT);
    if (!facts.x509.checkPrivateKey(privateKey))
      throw new CredentialError("WECHAT_PAY_MERCHANT_CERT", "is not the certificate of WECHAT_PAY_PRIVATE_KEY");
    if (merchantSerial && merchantSerial !== facts.serialHex)
      throw new CredentialError("WECHAT_PAY_MERCHANT_SERIAL", `differs from the certificate's (${facts.serialHex})`);
    merchantSerial = facts.serialHex;
    certificates.push({ field: "WECHAT_PAY_MERCHANT_CERT", facts });
  }
  if (!merchantSerial)
    throw new CredentialError("WECHAT_PAY_MERCHANT_SERIAL", "set it, or WECHAT_PAY_MERCHANT_CERT (apiclient_cert.pem)");
  if (!/^[0-9A-F]{8,40}$/.test(merchantSerial))
    throw new CredentialError("WECHAT_PAY_MERCHANT_SERIAL", "a certificate serial is hexadecimal");

  const verifyingKeys = new Map<string, crypto.KeyObject>();
  if (c.WECHAT_PAY_PLATFORM_CERTS)
    for (const facts of certificatesOf("WECHAT_PAY_PLATFORM_CERTS", c.WECHAT_PAY_PLATFORM_CERTS)) {
      verifyingKeys.set(facts.serialHex, rsa("WECHAT_PAY_PLATFORM_CERTS", facts.publicKey));
      certificates.push({ field: "WECHAT_PAY_PLATFORM_CERTS", facts });
    }
  if (Boolean(c.WECHAT_PAY_PUBLIC_KEY) !== Boolean(c.WECHAT_PAY_PUBLIC_KEY_ID))
    throw new CredentialError(
      c.WECHAT_PAY_PUBLIC_KEY ? "WECHAT_PAY_PUBLIC_KEY_ID" : "WECHAT_PAY_PUBLIC_KEY",
      "the public key and its id go together",
    );
  if (c.WECHAT_PAY_PUBLIC_KEY && c.WECHAT_PAY_PUBLIC_KEY_ID)
    verifyingKeys.set(
      c.WECHAT_PAY_PUBLIC_KEY_ID,
      rsa("WECHAT_PAY_PUBLIC_KEY", publicKeyOf("WECHAT_PAY_PUBLIC_KEY", c.WECHAT_PAY_PUBLIC_KEY)),
    );
  const hasPublicKey = Boolean(c.WECHAT_PAY_PUBLIC_KEY);
  const hasCerts = Boolean(c.WECHAT_PAY_PLATFORM_CERTS);
  if (!hasPublicKey && !hasCerts)
    throw new CredentialError(
      "WECHAT_PAY_PUBLIC_KEY",
      "API v3 needs the provider's public key (with WECHAT_PAY_PUBLIC_KEY_ID) or WECHAT_PAY_PLATFORM_CERTS",
    );
  return {
    version: "v3",
    appId,
    miniAppId: c.WECHAT_PAY_MINI_APP_ID ?? appId,
    mchId,
    gateway: c.WECHAT_PAY_GATEWAY.replace(/\/+$/, ""),
    apiV3Key: c.WECHAT_PAY_API_V3_KEY!,
    privateKey,
    merchantSerial,
    verifyingKeys,
    mode:
      hasPublicKey && hasCerts
        ? "public-key+platform-certificate"
        : hasPublicKey
          ? "public-key"
          : "platform-certificate",
    certificates,
  };
}

export function wechatConfig(c: PaymentEnv = paymentEnv()): WechatConfig | null {
  if (!c.WECHAT_PAY_APP_ID || !c.WECHAT_PAY_MCH_ID) return null;
  const version = c.WECHAT_PAY_API_VERSION ?? (c.WECHAT_PAY_API_V3_KEY ? "v3" : "v2");
  if (version === "v3") return once(c, "wechat", () => wechatV3(c, c.WECHAT_PAY_APP_ID!, c.WECHAT_PAY_MCH_ID!));
  if (!c.WECHAT_PAY_API_KEY) return null;
  return {
    version: "v2",
    appId: c.WECHAT_PAY_APP_ID,
    miniAppId: c.WECHAT_PAY_MINI_APP_ID ?? c.WECHAT_PAY_APP_ID,
    mchId: c.WECHAT_PAY_MCH_ID,
    apiKey: c.WECHAT_PAY_API_KEY,
    gateway: c.WECHAT_PAY_GATEWAY,
  };
}

function alipay(c: PaymentEnv): AlipayConfig | null {
  const certFields = ["ALIPAY_APP_CERT", "ALIPAY_PUBLIC_CERT", "ALIPAY_ROOT_CERT"] as const;
  const certMode = certFields.some((f) => c[f]);
  if (!c.ALIPAY_APP_ID || !c.ALIPAY_PRIVATE_KEY || (!c.ALIPAY_PUBLIC_KEY && !certMode)) return null;
  const privateKey = rsa("ALIPAY_PRIVATE_KEY", privateKeyOf("ALIPAY_PRIVATE_KEY", c.ALIPAY_PRIVATE_KEY));
  const base = {
    appId: c.ALIPAY_APP_ID,
    privateKey: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    gateway: c.ALIPAY_GATEWAY,
  };
  if (!certMode) {
    const publicKey = rsa("ALIPAY_PUBLIC_KEY", publicKeyOf("ALIPAY_PUBLIC_KEY", c.ALIPAY_PUBLIC_KEY!));
    return {
      ...base,
      publicKey: publicKey.export({ type: "spki", format: "pem" }).toString(),
      mode: "public-key",
      certSn: null,
      certificates: [],
    };
  }
  if (c.ALIPAY_PUBLIC_KEY)
    throw new CredentialError("ALIPAY_PUBLIC_KEY", "set either Alipay's public key or its certificates, not both");
  for (const field of certFields) if (!c[field]) throw new CredentialError(field, "required in certificate mode");
  const [app] = certificatesOf("ALIPAY_APP_CERT", c.ALIPAY_APP_CERT!);
  if (!app.x509.checkPrivateKey(privateKey))
    throw new CredentialError("ALIPAY_APP_CERT", "is not the certificate of ALIPAY_PRIVATE_KEY");
  const [alipayCert] = certificatesOf("ALIPAY_PUBLIC_CERT", c.ALIPAY_PUBLIC_CERT!);
  rsa("ALIPAY_PUBLIC_CERT", alipayCert.publicKey);
  const roots = certificatesOf("ALIPAY_ROOT_CERT", c.ALIPAY_ROOT_CERT!);
  if (!roots.some(signedWithRsa)) throw new CredentialError("ALIPAY_ROOT_CERT", "holds no RSA certificate");
  return {
    ...base,
    publicKey: alipayCert.publicKey.export({ type: "spki", format: "pem" }).toString(),
    mode: "certificate",
    certSn: {
      app: alipayCertSn(c.ALIPAY_APP_CERT!),
      root: alipayRootCertSn(c.ALIPAY_ROOT_CERT!),
      alipay: alipayCertSn(c.ALIPAY_PUBLIC_CERT!),
    },
    certificates: [
      { field: "ALIPAY_APP_CERT", facts: app },
      { field: "ALIPAY_PUBLIC_CERT", facts: alipayCert },
    ],
  };
}

export function alipayConfig(c: PaymentEnv = paymentEnv()): AlipayConfig | null {
  return once(c, "alipay", () => alipay(c));
}

export function icbcConfig(c: PaymentEnv = paymentEnv()): IcbcConfig | null {
  if (!c.ICBC_APP_ID || !c.ICBC_MER_ID || !c.ICBC_PRIVATE_KEY || !c.ICBC_PUBLIC_KEY) return null;
  return {
    appId: c.ICBC_APP_ID,
    merId: c.ICBC_MER_ID,
    privateKey: c.ICBC_PRIVATE_KEY,
    publicKey: c.ICBC_PUBLIC_KEY,
    gateway: c.ICBC_GATEWAY,
  };
}

/**
 * Where payment notifications are sent: PUBLIC_BASE_URL (a deployment behind a load balancer sets it),
 * else this server itself on loopback (the sandbox's own delivery, PORT as `next start` sets it) —
 * never the request's Host header, which the client writes and which names one process of several.
 */
export function notifyBaseUrl(): string {
  const configured = paymentEnv().PUBLIC_BASE_URL;
  if (configured) return configured.replace(/\/+$/, "");
  return `http://127.0.0.1:${env().PORT}`;
}
