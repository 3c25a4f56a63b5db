// 物流轨迹: the route in SVG and the points as a timeline, newest first.
"use client";

import { useLocale, useTranslations } from "next-intl";
import { useOrder } from "@/lib/client/orders";
import { formatDateTime } from "@/lib/format/date";
import type { Locale } from "@/lib/i18n/routing";
import { EmptyState } from "@/components/ui/empty-state";
import { PullToRefresh } from "@/components/ui/pull-to-refresh";
import { ListSkeleton } from "@/components/engagement/list-states";
import { TrajectoryRoute } from "./trajectory-route";

export function TrajectoryView({ id }: { id: number }) {
  const t = useTranslations("order");
  const locale = useLocale() as Locale;
  const { data: order, error, mutate } = useOrder(id);
  if (error && !order) return <EmptyState icon="🚚" title={error.status === 404 ? t("notFound") : error.message} />;
  if (!order) return <ListSkeleton rows={3} />;
  const points = order.trajectory;

  return (
    <PullToRefresh onRefresh={() => mutate()}>
      <div className="space-y-2 p-3">
        <section className="rounded-lg bg-white p-3 text-sm">
          <p>
            {t("orderNo", { no: order.orderNo })} · <span className="text-price">{t(`status.${order.status}`)}</span>
          </p>
          <p className="mt-1 text-xs text-gray-500">{order.receiverAddress}</p>
        </section>
        {points.length === 0 ? (
          <EmptyState icon="🚚" title={t("noTrajectory")} />
        ) : (
          <>
            <TrajectoryRoute points={points} label={t("routeLabel")} />
            <ol className="rounded-lg bg-white px-4 py-3" aria-label={t("trajectory")}>
              {points.map((p, i) => (
                <li
                  key={p.id}
                  data-testid="trajectory-point"
                  className="relative border-l-2 border-gray-200 pb-4 pl-4 last:pb-0"
                >
                  <span
                    aria-hidden
                    className={`absolute top-1 -left-[7px] h-3 w-3 rounded-full ${i === 0 ? "bg-accent" : "bg-gray-300"}`}
                  />
                  <p className={`text-sm ${i === 0 ? "font-medium text-accent" : "text-gray-600"}`}>{p.description}</p>
                  <p className="text-xs text-gray-500">
                    {formatDateTime(p.occurredAt, locale)}
                    {p.location ? ` · ${p.location}` : ""}
                  </p>
                </li>
              ))}
            </ol>
          </>
        )}
      </div>
    </PullToRefresh>
  );
}
