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
import {
  Badge,
  Button,
  Card,
  Field,
  PageHeader,
  Pager,
  Table,
  TableState,
  When,
  inputClass,
  FilterBar,
  FilterSelect,
  FilterSearch,
  FormMessage,
  IntegerField,
} from "./ui";
import { present, useQueryState } from "./use-query-state";
import { useAdminSubmit } from "./use-admin-submit";

const reasons = ["receipt", "correction", "damage", "return"] as const;

function AdjustPanel({ row, onDone, onClose }: { row: StockRow; onDone: () => void; onClose: () => void }) {
  const t = useTranslations("stock");
  const ledger = useLedger(row.skuId);
  const [delta, setDelta] = useState("");
  const [reason, setReason] = useState<(typeof reasons)[number]>("receipt");
  const [note, setNote] = useState("");
  const [low, setLow] = useState(String(row.lowStock));
  const adjust = useAdminSubmit(() => adjustStock({ id: row.skuId, delta: Number(delta), reason, note }), {
    onDone: () => {
      setDelta("");
      setNote("");
      void ledger.mutate();
      onDone();
    },
  });
  const threshold = useAdminSubmit(() => setLowStock({ id: row.skuId, lowStock: Number(low) }), { onDone });
  return (
    <Card
      title={t("adjustTitle", { name: `${row.productName} ${row.skuName}` })}
      actions={<Button onClick={onClose}>{t("close")}</Button>}
    >
      <form className="flex flex-wrap items-start gap-3" onSubmit={adjust.submit}>
        <IntegerField
          label={t("delta")}
          error={adjust.errors.delta}
          hint={t("deltaHint")}
          value={delta}
          onChange={setDelta}
        />
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
        <Field label={t("note")} error={adjust.errors.note}>
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
        <Button type="submit" kind="primary" className="mt-6" disabled={adjust.busy}>
          {t("apply")}
        </Button>
        <FormMessage text={adjust.formMessage} />
      </form>
      <form className="mt-2 flex flex-wrap items-end gap-3" onSubmit={threshold.submit}>
        <IntegerField label={t("lowStock")} error={threshold.errors.lowStock} value={low} onChange={setLow} />
        <Button type="submit" className="mb-3" disabled={threshold.busy}>
          {t("saveLowStock")}
        </Button>
        <FormMessage text={threshold.formMessage} />
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
      <FilterBar onSubmit={() => set({ q: q.trim() })}>
        <FilterSearch label={t("search")} value={q} onChange={setQ} />
        <FilterSelect
          label={t("state")}
          value={values.state}
          onChange={(v) => set({ state: v })}
          options={[
            { value: "low", label: t("low") },
            { value: "out", label: t("out") },
          ]}
        />
      </FilterBar>
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
