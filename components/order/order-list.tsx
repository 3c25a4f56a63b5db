// 订单列表: tabs by status (all, to pay, to ship, to receive, to review, complete; ?status= in the
// URL, so the legacy is_pay_order / no_pay_order / ship_order links land on their tab) and an
// infinitely scrolling list.
"use client";

import { useTranslations } from "next-intl";
import { orderStatus } from "@/lib/domain/order-status";
import { Link } from "@/lib/i18n/navigation";
import { useOrderList } from "@/lib/client/orders";
import { ListLoader } from "@/components/ui/list-loader";
import { EmptyState, GoShopping } from "@/components/ui/empty-state";
import { PullToRefresh } from "@/components/ui/pull-to-refresh";
import { ListError, ListSkeleton } from "@/components/engagement/list-states";
import { OrderCard } from "./order-card";

/** All, then every status but closed (closed orders show under "all"). */
export const orderTabs = [
  undefined,
  orderStatus.WAITING_FOR_PAYMENT,
  orderStatus.WAITING_TO_SHIP,
  orderStatus.WAITING_TO_RECEIVE,
  orderStatus.WAITING_FOR_REVIEW,
  orderStatus.COMPLETE,
] as const;

export function OrderList({ status }: { status: number | undefined }) {
  const t = useTranslations("order");
  const list = useOrderList(status);
  const tabs = (orderTabs as readonly (number | undefined)[]).includes(status) ? orderTabs : [...orderTabs, status];

  return (
    <>
      <nav aria-label={t("tabsLabel")} className="sticky top-11 z-20 flex overflow-x-auto bg-white lg:top-16">
        {tabs.map((s) => (
          <Link
            key={s ?? "all"}
            href={s === undefined ? "/orders" : `/orders?status=${s}`}
            replace
            aria-current={s === status ? "page" : undefined}
            className={`shrink-0 grow px-2 py-2.5 text-center text-sm ${s === status ? "border-b-2 border-accent font-medium text-accent" : "text-gray-600"}`}
          >
            {s === undefined ? t("tabs.all") : t(`tabs.${s}`)}
          </Link>
        ))}
      </nav>
      <PullToRefresh onRefresh={list.refresh}>
        {list.error && list.rows.length === 0 ? (
          <ListError onRetry={list.refresh} />
        ) : list.isLoading ? (
          <ListSkeleton rows={3} height="h-40" />
        ) : list.isEmpty ? (
          <EmptyState icon="🧾" title={t("empty")} action={<GoShopping label={t("goShopping")} />} />
        ) : (
          <>
            <ul className="space-y-2 p-3">
              {list.rows.map((order) => (
                <OrderCard key={order.id} order={order} onChanged={() => void list.refresh()} />
              ))}
            </ul>
            <ListLoader state={list.state} onLoadMore={list.loadMore} />
          </>
        )}
      </PullToRefresh>
    </>
  );
}
