// The console's frame: the navigation (only what the operator's roles may open; the server refuses
// the rest anyway), the operator with their roles, the language, logging out, and the demo's banner.
// Loads the signed-in operator once; a 401 sends the browser to the console's login.
"use client";

import { Link } from "@/components/admin/link";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, type ReactNode } from "react";
import { useLocale, useTranslations } from "next-intl";
import { logOut, useMe, type Operator } from "@/lib/admin-client/staff";
import { setAdminFetcherTexts } from "@/lib/admin-client/fetcher";
import { ADMIN_LOCALE_COOKIE } from "@/lib/i18n/admin-locale-cookie";
import { locales } from "@/lib/i18n/routing";
import { consoleRoutes, routeOf } from "./console-routes";
import { Forbidden } from "./forbidden";
import { OperatorContext } from "./operator-context";

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
          // Path=/: the console's API reads it too (an export downloaded by a link is in this language).
          // The cookie of the earlier Path=/admin would shadow it on the console's pages: removed.
          document.cookie = `${ADMIN_LOCALE_COOKIE}=; Path=/admin; Max-Age=0; SameSite=Strict`;
          document.cookie = `${ADMIN_LOCALE_COOKIE}=${e.target.value}; Path=/; Max-Age=31536000; SameSite=Strict`;
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
  // The screen the address belongs to, so that a screen under another (the stock ledger under stock)
  // lights only its own entry.
  const current = routeOf(path)?.href;
  return (
    <nav
      aria-label={t("label")}
      className="w-full shrink-0 border-b border-gray-200 bg-white min-[900px]:w-52 min-[900px]:border-r min-[900px]:border-b-0 print:hidden"
    >
      <ul className="flex gap-1 overflow-x-auto p-2 min-[900px]:flex-col">
        {consoleRoutes
          .filter((item) => item.permission === null || (operator.permissions as string[]).includes(item.permission))
          .map((item) => {
            const active = item.href === current;
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

/** The screen, or the no-permission page when the operator's roles may not open it. */
function Allowed({ operator, children }: { operator: Operator; children: ReactNode }) {
  const path = usePathname();
  const route = routeOf(path);
  if (route?.permission && !(operator.permissions as string[]).includes(route.permission))
    return <Forbidden screen={route.key} roles={operator.roles} />;
  return <>{children}</>;
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
      <header className="flex flex-wrap items-center justify-between gap-3 bg-gray-900 px-4 py-2 text-white print:hidden">
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
        <p
          role="note"
          className="bg-amber-100 px-4 py-2 text-sm text-amber-900 print:hidden"
          data-testid="admin-demo-banner"
        >
          {t("demo")}
        </p>
      ) : null}
      {operator ? (
        <OperatorContext.Provider value={operator}>
          <div className="min-[900px]:flex">
            <Nav operator={operator} />
            <main id="main" className="min-w-0 flex-1 p-4 min-[900px]:p-6 print:p-0">
              <Allowed operator={operator}>{children}</Allowed>
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
