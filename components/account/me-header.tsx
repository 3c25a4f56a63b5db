// The top of the "me" tab: avatar, nickname and points for a logged-in shopper (from user-info,
// painted from the lifeData copy first), a login link for a guest.
"use client";

import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { useUserInfo } from "@/lib/client/account";
import { formatCount } from "@/lib/format/count";
import type { Locale } from "@/lib/i18n/routing";

// One height for the guest, loading and shopper states, so the screen below does not move when the
// session is read after hydration (Lighthouse measured a 0.086 shift). The guest's is the tallest: room
// for its hint on two lines (a 320 px phone in English), measured by e2e/ux-account.spec.ts.
const box = "flex min-h-32 items-center bg-accent px-4 pb-6 pt-4";

export function MeHeader() {
  const t = useTranslations("account.me");
  const tMe = useTranslations("me");
  const locale = useLocale() as Locale;
  const { loggedIn, data: user } = useUserInfo();

  if (loggedIn === false) {
    return (
      <section className={`${box} gap-3 text-white`}>
        <span aria-hidden className="flex h-14 w-14 items-center justify-center rounded-full bg-white/30 text-2xl">
          👤
        </span>
        <div className="min-w-0">
          <p className="text-base">{tMe("guest")}</p>
          <p className="text-xs text-white">{t("loginHint")}</p>
          <Link
            href={{ pathname: "/login", query: { redirect: "/me" } }}
            className="mt-1 inline-block rounded-full bg-white px-3 py-1 text-sm text-accent"
          >
            {tMe("login")}
          </Link>
        </div>
      </section>
    );
  }

  if (!user) {
    return (
      <section aria-busy className={`${box} gap-3`}>
        <span className="h-14 w-14 animate-pulse rounded-full bg-white/30" />
        <span className="h-4 w-28 animate-pulse rounded bg-white/30" />
      </section>
    );
  }

  return (
    <section className={`${box} text-white`}>
      <Link href="/profile" aria-label={t("editProfile")} className="flex w-full items-center gap-3">
        {/* eslint-disable-next-line @next/next/no-img-element -- uploaded or app-served avatar */}
        <img
          src={user.avatar}
          alt=""
          width={56}
          height={56}
          className="h-14 w-14 rounded-full border-2 border-white/60 bg-white object-cover"
        />
        <div className="min-w-0 flex-1">
          <p data-testid="me-nickname" className="truncate text-lg font-medium">
            {user.nickname}
          </p>
          <p data-testid="me-points" className="text-xs text-white">
            {t("points", { points: formatCount(user.points, locale) })}
          </p>
        </div>
        <span aria-hidden className="text-white">
          ›
        </span>
      </Link>
    </section>
  );
}
