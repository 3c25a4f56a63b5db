// The claim centre: coupons open for claiming, with what is left and what the shopper already holds.
"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { claimCoupon, useClaimableCoupons } from "@/lib/client/engagement";
import { showToast } from "@/lib/client/toast";
import { EmptyState } from "@/components/ui/empty-state";
import { CouponCard, useShopDate } from "./coupon-card";
import { ListError, ListSkeleton } from "./list-states";

export function ClaimCenter({ refreshRef }: { refreshRef: React.RefObject<(() => Promise<unknown>) | null> }) {
  const t = useTranslations("coupons");
  const date = useShopDate();
  const { data, error, isLoading, mutate } = useClaimableCoupons();
  const [busy, setBusy] = useState<number | null>(null);

  useEffect(() => {
    refreshRef.current = () => mutate();
  }, [mutate, refreshRef]);

  const claim = async (id: number) => {
    setBusy(id);
    try {
      await claimCoupon(id);
      showToast(t("claimedToast"), "success");
    } catch {
      // The fetcher has shown the reason (sold out, limit reached); the list below shows the new state.
    } finally {
      setBusy(null);
      await mutate();
    }
  };

  if (error && !data) return <ListError onRetry={() => mutate()} />;
  if (isLoading || !data) return <ListSkeleton />;
  if (data.rows.length === 0) return <EmptyState icon="🎟️" title={t("empty.center")} />;
  return (
    <div className="space-y-3 p-3">
      {data.rows.map((c) => {
        const label = c.canClaim
          ? c.claimed > 0
            ? t("claimAgain")
            : t("claim")
          : c.remaining === 0
            ? t("soldOut")
            : t("claimed");
        return (
          <CouponCard
            key={c.id}
            coupon={c}
            validity={c.validDays ? t("validDays", { days: c.validDays }) : t("validUntil", { date: date(c.validTo) })}
            muted={!c.canClaim && c.remaining === 0}
            action={
              <div className="flex items-center gap-2">
                <span className="text-[11px] text-gray-500">{t("remaining", { count: c.remaining })}</span>
                <button
                  type="button"
                  disabled={!c.canClaim || busy !== null}
                  aria-label={`${label} ${c.name}`}
                  onClick={() => claim(c.id)}
                  className="rounded-full bg-price px-3 py-1 text-xs text-white disabled:bg-gray-300"
                >
                  {label}
                </button>
              </div>
            }
          />
        );
      })}
    </div>
  );
}
