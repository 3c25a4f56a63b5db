// The refund queue: money that arrived for a closed or twice-paid order (refund_pending) and such
// refunds the provider refused or has not confirmed; refunded from here through the provider, with a reason.
"use client";

import Link from "next/link";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { formatCents } from "@/lib/domain/money";
import { refundPayment, useRefunds, type RefundRow } from "@/lib/admin-client/service";
import { useCan } from "./operator-context";
import { Badge, Button, Money, PageHeader, Pager, ReasonDialog, Table, TableState, When } from "./ui";
import { useQueryState } from "./use-query-state";

export function RefundsScreen() {
  const t = useTranslations("refunds");
  const to = useTranslations("orders");
  const can = useCan();
  const { pageIndex, set } = useQueryState([] as const);
  const list = useRefunds({ pageIndex, pageSize: 20 });
  const [refunding, setRefunding] = useState<RefundRow | null>(null);
  const rows = list.data?.rows ?? [];
  return (
    <>
      <PageHeader title={t("title")}>
        <p className="mt-1 text-sm text-gray-600">{t("help")}</p>
      </PageHeader>
      {refunding ? (
        <ReasonDialog
          title={t("refundTitle", { amount: formatCents(refunding.amount) })}
          confirm={t("refund")}
          onClose={() => setRefunding(null)}
          onSubmit={async (reason) => {
            await refundPayment({ id: refunding.id, reason });
            void list.mutate();
          }}
        />
      ) : null}
      <Table
        head={[to("orderNo"), to("provider"), to("amount"), to("paymentStatus"), t("lastAnswer"), to("paidAt"), ""]}
      >
        <TableState
          loading={list.isLoading}
          error={list.error}
          empty={rows.length === 0}
          columns={7}
          onRetry={() => void list.mutate()}
        />
        {rows.map((p) => (
          <tr key={p.id} data-testid="refund-row">
            <td className="px-3 py-2 font-mono text-xs">
              <Link href={`/admin/orders/${p.orderId}`} className="text-accent underline">
                {p.orderNo}
              </Link>
            </td>
            <td className="px-3 py-2">{p.provider}</td>
            <td className="px-3 py-2 text-right">
              <Money cents={p.amount} />
            </td>
            <td className="px-3 py-2">
              <Badge tone={p.status === "refund_failed" ? "bad" : "warn"}>{to(`paymentStatuses.${p.status}`)}</Badge>
            </td>
            <td className="px-3 py-2 text-xs">{p.lastEvent ? `${p.lastEvent.kind}: ${p.lastEvent.outcome}` : "—"}</td>
            <td className="px-3 py-2 text-xs">
              <When at={p.paidAt} />
            </td>
            <td className="px-3 py-2">
              {can("payment:refund") ? <Button onClick={() => setRefunding(p)}>{t("refund")}</Button> : null}
            </td>
          </tr>
        ))}
      </Table>
      {list.data ? (
        <Pager pageIndex={pageIndex} pageSize={20} total={list.data.total} onPage={(p) => set({ pageIndex: p })} />
      ) : null}
    </>
  );
}
