// 我的售后: the shopper's refunds and returns with the state of each, newest first, paged.
"use client";

import { useLocale, useTranslations } from "next-intl";
import { afterSaleStatus } from "@/lib/domain/after-sale-status";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { useAfterSaleList } from "@/lib/client/after-sales";
import { formatDateTime } from "@/lib/format/date";
import { useMoney } from "@/components/ui/money";
import { ListLoader } from "@/components/ui/list-loader";
import { EmptyState } from "@/components/ui/empty-state";
import { PullToRefresh } from "@/components/ui/pull-to-refresh";
import { ListError, ListSkeleton } from "@/components/engagement/list-states";

export function afterSaleTone(status: string): string {
  if (status === afterSaleStatus.REFUNDED) return "text-green-600";
  if (status === afterSaleStatus.REJECTED || status === afterSaleStatus.REFUND_FAILED) return "text-gray-500";
  return "text-price";
}

export function AfterSaleList() {
  const money = useMoney();
  const t = useTranslations("afterSales");
  const locale = useLocale() as Locale;
  const list = useAfterSaleList();

  return (
    <PullToRefresh onRefresh={list.refresh}>
      {list.error && list.rows.length === 0 ? (
        <ListError onRetry={list.refresh} />
      ) : list.isLoading ? (
        <ListSkeleton rows={3} height="h-28" />
      ) : list.isEmpty ? (
        <EmptyState icon="🔁" title={t("empty")} />
      ) : (
        <>
          <ul className="space-y-2 p-3">
            {list.rows.map((r) => (
              <li key={r.id}>
                <Link
                  href={`/after-sales/${r.id}`}
                  className="block rounded-lg bg-white p-3"
                  data-testid="after-sale-row"
                >
                  <div className="flex items-center justify-between text-xs">
                    <span className="text-gray-500">
                      {t(`type.${r.type}`)} · {formatDateTime(r.createdAt, locale)}
                    </span>
                    <span className={afterSaleTone(r.status)}>{t(`status.${r.status}`)}</span>
                  </div>
                  {r.items[0] ? (
                    <div className="mt-2 flex gap-3">
                      {/* eslint-disable-next-line @next/next/no-img-element -- product images are small local files */}
                      <img
                        src={r.items[0].image}
                        alt=""
                        width={56}
                        height={56}
                        className="h-14 w-14 shrink-0 rounded bg-gray-100 object-cover"
                      />
                      <div className="min-w-0 flex-1 text-sm">
                        <p className="line-clamp-1">{r.items[0].name}</p>
                        <p className="text-xs text-gray-500">
                          {t(`reasons.${r.reason}`)} · {t("itemCount", { count: r.itemCount })}
                        </p>
                      </div>
                      <span className="shrink-0 text-sm text-price">{money(r.refundAmount)}</span>
                    </div>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
          <ListLoader state={list.state} onLoadMore={list.loadMore} />
        </>
      )}
    </PullToRefresh>
  );
}
