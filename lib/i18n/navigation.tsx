// Locale-aware navigation: next/link and next/navigation with the locale prefix of the URL scheme
// (zh-Hans unprefixed, others /<locale>/…; docs/decisions/003). A thin replacement for next-intl's
// createNavigation, whose client part weighed about 5 kB gzipped on every page (docs/performance.md,
// page weight). Same API for what the screens use: Link, useRouter (push/replace/prefetch with an
// optional { locale, scroll }), usePathname (without the prefix).
"use client";

import NextLink from "next/link";
import { usePathname as useNextPathname, useRouter as useNextRouter } from "next/navigation";
import { useLocale } from "next-intl";
import { useMemo, type ComponentProps } from "react";
import { defaultLocale, isLocale, type Locale } from "./routing";

type Href = string | { pathname?: string | null; query?: Record<string, string | number | undefined> };

/** `/cart` in `en` → `/en/cart`; the default locale and non-path hrefs are left alone. */
export function localizePath(path: string, locale: string): string {
  if (!path.startsWith("/") || path.startsWith("//") || locale === defaultLocale) return path;
  return path === "/" ? `/${locale}` : path.startsWith("/?") ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

function hrefToString(href: Href): string {
  if (typeof href === "string") return href;
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(href.query ?? {})) if (v !== undefined) query.set(k, String(v));
  const qs = query.toString();
  return `${href.pathname ?? ""}${qs ? `?${qs}` : ""}`;
}

/** next-intl's middleware reads this cookie on unprefixed paths; keep it in step with a switch. */
function rememberLocale(locale: string) {
  document.cookie = `NEXT_LOCALE=${locale}; path=/; max-age=31536000; samesite=lax`;
}

type LinkProps = Omit<ComponentProps<typeof NextLink>, "href"> & { href: Href };

export function Link({ href, ...props }: LinkProps) {
  const locale = useLocale();
  return <NextLink href={localizePath(hrefToString(href), locale)} {...props} />;
}

type NavigateOptions = { locale?: Locale; scroll?: boolean };

export function useRouter() {
  const router = useNextRouter();
  const current = useLocale();
  return useMemo(() => {
    const to = (href: Href, options?: NavigateOptions) => {
      const locale = options?.locale ?? current;
      if (locale !== current) rememberLocale(locale);
      return localizePath(hrefToString(href), locale);
    };
    const navOptions = (options?: NavigateOptions) => (options?.scroll === undefined ? undefined : { scroll: options.scroll });
    return {
      back: () => router.back(),
      forward: () => router.forward(),
      refresh: () => router.refresh(),
      push: (href: Href, options?: NavigateOptions) => router.push(to(href, options), navOptions(options)),
      replace: (href: Href, options?: NavigateOptions) => router.replace(to(href, options), navOptions(options)),
      prefetch: (href: Href) => router.prefetch(to(href)),
    };
  }, [router, current]);
}

/** The current path without its locale prefix: `/en/cart` → `/cart`. */
export function usePathname(): string {
  const pathname = useNextPathname();
  const first = pathname.split("/")[1];
  return isLocale(first) ? pathname.slice(first.length + 1) || "/" : pathname;
}
