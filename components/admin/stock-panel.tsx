// One SKU's stock: a change with its reason (each reason says whether it adds or takes away; the
// server refuses a change of the wrong sign under the field), its low-stock threshold, and its ledger
// — every movement with who, when and why — as a list on the console's frame.
"use client";

import { Link } from "@/components/admin/link";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { stockReasonSign, type StockReason } from "@/lib/domain/catalogue";
import { stockLedgerReasons } from "@/lib/validation/admin-catalogue";
import {
  adjustStock,
  setLowStock,
  stockAdjustOptions,
  useLedger,
  type LedgerRow,
  type StockRow,
} from "@/lib/admin-client/catalogue";
import { ListFrame } from "./frame/list-frame";
import type { ListSpec } from "./frame/list-spec";
import { useLocalList } from "./frame/use-list-state";
import { useAdminSubmit } from "./use-admin-submit";
import { Button, Card, Field, FormMessage, NoteField, IntegerField, When, inputClass } from "./ui";

function ledgerList(skuId: number): ListSpec<LedgerRow> {
  return {
    id: "ledger",
    rowTestId: "ledger-row",
    rowKey: (e) => e.id,
    pageSize: 20,
    useRows: (query) => useLedger(skuId, query),
    // Filtered on the server (the query is validated there): the kind, the order, the shop days.
    filters: [
      {
        id: "reason",
        kind: "select",
        label: "stock.reason",
        options: stockLedgerReasons,
        optionLabel: (v) => `stock.reasons.${v}`,
        all: true,
      },
      { id: "orderId", kind: "search", label: "stock.order", placeholder: "stock.orderHint" },
      { id: "from", kind: "day", label: "stock.from" },
      { id: "to", kind: "day", label: "stock.to" },
    ],
    columns: [
      { id: "at", label: "stock.at", primary: true, cell: (e) => <When at={e.createdAt} /> },
      {
        id: "delta",
        label: "stock.delta",
        align: "end",
        cell: (e) => (
          <span className={e.delta > 0 ? "text-green-800" : "text-price"}>{e.delta > 0 ? `+${e.delta}` : e.delta}</span>
        ),
      },
      { id: "reason", label: "stock.reason", cell: (e) => <Reason reason={e.reason} /> },
      { id: "after", label: "stock.after", align: "end", cell: (e) => e.stockAfter },
      { id: "order", label: "stock.order", cell: (e) => (e.orderId === null ? "" : `#${e.orderId}`) },
      { id: "actor", label: "stock.actor", cell: (e) => e.actor },
      ledgerNoteColumn,
    ],
  };
}

function Reason({ reason }: { reason: string }) {
  const t = useTranslations("stock");
  return <>{t(`reasons.${reason}`)}</>;
}

/** "Goods received (adds)": each reason with the way it moves stock. */
function reasonLabel(t: ReturnType<typeof useTranslations>, reason: StockReason): string {
  const sign = stockReasonSign[reason];
  return `${t(`reasons.${reason}`)} (${t(sign > 0 ? "adds" : sign < 0 ? "removes" : "eitherWay")})`;
}

function AdjustForm({ row, onDone }: { row: StockRow; onDone: () => void }) {
  const t = useTranslations("stock");
  const [delta, setDelta] = useState("");
  const [reason, setReason] = useState<StockReason>("receipt");
  const [note, setNote] = useState("");
  const adjust = useAdminSubmit(() => adjustStock({ id: row.skuId, delta: Number(delta), reason, note }), {
    onDone: () => {
      setDelta("");
      setNote("");
      onDone();
    },
  });
  return (
    <form className="flex flex-wrap items-start gap-3" onSubmit={adjust.submit}>
      <Field label={t("reason")}>
        {(props) => (
          <select
            {...props}
            className={inputClass}
            value={reason}
            onChange={(e) => setReason(e.target.value as StockReason)}
          >
            {stockAdjustOptions.reason.map((r) => (
              <option key={r} value={r}>
                {reasonLabel(t, r)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <IntegerField
        label={t("delta")}
        error={adjust.errors.delta}
        hint={t("deltaHint")}
        value={delta}
        onChange={setDelta}
      />
      <NoteField label={t("note")} error={adjust.errors.note} value={note} onChange={setNote} />
      <Button type="submit" kind="primary" className="mt-6" disabled={adjust.busy}>
        {t("apply")}
      </Button>
      <FormMessage text={adjust.formMessage} />
    </form>
  );
}

function ThresholdForm({ row, onDone }: { row: StockRow; onDone: () => void }) {
  const t = useTranslations("stock");
  const [low, setLow] = useState(String(row.lowStock));
  const threshold = useAdminSubmit(() => setLowStock({ id: row.skuId, lowStock: Number(low) }), { onDone });
  return (
    <form className="mt-2 flex flex-wrap items-end gap-3" onSubmit={threshold.submit}>
      <IntegerField label={t("lowStock")} error={threshold.errors.lowStock} value={low} onChange={setLow} />
      <Button type="submit" className="mb-3" disabled={threshold.busy}>
        {t("saveLowStock")}
      </Button>
      <FormMessage text={threshold.formMessage} />
    </form>
  );
}

export function StockPanel({ row, onDone, onClose }: { row: StockRow; onDone: () => void; onClose: () => void }) {
  const t = useTranslations("stock");
  const [spec] = useState(() => ledgerList(row.skuId));
  const ledger = useLocalList(spec);
  const done = () => {
    void ledger.read.mutate();
    onDone();
  };
  return (
    <Card
      title={t("adjustTitle", { name: `${row.productName} ${row.skuName}` })}
      actions={<Button onClick={onClose}>{t("close")}</Button>}
    >
      <p className="mb-2 text-sm" data-testid="stock-now">
        {t("now", { stock: row.stock })}
      </p>
      <AdjustForm row={row} onDone={done} />
      <ThresholdForm row={row} onDone={onDone} />
      <h3 className="mt-3 mb-1 flex items-baseline justify-between text-sm font-semibold">
        {t("ledger")}
        <Link href={`/admin/stock/ledger?skuId=${row.skuId}`} className="font-normal text-accent hover:underline">
          {t("ledgerOpen")}
        </Link>
      </h3>
      <ListFrame spec={spec} state={ledger.state} read={ledger.read} />
    </Card>
  );
}

/** The note column of both ledger lists (a SKU's panel, the whole ledger). */
export const ledgerNoteColumn = {
  id: "note",
  label: "stock.note",
  optional: "shown",
  className: "text-xs",
  cell: (e: { note: string }) => <LedgerNote note={e.note} />,
} as const;

/**
 * A ledger row's note: the operator's own words as written, or a movement the shop itself made
 * ("system:<key>", e.g. a SKU removed from sale) in the console's language.
 */
export function LedgerNote({ note }: { note: string }) {
  const t = useTranslations("stock");
  const key = note.startsWith("system:") ? `systemNotes.${note.slice("system:".length)}` : null;
  return <>{key && t.has(key) ? t(key) : note}</>;
}
