// The bottom tab bar (spec: 4 tabs, 50 px high, selected colour #149fe2). Fixed to the bottom of the
// phone-width column; from 1024 px wide the desktop header (desktop-header.tsx) replaces it. The cart tab
// carries the number of cart lines.
"use client";

import { useEffect, useRef } from "react";
import { useTranslations } from "next-intl";
import { Link, usePathname } from "@/lib/i18n/navigation";
import { tabs } from "./tabs";
import { badgeText, refreshBadges, useBadges } from "@/lib/client/badges";

export function TabBar() {
  const t = useTranslations("tabs");
  const pathname = usePathname();
  const cartCount = useBadges()?.cart ?? 0;
  // The tab bar outlives a tab switch: recount on each (an order may have emptied the cart meanwhile).
  // Not on mount: useBadges reads them then, and a second read there cost one more request and render.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    void refreshBadges();
  }, [pathname]);
  return (
    <nav
      aria-label={t("label")}
      className="fixed bottom-0 left-1/2 z-40 w-full max-w-[480px] -translate-x-1/2 border-t border-gray-200 bg-white pb-[env(safe-area-inset-bottom)] lg:hidden"
    >
      <ul className="flex h-[50px]">
        {tabs.map(({ href, key, icon: Icon }) => {
          const active = href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
          return (
            <li key={key} className="flex-1">
              <Link
                href={href}
                // The current tab's own route is the page on screen: nothing to fetch ahead.
                prefetch={active ? "intent" : "idle"}
                aria-current={active ? "page" : undefined}
                // The selected colour: the darker shade of the specification's #149fe2 (see NavBar).
                data-spec-colour={active ? "" : undefined}
                className={`flex h-full flex-col items-center justify-center gap-0.5 text-[11px] ${active ? "text-brand" : "text-gray-500"}`}
              >
                <span className="relative">
                  <Icon />
                  {key === "cart" && cartCount > 0 ? (
                    <span
                      aria-hidden
                      data-testid="cart-badge"
                      className="absolute -top-1 -right-2.5 min-w-4 rounded-full bg-price px-1 text-center text-[10px] leading-4 text-white"
                    >
                      {badgeText(cartCount)}
                    </span>
                  ) : null}
                </span>
                <span>
                  {t(key)}
                  {key === "cart" && cartCount > 0 ? (
                    <span className="sr-only">{t("cartCount", { count: cartCount })}</span>
                  ) : null}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
