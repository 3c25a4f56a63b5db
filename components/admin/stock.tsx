// Stock: SKUs fewest first (low or sold out on demand); adjust one with a reason (a ledger row; a
// decrease larger than the stock is refused), its ledger, its low-stock threshold; CSV of all levels.
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import {
  adjustStock,
  setLowStock,
  stockExportUrl,
  useLedger,
  useStock,
  type StockQuery,
  type StockRow,
} from "@/lib/admin-client/catalogue";
import { useCan } from "./operator-context";
import { Badge, Button, Card, Field, PageHeader, Pager, Table, TableState, When, inputClass } from "./ui";
import { present, useQueryState } from "./use-query-state";

const reasons = ["receipt", "correction", "damage", "return"] as const;

function AdjustPanel({ row, onDone, onClose }: { row: StockRow; onDone: () => void; onClose: () => void }) {
  const t = useTranslations("stock");
  const ledger = useLedger(row.skuId);
  const [delta, setDelta] = useState("");
  const [reason, setReason] = useState<(typeof reasons)[number]>("receipt");
  const [note, setNote] = useState("");
  const [low, setLow] = useState(String(row.lowStock));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState("");
  return (
    <Card
      title={t("adjustTitle", { name: `${row.productName} ${row.skuName}` })}
      actions={<Button onClick={onClose}>{t("close")}</Button>}
    >
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
            await adjustStock({ id: row.skuId, delta: n, reason, note });
            setDelta("");
            setNote("");
            setErrors({});
            setMessage("");
            void ledger.mutate();
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
        <Field label={t("reason")}>
          {(props) => (
            <select
              {...props}
              className={inputClass}
              value={reason}
              onChange={(e) => setReason(e.target.value as typeof reason)}
            >
              {reasons.map((r) => (
                <option key={r} value={r}>
                  {t(`reasons.${r}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t("note")} error={errors.note}>
          {(props) => (
            <input
              {...props}
              maxLength={200}
              className={inputClass}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          )}
        </Field>
        <Button type="submit" kind="primary" className="mt-6">
          {t("apply")}
        </Button>
        {message && !Object.keys(errors).length ? (
          <p role="alert" className="w-full text-sm text-price">
            {message}
          </p>
        ) : null}
      </form>
      <form
        className="mt-2 flex items-end gap-3"
        onSubmit={async (e) => {
          e.preventDefault();
          await setLowStock({ id: row.skuId, lowStock: Number(low) || 0 }).catch(() => undefined);
          onDone();
        }}
      >
        <Field label={t("lowStock")}>
          {(props) => (
            <input
              {...props}
              inputMode="numeric"
              className={`${inputClass} w-24`}
              value={low}
              onChange={(e) => setLow(e.target.value)}
            />
          )}
        </Field>
        <Button type="submit" className="mb-3">
          {t("saveLowStock")}
        </Button>
      </form>
      <h3 className="mt-3 mb-1 text-sm font-semibold">{t("ledger")}</h3>
      <Table head={[t("at"), t("delta"), t("reason"), t("after"), t("actor"), t("note")]}>
        <TableState
          loading={ledger.isLoading}
          error={ledger.error}
          empty={(ledger.data?.rows.length ?? 0) === 0}
          columns={6}
          onRetry={() => void ledger.mutate()}
        />
        {(ledger.data?.rows ?? []).map((e) => (
          <tr key={e.id} data-testid="ledger-row">
            <td className="px-3 py-1 text-xs">
              <When at={e.createdAt} />
            </td>
            <td className={`px-3 py-1 text-right ${e.delta > 0 ? "text-green-800" : "text-price"}`}>
              {e.delta > 0 ? `+${e.delta}` : e.delta}
            </td>
            <td className="px-3 py-1">{t(`reasons.${e.reason}`)}</td>
            <td className="px-3 py-1 text-right">{e.stockAfter}</td>
            <td className="px-3 py-1">{e.actor}</td>
            <td className="px-3 py-1 text-xs">{e.note}</td>
          </tr>
        ))}
      </Table>
    </Card>
  );
}

export function StockScreen() {
  const t = useTranslations("stock");
  const tc = useTranslations("common");
  const can = useCan();
  const { values, pageIndex, set } = useQueryState(["q", "state"] as const);
  const [q, setQ] = useState(values.q);
  const [open, setOpen] = useState<StockRow | null>(null);
  const list = useStock({ ...present(values), pageIndex, pageSize: 20 } as StockQuery);
  const rows = list.data?.rows ?? [];
  return (
    <>
      <PageHeader
        title={t("title")}
        actions={
          can("export:run") ? (
            <a
              href={stockExportUrl()}
              download
              className="inline-flex min-h-9 items-center rounded border border-gray-300 bg-white px-3 text-sm font-medium hover:bg-gray-50"
            >
              {t("export")}
            </a>
          ) : null
        }
      />
      {open ? (
        <AdjustPanel key={open.skuId} row={open} onDone={() => void list.mutate()} onClose={() => setOpen(null)} />
      ) : null}
      <form
        role="search"
        className="mb-3 flex flex-wrap items-end gap-3 rounded-lg border border-gray-200 bg-white p-3"
        onSubmit={(e) => {
          e.preventDefault();
          set({ q: q.trim() });
        }}
      >
        <label className="min-w-48 flex-1 text-sm">
          <span className="mb-1 block text-gray-700">{t("search")}</span>
          <input type="search" className={inputClass} value={q} onChange={(e) => setQ(e.target.value)} />
        </label>
        <label className="text-sm">
          <span className="mb-1 block text-gray-700">{t("state")}</span>
          <select className={inputClass} value={values.state} onChange={(e) => set({ state: e.target.value })}>
            <option value="">{tc("all")}</option>
            <option value="low">{t("low")}</option>
            <option value="out">{t("out")}</option>
          </select>
        </label>
        <Button type="submit" kind="primary">
          {tc("search")}
        </Button>
      </form>
      <Table head={[t("product"), t("sku"), t("code"), t("stock"), t("lowStock"), ""]}>
        <TableState
          loading={list.isLoading}
          error={list.error}
          empty={rows.length === 0}
          columns={6}
          onRetry={() => void list.mutate()}
        />
        {rows.map((r) => (
          <tr key={r.skuId} data-testid="stock-row">
            <td className="px-3 py-2">{r.productName}</td>
            <td className="px-3 py-2">
              {r.skuName} {r.hidden ? <Badge>{t("hidden")}</Badge> : null}
            </td>
            <td className="px-3 py-2 font-mono text-xs">{r.code ?? "—"}</td>
            <td className={`px-3 py-2 text-right ${r.stock <= r.lowStock ? "font-semibold text-price" : ""}`}>
              {r.stock}
            </td>
            <td className="px-3 py-2 text-right">{r.lowStock}</td>
            <td className="px-3 py-2">
              <Button onClick={() => setOpen(r)}>
                {t("adjust")}
                <span className="sr-only">
                  {" "}
                  {r.productName} {r.skuName}
                </span>
              </Button>
            </td>
          </tr>
        ))}
      </Table>
      {list.data ? (
        <Pager pageIndex={pageIndex} pageSize={20} total={list.data.total} onPage={(n) => set({ pageIndex: n })} />
      ) : null}
    </>
  );
}
