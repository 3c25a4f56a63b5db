// Which real providers are configured, from the environment (docs/payments.md). A provider counts as
// configured only when every one of its variables is set; otherwise its channels are served by the
// offline sandbox, so the whole flow works without any account.
import { z } from "zod";

const text = z.string().trim().min(1);

const schema = z.object({
  WECHAT_PAY_APP_ID: text.optional(),
  // The mini-program's app id, when mini-program pay is used (else WECHAT_PAY_APP_ID).
  WECHAT_PAY_MINI_APP_ID: text.optional(),
  WECHAT_PAY_MCH_ID: text.optional(),
  // API v2 key (32 characters), set in the merchant platform.
  WECHAT_PAY_API_KEY: z.string().length(32).optional(),
  WECHAT_PAY_GATEWAY: z.string().url().default("https://api.mch.weixin.qq.com"),
  ALIPAY_APP_ID: text.optional(),
  ALIPAY_PRIVATE_KEY: text.optional(),
  ALIPAY_PUBLIC_KEY: text.optional(),
  ALIPAY_GATEWAY: z.string().url().default("https://openapi.alipay.com/gateway.do"),
  ICBC_APP_ID: text.optional(),
  ICBC_MER_ID: text.optional(),
  ICBC_PRIVATE_KEY: text.optional(),
  ICBC_PUBLIC_KEY: text.optional(),
  ICBC_GATEWAY: z.string().url().default("https://gw.open.icbc.com.cn"),
  PUBLIC_BASE_URL: z.string().url().optional(),
});

export type PaymentConfig = z.infer<typeof schema>;

let cached: PaymentConfig | undefined;

export function paymentConfig(): PaymentConfig {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) throw new Error(`Invalid payment configuration:\n${z.prettifyError(parsed.error)}`);
  cached = parsed.data;
  return cached;
}

export type WechatConfig = { appId: string; miniAppId: string; mchId: string; apiKey: string; gateway: string };
export type AlipayConfig = { appId: string; privateKey: string; publicKey: string; gateway: string };
export type IcbcConfig = { appId: string; merId: string; privateKey: string; publicKey: string; gateway: string };

export function wechatConfig(c: PaymentConfig = paymentConfig()): WechatConfig | null {
  if (!c.WECHAT_PAY_APP_ID || !c.WECHAT_PAY_MCH_ID || !c.WECHAT_PAY_API_KEY) return null;
  return { appId: c.WECHAT_PAY_APP_ID, miniAppId: c.WECHAT_PAY_MINI_APP_ID ?? c.WECHAT_PAY_APP_ID, mchId: c.WECHAT_PAY_MCH_ID, apiKey: c.WECHAT_PAY_API_KEY, gateway: c.WECHAT_PAY_GATEWAY };
}

export function alipayConfig(c: PaymentConfig = paymentConfig()): AlipayConfig | null {
  if (!c.ALIPAY_APP_ID || !c.ALIPAY_PRIVATE_KEY || !c.ALIPAY_PUBLIC_KEY) return null;
  return { appId: c.ALIPAY_APP_ID, privateKey: c.ALIPAY_PRIVATE_KEY, publicKey: c.ALIPAY_PUBLIC_KEY, gateway: c.ALIPAY_GATEWAY };
}

export function icbcConfig(c: PaymentConfig = paymentConfig()): IcbcConfig | null {
  if (!c.ICBC_APP_ID || !c.ICBC_MER_ID || !c.ICBC_PRIVATE_KEY || !c.ICBC_PUBLIC_KEY) return null;
  return { appId: c.ICBC_APP_ID, merId: c.ICBC_MER_ID, privateKey: c.ICBC_PRIVATE_KEY, publicKey: c.ICBC_PUBLIC_KEY, gateway: c.ICBC_GATEWAY };
}

/**
 * Where payment notifications are sent: PUBLIC_BASE_URL (a deployment behind a load balancer sets it),
 * else this server itself on loopback (the sandbox's own delivery, PORT as `next start` sets it) —
 * never the request's Host header, which the client writes and which names one process of several.
 */
export function notifyBaseUrl(): string {
  const configured = paymentConfig().PUBLIC_BASE_URL;
  if (configured) return configured.replace(/\/+$/, "");
  return `http://127.0.0.1:${Number(process.env.PORT) || 3000}`;
}
