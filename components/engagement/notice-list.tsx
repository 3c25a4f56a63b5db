// 我的订阅: the shopper's standing 到货通知 and 降价通知, newest first, each with what it waits for and
// the price now, cancelled in place. docs/decisions/046-notices.md
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { showToast } from "@/lib/client/toast";
import { cancelNotice, useNotices } from "@/lib/client/notices";
import { ListLoader } from "@/components/ui/list-loader";
import { EmptyState, GoShopping } from "@/components/ui/empty-state";
import { useMoney } from "@/components/ui/money";
import { ListError, ListSkeleton } from "./list-states";

export function NoticeList() {
  const t = useTranslations("notices");
  const tf = useTranslations("favorites");
  const money = useMoney();
  const list = useNotices();
  const [cancelling, setCancelling] = useState<number | null>(null);

  const cancel = async (id: number) => {
    setCancelling(id);
    try {
      await cancelNotice(id);
      showToast(t("cancel"), "success");
      await list.refresh();
    } catch {
      // The fetcher has shown the error; the list is unchanged.
    } finally {
      setCancelling(null);
    }
  };

  if (list.isLoading) return <ListSkeleton rows={4} height="h-24" />;
  if (list.error && list.rows.length === 0) return <ListError onRetry={list.refresh} />;
  if (list.rows.length === 0)
    return <EmptyState icon="🔔" title={t("empty")} action={<GoShopping label={tf("goShopping")} outline />} />;
  return (
    <>
      <ul className="space-y-2 p-3">
        {list.rows.map((n) => (
          <li key={n.id} data-testid="notice-item" className="flex gap-3 rounded-lg bg-white p-2">
            <Link href={`/goods/${n.productId}`} className="flex min-w-0 flex-1 gap-3">
              {/* eslint-disable-next-line @next/next/no-img-element -- seeded SVGs are served by the app itself */}
              <img
                src={n.image}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                className="h-16 w-16 shrink-0 rounded bg-gray-100 object-cover"
              />
              <div className="flex min-w-0 flex-1 flex-col justify-between py-0.5">
                <h3 className="line-clamp-1 text-sm leading-5">{n.name}</h3>
                <p className="text-xs text-accent">
                  {n.kind === "back_in_stock"
                    ? `${t("backInStock")} · ${t("waitStock", { sku: n.skuName ?? "" })}`
                    : `${t("priceDrop")} · ${t("waitPrice", { price: money(n.targetPrice ?? 0) })}`}
                </p>
                <p className="text-xs text-gray-500">{t("priceShown", { price: money(n.price) })}</p>
              </div>
            </Link>
            <button
              type="button"
              disabled={cancelling === n.id}
              onClick={() => cancel(n.id)}
              className="self-end rounded-full border border-gray-300 px-3 py-1 text-xs whitespace-nowrap text-gray-600 disabled:opacity-50"
            >
              {t("cancel")}
            </button>
          </li>
        ))}
      </ul>
      <ListLoader state={list.state} onLoadMore={list.loadMore} />
    </>
  );
}
