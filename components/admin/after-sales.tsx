// The after-sales queue (open requests oldest first, or one status) and one request: the order's items
// and payments, the shopper's photos, approve or reject with a reason, retry a refused refund.
"use client";

import Link from "next/link";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { formatCents } from "@/lib/domain/money";
import { afterSaleStatus, awaitsDecision, isSettling } from "@/lib/domain/after-sale-status";
import {
  approveAfterSale,
  rejectAfterSale,
  retryAfterSaleRefund,
  useAfterSale,
  useAfterSales,
  type AfterSaleQuery,
} from "@/lib/admin-client/service";
import { AuditTable } from "./audit-table";
import { useCan } from "./operator-context";
import {
  Badge,
  Button,
  Card,
  Money,
  PageHeader,
  Pager,
  ReasonDialog,
  Table,
  TableState,
  When,
  FilterSelect,
  DetailState,
} from "./ui";
import { present, useQueryState } from "./use-query-state";
import { formatPhone } from "@/lib/phone";

// The filter's order: what needs a hand first.
const statuses = [
  afterSaleStatus.PENDING,
  afterSaleStatus.REFUNDING,
  afterSaleStatus.REFUND_FAILED,
  afterSaleStatus.REFUNDED,
  afterSaleStatus.REJECTED,
] as const;

export function afterSaleTone(status: string): "good" | "warn" | "bad" | "plain" {
  if (status === afterSaleStatus.REFUNDED) return "good";
  if (status === afterSaleStatus.REFUND_FAILED) return "bad";
  return awaitsDecision(status) || isSettling(status) ? "warn" : "plain";
}

