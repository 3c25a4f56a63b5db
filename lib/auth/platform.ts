// The environment kind, derived from the user agent (spec sections 1 and 3): a mini-program or a web
// page inside the messaging app (WeChat) or the payment app (Alipay), the native app shell, or a plain
// web page, with the specification's platform codes. The login screen offers the messaging-app login
// only where it applies.
export const Platform = {
  ANDROID: 0,
  IOS: 10,
  WEB: 20,
  WAP: 30,
  MINI_WECHAT: 40,
  MINI_ALIPAY: 50,
  MP: 60,
} as const;
export type PlatformCode = (typeof Platform)[keyof typeof Platform];

export type EnvironmentKind = "wechat-mini" | "wechat-web" | "alipay-mini" | "alipay-web" | "app" | "web";

export type Environment = { kind: EnvironmentKind; platform: PlatformCode };

const MOBILE = /Android|iPhone|iPad|iPod|Mobile|HarmonyOS/i;

export function detectEnvironment(userAgent: string | null | undefined): Environment {
  const ua = userAgent ?? "";
  const wechat = /MicroMessenger/i.test(ua);
  const alipay = /AlipayClient/i.test(ua);
  if (wechat && /miniProgram/i.test(ua)) return { kind: "wechat-mini", platform: Platform.MINI_WECHAT };
  // A web page in the messaging app is an official-account page: "MP".
  if (wechat) return { kind: "wechat-web", platform: Platform.MP };
  if (alipay && /MiniProgram/i.test(ua)) return { kind: "alipay-mini", platform: Platform.MINI_ALIPAY };
  if (alipay) return { kind: "alipay-web", platform: Platform.WAP };
  // The native app shell (uni-app's Html5Plus runtime).
  if (/Html5Plus/i.test(ua))
    return { kind: "app", platform: /iPhone|iPad|iPod/i.test(ua) ? Platform.IOS : Platform.ANDROID };
  return { kind: "web", platform: MOBILE.test(ua) ? Platform.WAP : Platform.WEB };
}

/**
 * Whether to offer the messaging-app login: inside the messaging app with the real provider, or
 * anywhere with the offline sandbox (so it can be tried and tested without the app).
 */
export function offersWechatLogin(env: Environment, provider: "sandbox" | "wechat"): boolean {
  return provider === "sandbox" || env.kind === "wechat-web" || env.kind === "wechat-mini";
}

/**
 * Where the login screen puts the messaging-app login: first (one tap, the other ways below it) inside
 * the messaging app, where that is how a shop opens; among the other ways where only the sandbox
 * offers it; nowhere otherwise.
 */
export function wechatPlace(env: Environment, provider: "sandbox" | "wechat"): "first" | "other" | null {
  if (env.kind === "wechat-web" || env.kind === "wechat-mini") return "first";
  return offersWechatLogin(env, provider) ? "other" : null;
}
