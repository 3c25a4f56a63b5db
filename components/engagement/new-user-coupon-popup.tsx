// The new-user coupon popup (spec: a transparent popup page): a dialog over whatever is behind it,
// listing the welcome coupons with one button to claim them all. Closing only dismisses it: nothing is
// sent, the gift stays claimable (the coupon screen links back here) and the prompt does not pop up
// again in this browser (new-user-coupon-prompt).
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { claimNewUserOffer, useNewUserOffer, type NewUserOffer } from "@/lib/client/engagement";
import { showToast } from "@/lib/client/toast";
import { CouponCard } from "./coupon-card";
import { dismissNewUserOffer } from "@/lib/client/new-user-offer";

export function NewUserCouponPopup({
  onDone,
  initial,
}: {
  onDone: (claimed: boolean) => void;
  initial?: NewUserOffer;
}) {
  const t = useTranslations("coupons.newUser");
  const tc = useTranslations("coupons");
  const { data, mutate } = useNewUserOffer(initial ? { fallbackData: initial } : undefined);
  const [busy, setBusy] = useState(false);

  const claim = async () => {
    setBusy(true);
    try {
      if (data?.offered) {
        await claimNewUserOffer();
        showToast(t("claimedToast"), "success");
      }
      await mutate({ offered: false, coupons: [] }, { revalidate: false });
      onDone(Boolean(data?.offered));
    } catch {
      setBusy(false);
      await mutate();
    }
  };
  const dismiss = () => {
    dismissNewUserOffer();
    onDone(false);
  };

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/50 px-6">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="new-user-coupon-title"
        className="w-full max-w-[340px] overflow-hidden rounded-2xl bg-[#fff4ef] shadow-xl"
      >
        <header className="bg-gradient-to-b from-price to-[#ff7a45] px-4 pt-6 pb-5 text-center text-white">
          <p aria-hidden className="text-4xl">
            🎁
          </p>
          <h2 id="new-user-coupon-title" className="mt-1 text-xl font-semibold">
            {t("title")}
          </h2>
          {data?.offered ? <p className="mt-1 text-sm">{t("subtitle")}</p> : null}
        </header>
        <div className="max-h-[45dvh] space-y-2 overflow-y-auto p-3">
          {!data ? (
            <div aria-hidden className="h-24 animate-pulse rounded-lg bg-white" />
          ) : data.offered ? (
            data.coupons.map((c) => (
              <CouponCard key={c.id} coupon={c} validity={c.validDays ? tc("validDays", { days: c.validDays }) : ""} />
            ))
          ) : (
            <p className="py-6 text-center text-sm text-gray-500">{t("notOffered")}</p>
          )}
        </div>
        <footer className="flex flex-col items-center gap-2 px-4 pb-4">
          {!data || data.offered ? (
            <button
              type="button"
              disabled={busy || !data}
              onClick={() => void claim()}
              className="w-full rounded-full bg-price py-2.5 text-base font-medium text-white disabled:opacity-60"
            >
              {t("claimAll")}
            </button>
          ) : (
            <Link
              href="/coupon"
              className="w-full rounded-full bg-price py-2.5 text-center text-base font-medium text-white"
            >
              {t("view")}
            </Link>
          )}
          {data?.offered ? <p className="text-center text-xs text-gray-500">{t("keptHint")}</p> : null}
          <button type="button" disabled={busy} onClick={dismiss} className="py-1 text-sm text-gray-600">
            {t("close")}
          </button>
        </footer>
      </div>
    </div>
  );
}
