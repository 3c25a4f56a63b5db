// Which real providers are configured, from their variables (lib/env.ts paymentEnv, docs/payments.md).
// A provider counts as configured only when every one of its variables is set; otherwise its channels
// are served by the offline sandbox, so the whole flow works without any account.
import { env, paymentEnv, type PaymentEnv } from "@/lib/env";

export type WechatConfig = { appId: string; miniAppId: string; mchId: string; apiKey: string; gateway: string };
export type AlipayConfig = { appId: string; privateKey: string; publicKey: string; gateway: string };
export type IcbcConfig = { appId: string; merId: string; privateKey: string; publicKey: string; gateway: string };

export function wechatConfig(c: PaymentEnv = paymentEnv()): WechatConfig | null {
  if (!c.WECHAT_PAY_APP_ID || !c.WECHAT_PAY_MCH_ID || !c.WECHAT_PAY_API_KEY) return null;
  return {
    appId: c.WECHAT_PAY_APP_ID,
    miniAppId: c.WECHAT_PAY_MINI_APP_ID ?? c.WECHAT_PAY_APP_ID,
    mchId: c.WECHAT_PAY_MCH_ID,
    apiKey: c.WECHAT_PAY_API_KEY,
    gateway: c.WECHAT_PAY_GATEWAY,
  };
}

export function alipayConfig(c: PaymentEnv = paymentEnv()): AlipayConfig | null {
  if (!c.ALIPAY_APP_ID || !c.ALIPAY_PRIVATE_KEY || !c.ALIPAY_PUBLIC_KEY) return null;
  return {
    appId: c.ALIPAY_APP_ID,
    privateKey: c.ALIPAY_PRIVATE_KEY,
    publicKey: c.ALIPAY_PUBLIC_KEY,
    gateway: c.ALIPAY_GATEWAY,
  };
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
