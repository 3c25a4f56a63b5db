// Addresses between the mini-program and the shop's web pages: which locale, which page the web-view
// opens, what a share card opens, where the pay and login pages send the web page back. Pure functions
// (no wx), so the tests run them as they are.
export const locales = ["zh-Hans", "zh-Hant", "en", "ja"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "zh-Hans";

/** The shop's locale for the messaging app's language (wx.getSystemInfo's `language`: zh_CN, zh_TW, en, ...). */
export function localeFromLanguage(language: string | undefined): Locale {
  const lang = (language ?? "").replace("-", "_").toLowerCase();
  if (/^zh_(tw|hk|mo|hant)/.test(lang)) return "zh-Hant";
  if (lang.startsWith("zh")) return "zh-Hans";
  if (lang.startsWith("en")) return "en";
  if (lang.startsWith("ja")) return "ja";
  return defaultLocale;
}

/**
 * A path on the shop's own site, or "/" for anything else: a query value decides what the web-view
 * opens, and it must never open another site ("//evil.example", "https://...", "\\evil").
 */
export function safePath(path: string | undefined): string {
  if (!path || !path.startsWith("/") || path.startsWith("//") || path.includes("\\")) return "/";
  return path;
}

/** Query values as the page received them: still percent-encoded on some base library versions. */
export function queryValue(value: string | undefined): string | undefined {
  if (value === undefined || !value.includes("%")) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** The web-view's address of a shop page in a locale (zh-Hans has no prefix, docs/decisions/003). */
export function shopPageUrl(shopUrl: string, locale: Locale, path: string): string {
  const prefix = locale === defaultLocale ? "" : `/${locale}`;
  const page = safePath(path);
  return `${shopUrl}${prefix}${page === "/" && prefix ? "" : page}`;
}

const SHAREABLE = [/^\/$/, /^\/goods\/\d+$/, /^\/pages\/index\/index$/, /^\/pages\/goods\/goods-detail\?id=\d+$/];

/**
 * What a share card opens: the shop page the web-view shows when it is the index or a goods page
 * (the specification allows sharing those), else the index. Without the locale: whoever opens the
 * card sees the shop in their own language.
 */
export function sharePath(shopUrl: string, webViewUrl: string | undefined): string {
  const home = "/pages/index/index";
  if (!webViewUrl || !webViewUrl.startsWith(`${shopUrl}/`)) return home;
  const rest = webViewUrl.slice(shopUrl.length).split("#")[0];
  const withoutLocale = rest.replace(/^\/(zh-Hant|en|ja)(?=\/|\?|$)/, "") || "/";
  const [pathname, query] = withoutLocale.split("?");
  // Only the parameter that names the goods survives; tracking and the like stay behind.
  const id = /(?:^|&)id=(\d+)/.exec(query ?? "")?.[1];
  const page = id && pathname === "/pages/goods/goods-detail" ? `${pathname}?id=${id}` : pathname;
  if (page === "/" || !SHAREABLE.some((pattern) => pattern.test(page))) return home;
  return `${home}?path=${encodeURIComponent(page)}`;
}

export type PayOutcome = "paid" | "cancel" | "fail";

/**
 * Where the web-view goes back to after the pay page: the order's pay result, which asks the server
 * for the payment status at once. `returned` makes each return a new address, so the web-view loads
 * it even when the same order comes back with the same outcome twice.
 */
export function payResultPath(orderId: number, outcome: PayOutcome, returned: number): string {
  return `/orders/${orderId}/pay/result?outcome=${outcome}&returned=${returned}`;
}

/**
 * Where the web-view goes after the mini-program logged in: the web login page, with the one-time
 * code in the fragment (never sent to a server, so never in its logs); the page exchanges it at once.
 */
export function webLoginPath(code: string, redirect?: string): string {
  // No URLSearchParams in a mini-program.
  const then = redirect ? `&redirect=${encodeURIComponent(safePath(redirect))}` : "";
  return `/login/mini#code=${encodeURIComponent(code)}${then}`;
}

/** The offline sandbox's prepay id carries its cashier handle (payment number and signature). */
export function sandboxHandle(pkg: string): { no: string; sig: string } | null {
  const match = /^prepay_id=sandbox\.(\d{32})\.([0-9a-f]{32})$/.exec(pkg);
  return match ? { no: match[1], sig: match[2] } : null;
}
