// One after-sales request: the order's items and payments, the shopper's photos, approve (the goods to come
// back, or refund without them) or reject with a reason, the return's way back and its receipt unit by unit,
// retry a refused refund; its history.
"use client";

import { Link } from "@/components/admin/link";
import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { useMoney } from "@/components/ui/money";
import { awaitsDecision, canReceiveReturn, canRefundWithoutReturn, isSettling } from "@/lib/domain/after-sale-status";
import {
  approveAfterSale,
  receiveAfterSale,
  rejectAfterSale,
  retryAfterSaleRefund,
  useAfterSale,
  type AfterSaleDetail,
} from "@/lib/admin-client/service";
import { AuditTable } from "./audit-table";
import { afterSaleTone, PaymentEventWords, ProviderWords } from "./badges";
import { useCan } from "./operator-context";
import {
  Badge,
  Button,
  Card,
  DetailState,
  DialogForm,
  FormMessage,
  NoteField,
  IntegerField,
  Money,
  PageHeader,
  ReasonDialog,
  When,
} from "./ui";

export function AfterSaleDetailScreen({ id }: { id: number }) {
  const t = useTranslations("afterSales");
  const money = useMoney();
  const to = useTranslations("orders");
  const can = useCan();
  const { data: a, error, mutate } = useAfterSale(id);
  const [deciding, setDeciding] = useState<"approve" | "reject" | "without" | null>(null);
  const [receiving, setReceiving] = useState(false);
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
            {canReceiveReturn(a.status) && can("aftersale:decide") ? (
              <Button kind="primary" onClick={() => setReceiving(true)}>
                {t("receive")}
              </Button>
            ) : null}
            {canRefundWithoutReturn(a.status) && can("aftersale:decide") ? (
              <Button onClick={() => setDeciding("without")}>{t("refundWithoutReturn")}</Button>
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
          title={t(`${deciding}Title`)}
          confirm={deciding === "without" ? t("refundWithoutReturn") : t(deciding)}
          danger={deciding === "reject"}
          onClose={() => setDeciding(null)}
          onSubmit={async (reason) => {
            if (deciding === "reject") await rejectAfterSale({ id: a.id, reason });
            else await approveAfterSale({ id: a.id, reason, withoutReturn: deciding === "without" });
            void mutate();
          }}
        >
          <p className="mb-3 text-sm text-gray-700">{t(`${deciding}Help`, { amount: money(a.amount) })}</p>
        </ReasonDialog>
      ) : null}
      {receiving ? (
        <ReceiveDialog request={a} onClose={() => setReceiving(false)} onDone={() => void mutate()} />
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
              <Breakdown of={a.breakdown} />
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
          {a.type === "return" ? <ReturnShipping request={a} /> : null}
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
        <ItemsCard request={a} />
      </div>
      <Card title={to("audit")}>
        <AuditTable rows={a.audit} />
      </Card>
    </>
  );
}

/** The refund's arithmetic: the goods, less the coupon's and points' shares, plus freight; what goes back. */
function Breakdown({ of: b }: { of: AfterSaleDetail["breakdown"] }) {
  const t = useTranslations("afterSales");
  return (
    <>
      <Money cents={b.goodsAmount} />
      {b.couponShare ? (
        <>
          {" − "}
          <Money cents={b.couponShare} /> {t("couponShare")}
        </>
      ) : null}
      {b.pointsShare ? (
        <>
          {" − "}
          <Money cents={b.pointsShare} /> {t("pointsShare")}
        </>
      ) : null}
      {b.freightAmount ? (
        <>
          {" + "}
          <Money cents={b.freightAmount} /> {t("freight")}
        </>
      ) : null}
      {b.pointsBack || b.couponBack ? (
        <span className="block text-gray-700">
          {b.pointsBack ? t("pointsBack", { count: b.pointsBack }) : null}
          {b.pointsBack && b.couponBack ? " · " : null}
          {b.couponBack ? t("couponBack") : null}
        </span>
      ) : null}
    </>
  );
}

/** The request's items (what it asks back, what came back) and the order's payments. */
function ItemsCard({ request: a }: { request: AfterSaleDetail }) {
  const t = useTranslations("afterSales");
  const to = useTranslations("orders");
  return (
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
            {a.returnShipping.receivedAt && i.requested ? (
              <span className="block text-xs text-gray-700" data-testid="after-sale-received">
                {t("receivedUnits", { resellable: i.resellable, damaged: i.damaged })}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <h3 className="mt-3 mb-1 text-sm font-semibold">{to("payments")}</h3>
      <ul className="text-sm">
        {a.payments.map((p) => (
          <li key={p.id}>
            <ProviderWords provider={p.provider} /> · <Money cents={p.amount} /> · {to(`paymentStatuses.${p.status}`)}
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
  );
}

/** A return's way back: where it goes, by when, the shopper's parcel, and its receipt. */
function ReturnShipping({ request: a }: { request: AfterSaleDetail }) {
  const t = useTranslations("afterSales");
  const r = a.returnShipping;
  if (r.withoutReturn)
    return (
      <p className="mt-3 text-sm text-gray-700" data-testid="after-sale-without-return">
        {t("withoutReturnDone")}
      </p>
    );
  if (!r.address) return null;
  return (
    <dl
      className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border-t border-gray-100 pt-3 text-sm"
      data-testid="after-sale-return"
    >
      <dt className="text-gray-600">{t("returnAddress")}</dt>
      <dd className="break-words whitespace-pre-line" data-testid="after-sale-return-address">
        {r.address}
      </dd>
      <dt className="text-gray-600">{t("sendBy")}</dt>
      <dd>
        <When at={r.sendBy} />
      </dd>
      <dt className="text-gray-600">{t("returnParcel")}</dt>
      <dd data-testid="after-sale-waybill">{r.waybill ? `${r.courier} ${r.waybill}` : "—"}</dd>
      <dt className="text-gray-600">{t("shippedBackAt")}</dt>
      <dd>
        <When at={r.shippedAt} />
      </dd>
      <dt className="text-gray-600">{t("receivedAt")}</dt>
      <dd>
        <When at={r.receivedAt} />
      </dd>
      {r.writeOffNote ? (
        <>
          <dt className="text-gray-600">{t("writeOffNote")}</dt>
          <dd className="break-words">{r.writeOffNote}</dd>
        </>
      ) : null}
    </dl>
  );
}

/**
 * The goods of a return arrived: per returned line, how many units go back on sale and how many are
 * written off as damaged (with the reason); the server checks they add up to what was returned.
 */
function ReceiveDialog({
  request: a,
  onClose,
  onDone,
}: {
  request: AfterSaleDetail;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useTranslations("afterSales");
  const tc = useTranslations("common");
  const money = useMoney();
  const lines = a.items.filter((i) => i.requested > 0);
  const [damaged, setDamaged] = useState<Record<number, string>>({});
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const count = (v: string | undefined) => (v === undefined || v.trim() === "" ? 0 : Number(v));
  return (
    <DialogForm
      titleId={titleId}
      wide
      onClose={onClose}
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        setErrors({});
        try {
          await receiveAfterSale({
            id: a.id,
            items: lines.map((i) => {
              const bad = count(damaged[i.id]);
              return { orderItemId: i.id, damaged: bad, resellable: i.requested - bad };
            }),
            writeOffNote: note.trim(),
          });
          onDone();
          onClose();
        } catch (err) {
          const fields = (err as { fields?: Record<string, string> }).fields;
          setErrors(fields ?? { form: (err as Error).message });
        } finally {
          setBusy(false);
        }
      }}
    >
      <h2 id={titleId} className="mb-1 text-lg font-semibold">
        {t("receiveTitle")}
      </h2>
      <p className="mb-3 text-sm text-gray-700">{t("receiveHelp", { amount: money(a.amount) })}</p>
      {lines.map((i, index) => {
        const bad = count(damaged[i.id]);
        return (
          <div key={i.id} className="mb-2 border-b border-gray-100 pb-2" data-testid="receive-line">
            <p className="text-sm">
              {i.name} <span className="text-gray-600">{i.skuName}</span> ×{i.requested}
            </p>
            <IntegerField
              label={t("damagedUnits")}
              hint={t("resellableUnits", { count: Number.isInteger(bad) ? Math.max(i.requested - bad, 0) : 0 })}
              error={errors[`items.${index}.damaged`] ?? errors[`items.${index}.resellable`]}
              value={damaged[i.id] ?? "0"}
              onChange={(v) => setDamaged((d) => ({ ...d, [i.id]: v }))}
            />
          </div>
        );
      })}
      <NoteField
        label={t("writeOffNote")}
        error={errors.writeOffNote}
        hint={t("writeOffHint")}
        value={note}
        onChange={setNote}
      />
      <FormMessage text={errors.form ?? ""} />
      <div className="mt-2 flex justify-end gap-2">
        <Button onClick={onClose}>{tc("cancel")}</Button>
        <Button type="submit" kind="primary" disabled={busy} aria-busy={busy}>
          {t("receive")}
        </Button>
      </div>
    </DialogForm>
  );
}
