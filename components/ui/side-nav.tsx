// The desktop side navigation (from 1024 px wide): the four tabs of the bottom tab bar as a column
// beside the content, on every screen. Hidden on phones, where the tab bar stays as it is. Rendered on
// the server (no JavaScript of its own on the first load); the current tab is marked (aria-current)
// by components/pwa/side-nav-current.tsx once the browser is idle.
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { tabs } from "./tabs";

export async function SideNav({ label }: { label: string }) {
  const t = await getTranslations("tabs");
  const tApp = await getTranslations("app");
  return (
    <nav
      aria-label={label}
      data-side-nav
      className="sticky top-0 hidden h-dvh w-[220px] shrink-0 flex-col gap-1 border-r border-gray-200 bg-white p-4 lg:flex"
    >
      <Link href="/" className="mb-4 flex items-center gap-2 px-2 text-lg font-semibold text-accent">
        {/* eslint-disable-next-line @next/next/no-img-element -- the app icon, a static 4 kB file */}
        <img src="/icons/icon-192.png" alt="" width={32} height={32} className="rounded-lg" />
        {tApp("name")}
      </Link>
      <ul className="space-y-1">
        {tabs.map(({ href, key, icon: Icon }) => (
          <li key={key}>
            <Link
              href={href}
              data-tab={href}
              className="flex h-11 items-center gap-3 rounded-lg px-3 text-[15px] text-gray-700 hover:bg-gray-100 aria-[current=page]:bg-accent/10 aria-[current=page]:font-medium aria-[current=page]:text-accent"
            >
              <Icon />
              <span>{t(key)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
