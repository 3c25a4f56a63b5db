// On the coupon screen: a shopper who closed the new-user popup (or never saw it) and can still claim
// the gift gets a line leading back to it.
"use client";

import { useTranslations } from "next-intl";
import { useNewUserOffer } from "@/lib/client/engagement";
import { Link } from "@/lib/i18n/navigation";

export function NewUserGiftBanner() {
  const t = useTranslations("coupons.newUser");
  const { data } = useNewUserOffer({ shouldRetryOnError: false });
  if (!data?.offered) return null;
  return (
    <Link
      href="/coupon/new-user"
      className="mx-3 mt-2 flex items-center justify-between rounded-lg bg-[#fff4ef] px-3 py-2.5 text-sm"
    >
      <span>
        <span aria-hidden>🎁 </span>
        {t("waiting")}
      </span>
      <span className="rounded-full bg-price px-3 py-1 text-xs text-white">{t("waitingAction")}</span>
    </Link>
  );
}
