// The page a visitor gets, with 503 and Retry-After, when the page they asked for could not read its data
// because the database cannot answer now (down, busy past a bound, out of storage: lib/api/errors.ts databaseUnavailable):
// in the page's language, saying why in the words the API's 503 uses, and loading the page again by
// itself once Retry-After has passed (a meta refresh: no script, so it works wherever HTML does). Plain
// HTML written here, not a React page: rendering one is what just failed. ./unavailable.ts answers it.
import { localeFromRequest, translator } from "@/lib/i18n/messages";
import { splitLocalePrefix } from "@/lib/i18n/locale-path";
import { defaultLocale, isLocale, type Locale } from "@/lib/i18n/routing";
import { ADMIN_LOCALE_COOKIE } from "@/lib/i18n/admin-locale-cookie";
import type { Unavailable } from "@/lib/api/errors";

// What is not a page: the API (it answers its own 503 in JSON), Next's assets, generated media, uploads
// and files with an extension (the same split as proxy.ts, but the console's pages are pages here).
const NOT_A_PAGE = /^\/(api|_next|_vercel|media|uploads)(\/|$)|\.[^/]*$/;

/** Whether a request asks for a page (an HTML document, or the React payload of one for the client router). */
export function isPageRequest(method: string | undefined, pathname: string): boolean {
  return (method === "GET" || method === "HEAD") && !NOT_A_PAGE.test(pathname);
}

function cookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return undefined;
}

/**
 * The language the page would have been in: the shop's from its path (/en/cart; unprefixed is the
 * default), the console's from the operator's choice, else the browser's (lib/i18n/admin-locale.ts).
 */
export function pageLocale(pathname: string, headers: { "accept-language"?: string; cookie?: string }): Locale {
  if (/^\/admin(\/|$)/.test(pathname))
    return localeFromRequest(
      new Headers({ "accept-language": headers["accept-language"] ?? "" }),
      cookie(headers.cookie, ADMIN_LOCALE_COOKIE),
    );
  const [prefix] = splitLocalePrefix(pathname);
  const locale = prefix.slice(1);
  return isLocale(locale) ? locale : defaultLocale;
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The whole document. `href` is the page asked for (relative), which the refresh and the link load again. */
export function unavailablePageHtml(options: {
  locale: Locale;
  reason: Unavailable;
  retryAfterSeconds: number;
  href: string;
}): string {
  const t = translator(options.locale);
  const seconds = options.retryAfterSeconds;
  const href = escape(options.href);
  const title = escape(t("unavailable.title"));
  return `<!DOCTYPE html>
<html lang="${options.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="${seconds};url=${href}">
<title>${title} · ${escape(t("app.name"))}</title>
<style>
body{margin:0;min-height:100dvh;display:flex;align-items:center;justify-content:center;background:#f5f5f5;color:#1f2937;font:16px/1.5 system-ui,-apple-system,"PingFang SC","Hiragino Sans","Noto Sans CJK SC",sans-serif}
main{box-sizing:border-box;width:calc(100% - 2rem);max-width:22rem;margin:1rem;padding:2rem 1.5rem;background:#fff;border-radius:.75rem;text-align:center;box-shadow:0 1px 3px rgba(0,0,0,.08)}
h1{margin:0 0 .5rem;font-size:1.25rem}
p{margin:.5rem 0;color:#4b5563;font-size:.9rem}
a{display:inline-block;margin-top:1rem;padding:.5rem 1.5rem;border-radius:999px;background:#0e72a3;color:#fff;text-decoration:none}
</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${escape(t(`errors.SERVICE_UNAVAILABLE_${options.reason.toUpperCase()}`))}</p>
<p data-retry-after="${seconds}">${escape(t("unavailable.retrying", { seconds }))}</p>
<a href="${href}">${escape(t("common.retry"))}</a>
</main>
</body>
</html>
`;
}
