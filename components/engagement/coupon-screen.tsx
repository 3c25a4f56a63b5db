// The coupon screen: tabs for the shopper's available / used / expired coupons and the claim centre.
// The tab lives in the URL (?tab=) so back navigation and shared links land on the same list.
"use client";

import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { useRouter } from "@/lib/i18n/navigation";
import { PullToRefresh } from "@/components/ui/pull-to-refresh";
import { MyCouponList } from "./my-coupon-list";
import { ClaimCenter } from "./claim-center";
import { NewUserGiftBanner } from "./new-user-gift-banner";
import { couponScreenTabs, type CouponScreenTab } from "@/lib/validation/limits";

export function CouponScreen({ initialTab }: { initialTab: CouponScreenTab }) {
  const t = useTranslations("coupons");
  const router = useRouter();
  const [tab, setTab] = useState<CouponScreenTab>(initialTab);
  const [counts, setCounts] = useState<Partial<Record<CouponScreenTab, number>>>({});
  // The mounted panel puts its reload here for pull-to-refresh.
  const refreshRef = useRef<(() => Promise<unknown>) | null>(null);

  const select = (next: CouponScreenTab) => {
    setTab(next);
    router.replace(next === "available" ? "/coupon" : `/coupon?tab=${next}`, { scroll: false });
  };

  return (
    <>
      <div role="tablist" aria-label={t("tabsLabel")} className="sticky top-11 z-20 flex bg-white text-sm lg:top-16">
        {couponScreenTabs.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`coupon-tab-${key}`}
            aria-selected={tab === key}
            aria-controls="coupon-panel"
            onClick={() => select(key)}
            className={`flex-1 border-b-2 py-2.5 ${tab === key ? "border-accent font-medium text-accent" : "border-transparent text-gray-600"}`}
          >
            {t(`tabs.${key}`)}
            {counts[key] !== undefined && key !== "center" ? (
              <span className="ml-0.5 text-xs">({counts[key]})</span>
            ) : null}
          </button>
        ))}
      </div>
      <PullToRefresh onRefresh={() => refreshRef.current?.() ?? Promise.resolve()}>
        <section id="coupon-panel" role="tabpanel" aria-labelledby={`coupon-tab-${tab}`} className="min-h-[60dvh]">
          <NewUserGiftBanner />
          {tab === "center" ? (
            <ClaimCenter refreshRef={refreshRef} />
          ) : (
            <MyCouponList
              key={tab}
              status={tab}
              onCounts={setCounts}
              onBrowse={() => select("center")}
              refreshRef={refreshRef}
            />
          )}
        </section>
      </PullToRefresh>
    </>
  );
}
