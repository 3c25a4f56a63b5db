// Shoppers: search by id, phone, username or nickname; one shopper with orders, points ledger,
// addresses, after-sales and the account's trail; disable / enable and adjust points, with a reason.
"use client";

import Link from "next/link";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { adjustPoints, setShopperStatus, useShopper, useShoppers, type ShopperQuery } from "@/lib/admin-client/service";
import { AuditTable } from "./audit-table";
import { useCan } from "./operator-context";
import { statusTone } from "./orders";
import {
  Badge,
  Button,
  Card,
  Field,
  Money,
  PageHeader,
  Pager,
  ReasonDialog,
  Table,
  TableState,
  When,
  inputClass,
} from "./ui";
import { present, useQueryState } from "./use-query-state";

export function ShoppersScreen() {
  const t = useTranslations("shoppers");
  const tc = useTranslations("common");
  const { values, pageIndex, set } = useQueryState(["q", "status"] as const);
  const [q, setQ] = useState(values.q);
  const list = useShoppers({ ...present(values), pageIndex, pageSize: 20 } as ShopperQuery);
  const rows = list.data?.rows ?? [];
  return (
    <>
      <PageHeader title={t("title")} />
      <form
        role="search"
        className="mb-3 flex flex-wrap items-end gap-3 rounded-lg border border-gray-200 bg-white p-3"
        onSubmit={(e) => {
          e.preventDefault();
          set({ q: q.trim() });
        }}
      >
        <label className="min-w-56 flex-1 text-sm">
          <span className="mb-1 block text-gray-700">{t("search")}</span>
          <input
            type="search"
            className={inputClass}
            value={q}
            placeholder={t("searchHint")}
            onChange={(e) => setQ(e.target.value)}
          />
        </label>
        <label className="text-sm">
          <span className="mb-1 block text-gray-700">{t("status")}</span>
          <select className={inputClass} value={values.status} onChange={(e) => set({ status: e.target.value })}>
            <option value="">{tc("all")}</option>
            <option value="active">{t("active")}</option>
            <option value="disabled">{t("disabled")}</option>
          </select>
        </label>
        <Button type="submit" kind="primary">
          {tc("search")}
        </Button>
      </form>
      <Table head={["ID", t("username"), t("phone"), t("nickname"), t("points"), t("orders"), t("createdAt"), ""]}>
        <TableState
          loading={list.isLoading}
          error={list.error}
          empty={rows.length === 0}
          columns={8}
          onRetry={() => void list.mutate()}
        />
        {rows.map((s) => (
          <tr key={s.id} data-testid="shopper-row">
            <td className="px-3 py-2">{s.id}</td>
            <td className="px-3 py-2">
              {s.username ?? "—"} {s.disabledAt ? <Badge tone="bad">{t("disabled")}</Badge> : null}
            </td>
            <td className="px-3 py-2">{s.phone ?? "—"}</td>
            <td className="px-3 py-2">{s.nickname}</td>
            <td className="px-3 py-2 text-right">{s.points}</td>
            <td className="px-3 py-2 text-right">{s.orderCount}</td>
            <td className="px-3 py-2 text-xs">
              <When at={s.createdAt} />
            </td>
            <td className="px-3 py-2">
              <Link href={`/admin/shoppers/${s.id}`} className="text-accent underline">
                {t("open")}
                <span className="sr-only"> {s.username ?? s.id}</span>
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

function PointsForm({ id, onDone }: { id: number; onDone: () => void }) {
  const t = useTranslations("shoppers");
  const [delta, setDelta] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState("");
  return (
    <form
      className="flex flex-wrap items-start gap-3"
      onSubmit={async (e) => {
        e.preventDefault();
        const n = Number(delta);
        if (!Number.isInteger(n) || n === 0) {
          setErrors({ delta: t("deltaInvalid") });
          return;
        }
        try {
          await adjustPoints({ id, delta: n, reason });
          setDelta("");
          setReason("");
          setErrors({});
          setMessage("");
          onDone();
        } catch (err) {
          setErrors((err as { fields?: Record<string, string> }).fields ?? {});
          setMessage((err as Error).message);
        }
      }}
    >
      <Field label={t("delta")} error={errors.delta} hint={t("deltaHint")}>
        {(props) => (
          <input
            {...props}
            inputMode="numeric"
            className={inputClass}
            value={delta}
            onChange={(e) => setDelta(e.target.value)}
          />
        )}
      </Field>
      <Field label={t("reason")} error={errors.reason}>
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
      <Button type="submit" className="mt-6">
        {t("adjust")}
      </Button>
      {message && !Object.keys(errors).length ? (
        <p role="alert" className="w-full text-sm text-price">
          {message}
        </p>
      ) : null}
    </form>
  );
}

export function ShopperDetailScreen({ id }: { id: number }) {
  const t = useTranslations("shoppers");
  const ts = useTranslations("status");
  const ta = useTranslations("afterSales");
  const tc = useTranslations("common");
  const can = useCan();
  const { data: s, error, mutate } = useShopper(id);
  const [toggling, setToggling] = useState(false);
  if (!s)
    return (
      <p className="text-sm text-gray-600" aria-busy={!error}>
        {error ? tc("loadFailed") : tc("loading")}
      </p>
    );
  const disabled = s.disabledAt !== null;
  return (
    <>
      <PageHeader
        title={t("detailTitle", { name: s.username ?? s.phone ?? s.nickname })}
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
            <dd>{s.phone ?? "—"}</dd>
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
                    `pointReasons.${["sign-in", "order", "welcome", "order-spend", "order-spend-return", "adjust"].includes(e.reason) ? e.reason : "other"}`,
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
                <Badge tone={statusTone(o.status)}>{ts(String(o.status))}</Badge>
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
                {a.name} {a.phone} · {a.address} {a.isDefault ? <Badge>{t("default")}</Badge> : null}
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
