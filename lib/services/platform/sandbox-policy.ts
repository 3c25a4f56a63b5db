// When the offline sandboxes may run: the messaging-app login sandbox (any "sandbox-…" code makes an
// account) and the sandbox payment provider (a cashier that "pays" without money). Both are on in
// development and test and in the README's demo (`npm start` sets MALL_SANDBOX=1). A production
// server without the opt-in starts with the payment providers it has keys for and the others off
// (their channels are not offered, and asked for they answer 409 PAYMENT_CHANNEL_OFF); it refuses to
// start (instrumentation.ts) only with no provider at all or the login sandbox, and, as a second line,
// the sandboxes refuse to work.
import { sandboxEnv, type SandboxEnv } from "@/lib/env";
import { alipayConfig, icbcConfig, wechatConfig } from "../payment/providers/config";
import { paymentStartErrors } from "../payment/providers/readiness";

/** Sandboxes are allowed outside production, or in production with MALL_SANDBOX=1. */
export function sandboxAllowed(e: SandboxEnv = sandboxEnv()): boolean {
  return e.NODE_ENV !== "production" || e.MALL_SANDBOX === "1";
}

/** Which sandboxes this configuration would use, as readable lines (empty: all real). */
export function sandboxesInUse(e: SandboxEnv = sandboxEnv()): string[] {
  const out: string[] = [];
  const unconfigured = [
    wechatConfig()
      ? null
      : "WeChat Pay (WECHAT_PAY_APP_ID, WECHAT_PAY_MCH_ID and WECHAT_PAY_API_KEY for API v2, or WECHAT_PAY_API_V3_KEY, WECHAT_PAY_PRIVATE_KEY, … for API v3)",
    alipayConfig()
      ? null
      : "Alipay (ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY, and ALIPAY_PUBLIC_KEY or ALIPAY_APP_CERT, ALIPAY_PUBLIC_CERT, ALIPAY_ROOT_CERT)",
    icbcConfig() ? null : "ICBC (ICBC_APP_ID, ICBC_MER_ID, ICBC_PRIVATE_KEY, ICBC_PUBLIC_KEY)",
  ].filter((x): x is string => x !== null);
  if (unconfigured.length) out.push(`simulated payments for: ${unconfigured.join("; ")}`);
  if ((e.WECHAT_PROVIDER ?? "sandbox") === "sandbox") out.push("sandbox messaging-app login (WECHAT_PROVIDER=sandbox)");
  return out;
}

/** The payment providers with keys, by name (WeChat Pay, Alipay, ICBC). */
export function configuredProviders(): string[] {
  return [wechatConfig() && "WeChat Pay", alipayConfig() && "Alipay", icbcConfig() && "ICBC"].filter(
    (x): x is string => typeof x === "string",
  );
}

/** True when payments are simulated (for the on-page banner and the start-up log). */
export function paymentsSimulated(): boolean {
  return !wechatConfig() || !alipayConfig() || !icbcConfig();
}

/**
 * Null when the configuration may start; else the error to stop with: payment credentials that are set
 * but do not parse (each naming its variable), or, in production without the opt-in, no payment
 * provider at all or the login sandbox. Providers without keys do not stop a start: they are off.
 */
export function sandboxStartError(
  e: SandboxEnv = sandboxEnv(),
  invalid: string[] = paymentStartErrors(),
  configured: string[] = configuredProviders(),
): string | null {
  if (invalid.length)
    return [
      "Refusing to start: payment credentials that do not parse (docs/payments.md says where each comes from):",
      ...invalid.map((line) => `  - ${line}`),
    ].join("\n");
  if (sandboxAllowed(e)) return null;
  const used: string[] = [];
  if (configured.length === 0)
    used.push(sandboxesInUse(e).find((line) => line.startsWith("simulated payments")) ?? "simulated payments");
  if ((e.WECHAT_PROVIDER ?? "sandbox") === "sandbox")
    used.push("sandbox messaging-app login (WECHAT_PROVIDER=sandbox)");
  if (used.length === 0) return null;
  return [
    "Refusing to start: this production server would use the offline sandboxes,",
    ...used.map((line) => `  - ${line}`),
    "which give goods away (simulated payments, throwaway accounts). Either configure the real providers",
    "(docs/payments.md; one is enough, the others are then off) or, for a demo, opt in explicitly with",
    "MALL_SANDBOX=1 (what `npm start` does).",
  ].join("\n");
}

/** The sandboxes' own guard: a production server without the opt-in never runs them. */
export function assertSandboxAllowed(): void {
  if (!sandboxAllowed()) throw new Error("The sandbox is disabled in production (set MALL_SANDBOX=1 to opt in)");
}
