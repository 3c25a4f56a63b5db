// 积分: the balance, a link to today's sign-in, and the ledger, paged and pull-to-refresh.
"use client";

import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { ListLoader } from "@/components/ui/list-loader";
import { EmptyState } from "@/components/ui/empty-state";
import { formatDateTime } from "@/lib/format/date";
import type { Locale } from "@/lib/i18n/routing";
import { PullToRefresh } from "@/components/ui/pull-to-refresh";
import { usePointsLedger } from "@/lib/client/engagement";
import { ListError, ListSkeleton } from "./list-states";

const knownReasons = new Set([
  "sign-in",
  "order",
  "welcome",
  "order-spend",
  "order-spend-return",
  "refund",
  "order-return",
  "adjust",
]);

export function IntegralScreen() {
  const t = useTranslations("integral");
  const locale = useLocale() as Locale;
  const list = usePointsLedger();

  return (
    <PullToRefresh onRefresh={list.refresh}>
      <section className="bg-accent px-4 pt-4 pb-6 text-white">
        <p className="text-sm">{t("balance")}</p>
        <div className="mt-1 flex items-end justify-between">
          <p className="text-4xl font-semibold" data-testid="points-balance">
            {list.first ? list.first.balance : "—"}
          </p>
          <Link href="/sign-in" className="rounded-full bg-white px-4 py-1.5 text-sm text-accent">
            {t("signInLink")}
          </Link>
        </div>
        <p className="mt-3 text-xs leading-5">{t("rules")}</p>
      </section>
      <section aria-labelledby="points-ledger" className="mt-2 bg-white">
        <h2 id="points-ledger" className="border-b border-gray-100 px-4 py-3 text-sm font-medium">
          {t("ledger")}
        </h2>
        {list.isLoading ? (
          <ListSkeleton rows={3} height="h-12" />
        ) : list.error && list.rows.length === 0 ? (
          <ListError onRetry={list.refresh} />
        ) : list.rows.length === 0 ? (
          <EmptyState icon="🪙" title={t("empty")} />
        ) : (
          <>
            <ul className="divide-y divide-gray-100">
              {list.rows.map((e) => (
                <li key={e.id} className="flex items-center justify-between px-4 py-3">
                  <div>
                    <p className="text-sm">{t(`reason.${knownReasons.has(e.reason) ? e.reason : "other"}`)}</p>
                    <p className="text-xs text-gray-500">{formatDateTime(e.createdAt, locale)}</p>
                  </div>
                  <span className={`text-base font-medium ${e.delta > 0 ? "text-price" : "text-gray-600"}`}>
                    {e.delta > 0 ? `+${e.delta}` : e.delta}
                  </span>
                </li>
              ))}
            </ul>
            <ListLoader state={list.state} onLoadMore={list.loadMore} />
          </>
        )}
      </section>
    </PullToRefresh>
  );
}