export function AfterSalesScreen() {
  const t = useTranslations("afterSales");
  const { values, pageIndex, set } = useQueryState(["status", "type"] as const);
  const list = useAfterSales({ ...present(values), pageIndex, pageSize: 20 } as AfterSaleQuery);
  const rows = list.data?.rows ?? [];
  return (
    <>
      <PageHeader title={t("title")} />
      <div className="mb-3 flex flex-wrap gap-3 rounded-lg border border-gray-200 bg-white p-3">
        <FilterSelect
          label={t("status")}
          value={values.status}
          onChange={(v) => set({ status: v })}
          options={statuses.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
          allLabel=""
        />
        <FilterSelect
          label={t("type")}
          value={values.type}
          onChange={(v) => set({ type: v })}
          options={[
            { value: "refund", label: t("types.refund") },
            { value: "return", label: t("types.return") },
          ]}
        />
      </div>
      <Table
        head={["#", t("type"), t("status"), t("order"), t("shopper"), t("amount"), t("reason"), t("createdAt"), ""]}
      >
        <TableState
          loading={list.isLoading}
          error={list.error}
          empty={rows.length === 0}
          columns={9}
          onRetry={() => void list.mutate()}
        />
        {rows.map((a) => (
          <tr key={a.id} data-testid="after-sale-row">
            <td className="px-3 py-2">{a.id}</td>
            <td className="px-3 py-2">{t(`types.${a.type}`)}</td>
            <td className="px-3 py-2">
              <Badge tone={afterSaleTone(a.status)}>{t(`statuses.${a.status}`)}</Badge>
            </td>
            <td className="px-3 py-2 font-mono text-xs">{a.orderNo}</td>
            <td className="px-3 py-2">
              {a.shopper?.username ?? (a.shopper?.phone ? formatPhone(a.shopper.phone) : "—")}
            </td>
            <td className="px-3 py-2 text-right">
              <Money cents={a.amount} />
            </td>
            <td className="max-w-56 truncate px-3 py-2">
              {t.has(`reasons.${a.reason}`) ? t(`reasons.${a.reason}`) : a.reason}
              {a.description ? ` · ${a.description}` : ""}
            </td>
            <td className="px-3 py-2 text-xs whitespace-nowrap">
              <When at={a.createdAt} />
            </td>
            <td className="px-3 py-2">
              <Link href={`/admin/after-sales/${a.id}`} className="text-accent underline">
                {t("openOne")}
                <span className="sr-only"> #{a.id}</span>
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

export function AfterSaleDetailScreen({ id }: { id: number }) {
  const t = useTranslations("afterSales");
  const to = useTranslations("orders");
  const can = useCan();
  const { data: a, error, mutate } = useAfterSale(id);
  const [deciding, setDeciding] = useState<"approve" | "reject" | null>(null);
  const [retrying, setRetrying] = useState(false);
  if (!a) return <DetailState error={error} onRetry={() => void mutate()} />;
  return (
    <>
      <PageHeader
        title={t("detailTitle", { id: a.id })}
        actions={
          <>
            {awaitsDecision(a.status) && can("aftersale:decide") ? (
              <>
                <Button kind="primary" onClick={() => setDeciding("approve")}>
                  {t("approve")}
                </Button>
                <Button kind="danger" onClick={() => setDeciding("reject")}>
                  {t("reject")}
                </Button>
              </>
            ) : null}
            {isSettling(a.status) && can("payment:refund") ? (
              <Button
                disabled={retrying}
                onClick={async () => {
                  setRetrying(true);
                  await retryAfterSaleRefund(a.id).catch(() => undefined);
                  setRetrying(false);
                  void mutate();
                }}
              >
                {t("retryRefund")}
              </Button>
            ) : null}
          </>
        }
      >
        <p className="mt-1 flex gap-2">
          <Badge>{t(`types.${a.type}`)}</Badge>
          <Badge tone={afterSaleTone(a.status)}>
            <span data-testid="after-sale-status">{t(`statuses.${a.status}`)}</span>
          </Badge>
        </p>
      </PageHeader>
      {deciding ? (
        <ReasonDialog
          title={deciding === "approve" ? t("approveTitle") : t("rejectTitle")}
          confirm={deciding === "approve" ? t("approve") : t("reject")}
          danger={deciding === "reject"}
          onClose={() => setDeciding(null)}
          onSubmit={async (reason) => {
            await (deciding === "approve" ? approveAfterSale : rejectAfterSale)({ id: a.id, reason });
            void mutate();
          }}
        >
          <p className="mb-3 text-sm text-gray-700">
            {deciding === "approve" ? t("approveHelp", { amount: formatCents(a.amount) }) : t("rejectHelp")}
          </p>
        </ReasonDialog>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={t("request")}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-gray-600">{t("order")}</dt>
            <dd>
              <Link href={`/admin/orders/${a.orderId}`} className="font-mono text-accent underline">
                {a.orderNo}
              </Link>
            </dd>
            <dt className="text-gray-600">{t("amount")}</dt>
            <dd>
              <Money cents={a.amount} />
            </dd>
            <dt className="text-gray-600">{t("reason")}</dt>
            <dd className="break-words">
              {t.has(`reasons.${a.reason}`) ? t(`reasons.${a.reason}`) : a.reason} · {t(`scopes.${a.scope}`)}
              {a.description ? <span className="block text-gray-700">{a.description}</span> : null}
            </dd>
            <dt className="text-gray-600">{t("breakdown")}</dt>
            <dd data-testid="after-sale-breakdown">
              <Money cents={a.breakdown.goodsAmount} />
              {a.breakdown.couponShare ? (
                <>
                  {" − "}
                  <Money cents={a.breakdown.couponShare} /> {t("couponShare")}
                </>
              ) : null}
              {a.breakdown.pointsShare ? (
                <>
                  {" − "}
                  <Money cents={a.breakdown.pointsShare} /> {t("pointsShare")}
                </>
              ) : null}
              {a.breakdown.freightAmount ? (
                <>
                  {" + "}
                  <Money cents={a.breakdown.freightAmount} /> {t("freight")}
                </>
              ) : null}
              {a.breakdown.pointsBack || a.breakdown.couponBack ? (
                <span className="block text-gray-700">
                  {a.breakdown.pointsBack ? t("pointsBack", { count: a.breakdown.pointsBack }) : null}
                  {a.breakdown.pointsBack && a.breakdown.couponBack ? " · " : null}
                  {a.breakdown.couponBack ? t("couponBack") : null}
                </span>
              ) : null}
            </dd>
            <dt className="text-gray-600">{t("operatorNote")}</dt>
            <dd className="break-words">{a.operatorNote || "—"}</dd>
            <dt className="text-gray-600">{t("createdAt")}</dt>
            <dd>
              <When at={a.createdAt} />
            </dd>
            <dt className="text-gray-600">{t("decidedAt")}</dt>
            <dd>
              <When at={a.decidedAt} />
            </dd>
            <dt className="text-gray-600">{t("refundedAt")}</dt>
            <dd>
              <When at={a.refundedAt} />
            </dd>
          </dl>
          {a.images.length ? (
            <ul className="mt-3 flex flex-wrap gap-2">
              {a.images.map((url, i) => (
                <li key={url}>
                  <a href={url} target="_blank" rel="noreferrer">
                    {/* eslint-disable-next-line @next/next/no-img-element -- the shopper's upload, served by the app */}
                    <img src={url} alt={t("photo", { index: i + 1 })} className="h-20 w-20 rounded object-cover" />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </Card>
        <Card title={to("items")}>
          <ul className="text-sm">
            {a.items.map((i) => (
              <li key={i.id} data-testid="after-sale-item">
                {i.name} <span className="text-gray-600">{i.skuName}</span> × {i.quantity} · <Money cents={i.price} />
                {i.requested ? (
                  <span className="block text-xs font-medium text-accent">
                    {t("requested", { count: i.requested })} · <Money cents={i.requestedAmount} />
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
          <h3 className="mt-3 mb-1 text-sm font-semibold">{to("payments")}</h3>
          <ul className="text-sm">
            {a.payments.map((p) => (
              <li key={p.id}>
                {p.provider} · <Money cents={p.amount} /> · {to(`paymentStatuses.${p.status}`)}
                {p.lastEvent ? (
                  <span className="text-gray-600">
                    {" "}
                    · {p.lastEvent.kind}: {p.lastEvent.outcome}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </Card>
      </div>
      <Card title={to("audit")}>
        <AuditTable rows={a.audit} />
      </Card>
    </>
  );
}
