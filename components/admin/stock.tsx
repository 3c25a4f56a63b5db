// Stock on the console's frame: SKUs fewest first (low or sold out on demand); one SKU's panel open
// by its address (`?open=<skuId>`, which the dashboard's low-stock rows link to): adjust with a reason
// whose sign the server checks (a receipt adds, a write-off takes away), its ledger, its low-stock
// threshold; CSV of all levels.
"use client";

import { useTranslations } from "next-intl";
import {
  stockExportUrl,
  stockListOptions,
  useStock,
  type StockQuery,
  type StockRow,
} from "@/lib/admin-client/catalogue";
import { ListFrame } from "./frame/list-frame";
import type { ListSpec } from "./frame/list-spec";
import { useParam, useUrlList } from "./frame/use-list-state";
import { useCan } from "./operator-context";
import { StockPanel } from "./stock-panel";
import { Badge, Button, LinkButton, PageHeader } from "./ui";

function Sku({ row }: { row: StockRow }) {
  const t = useTranslations("stock");
  return (
    <>
      {row.skuName} {row.hidden ? <Badge>{t("hidden")}</Badge> : null}
    </>
  );
}

function Adjust({ row }: { row: StockRow }) {
  const t = useTranslations("stock");
  const [, open] = useParam("open");
  return (
    <Button onClick={() => open(row.skuId)}>
      {t("adjust")}
      <span className="sr-only">
        {" "}
        {row.productName} {row.skuName}
      </span>
    </Button>
  );
}

export const stockList: ListSpec<StockRow> = {
  id: "stock",
  rowTestId: "stock-row",
  rowKey: (r) => r.skuId,
  pageSize: 20,
  useRows: (query) => useStock(query as StockQuery),
  filters: [
    { id: "q", kind: "search", label: "stock.search", placeholder: "stock.searchHint" },
    {
      id: "state",
      kind: "select",
      label: "stock.state",
      options: stockListOptions.state,
      optionLabel: (v) => `stock.${v}`,
    },
  ],
  columns: [
    { id: "product", label: "stock.product", primary: true, cell: (r) => r.productName },
    { id: "sku", label: "stock.sku", cell: (r) => <Sku row={r} /> },
    { id: "code", label: "stock.code", optional: "shown", className: "font-mono text-xs", cell: (r) => r.code ?? "—" },
    {
      id: "stock",
      label: "stock.stock",
      align: "end",
      cell: (r) => <span className={r.stock <= r.lowStock ? "font-semibold text-price" : ""}>{r.stock}</span>,
    },
    { id: "lowStock", label: "stock.lowStock", align: "end", optional: "shown", cell: (r) => r.lowStock },
    { id: "adjust", label: "", cell: (r) => <Adjust row={r} /> },
  ],
};

/** The open SKU's panel: its row read by id, wherever it is in the list. */
function OpenSku({ skuId, onDone }: { skuId: number; onDone: () => void }) {
  const [, open] = useParam("open");
  const one = useStock({ skuId, pageSize: 1 });
  const row = one.data?.rows[0];
  if (!row) return null;
  return (
    <StockPanel
      key={row.skuId}
      row={row}
      onDone={() => {
        void one.mutate();
        onDone();
      }}
      onClose={() => open("")}
    />
  );
}

export function StockScreen() {
  const t = useTranslations("stock");
  const can = useCan();
  const { state, read } = useUrlList(stockList);
  const [open] = useParam("open");
  return (
    <>
      <PageHeader
        title={t("title")}
        actions={
          <>
            <LinkButton href="/admin/stock/ledger">{t("ledgerTitle")}</LinkButton>
            {can("export:run") ? (
              <LinkButton href={stockExportUrl()} download>
                {t("export")}
              </LinkButton>
            ) : null}
          </>
        }
      />
      {Number(open) > 0 ? <OpenSku skuId={Number(open)} onDone={() => void read.mutate()} /> : null}
      <ListFrame spec={stockList} state={state} read={read} />
    </>
  );
}
