// One after-sales request: the order's items and payments, the shopper's photos, approve or reject
// with a reason, retry a refused refund; its history.
"use client";

import Link from "next/link";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { formatCents } from "@/lib/domain/money";
import { awaitsDecision, isSettling } from "@/lib/domain/after-sale-status";
import { approveAfterSale, rejectAfterSale, retryAfterSaleRefund, useAfterSale } from "@/lib/admin-client/service";
import { AuditTable } from "./audit-table";
import { afterSaleTone, PaymentEventWords, ProviderWords } from "./badges";
import { useCan } from "./operator-context";
import { Badge, Button, Card, DetailState, Money, PageHeader, ReasonDialog, When } from "./ui";

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
                <ProviderWords provider={p.provider} /> · <Money cents={p.amount} /> ·{" "}
                {to(`paymentStatuses.${p.status}`)}
                {p.lastEvent ? (
                  <span className="text-gray-600">
                    {" "}
                    · <PaymentEventWords event={p.lastEvent} />
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
