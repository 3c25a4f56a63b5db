// One shopper: profile, points ledger (and an adjustment with a reason), orders, addresses,
// after-sales and the account's trail; disable / enable with a reason.
"use client";

import { Link } from "@/components/admin/link";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { adjustPoints, setShopperStatus, useShopper } from "@/lib/admin-client/service";
import { formatPhone } from "@/lib/phone";
import { AuditTable } from "./audit-table";
import { OrderStatusBadge } from "./badges";
import { useCan } from "./operator-context";
import { useAdminSubmit } from "./use-admin-submit";
import {
  Badge,
  Button,
  Card,
  DetailState,
  Field,
  FormMessage,
  IntegerField,
  Money,
  PageHeader,
  ReasonDialog,
  When,
  inputClass,
} from "./ui";

function PointsForm({ id, onDone }: { id: number; onDone: () => void }) {
  const t = useTranslations("shoppers");
  const [delta, setDelta] = useState("");
  const [reason, setReason] = useState("");
  const form = useAdminSubmit(() => adjustPoints({ id, delta: Number(delta), reason }), {
    onDone: () => {
      setDelta("");
      setReason("");
      onDone();
    },
  });
  return (
    <form className="flex flex-wrap items-start gap-3" onSubmit={form.submit}>
      <IntegerField
        label={t("delta")}
        error={form.errors.delta}
        hint={t("deltaHint")}
        value={delta}
        onChange={setDelta}
      />
      <Field label={t("reason")} error={form.errors.reason}>
        {(props) => (
          <input
            {...props}
            maxLength={200}
            className={inputClass}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        )}
      </Field>
      <Button type="submit" className="mt-6" disabled={form.busy}>
        {t("adjust")}
      </Button>
      <FormMessage text={form.formMessage} />
    </form>
  );
}

export function ShopperDetailScreen({ id }: { id: number }) {
  const t = useTranslations("shoppers");
  const ta = useTranslations("afterSales");
  const tc = useTranslations("common");
  const can = useCan();
  const { data: s, error, mutate } = useShopper(id);
  const [toggling, setToggling] = useState(false);
  if (!s) return <DetailState error={error} onRetry={() => void mutate()} />;
  const disabled = s.disabledAt !== null;
  return (
    <>
      <PageHeader
        title={t("detailTitle", { name: s.username ?? (s.phone ? formatPhone(s.phone) : s.nickname) })}
        actions={
          can("shopper:write") && !s.deletedAt ? (
            <Button kind={disabled ? "secondary" : "danger"} onClick={() => setToggling(true)}>
              {disabled ? t("enable") : t("disable")}
            </Button>
          ) : null
        }
      >
        <p className="mt-1 flex gap-2">
          {disabled ? <Badge tone="bad">{t("disabled")}</Badge> : <Badge tone="good">{t("active")}</Badge>}
          {s.deletedAt ? <Badge>{t("cancelled")}</Badge> : null}
        </p>
      </PageHeader>
      {toggling ? (
        <ReasonDialog
          title={disabled ? t("enableTitle") : t("disableTitle")}
          confirm={disabled ? t("enable") : t("disable")}
          danger={!disabled}
          onClose={() => setToggling(false)}
          onSubmit={async (reason) => {
            await setShopperStatus({ id, disabled: !disabled, reason });
            void mutate();
          }}
        >
          {!disabled ? <p className="mb-3 text-sm text-gray-700">{t("disableHelp")}</p> : null}
        </ReasonDialog>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={t("profile")}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-gray-600">ID</dt>
            <dd>{s.id}</dd>
            <dt className="text-gray-600">{t("username")}</dt>
            <dd>{s.username ?? "—"}</dd>
            <dt className="text-gray-600">{t("phone")}</dt>
            <dd>{s.phone ? formatPhone(s.phone) : "—"}</dd>
            <dt className="text-gray-600">{t("nickname")}</dt>
            <dd>{s.nickname}</dd>
            <dt className="text-gray-600">{t("points")}</dt>
            <dd data-testid="shopper-points">{s.points}</dd>
            <dt className="text-gray-600">{t("paidTotal")}</dt>
            <dd>
              <Money cents={s.paidTotal} />
            </dd>
            <dt className="text-gray-600">{t("createdAt")}</dt>
            <dd>
              <When at={s.createdAt} />
            </dd>
          </dl>
        </Card>
        <Card title={t("pointsLedger")}>
          {can("points:adjust") ? <PointsForm id={id} onDone={() => void mutate()} /> : null}
          <ul className="mt-2 divide-y divide-gray-100 text-sm">
            {s.pointsLedger.length === 0 ? <li className="py-1 text-gray-600">{tc("empty")}</li> : null}
            {s.pointsLedger.map((e) => (
              <li key={e.id} className="flex justify-between py-1">
                <span>
                  {t(
                    `pointReasons.${["sign-in", "order", "welcome", "order-spend", "order-spend-return", "refund", "order-return", "adjust"].includes(e.reason) ? e.reason : "other"}`,
                  )}{" "}
                  <span className="text-xs text-gray-600">
                    <When at={e.createdAt} />
                  </span>
                </span>
                <span className={e.delta > 0 ? "text-green-800" : "text-price"}>
                  {e.delta > 0 ? `+${e.delta}` : e.delta}
                </span>
              </li>
            ))}
          </ul>
        </Card>
        <Card title={t("orders")}>
          <ul className="text-sm">
            {s.orders.length === 0 ? <li className="text-gray-600">{tc("empty")}</li> : null}
            {s.orders.map((o) => (
              <li key={o.id} className="flex flex-wrap items-center gap-2 py-0.5">
                <Link href={`/admin/orders/${o.id}`} className="font-mono text-xs text-accent underline">
                  {o.orderNo}
                </Link>
                <OrderStatusBadge status={o.status} />
                <Money cents={o.totalAmount} />
              </li>
            ))}
          </ul>
        </Card>
        <Card title={t("addresses")}>
          <ul className="text-sm">
            {s.addresses.length === 0 ? <li className="text-gray-600">{tc("empty")}</li> : null}
            {s.addresses.map((a) => (
              <li key={a.id} className="py-0.5">
                {a.name} {formatPhone(a.phone)} · {a.address} {a.isDefault ? <Badge>{t("default")}</Badge> : null}
              </li>
            ))}
          </ul>
          <h3 className="mt-3 mb-1 text-sm font-semibold">{t("afterSales")}</h3>
          <ul className="text-sm">
            {s.afterSales.length === 0 ? <li className="text-gray-600">{tc("empty")}</li> : null}
            {s.afterSales.map((a) => (
              <li key={a.id}>
                <Link href={`/admin/after-sales/${a.id}`} className="text-accent underline">
                  #{a.id}
                </Link>{" "}
                {ta(`types.${a.type}`)} · {ta(`statuses.${a.status}`)} · <Money cents={a.amount} />
              </li>
            ))}
          </ul>
        </Card>
      </div>
      <Card title={t("audit")}>
        <AuditTable rows={s.audit} />
      </Card>
    </>
  );
}
