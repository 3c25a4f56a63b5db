// 售后详情: the request's state, amount, reason, photos, the operator's note, a return's way back (the
// address, the waybill, each step) and the order it is for.
"use client";

import { useLocale, useTranslations } from "next-intl";
import { awaitsDecision } from "@/lib/domain/after-sale-status";
import { useAfterSale } from "@/lib/client/after-sales";
import { formatDateTime } from "@/lib/format/date";
import { useMoney } from "@/components/ui/money";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { EmptyState } from "@/components/ui/empty-state";
import { PullToRefresh } from "@/components/ui/pull-to-refresh";
import { ListSkeleton } from "@/components/engagement/list-states";
import { FactList } from "./fact-list";
import { RefundBreakdown } from "./refund-breakdown";
import { ReturnShipping } from "./return-shipping";

export function AfterSaleDetail({ id }: { id: number }) {
  const money = useMoney();
  const t = useTranslations("afterSales");
  const locale = useLocale() as Locale;
  const { data: r, error, mutate } = useAfterSale(id);
  if (error && !r)
    return (
      <EmptyState
        icon="🔁"
        title={error.status === 404 ? t("notFound") : error.message}
        action={
          <Link href="/after-sales" className="text-accent">
            {t("listTitle")}
          </Link>
        }
      />
    );
  if (!r) return <ListSkeleton rows={3} height="h-24" />;
  const facts: [string, string | null][] = [
    [t("orderNo"), r.orderNo],
    [t("appliedAt"), formatDateTime(r.createdAt, locale)],
    [t("decidedAt"), r.decidedAt && formatDateTime(r.decidedAt, locale)],
    [t("refundedAt"), r.refundedAt && formatDateTime(r.refundedAt, locale)],
    [t("operatorNote"), r.operatorNote || null],
  ];
  return (
    <PullToRefresh onRefresh={() => mutate()}>
      <div className="space-y-2 pb-6">
        <section className="bg-accent px-4 py-5 text-white">
          <h2 className="text-lg font-medium" data-testid="after-sale-status">
            {t(`status.${r.status}`)}
          </h2>
          <p className="mt-1 text-xs">
            {t(`type.${r.type}`)} · {t(`scope.${r.scope}`)}
          </p>
        </section>
        <section className="bg-white px-4">
          <ul className="divide-y divide-gray-100">
            {r.items.map((item) => (
              <li key={item.orderItemId} className="flex gap-3 py-2.5" data-testid="after-sale-item">
                {/* eslint-disable-next-line @next/next/no-img-element -- product images are small local files */}
                <img
                  src={item.image}
                  alt=""
                  width={56}
                  height={56}
                  className="h-14 w-14 shrink-0 rounded bg-gray-100 object-cover"
                />
                <div className="min-w-0 flex-1">
                  <p className="line-clamp-2 text-sm leading-5">{item.name}</p>
                  <p className="truncate text-xs text-gray-500">{item.skuName}</p>
                </div>
                <div className="flex shrink-0 flex-col items-end text-xs text-gray-500">
                  <span className="text-price">{money(item.amount)}</span>
                  <span>×{item.quantity}</span>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <ReturnShipping request={r} onChange={() => void mutate()} />
        <section className="space-y-2 bg-white px-4 py-3 text-sm">
          <RefundBreakdown figures={r} hadCoupon={r.couponShare > 0} pending={awaitsDecision(r.status)} />
        </section>
        <section className="space-y-2 bg-white px-4 py-3 text-sm">
          <p className="flex justify-between">
            <span className="text-gray-500">{t("reason")}</span>
            <span data-testid="after-sale-reason">{t(`reasons.${r.reason}`)}</span>
          </p>
          {r.description ? <p className="break-words whitespace-pre-line">{r.description}</p> : null}
          {r.images.length ? (
            <ul className="grid grid-cols-4 gap-2">
              {r.images.map((url) => (
                <li key={url} className="aspect-square overflow-hidden rounded bg-gray-100">
                  {/* eslint-disable-next-line @next/next/no-img-element -- the shopper's own upload */}
                  <img src={url} alt="" className="h-full w-full object-cover" />
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <section className="bg-white px-4 py-3">
          <FactList facts={facts} />
          <Link
            href={`/orders/${r.orderId}`}
            className="mt-3 inline-flex h-8 items-center rounded-full border border-gray-300 px-3.5 text-xs text-gray-600"
          >
            {t("viewOrder")}
          </Link>
        </section>
      </div>
    </PullToRefresh>
  );
}
