// The console's frame: the navigation (only what the operator's roles may open; the server refuses
// the rest anyway), the operator with their roles, the language, logging out, and the demo's banner.
// Loads the signed-in operator once; a 401 sends the browser to the console's login.
"use client";

import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, type ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import { logOut, useMe, type Operator } from "@/lib/admin-client/staff";
import { setAdminFetcherTexts } from "@/lib/admin-client/fetcher";
import { ADMIN_LOCALE_COOKIE } from "@/lib/i18n/admin-locale-cookie";
import { locales } from "@/lib/i18n/routing";
import { OperatorContext } from "./operator-context";

const nav = [
  { href: "/admin", key: "dashboard", permission: "order:read" },
  { href: "/admin/launch", key: "launch", permission: "settings:write" },
  { href: "/admin/orders", key: "orders", permission: "order:read" },
  { href: "/admin/after-sales", key: "afterSales", permission: "order:read" },
  { href: "/admin/refunds", key: "refunds", permission: "order:read" },
  { href: "/admin/consult", key: "consult", permission: "consult:reply" },
  { href: "/admin/reviews", key: "reviews", permission: "review:moderate" },
  { href: "/admin/shoppers", key: "shoppers", permission: "shopper:read" },
  { href: "/admin/products", key: "products", permission: "catalogue:write" },
  { href: "/admin/stock", key: "stock", permission: "stock:adjust" },
  { href: "/admin/categories", key: "categories", permission: "catalogue:write" },
  { href: "/admin/translations", key: "translations", permission: "translation:write" },
  { href: "/admin/coupons", key: "coupons", permission: "marketing:write" },
  { href: "/admin/sales", key: "sales", permission: "marketing:write" },
  { href: "/admin/content", key: "content", permission: "content:write" },
  { href: "/admin/shop", key: "shop", permission: "settings:write" },
  { href: "/admin/settings", key: "settings", permission: "settings:write" },
  { href: "/admin/staff", key: "staff", permission: "staff:manage" },
  { href: "/admin/audit", key: "audit", permission: "audit:read" },
  { href: "/admin/profile", key: "profile", permission: null },
] as const;

function LanguageSelect() {
  const t = useTranslations("shell");
  const locale = useLocale();
  const router = useRouter();
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="sr-only">{t("language")}</span>
      <select
        aria-label={t("language")}
        value={locale}
        className="rounded border border-gray-300 bg-white px-2 py-1 text-gray-800"
        onChange={(e) => {
          document.cookie = `${ADMIN_LOCALE_COOKIE}=${e.target.value}; Path=/admin; Max-Age=31536000; SameSite=Strict`;
          router.refresh();
        }}
      >
        {locales.map((l) => (
          <option key={l} value={l}>
            {t(`locale.${l}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

function Nav({ operator }: { operator: Operator }) {
  const t = useTranslations("nav");
  const path = usePathname();
  return (
    <nav
      aria-label={t("label")}
      className="w-full shrink-0 border-b border-gray-200 bg-white md:w-52 md:border-r md:border-b-0"
    >
      <ul className="flex gap-1 overflow-x-auto p-2 md:flex-col">
        {nav
          .filter((item) => item.permission === null || (operator.permissions as string[]).includes(item.permission))
          .map((item) => {
            const active = item.href === "/admin" ? path === "/admin" : path.startsWith(item.href);
            return (
              <li key={item.href}>
                <Link
                  href={item.href}
                  aria-current={active ? "page" : undefined}
                  className={`block rounded px-3 py-2 text-sm whitespace-nowrap ${active ? "bg-accent text-white" : "text-gray-700 hover:bg-gray-100"}`}
                >
                  {t(item.key)}
                </Link>
              </li>
            );
          })}
      </ul>
    </nav>
  );
}

export function AdminShell({ children }: { children: ReactNode }) {
  const t = useTranslations("shell");
  const tc = useTranslations("common");
  const me = useMe();
  useEffect(() => {
    setAdminFetcherTexts({ networkError: tc("network"), timeout: tc("timeout") });
  }, [tc]);
  const operator = me.data;
  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:bg-white focus:p-2"
      >
        {t("skip")}
      </a>
      <header className="flex flex-wrap items-center justify-between gap-3 bg-gray-900 px-4 py-2 text-white">
        <Link href="/admin" className="font-semibold">
          {t("brand")}
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          {operator ? (
            <span className="text-sm" data-testid="admin-operator">
              {operator.username}
              <span className="ml-1 text-gray-300">({operator.roles.map((r) => t(`role.${r}`)).join(", ")})</span>
            </span>
          ) : null}
          <LanguageSelect />
          <button
            type="button"
            className="rounded border border-gray-500 px-2 py-1 text-sm hover:bg-gray-800"
            onClick={async () => {
              await logOut().catch(() => undefined);
              // A full navigation on purpose: nothing of the ended session stays in memory.
              // eslint-disable-next-line @next/next/no-location-assign-relative-destination
              window.location.assign("/admin/login");
            }}
          >
            {t("logout")}
          </button>
        </div>
      </header>
      {operator?.demo ? (
        <p role="note" className="bg-amber-100 px-4 py-2 text-sm text-amber-900" data-testid="admin-demo-banner">
          {t("demo")}
        </p>
      ) : null}
      {operator ? (
        <OperatorContext.Provider value={operator}>
          <div className="md:flex">
            <Nav operator={operator} />
            <main id="main" className="min-w-0 flex-1 p-4 md:p-6">
              {children}
            </main>
          </div>
        </OperatorContext.Provider>
      ) : (
        <main id="main" className="p-6 text-sm text-gray-600" aria-busy="true">
          {me.error ? tc("loadFailed") : tc("loading")}
        </main>
      )}
    </div>
  );
}
