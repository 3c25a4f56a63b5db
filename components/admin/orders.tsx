// The order list: filters (status, days, order number / phone / name, product), allow-listed sorts,
// paging, CSV export of the filtered list and batch shipping from a CSV file.
"use client";

import Link from "next/link";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { canShip, isClosed, isPaid, orderStatusCodes } from "@/lib/domain/order-status";
import { orderExportUrl, shipBatch, useOrders, type OrderQuery, type ShipBatchReport } from "@/lib/admin-client/orders";
import { useCan } from "./operator-context";
import {
  Badge,
  Button,
  Card,
  Money,
  PageHeader,
  Pager,
  Table,
  TableState,
  When,
  inputClass,
  FilterBar,
  FilterSearch,
  FilterSelect,
} from "./ui";
import { present, useQueryState } from "./use-query-state";
import { formatPhone } from "@/lib/phone";

const sorts = ["createdAt.desc", "createdAt.asc", "paidAt.asc", "totalAmount.desc", "totalAmount.asc"] as const;

/** Waiting to ship asks for the operator's hands; closed is over; shipped and later went well. */
export function statusTone(status: number): "good" | "warn" | "bad" | "plain" {
  if (canShip(status)) return "warn";
  if (isClosed(status)) return "bad";
  return isPaid(status) ? "good" : "plain";
}

function BatchShip({ onDone }: { onDone: () => void }) {
  const t = useTranslations("orders");
  const [report, setReport] = useState<ShipBatchReport | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  return (
    <Card title={t("batchTitle")}>
      <p className="mb-2 text-sm text-gray-600">{t("batchHelp")}</p>
      <label className="text-sm">
        <span className="mr-2">{t("batchFile")}</span>
        <input
          type="file"
          accept=".csv,text/csv"
          disabled={busy}
          className="text-sm"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            setBusy(true);
            setError("");
            try {
              setReport(await shipBatch(await file.text()));
              onDone();
            } catch (err) {
              setError((err as Error).message);
            } finally {
              setBusy(false);
              e.target.value = "";
            }
          }}
        />
      </label>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-price">
          {error}
        </p>
      ) : null}
      {report ? (
        <div className="mt-3" data-testid="batch-report">
          <p className="text-sm font-medium">{t("batchResult", { shipped: report.shipped, failed: report.failed })}</p>
          {report.failed > 0 ? (
            <ul className="mt-1 text-sm text-price">
              {report.rows
                .filter((r) => !r.ok)
                .map((r) => (
                  <li key={r.line}>{t("batchRow", { line: r.line, orderNo: r.orderNo || "—", message: r.message })}</li>
                ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}

export function OrdersScreen() {
  const t = useTranslations("orders");
  const ts = useTranslations("status");
  const can = useCan();
  const { values, pageIndex, set } = useQueryState(["status", "q", "from", "to", "productId", "sort"] as const);
  const [q, setQ] = useState(values.q);
  const [showBatch, setShowBatch] = useState(false);
  const query = { ...present(values), pageIndex, pageSize: 20 } as OrderQuery;
  const list = useOrders(query);
  const rows = list.data?.rows ?? [];
  const { pageIndex: _p, pageSize: _s, ...filters } = query;
  void _p;
  void _s;
  return (
    <>
      <PageHeader
        title={t("title")}
        actions={
          <>
            {can("export:run") ? (
              <a
                href={orderExportUrl(filters)}
                download
                className="inline-flex min-h-9 items-center rounded border border-gray-300 bg-white px-3 text-sm font-medium hover:bg-gray-50"
              >
                {t("export")}
              </a>
            ) : null}
            {can("order:ship") ? <Button onClick={() => setShowBatch(!showBatch)}>{t("batch")}</Button> : null}
          </>
        }
      />
      {showBatch ? <BatchShip onDone={() => void list.mutate()} /> : null}
      <FilterBar onSubmit={() => set({ q: q.trim() })}>
        <FilterSelect
          label={t("status")}
          value={values.status}
          onChange={(v) => set({ status: v })}
          options={orderStatusCodes.map((s) => ({ value: String(s), label: ts(String(s)) }))}
        />
        <label className="text-sm">
          <span className="mb-1 block text-gray-700">{t("from")}</span>
          <input
            type="date"
            className={inputClass}
            value={values.from}
            onChange={(e) => set({ from: e.target.value })}
          />
        </label>
        <label className="text-sm">
          <span className="mb-1 block text-gray-700">{t("to")}</span>
          <input type="date" className={inputClass} value={values.to} onChange={(e) => set({ to: e.target.value })} />
        </label>
        <FilterSelect
          label={t("sort")}
          value={values.sort || sorts[0]}
          onChange={(v) => set({ sort: v })}
          options={sorts.map((s) => ({ value: s, label: t(`sorts.${s.replace(".", "_")}`) }))}
          allLabel=""
        />
        <FilterSearch label={t("search")} value={q} placeholder={t("searchHint")} onChange={setQ} />
        {values.productId ? (
          <Button onClick={() => set({ productId: "" })}>{t("clearProduct", { id: values.productId })}</Button>
        ) : null}
      </FilterBar>
      <Table head={[t("orderNo"), t("status"), t("items"), t("shopper"), t("total"), t("createdAt"), ""]}>
        <TableState
          loading={list.isLoading}
          error={list.error}
          empty={rows.length === 0}
          columns={7}
          onRetry={() => void list.mutate()}
        />
        {rows.map((o) => (
          <tr key={o.id} data-testid="order-row">
            <td className="px-3 py-2 font-mono text-xs">{o.orderNo}</td>
            <td className="px-3 py-2">
              <Badge tone={statusTone(o.status)}>{ts(String(o.status))}</Badge>
              {o.afterSaleOpen ? <Badge tone="bad">{t("afterSaleOpen")}</Badge> : null}
            </td>
            <td className="max-w-64 truncate px-3 py-2">
              {o.firstItem?.name ?? "—"}
              {o.itemCount > 1 ? (
                <span className="text-gray-600"> {t("itemCount", { count: o.itemCount })}</span>
              ) : null}
            </td>
            <td className="px-3 py-2">
              {o.shopper?.username ??
                (o.shopper?.phone ? formatPhone(o.shopper.phone) : undefined) ??
                o.shopper?.nickname ??
                t("cancelledAccount")}
              <span className="block text-xs text-gray-600">{o.receiverName}</span>
            </td>
            <td className="px-3 py-2 text-right">
              <Money cents={o.totalAmount} />
              {o.refundedAmount + o.refundingAmount > 0 ? (
                <span className="block text-xs text-price" data-testid="order-row-refunded">
                  {t("refundedAmount")} <Money cents={o.refundedAmount + o.refundingAmount} />
                </span>
              ) : null}
            </td>
            <td className="px-3 py-2 text-xs whitespace-nowrap">
              <When at={o.createdAt} />
            </td>
            <td className="px-3 py-2">
              <Link href={`/admin/orders/${o.id}`} className="text-accent underline">
                {t("open")}
                <span className="sr-only"> {o.orderNo}</span>
              </Link>
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
