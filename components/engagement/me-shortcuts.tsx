// For the "me" screen: the shopper's points balance and shortcuts to coupons, points, sign-in,
// favourites, consult (with the unread count) and the service area.
"use client";

import useSWR from "swr";
import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { apiFetch } from "@/lib/client/fetcher";
import { useLoggedIn } from "./login-gate";

const shortcuts = [
  { href: "/coupon", key: "coupons", icon: "🎟️" },
  { href: "/integral", key: "points", icon: "🪙" },
  { href: "/sign-in", key: "signIn", icon: "📅" },
  { href: "/collect", key: "favorites", icon: "❤️" },
  { href: "/consult", key: "consult", icon: "💬" },
  { href: "/service", key: "service", icon: "🛎️" },
] as const;

// Quiet reads: a logged-out or failing shortcut row must not toast or bounce the "me" screen to login.
const quiet = <T,>(path: string) => apiFetch<T>(path, { silent: true, noLoginRedirect: true });

export function MeShortcuts() {
  const t = useTranslations("engagement");
  const loggedIn = useLoggedIn();
  const { data: points } = useSWR<{ balance: number }>(loggedIn ? "/api/v1/points?pageSize=1" : null, quiet);
  const { data: consult } = useSWR<{ unread: number }>(loggedIn ? "/api/v1/consult-messages?pageSize=1" : null, quiet);

  return (
    <nav aria-label={t("shortcuts")} className="grid grid-cols-3 gap-y-4 bg-white py-4">
      {shortcuts.map((s) => {
        const badge = s.key === "points" && points ? String(points.balance) : s.key === "consult" && consult?.unread ? String(consult.unread) : null;
        return (
          <Link key={s.key} href={s.href} className="relative flex flex-col items-center gap-1 text-xs text-gray-700">
            <span aria-hidden className="text-2xl">{s.icon}</span>
            <span>{t(s.key)}</span>
            {badge ? (
              <span
                data-testid={`me-${s.key}-badge`}
                aria-label={s.key === "consult" ? t("unreadBadge", { count: Number(badge) }) : undefined}
                className={`absolute -top-1 left-1/2 ml-2 rounded-full px-1.5 text-[10px] leading-4 ${s.key === "consult" ? "bg-price text-white" : "bg-brand/10 text-brand"}`}
              >
                {badge}
              </span>
            ) : null}
          </Link>
        );
      })}
    </nav>
  );
}
