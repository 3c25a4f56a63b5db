// Locale-aware navigation over next/navigation with the locale prefix of the URL scheme (zh-Hans
// unprefixed, others /<locale>/…; docs/decisions/003). A thin replacement for next-intl's
// createNavigation and for next/link, which together weighed about 13 kB gzipped on every page
// (Turbopack copies next/link into each layout's chunk; docs/performance.md, page weight). Same API
// for what the screens use: Link, useRouter (push/replace/prefetch with an optional
// { locale, scroll }), usePathname (without the prefix).
//
// Link follows Next's documented "ejecting link" recipe: a real <a href> (works without JavaScript,
// opens in a new tab with a modifier key), client navigation through router.push on a plain click,
// and prefetching on the shopper's intent (touch, hover, focus; see below).
"use client";

import { usePathname as useNextPathname, useRouter as useNextRouter } from "next/navigation";
import { useLocale } from "next-intl";
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useTransition,
  type AnchorHTMLAttributes,
  type MouseEvent,
} from "react";
import type { Locale } from "./routing";
import { localizePath, splitLocalePrefix } from "./locale-path";

type Href = string | { pathname?: string | null; query?: Record<string, string | number | undefined> };

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

// Links prefetch on intent, not on sight: a screen of product cards used to prefetch every route in
// view (two requests each, some thirty on home), which cost a phone main-thread time while the screen
// was hydrating and data it may never use. A touch, hover or keyboard focus starts the prefetch (a
// tap's touchstart comes about 100 ms before its click), and the click shows the link's pending state
// at once either way. The tab bar's few links are worth having ready: they prefetch when the browser
// is first idle after load, unless the shopper asked to save data.
type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number };
let loaded: Promise<void> | undefined;
/** Resolves when the page has loaded and the browser then has an idle moment. */
function afterLoadIdle(): Promise<void> {
  loaded ??= new Promise<void>((resolve) => {
    const idle = () => {
      const w = window as IdleWindow;
      if (w.requestIdleCallback) w.requestIdleCallback(() => resolve(), { timeout: 5000 });
      else setTimeout(resolve, 1000);
    };
    if (document.readyState === "complete") idle();
    else window.addEventListener("load", idle, { once: true });
  });
  return loaded;
}
function savesData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
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
  /**
   * When the target route is prefetched: "intent" (default) on touch, hover or focus; "idle" also
   * when the browser is idle after load (the tab bar); false never.
   */
  prefetch?: "intent" | "idle" | false;
};

export function Link({
  href,
  replace = false,
  scroll,
  prefetch = "intent",
  onClick,
  onTouchStart,
  onPointerEnter,
  onFocus,
  ...props
}: LinkProps) {
  const locale = useLocale();
  const router = useNextRouter();
  const target = localizePath(hrefToString(href), locale);
  const internal = isAppPath(target);
  // Pending until the next screen (or its loading skeleton) shows: globals.css gives instant feedback.
  const [pending, startTransition] = useTransition();
  const prefetched = useRef<string | null>(null);

  const load = useCallback(() => {
    if (!prefetch || !internal || prefetched.current === target) return;
    prefetched.current = target;
    // As in Next's docs: no `kind` means Next's default (auto); the type insists on one. A prefetch
    // Next reports stale is forgotten, so the next intent fetches it again.
    router.prefetch(target, { onInvalidate: () => void (prefetched.current = null) } as Parameters<
      typeof router.prefetch
    >[1]);
  }, [prefetch, internal, target, router]);

  useEffect(() => {
    if (prefetch !== "idle" || !internal || savesData()) return;
    let active = true;
    void afterLoadIdle().then(() => active && load());
    return () => {
      active = false;
    };
  }, [prefetch, internal, load]);

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

  return (
    <a
      href={target}
      onClick={navigate}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        load();
      }}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        if (event.pointerType === "mouse") load();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        load();
      }}
      data-pending={pending ? "" : undefined}
      aria-busy={pending || undefined}
      {...props}
    />
  );
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
    const navOptions = (options?: NavigateOptions) =>
      options?.scroll === undefined ? undefined : { scroll: options.scroll };
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
  return splitLocalePrefix(useNextPathname())[1];
}
