// The desktop side navigation (from 1024 px wide): the four tabs of the bottom tab bar as a column
// beside the content, on every screen. Hidden on phones, where the tab bar stays as it is.
"use client";

import { useTranslations } from "next-intl";
import { Link, usePathname } from "@/lib/i18n/navigation";
import { tabs } from "./tab-bar";

export function SideNav({ label }: { label: string }) {
  const t = useTranslations("tabs");
  const tApp = useTranslations("app");
  const pathname = usePathname();
  return (
    <nav aria-label={label} className="sticky top-0 hidden h-dvh w-[220px] shrink-0 flex-col gap-1 border-r border-gray-200 bg-white p-4 lg:flex">
      <Link href="/" className="mb-4 flex items-center gap-2 px-2 text-lg font-semibold text-accent">
        {/* eslint-disable-next-line @next/next/no-img-element -- the app icon, a static 4 kB file */}
        <img src="/icons/icon-192.png" alt="" width={32} height={32} className="rounded-lg" />
        {tApp("name")}
      </Link>
      <ul className="space-y-1">
        {tabs.map(({ href, key, icon: Icon }) => {
          const active = href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
          return (
            <li key={key}>
              <Link
                href={href}
                aria-current={active ? "page" : undefined}
                className={`flex h-11 items-center gap-3 rounded-lg px-3 text-[15px] ${active ? "bg-accent/10 font-medium text-accent" : "text-gray-700 hover:bg-gray-100"}`}
              >
                <Icon />
                <span>{t(key)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
