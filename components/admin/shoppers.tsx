// Shoppers on the console's frame: search by id, phone (any form), username or nickname (any part),
// active or disabled.
"use client";

import { Link } from "@/components/admin/link";
import { useTranslations } from "next-intl";
import { shopperListOptions, useShoppers, type ShopperQuery, type ShopperRow } from "@/lib/admin-client/service";
import { formatPhone } from "@/lib/phone";
import { ListFrame } from "./frame/list-frame";
import type { ListSpec } from "./frame/list-spec";
import { useUrlList } from "./frame/use-list-state";
import { Badge, PageHeader, When } from "./ui";

function Username({ row }: { row: ShopperRow }) {
  const t = useTranslations("shoppers");
  return (
    <>
      {row.username ?? "—"} {row.disabledAt ? <Badge tone="bad">{t("disabled")}</Badge> : null}
    </>
  );
}

function Open({ row }: { row: ShopperRow }) {
  const t = useTranslations("shoppers");
  return (
    <Link href={`/admin/shoppers/${row.id}`} className="text-accent underline">
      {t("open")}
      <span className="sr-only"> {row.username ?? row.id}</span>
    </Link>
  );
}

export const shopperList: ListSpec<ShopperRow> = {
  id: "shoppers",
  rowTestId: "shopper-row",
  rowKey: (s) => s.id,
  pageSize: 20,
  useRows: (query) => useShoppers(query as ShopperQuery),
  filters: [
    { id: "q", kind: "search", label: "shoppers.search", placeholder: "shoppers.searchHint" },
    {
      id: "status",
      kind: "select",
      label: "shoppers.status",
      options: shopperListOptions.status.filter((s) => s !== "all"),
      optionLabel: (v) => `shoppers.${v}`,
    },
  ],
  columns: [
    { id: "username", label: "shoppers.username", primary: true, cell: (s) => <Username row={s} /> },
    { id: "id", label: "shoppers.id", optional: "shown", cell: (s) => s.id },
    { id: "phone", label: "shoppers.phone", cell: (s) => (s.phone ? formatPhone(s.phone) : "—") },
    { id: "nickname", label: "shoppers.nickname", optional: "shown", cell: (s) => s.nickname },
    { id: "points", label: "shoppers.points", align: "end", optional: "shown", cell: (s) => s.points },
    { id: "orders", label: "shoppers.orders", align: "end", cell: (s) => s.orderCount },
    {
      id: "createdAt",
      label: "shoppers.createdAt",
      optional: "shown",
      className: "text-xs",
      cell: (s) => <When at={s.createdAt} />,
    },
    { id: "open", label: "", cell: (s) => <Open row={s} /> },
  ],
};

export function ShoppersScreen() {
  const t = useTranslations("shoppers");
  const { state, read } = useUrlList(shopperList);
  return (
    <>
      <PageHeader title={t("title")} />
      <ListFrame spec={shopperList} state={state} read={read} />
    </>
  );
}
