// Locale-aware client paths without the router (used outside React, e.g. in the fetcher).
import { defaultLocale, isLocale, type Locale } from "@/lib/i18n/routing";

export function currentLocale(): Locale {
  if (typeof document === "undefined") return defaultLocale;
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : defaultLocale;
}

/** "/login" -> "/en/login" when the page is in English; the default locale has no prefix. */
export function localePath(path: string, locale: Locale = currentLocale()): string {
  return locale === defaultLocale ? path : `/${locale}${path === "/" ? "" : path}`;
}

/** The current path without its locale prefix, with query. */
export function currentPathWithoutLocale(): string {
  const { pathname, search } = window.location;
  const parts = pathname.split("/");
  const stripped = isLocale(parts[1]) ? "/" + parts.slice(2).join("/") : pathname;
  return (stripped === "" ? "/" : stripped) + search;
}
