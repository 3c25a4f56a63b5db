// The whole stock ledger on the console's frame (issue 34 §1): every movement of every SKU, newest
// first — sales with their order, units released by a closed order or a flash sale, returns received,
// write-offs, receipts, corrections, imports — filtered by SKU (picked by a product's name or code,
// never typed as an id), kind, order and days on the shop's clock. The filters live in the address, so
// a link from an order or a SKU opens the ledger already narrowed. Each row links to its SKU's stock
// panel, its order and its after-sales request.
"use client";

import { Link } from "@/components/admin/link";
import { useTranslations } from "next-intl";
import {
  ledgerEntryOptions,
  useLedgerEntries,
  useStock,
  type LedgerEntryQuery,
  type LedgerEntryRow,
  type StockRow,
} from "@/lib/admin-client/catalogue";
import { ListFrame } from "./frame/list-frame";
import type { ListSpec } from "./frame/list-spec";
import { useUrlList } from "./frame/use-list-state";
import { Combobox } from "./pickers/combobox";
import { ledgerNoteColumn } from "./stock-panel";
import { LinkButton, PageHeader, When } from "./ui";

/** SKUs for the picker: the stock screen's own search (a product's name, a code, a product id). */
function useSkuOptions(text: string) {
  const read = useStock({ q: text || undefined, pageIndex: 1, pageSize: 10 });
  return { rows: read.data?.rows ?? [], isLoading: read.isLoading };
}

function SkuFilter({ value, set }: { value: string; set: (v: string) => void }) {
  const t = useTranslations("stock");
  // A SKU chosen shows as its chip (removable there); the picker is for choosing one.
  if (value) return null;
  return (
    <Combobox<StockRow>
      label={t("skuFilter")}
      placeholder={t("searchHint")}
      useOptions={useSkuOptions}
      optionKey={(s) => s.skuId}
      optionText={(s) => `${s.productName} ${s.skuName}`}
      renderOption={(s) => (
        <span>
          {s.productName} <span className="text-gray-600">{s.skuName}</span>{" "}
          <span className="text-xs text-gray-600">#{s.skuId}</span>
        </span>
      )}
      onPick={(s) => set(String(s.skuId))}
    />
  );
}

/** A chosen SKU on its chip: its product's and its own name. */
function SkuChip({ id }: { id: string }) {
  const read = useStock({ skuId: Number(id), pageIndex: 1, pageSize: 1 });
  const row = read.data?.rows[0];
  return <>{row ? `${row.productName} ${row.skuName}` : `#${id}`}</>;
}

function Reason({ reason }: { reason: string }) {
  const t = useTranslations("stock");
  return <>{t(`reasons.${reason}`)}</>;
}

function Delta({ delta }: { delta: number }) {
  return <span className={delta > 0 ? "text-green-800" : "text-price"}>{delta > 0 ? `+${delta}` : delta}</span>;
}

/** An order typed as "#123" or "123": the id the server takes (anything else it refuses under the field). */
const orderIdOf = (typed: string) => typed.replace(/^#/, "").trim();

export const stockLedgerList: ListSpec<LedgerEntryRow> = {
  id: "stock-ledger",
  rowTestId: "stock-ledger-row",
  rowKey: (e) => e.id,
  pageSize: 50,
  useRows: (query) => useLedgerEntries(query as LedgerEntryQuery),
  toQuery: (values) => ({ ...values, ...(values.orderId ? { orderId: orderIdOf(values.orderId) } : {}) }),
  filters: [
    { id: "orderId", kind: "search", label: "stock.order", placeholder: "stock.orderHint" },
    {
      id: "skuId",
      kind: "custom",
      label: "stock.skuFilter",
      render: (value, set) => <SkuFilter value={value} set={set} />,
      chip: (id) => <SkuChip id={id} />,
    },
    {
      id: "reason",
      kind: "select",
      label: "stock.reason",
      options: ledgerEntryOptions.reason,
      optionLabel: (v) => `stock.reasons.${v}`,
    },
    { id: "from", kind: "day", label: "stock.from" },
    { id: "to", kind: "day", label: "stock.to" },
  ],
  columns: [
    {
      id: "sku",
      label: "stock.sku",
      primary: true,
      cell: (e) => (
        <Link href={`/admin/stock?open=${e.skuId}`} className="text-accent hover:underline">
          {e.productName} <span className="text-gray-600">{e.skuName}</span>
        </Link>
      ),
    },
    { id: "at", label: "stock.at", cell: (e) => <When at={e.createdAt} /> },
    { id: "delta", label: "stock.delta", align: "end", cell: (e) => <Delta delta={e.delta} /> },
    { id: "reason", label: "stock.reason", cell: (e) => <Reason reason={e.reason} /> },
    { id: "after", label: "stock.after", align: "end", cell: (e) => e.stockAfter },
    {
      id: "order",
      label: "stock.order",
      cell: (e) =>
        e.orderId === null ? (
          ""
        ) : (
          <Link href={`/admin/orders/${e.orderId}`} className="text-accent hover:underline">
            #{e.orderId}
          </Link>
        ),
    },
    {
      id: "afterSale",
      label: "stock.afterSale",
      optional: "shown",
      cell: (e) =>
        e.afterSaleId === null ? (
          ""
        ) : (
          <Link href={`/admin/after-sales/${e.afterSaleId}`} className="text-accent hover:underline">
            #{e.afterSaleId}
          </Link>
        ),
    },
    { id: "actor", label: "stock.actor", optional: "shown", cell: (e) => e.actor },
    ledgerNoteColumn,
  ],
  empty: "stock.ledgerEmpty",
};

export function StockLedgerScreen() {
  const t = useTranslations("stock");
  const { state, read } = useUrlList(stockLedgerList);
  return (
    <>
      <PageHeader title={t("ledgerTitle")} actions={<LinkButton href="/admin/stock">{t("title")}</LinkButton>} />
      <p className="mb-3 text-sm text-gray-600">{t("ledgerIntro")}</p>
      <ListFrame spec={stockLedgerList} state={state} read={read} />
    </>
  );
}
