// Locale-aware navigation over next/navigation with the locale prefix of the URL scheme (zh-Hans
// unprefixed, others /<locale>/…; docs/decisions/003). A thin replacement for next-intl's
// createNavigation and for next/link, which together weighed about 13 kB gzipped on every page
// (Turbopack copies next/link into each layout's chunk; docs/performance.md, page weight). Same API
// for what the screens use: Link, useRouter (push/replace/prefetch with an optional
// { locale, scroll }), usePathname (without the prefix).
//
// Link follows Next's documented "ejecting link" recipe: a real <a href> (works without JavaScript,
// opens in a new tab with a modifier key), client navigation through router.push on a plain click,
// and prefetching when the link scrolls into view, refreshed when Next reports the prefetch stale.
"use client";

import { usePathname as useNextPathname, useRouter as useNextRouter } from "next/navigation";
import { useLocale } from "next-intl";
import { useEffect, useMemo, useRef, useTransition, type AnchorHTMLAttributes, type MouseEvent } from "react";
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

/** A path of this app (not another origin, not a bare fragment). */
function isAppPath(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

// One observer for every link on the screen: each link prefetches once when it first comes into view.
const onVisible = new WeakMap<Element, () => void>();
let observer: IntersectionObserver | undefined;
function observe(element: Element, callback: () => void): () => void {
  if (typeof IntersectionObserver === "undefined") {
    callback();
    return () => {};
  }
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer?.unobserve(entry.target);
      onVisible.get(entry.target)?.();
      onVisible.delete(entry.target);
    }
  });
  onVisible.set(element, callback);
  observer.observe(element);
  return () => {
    observer?.unobserve(element);
    onVisible.delete(element);
  };
}

/** A click the browser should handle itself: new tab/window, download, another frame, not the main button. */
function browserHandles(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute("target");
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== null && target !== "_self") ||
    event.currentTarget.hasAttribute("download")
  );
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  href: Href;
  /** Replace the current history entry instead of pushing one. */
  replace?: boolean;
  /** false keeps the scroll position (Next scrolls to the top of the new page by default). */
  scroll?: boolean;
  /** false: no prefetch when the link comes into view. */
  prefetch?: boolean;
};

export function Link({ href, replace = false, scroll, prefetch = true, onClick, ...props }: LinkProps) {
  const locale = useLocale();
  const router = useNextRouter();
  const target = localizePath(hrefToString(href), locale);
  const ref = useRef<HTMLAnchorElement>(null);
  const internal = isAppPath(target);
  // Pending until the next screen (or its loading skeleton) shows: globals.css gives instant feedback.
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    const element = ref.current;
    if (!prefetch || !internal || !element) return;
    let active = true;
    const load = () => {
      // As in Next's docs: no `kind` means Next's default (auto); the type insists on one.
      if (active) router.prefetch(target, { onInvalidate: load } as Parameters<typeof router.prefetch>[1]);
    };
    const stop = observe(element, load);
    return () => {
      active = false;
      stop();
    };
  }, [prefetch, internal, target, router]);

  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!internal || browserHandles(event)) return;
    event.preventDefault();
    const options = scroll === undefined ? undefined : { scroll };
    startTransition(() => {
      if (replace) router.replace(target, options);
      else router.push(target, options);
    });
  };

  return <a ref={ref} href={target} onClick={navigate} data-pending={pending ? "" : undefined} aria-busy={pending || undefined} {...props} />;
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
