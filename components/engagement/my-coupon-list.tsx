// The shopper's coupons on one tab, paged, newest state from the API.
"use client";

import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { ListLoader } from "@/components/ui/list-loader";
import { EmptyState } from "@/components/ui/empty-state";
import { CouponCard, useShopDate } from "./coupon-card";
import { useMyCoupons, type MyCouponStatus as Status } from "@/lib/client/engagement";
import { ListError, ListSkeleton } from "./list-states";

export function MyCouponList({
  status,
  onCounts,
  onBrowse,
  refreshRef,
}: {
  status: Status;
  onCounts: (counts: Record<Status, number>) => void;
  onBrowse: () => void;
  refreshRef: React.RefObject<(() => Promise<unknown>) | null>;
}) {
  const t = useTranslations("coupons");
  const date = useShopDate();
  const list = useMyCoupons(status);
  const counts = list.first?.counts;

  useEffect(() => {
    if (counts) onCounts(counts);
  }, [counts, onCounts]);
  useEffect(() => {
    refreshRef.current = list.refresh;
  }, [list.refresh, refreshRef]);

  if (list.isLoading) return <ListSkeleton />;
  if (list.error && list.rows.length === 0) return <ListError onRetry={list.refresh} />;
  if (list.rows.length === 0) {
    return (
      <EmptyState
        icon="🎟️"
        title={t(`empty.${status}`)}
        action={
          <button
            type="button"
            onClick={onBrowse}
            className="rounded-full border border-accent px-4 py-1.5 text-accent"
          >
            {t("goClaim")}
          </button>
        }
      />
    );
  }
  return (
    <div className="space-y-3 p-3">
      {list.rows.map((c) => (
        <CouponCard
          key={c.id}
          coupon={c}
          validity={t("validUntil", { date: date(c.expiresAt) })}
          muted={status !== "available"}
          stamp={status === "used" ? t("statusUsed") : status === "expired" ? t("statusExpired") : undefined}
          action={
            status === "available" ? (
              <Link href="/" className="rounded-full bg-price px-3 py-1 text-xs text-white">
                {t("use")}
              </Link>
            ) : undefined
          }
        />
      ))}
      <ListLoader state={list.state} onLoadMore={list.loadMore} />
    </div>
  );
}
