// The refund queue on the console's frame: money that arrived for a closed or twice-paid order
// (refund_pending) and such refunds the provider refused or has not confirmed; refunded from here
// through the provider, with a reason.
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { useMoney } from "@/components/ui/money";
import { refundPayment, useRefunds, type RefundRow } from "@/lib/admin-client/service";
import { ListFrame } from "./frame/list-frame";
import type { ListSpec } from "./frame/list-spec";
import { useUrlList } from "./frame/use-list-state";
import { useCan } from "./operator-context";
import { PaymentEventWords } from "./badges";
import { Badge, Button, Money, PageHeader, ReasonDialog, When } from "./ui";
import { orderNoColumn } from "./frame/order-column";

function PaymentStatus({ row }: { row: RefundRow }) {
  const t = useTranslations("orders");
  return <Badge tone={row.status === "refund_failed" ? "bad" : "warn"}>{t(`paymentStatuses.${row.status}`)}</Badge>;
}

function Refund({ row, refresh }: { row: RefundRow; refresh: () => void }) {
  const t = useTranslations("refunds");
  const money = useMoney();
  const can = useCan();
  const [open, setOpen] = useState(false);
  if (!can("payment:refund")) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t("refund")}</Button>
      {open ? (
        <ReasonDialog
          title={t("refundTitle", { amount: money(row.amount) })}
          confirm={t("refund")}
          onClose={() => setOpen(false)}
          onSubmit={async (reason) => {
            await refundPayment({ id: row.id, reason });
            refresh();
          }}
        />
      ) : null}
    </>
  );
}

export const refundList: ListSpec<RefundRow> = {
  id: "refunds",
  rowTestId: "refund-row",
  rowKey: (p) => p.id,
  pageSize: 20,
  useRows: (query) => useRefunds(query),
  filters: [{ id: "q", kind: "search", label: "refunds.search", placeholder: "refunds.searchHint" }],
  columns: [
    orderNoColumn(),
    { id: "provider", label: "orders.provider", cell: (p) => <Provider provider={p.provider} /> },
    { id: "amount", label: "orders.amount", align: "end", cell: (p) => <Money cents={p.amount} /> },
    { id: "status", label: "orders.paymentStatus", cell: (p) => <PaymentStatus row={p} /> },
    {
      id: "last",
      label: "refunds.lastAnswer",
      optional: "shown",
      className: "text-xs",
      cell: (p) => <PaymentEventWords event={p.lastEvent} />,
    },
    { id: "paidAt", label: "orders.paidAt", className: "text-xs", cell: (p) => <When at={p.paidAt} /> },
    { id: "refund", label: "", cell: (p, list) => <Refund row={p} refresh={list.refresh} /> },
  ],
};

/** A payment channel in words (the settings screen names them the same way). */
export function Provider({ provider }: { provider: string }) {
  const t = useTranslations("settings");
  return <>{t.has(`providers.${provider}`) ? t(`providers.${provider}`) : provider}</>;
}

export function RefundsScreen() {
  const t = useTranslations("refunds");
  const { state, read } = useUrlList(refundList);
  return (
    <>
      <PageHeader title={t("title")}>
        <p className="mt-1 text-sm text-gray-600">{t("help")}</p>
      </PageHeader>
      <ListFrame spec={refundList} state={state} read={read} />
    </>
  );
}
