// 我的: the shopper's header (avatar, nickname, points), order shortcuts by status and the menu of
// account screens. Guests see a login link; the links themselves lead to login where needed.
import { Suspense } from "react";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { NavBar } from "@/components/ui/nav-bar";
import { LocaleSwitcher } from "@/components/ui/locale-switcher";
import { MeHeader } from "@/components/account/me-header";
import { MeBadge } from "@/components/account/me-badge";
import { LegalLinks } from "@/components/shop/legal-links";
import { Link } from "@/lib/i18n/navigation";
import { accountMenu } from "@/components/account/account-shell";
import type { Locale } from "@/lib/i18n/routing";

// Order status codes (spec section 4): 0 waiting for payment, 500 to ship, 510 to receive, 520 to review.
const orderShortcuts = [
  { status: 0, key: "unpaid", icon: "💳", badge: "waitingForPayment" },
  { status: 500, key: "toShip", icon: "📦", badge: "waitingToShip" },
  { status: 510, key: "toReceive", icon: "🚚", badge: "waitingToReceive" },
  { status: 520, key: "toReview", icon: "💬", badge: "waitingForReview" },
] as const;

export async function generateMetadata({ params }: PageProps<"/[locale]/me">) {
  const { locale } = (await params) as { locale: Locale };
  return { title: (await getTranslations({ locale, namespace: "me" }))("title") };
}

export default async function MePage({ params }: PageProps<"/[locale]/me">) {
  const { locale } = (await params) as { locale: Locale };
  setRequestLocale(locale);
  const [tMe, t] = [await getTranslations("me"), await getTranslations("account.me")];
  return (
    <>
      <NavBar title={tMe("title")} back={false} />
      <main className="space-y-3 pb-4 lg:mx-auto lg:max-w-[960px]">
        <MeHeader />
        <section aria-labelledby="me-orders" className="mx-3 -mt-2 rounded-lg bg-white">
          <div className="flex items-center justify-between border-b border-gray-100 px-4 py-3">
            <h2 id="me-orders" className="text-[15px] font-medium">
              {t("myOrders")}
            </h2>
            <Link href="/orders" className="text-xs text-gray-500">
              {t("allOrders")} <span aria-hidden>›</span>
            </Link>
          </div>
          <nav className="grid grid-cols-4 py-3">
            {orderShortcuts.map((s) => (
              <Link
                key={s.key}
                href={{ pathname: "/orders", query: { status: s.status } }}
                className="flex flex-col items-center gap-1 text-xs text-gray-700"
              >
                <span className="relative">
                  <span aria-hidden className="text-2xl">
                    {s.icon}
                  </span>
                  <MeBadge source={s.badge} />
                </span>
                {t(`status.${s.key}`)}
              </Link>
            ))}
          </nav>
        </section>
        <nav aria-label={tMe("title")} className="mx-3 overflow-hidden rounded-lg bg-white">
          <ul className="divide-y divide-gray-100">
            {accountMenu.map((m) => (
              <li key={m.key}>
                <Link
                  href={m.href}
                  className="flex items-center gap-3 px-4 py-3 text-[15px] text-gray-800 active:bg-gray-50"
                >
                  <span aria-hidden className="w-6 text-center text-lg">
                    {m.icon}
                  </span>
                  <span className="relative flex-1">
                    {t(`menu.${m.key}`)}
                    {m.key === "consult" ? <MeBadge source="consultUnread" /> : null}
                    {m.key === "messages" ? <MeBadge source="messagesUnread" /> : null}
                  </span>
                  <span aria-hidden className="text-gray-300">
                    ›
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mx-3 overflow-hidden rounded-lg">
          <Suspense>
            <LocaleSwitcher />
          </Suspense>
        </div>
        <LegalLinks className="px-3 pt-1" />
      </main>
    </>
  );
}
