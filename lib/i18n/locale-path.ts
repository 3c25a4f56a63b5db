// The URL scheme's locale prefix (docs/decisions/003): zh-Hans unprefixed (/cart), the others
// prefixed (/en/cart). The one place that adds or strips it, for the proxy, server pages, the
// client's navigation and the fetcher alike (no React, no browser API here).
import { defaultLocale, isLocale } from "./routing";

/** `/cart` in `en` → `/en/cart`; the default locale and non-path hrefs are left alone. */
export function localizePath(path: string, locale: string): string {
  if (!path.startsWith("/") || path.startsWith("//") || locale === defaultLocale) return path;
  return path === "/" ? `/${locale}` : path.startsWith("/?") ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

/** A pathname's locale prefix ("/en"; "" when unprefixed) and the path without it (`/en/cart` → `/cart`). */
export function splitLocalePrefix(pathname: string): [prefix: string, rest: string] {
  const first = pathname.split("/")[1];
  return isLocale(first) ? [`/${first}`, pathname.slice(first.length + 1) || "/"] : ["", pathname];
}
