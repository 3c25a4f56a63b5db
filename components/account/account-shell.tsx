// The account screens on a desktop (1024 px and up): a centred column with the account menu on its left
// (orders, after-sales, addresses, favourites, coupons, points, settings...). On a phone the menu is
// hidden and the screen is exactly as before (the menu lives on 我的). Server-rendered, no script of its
// own; the current screen is marked from the `current` the page passes.
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";

/** The account screens, as the 我的 tab lists them (app/[locale]/(tabs)/me/page.tsx). */
export const accountMenu = [
  { href: "/messages", key: "messages", icon: "✉️" },
  { href: "/address", key: "address", icon: "📍" },
  { href: "/after-sales", key: "afterSales", icon: "🔁" },
  { href: "/coupon", key: "coupon", icon: "🎟️" },
  { href: "/integral", key: "integral", icon: "🪙" },
  { href: "/sign-in", key: "signIn", icon: "📅" },
  { href: "/collect", key: "collect", icon: "❤️" },
  { href: "/footprint", key: "footprint", icon: "👣" },
  { href: "/consult", key: "consult", icon: "🗨️" },
  { href: "/service", key: "service", icon: "🛎️" },
  { href: "/setting", key: "setting", icon: "⚙️" },
] as const;

type Props = {
  /** The menu entry of this screen ("/orders", "/address", ...), marked as the current page. */
  current: string;
  children: React.ReactNode;
};

export async function AccountShell({ current, children }: Props) {
  const [tMe, t] = [await getTranslations("me"), await getTranslations("account.me")];
  const entries = [
    { href: "/me", label: tMe("title"), icon: "👤" },
    { href: "/orders", label: t("myOrders"), icon: "🧾" },
    ...accountMenu.map((m) => ({ href: m.href, label: t(`menu.${m.key}`), icon: m.icon })),
  ];
  return (
    <div className="lg:mx-auto lg:flex lg:max-w-[1200px] lg:items-start lg:gap-6 lg:px-6 lg:py-4">
      <nav
        aria-label={t("desktopMenu")}
        data-account-menu
        className="sticky top-20 hidden w-[200px] shrink-0 overflow-hidden rounded-lg bg-white py-2 lg:block"
      >
        <ul>
          {entries.map((e) => (
            <li key={e.href}>
              <Link
                href={e.href}
                aria-current={e.href === current ? "page" : undefined}
                className="flex items-center gap-3 px-4 py-2.5 text-[15px] text-gray-700 hover:bg-gray-50 aria-[current=page]:bg-accent/10 aria-[current=page]:font-medium aria-[current=page]:text-accent"
              >
                <span aria-hidden className="w-6 text-center">
                  {e.icon}
                </span>
                {e.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
