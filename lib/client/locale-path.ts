// Locale-aware client paths without the router (used outside React, e.g. in the fetcher), over the
// URL scheme's helpers (lib/i18n/locale-path.ts).
import { defaultLocale, isLocale, type Locale } from "@/lib/i18n/routing";
import { localizePath, splitLocalePrefix } from "@/lib/i18n/locale-path";

export function currentLocale(): Locale {
  if (typeof document === "undefined") return defaultLocale;
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : defaultLocale;
}

/** "/login" -> "/en/login" when the page is in English; the default locale has no prefix. */
export function localePath(path: string, locale: Locale = currentLocale()): string {
  return localizePath(path, locale);
}

/** The current path without its locale prefix, with query. */
export function currentPathWithoutLocale(): string {
  const { pathname, search } = window.location;
  return splitLocalePrefix(pathname)[1] + search;
}
