// Whether each real provider can take money now: its credentials parse, fit together, and every
// certificate among them is within its validity. The console shows it (never a key); a launch
// checklist counts a provider as ready only when this says "ready"; the start-up refuses credentials
// that do not parse, naming the variable (paymentStartErrors).
import { paymentEnv, type PaymentEnv } from "@/lib/env";
import { alipayConfig, CredentialError, icbcConfig, wechatConfig } from "./config";
import type { CertificateFacts } from "./x509";

export type RealProvider = "wechat" | "alipay" | "icbc";

export type ProviderReadiness = {
  provider: RealProvider;
  /** How it is configured: "v2", "v3-public-key", "v3-platform-certificate", "v3-public-key+platform-certificate", "public-key", "certificate"; null when not configured. */
  mode: string | null;
  state: "ready" | "not_configured" | "invalid" | "expired" | "not_yet_valid";
  /** The variable at fault, when not ready because of one. */
  field: string | null;
  /** The earliest end of validity among its certificates (null: none configured). */
  expiresAt: string | null;
};

type Loaded = { mode: string; certificates: { field: string; facts: CertificateFacts }[] } | null;

function load(provider: RealProvider, e: PaymentEnv): Loaded {
  switch (provider) {
    case "wechat": {
      const c = wechatConfig(e);
      if (!c) return null;
      return c.version === "v2"
        ? { mode: "v2", certificates: [] }
        : { mode: `v3-${c.mode}`, certificates: c.certificates };
    }
    case "alipay": {
      const c = alipayConfig(e);
      return c ? { mode: c.mode, certificates: c.certificates } : null;
    }
    case "icbc":
      return icbcConfig(e) ? { mode: "public-key", certificates: [] } : null;
  }
}

const providers: RealProvider[] = ["wechat", "alipay", "icbc"];

export function providerReadiness(
  provider: RealProvider,
  now: Date = new Date(),
  e: PaymentEnv = paymentEnv(),
): ProviderReadiness {
  let loaded: Loaded;
  try {
    loaded = load(provider, e);
  } catch (error) {
    if (!(error instanceof CredentialError)) throw error;
    return { provider, mode: null, state: "invalid", field: error.field, expiresAt: null };
  }
  if (!loaded) return { provider, mode: null, state: "not_configured", field: null, expiresAt: null };
  const ends = loaded.certificates.map((c) => c.facts.notAfter.getTime());
  const expiresAt = ends.length ? new Date(Math.min(...ends)).toISOString() : null;
  const expired = loaded.certificates.find((c) => c.facts.notAfter < now);
  if (expired) return { provider, mode: loaded.mode, state: "expired", field: expired.field, expiresAt };
  const early = loaded.certificates.find((c) => c.facts.notBefore > now);
  if (early) return { provider, mode: loaded.mode, state: "not_yet_valid", field: early.field, expiresAt };
  return { provider, mode: loaded.mode, state: "ready", field: null, expiresAt };
}

/** Every real provider's readiness (for the console and a launch checklist). */
export function paymentReadiness(now: Date = new Date(), e?: PaymentEnv): ProviderReadiness[] {
  return providers.map((p) => providerReadiness(p, now, e));
}

/** Configured credentials that do not parse, each naming its variable: the server does not start with them. */
export function paymentStartErrors(read: () => PaymentEnv = paymentEnv): string[] {
  const errors: string[] = [];
  for (const provider of providers) {
    try {
      load(provider, read());
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
    }
  }
  // A variable that fails lib/env.ts's own parse fails every provider alike: said once.
  return [...new Set(errors)];
}
