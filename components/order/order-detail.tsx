// 订单详情: status (with the time left to pay), delivery (changeable until shipped), the latest
// parcel news, goods, amounts, order facts and the next actions. Pull down to refresh.
"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { awaitsPayment, isClosed } from "@/lib/domain/order-status";
import { useOrder } from "@/lib/client/orders";
import { courierKey } from "@/lib/format/courier";
import { formatDate, formatDateTime } from "@/lib/format/date";
import { Link, useRouter } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { EmptyState } from "@/components/ui/empty-state";
import { PullToRefresh } from "@/components/ui/pull-to-refresh";
import { ListSkeleton } from "@/components/engagement/list-states";
import { AmountRows } from "./amount-rows";
import { OrderActions } from "./order-actions";
import { OrderItems } from "./order-items";
import { PayCountdown } from "./pay-countdown";
import { ChangeDeliverySheet } from "./change-delivery-sheet";
import { CopyButton } from "./copy-button";
import { FactList } from "./fact-list";
import { OrderInvoice } from "./order-invoice";
import { BottomBar } from "@/components/ui/bottom-bar";
import { formatPhone } from "@/lib/phone";

export function OrderDetail({ id }: { id: number }) {
  const t = useTranslations("order");
  const tg = useTranslations("group");
  const locale = useLocale() as Locale;
  const { data: order, error, mutate } = useOrder(id);
  const [changing, setChanging] = useState(false);
  const router = useRouter();

  if (error && !order)
    return (
      <EmptyState
        icon="🧾"
        title={error.status === 404 ? t("notFound") : error.message}
        action={
          <Link href="/orders" className="text-accent">
            {t("listTitle")}
          </Link>
        }
      />
    );
  if (!order) return <ListSkeleton rows={4} height="h-24" />;

  const latest = order.trajectory[0];
  // The console's courier in the reader's language; a name typed at shipping (the command line) as
  // the catalogue of well-known names knows it, else as typed.
  const typed = courierKey(order.courier);
  const courierName = order.courierCode ? order.courierName : typed ? t(`couriers.${typed}`) : order.courier;
  const windows = order.afterSaleWindow;
  const facts: [string, string | null][] = [
    [t("facts.orderNo"), order.orderNo],
    [t("facts.createdAt"), formatDateTime(order.createdAt, locale)],
    [t("facts.paidAt"), order.paidAt && formatDateTime(order.paidAt, locale)],
    [t("facts.shippedAt"), order.shippedAt && formatDateTime(order.shippedAt, locale)],
    [t("facts.receivedAt"), order.receivedAt && formatDateTime(order.receivedAt, locale)],
    [t("facts.completedAt"), order.completedAt && formatDateTime(order.completedAt, locale)],
    [t("facts.closedAt"), order.closedAt && formatDateTime(order.closedAt, locale)],
    [t("facts.remark"), order.remark || null],
  ];

  return (
    <PullToRefresh onRefresh={() => mutate()}>
      <div className="space-y-2 pb-20">
        <section className="bg-accent px-4 py-5 text-white">
          <h2 className="text-lg font-medium" data-testid="order-status">
            {t(`status.${order.status}`)}
          </h2>
          {awaitsPayment(order.status) ? (
            <PayCountdown expiresAt={order.expiresAt} onExpired={() => void mutate()} />
          ) : null}
          {isClosed(order.status) && order.closeReason ? (
            <p className="mt-1 text-xs">{t(`closeReason.${order.closeReason}`)}</p>
          ) : null}
          {order.groupId !== null ? (
            <Link href={`/group/${order.groupId}`} className="mt-1 block text-xs underline" data-testid="order-group">
              {tg("viewGroup")} ›
            </Link>
          ) : null}
          {order.afterSaleOpen ? (
            <Link href="/after-sales" className="mt-1 block text-xs underline">
              {t("afterSaleOpen")}
            </Link>
          ) : null}
        </section>
        {order.waybillNo || order.courier ? (
          <section className="flex items-center gap-3 bg-white px-4 py-3 text-sm" aria-label={t("waybillNo")}>
            <span aria-hidden className="text-xl">
              📦
            </span>
            <dl className="min-w-0 flex-1 text-xs">
              <div className="flex gap-2">
                <dt className="text-gray-500">{t("courier")}</dt>
                <dd data-testid="order-courier">{courierName}</dd>
              </div>
              <div className="flex gap-2">
                <dt className="text-gray-500">{t("waybillNo")}</dt>
                <dd className="break-all" data-testid="order-waybill">
                  {order.waybillNo}
                </dd>
              </div>
              {order.trackingUrl ? (
                <a
                  href={order.trackingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-1 inline-block text-accent underline"
                  data-testid="order-tracking"
                >
                  {t("trackParcel")}
                </a>
              ) : null}
            </dl>
            {order.waybillNo ? <CopyButton text={order.waybillNo} label={t("waybillNo")} /> : null}
          </section>
        ) : null}
        {latest ? (
          <Link href={`/orders/${order.id}/trajectory`} className="flex items-center gap-3 bg-white px-4 py-3">
            <span aria-hidden>🚚</span>
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm">{latest.description}</span>
              <span className="block text-xs text-gray-500">{formatDateTime(latest.occurredAt, locale)}</span>
            </span>
            <span aria-hidden className="text-gray-300">
              ›
            </span>
          </Link>
        ) : null}
        <section className="flex items-center gap-3 bg-white px-4 py-3" aria-label={t("delivery")}>
          <span aria-hidden className="text-xl">
            {order.deliveryType === "pickup" ? "🏬" : "📍"}
          </span>
          <div className="min-w-0 flex-1 text-sm">
            <p className="font-medium">
              {order.deliveryType === "pickup"
                ? (order.pickupPoint?.name ?? t("pickup"))
                : `${order.receiverName} ${formatPhone(order.receiverPhone)}`}
            </p>
            <p className="text-xs text-gray-500">
              {order.deliveryType === "pickup"
                ? (order.pickupPoint?.address ?? order.receiverAddress)
                : order.receiverAddress}
            </p>
          </div>
          {order.actions.changeAddress ? (
            <button type="button" onClick={() => setChanging(true)} className="shrink-0 text-xs text-accent">
              {t("changeAddress")}
            </button>
          ) : null}
        </section>
        <section className="bg-white px-4">
          <OrderItems
            items={order.items}
            note={(item) =>
              item.afterSaleQuantity || item.review ? (
                <p className="text-xs text-gray-500" data-testid="item-state">
                  {item.afterSaleQuantity ? t("itemAfterSale", { count: item.afterSaleQuantity }) : null}
                  {item.afterSaleQuantity && item.review ? " · " : null}
                  {item.review ? (item.review.auto ? t("itemAutoReviewed") : t("itemReviewed")) : null}
                </p>
              ) : null
            }
          />
        </section>
        {windows.closed || (order.actions.return && windows.returnUntil && windows.qualityUntil) ? (
          <p className="bg-white px-4 py-2 text-xs text-gray-500" data-testid="return-window">
            {windows.closed === "window" && windows.returnUntil && windows.qualityUntil
              ? t("returnClosed.windowUntil", {
                  date: formatDate(windows.returnUntil, locale),
                  qualityDate: formatDate(windows.qualityUntil, locale),
                })
              : windows.closed
                ? t(`returnClosed.${windows.closed}`)
                : t("returnOpenUntil", {
                    date: formatDate(windows.returnUntil!, locale),
                    qualityDate: formatDate(windows.qualityUntil!, locale),
                  })}
          </p>
        ) : null}
        <section className="bg-white px-4 py-3">
          <AmountRows {...order} totalLabel={order.paidAt ? t("paid") : t("total")} />
        </section>
        {order.invoice ? <OrderInvoice orderId={order.id} invoice={order.invoice} /> : null}
        <section className="bg-white px-4 py-3">
          <FactList facts={facts} />
        </section>
        <BottomBar className="border-t border-gray-200 px-3 py-2.5 pb-[calc(0.625rem+env(safe-area-inset-bottom))]">
          <OrderActions
            order={order}
            onChanged={(next) => (next === null ? router.replace("/orders") : void mutate())}
          />
        </BottomBar>
      </div>
      {changing ? (
        <ChangeDeliverySheet
          order={order}
          onClose={() => setChanging(false)}
          onChanged={() => {
            setChanging(false);
            void mutate();
          }}
        />
      ) : null}
    </PullToRefresh>
  );
}
