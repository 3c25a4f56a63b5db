// The after-sales queue on the console's frame: the open requests oldest first, or one status; a
// type; search by order number or the shopper.
"use client";

import { Link } from "@/components/admin/link";
import { useTranslations } from "next-intl";
import {
  afterSaleListOptions,
  useAfterSales,
  type AfterSaleQuery,
  type AfterSaleRow,
} from "@/lib/admin-client/service";
import { formatPhone } from "@/lib/phone";
import { AfterSaleStatusBadge } from "./badges";
import { ListFrame } from "./frame/list-frame";
import type { ListSpec } from "./frame/list-spec";
import { useUrlList } from "./frame/use-list-state";
import { Money, PageHeader, When } from "./ui";

function Reason({ row }: { row: AfterSaleRow }) {
  const t = useTranslations("afterSales");
  return (
    <>
      {t.has(`reasons.${row.reason}`) ? t(`reasons.${row.reason}`) : row.reason}
      {row.description ? ` · ${row.description}` : ""}
    </>
  );
}

function Type({ row }: { row: AfterSaleRow }) {
  const t = useTranslations("afterSales");
  return <>{t(`types.${row.type}`)}</>;
}

function Open({ row }: { row: AfterSaleRow }) {
  const t = useTranslations("afterSales");
  return (
    <Link href={`/admin/after-sales/${row.id}`} className="text-accent underline">
      {t("openOne")}
      <span className="sr-only"> #{row.id}</span>
    </Link>
  );
}

export const afterSaleList: ListSpec<AfterSaleRow> = {
  id: "after-sales",
  rowTestId: "after-sale-row",
  rowKey: (a) => a.id,
  pageSize: 20,
  useRows: (query) => useAfterSales(query as AfterSaleQuery),
  filters: [
    { id: "q", kind: "search", label: "afterSales.search", placeholder: "afterSales.searchHint" },
    {
      id: "status",
      kind: "select",
      label: "afterSales.status",
      options: afterSaleListOptions.status,
      optionLabel: (v) => `afterSales.statuses.${v}`,
      allLabel: "afterSales.open",
    },
    {
      id: "type",
      kind: "select",
      label: "afterSales.type",
      options: afterSaleListOptions.type,
      optionLabel: (v) => `afterSales.types.${v}`,
    },
  ],
  columns: [
    { id: "id", label: "afterSales.number", primary: true, cell: (a) => `#${a.id}` },
    { id: "type", label: "afterSales.type", cell: (a) => <Type row={a} /> },
    { id: "status", label: "afterSales.status", cell: (a) => <AfterSaleStatusBadge status={a.status} /> },
    { id: "order", label: "afterSales.order", className: "font-mono text-xs", cell: (a) => a.orderNo },
    {
      id: "shopper",
      label: "afterSales.shopper",
      optional: "shown",
      cell: (a) => a.shopper?.username ?? (a.shopper?.phone ? formatPhone(a.shopper.phone) : "—"),
    },
    { id: "amount", label: "afterSales.amount", align: "end", cell: (a) => <Money cents={a.amount} /> },
    {
      id: "reason",
      label: "afterSales.reason",
      optional: "shown",
      className: "max-w-56",
      cell: (a) => <Reason row={a} />,
    },
    {
      id: "createdAt",
      label: "afterSales.createdAt",
      className: "whitespace-nowrap text-xs",
      cell: (a) => <When at={a.createdAt} />,
    },
    { id: "open", label: "", cell: (a) => <Open row={a} /> },
  ],
};

export function AfterSalesScreen() {
  const t = useTranslations("afterSales");
  const { state, read } = useUrlList(afterSaleList);
  return (
    <>
      <PageHeader title={t("title")} />
      <ListFrame spec={afterSaleList} state={state} read={read} />
    </>
  );
}
