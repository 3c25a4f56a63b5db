// The order list on the console's frame: search (an order number or its first digits, a phone, a
// username or the receiver's name), status, creation days in the shop's time zone, one product;
// the registry's sorts; CSV export of what is filtered; batch shipping from a CSV file.
"use client";

import { Link } from "@/components/admin/link";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { orderStatusCodes } from "@/lib/domain/order-status";
import { orderExportUrl, orderListOptions, useOrders, type OrderQuery, type OrderRow } from "@/lib/admin-client/orders";
import { formatPhone } from "@/lib/phone";
import { BatchShip } from "./batch-ship";
import { OrderStatusBadge } from "./badges";
import { ListFrame } from "./frame/list-frame";
import type { ListSpec } from "./frame/list-spec";
import { filterQuery, useUrlList } from "./frame/use-list-state";
import { useCan } from "./operator-context";
import { ProductChip, ProductFilter } from "./pickers/product-picker";
import { Badge, Button, LinkButton, Money, PageHeader, When } from "./ui";

function Shopper({ order }: { order: OrderRow }) {
  const t = useTranslations("orders");
  const s = order.shopper;
  return (
    <>
      {s?.username ?? (s?.phone ? formatPhone(s.phone) : undefined) ?? s?.nickname ?? t("cancelledAccount")}
      <span className="block text-xs text-gray-600">{order.receiverName}</span>
    </>
  );
}

function Items({ order }: { order: OrderRow }) {
  const t = useTranslations("orders");
  return (
    <>
      {order.firstItem?.name ?? "—"}
      {order.itemCount > 1 ? (
        <span className="text-gray-600"> {t("itemCount", { count: order.itemCount })}</span>
      ) : null}
    </>
  );
}

/** The order's total, and what of it went back (or is on its way back) to the shopper. */
function Total({ order }: { order: OrderRow }) {
  const t = useTranslations("orders");
  const back = order.refundedAmount + order.refundingAmount;
  return (
    <>
      <Money cents={order.totalAmount} />
      {back > 0 ? (
        <>
          <span className="block text-xs text-price" data-testid="order-row-refunded">
            {t("refundedAmount")} <Money cents={back} />
          </span>
          <span className="block text-xs" data-testid="order-row-net">
            {t("netAmount")} <Money cents={order.netAmount} />
          </span>
        </>
      ) : null}
    </>
  );
}

function Open({ order }: { order: OrderRow }) {
  const t = useTranslations("orders");
  return (
    <Link href={`/admin/orders/${order.id}`} className="text-accent underline">
      {t("open")}
      <span className="sr-only"> {order.orderNo}</span>
    </Link>
  );
}

function Status({ order }: { order: OrderRow }) {
  const t = useTranslations("orders");
  return (
    <span className="flex flex-wrap gap-1">
      <OrderStatusBadge status={order.status} />
      {order.afterSaleOpen ? <Badge tone="bad">{t("afterSaleOpen")}</Badge> : null}
    </span>
  );
}

export const orderList: ListSpec<OrderRow> = {
  id: "orders",
  rowTestId: "order-row",
  rowKey: (o) => o.id,
  pageSize: 20,
  useRows: (query) => useOrders(query as OrderQuery),
  filters: [
    { id: "q", kind: "search", label: "orders.search", placeholder: "orders.searchHint" },
    {
      id: "status",
      kind: "select",
      label: "orders.status",
      options: orderStatusCodes,
      optionLabel: (v) => `status.${v}`,
    },
    { id: "from", kind: "day", label: "orders.from" },
    { id: "to", kind: "day", label: "orders.to" },
    {
      id: "productId",
      kind: "custom",
      label: "orders.product",
      render: (value, set) => <ProductFilter value={value} set={set} label="orders.product" />,
      chip: (id) => <ProductChip id={id} />,
    },
  ],
  sorts: { values: orderListOptions.sort, label: (s) => `orders.sorts.${s.replace(".", "_")}` },
  columns: [
    { id: "orderNo", label: "orders.orderNo", primary: true, className: "font-mono text-xs", cell: (o) => o.orderNo },
    { id: "status", label: "orders.status", cell: (o) => <Status order={o} /> },
    { id: "items", label: "orders.items", optional: "shown", className: "max-w-64", cell: (o) => <Items order={o} /> },
    { id: "shopper", label: "orders.shopper", optional: "shown", cell: (o) => <Shopper order={o} /> },
    { id: "total", label: "orders.total", align: "end", cell: (o) => <Total order={o} /> },
    {
      id: "createdAt",
      label: "orders.createdAt",
      optional: "shown",
      className: "whitespace-nowrap text-xs",
      cell: (o) => <When at={o.createdAt} />,
    },
    {
      id: "paidAt",
      label: "orders.paidAt",
      optional: "hidden",
      className: "whitespace-nowrap text-xs",
      cell: (o) => <When at={o.paidAt} />,
    },
    { id: "open", label: "", cell: (o) => <Open order={o} /> },
  ],
};

export function OrdersScreen() {
  const t = useTranslations("orders");
  const can = useCan();
  const { state, read } = useUrlList(orderList);
  const [showBatch, setShowBatch] = useState(false);
  return (
    <>
      <PageHeader
        title={t("title")}
        actions={
          <>
            {can("export:run") || can("order:ship") ? (
              <LinkButton href={orderExportUrl(filterQuery(orderList, state) as OrderQuery)} download>
                {t("export")}
              </LinkButton>
            ) : null}
            {can("order:ship") ? <Button onClick={() => setShowBatch(!showBatch)}>{t("batch")}</Button> : null}
          </>
        }
      />
      {showBatch ? <BatchShip onDone={() => void read.mutate()} /> : null}
      <ListFrame spec={orderList} state={state} read={read} />
    </>
  );
}
