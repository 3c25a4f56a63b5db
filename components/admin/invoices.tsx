// Invoices (发票) on the console's frame (docs/decisions/047-invoices.md): the orders whose shopper asked
// for one — the waiting ones first, oldest request first — with the title and tax number to put on it;
// each issued here by its number or by attaching the PDF the tax system produced (checked by the server).
"use client";

import { useId, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { attachInvoicePdf, issueInvoice, useInvoices, type InvoiceRow } from "@/lib/admin-client/invoices";
import { ListFrame } from "./frame/list-frame";
import type { ListSpec } from "./frame/list-spec";
import { useUrlList } from "./frame/use-list-state";
import { Badge, Button, Money, PageHeader, When, inputClass } from "./ui";
import { orderNoColumn } from "./frame/order-column";

function errorText(err: unknown, field: string): string {
  return (err as { fields?: Record<string, string> }).fields?.[field] ?? (err as Error).message;
}

/** Issue by number, or attach the PDF (which issues it): one small form per row. */
function IssueForm({ row, refresh }: { row: InvoiceRow; refresh: () => void }) {
  const t = useTranslations("invoices");
  const id = useId();
  const [number, setNumber] = useState(row.number ?? "");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const run = async (work: () => Promise<unknown>, field: string) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      refresh();
    } catch (err) {
      setError(errorText(err, field));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex min-w-[14rem] flex-col gap-1">
      <form
        className="flex gap-1"
        onSubmit={(e) => {
          e.preventDefault();
          if (number.trim()) void run(() => issueInvoice(row.orderId, number.trim()), "number");
        }}
      >
        <label htmlFor={`${id}-number`} className="sr-only">
          {t("number")}
        </label>
        <input
          id={`${id}-number`}
          value={number}
          maxLength={40}
          onChange={(e) => setNumber(e.target.value)}
          placeholder={t("number")}
          className={`${inputClass} min-w-0 flex-1`}
          data-testid="invoice-number"
        />
        <Button type="submit" disabled={busy || !number.trim()}>
          {t("issue")}
        </Button>
      </form>
      <label className="inline-flex cursor-pointer items-center gap-1 text-xs text-accent underline">
        <input
          ref={file}
          type="file"
          accept="application/pdf,.pdf"
          className="sr-only"
          disabled={busy}
          data-testid="invoice-pdf"
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            if (chosen) void run(() => attachInvoicePdf(row.orderId, chosen), "file");
            if (file.current) file.current.value = "";
          }}
        />
        {row.hasFile ? t("replacePdf") : t("attachPdf")}
      </label>
      {error ? (
        <p role="alert" className="text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const invoiceList: ListSpec<InvoiceRow> = {
  id: "invoices",
  rowTestId: "invoice-row",
  rowKey: (r) => r.orderId,
  pageSize: 20,
  useRows: (query) => useInvoices(query),
  filters: [
    {
      id: "status",
      kind: "select",
      label: "invoices.status",
      options: ["requested", "issued"],
      optionLabel: (v) => `invoices.statuses.${v}`,
    },
  ],
  columns: [
    orderNoColumn(),
    { id: "kind", label: "invoices.kind", cell: (r) => <Kind kind={r.kind} /> },
    { id: "title", label: "invoices.title", className: "break-all", cell: (r) => <Title row={r} /> },
    { id: "taxNumber", label: "invoices.taxNumber", className: "font-mono text-xs", cell: (r) => r.taxNumber ?? "—" },
    { id: "amount", label: "orders.amount", align: "end", cell: (r) => <Money cents={r.totalAmount} /> },
    {
      id: "requestedAt",
      label: "invoices.requestedAt",
      className: "text-xs",
      cell: (r) => <When at={r.requestedAt} />,
    },
    { id: "state", label: "invoices.status", cell: (r) => <State row={r} /> },
    { id: "issue", label: "", cell: (r, list) => <IssueForm row={r} refresh={list.refresh} /> },
  ],
};

function Kind({ kind }: { kind: string }) {
  const t = useTranslations("invoices");
  return <>{t(`kinds.${kind}`)}</>;
}

function Title({ row }: { row: InvoiceRow }) {
  const t = useTranslations("invoices");
  return <>{row.title || t("kinds.personal")}</>;
}

function State({ row }: { row: InvoiceRow }) {
  const t = useTranslations("invoices");
  return (
    <span className="flex flex-col gap-0.5 text-xs">
      <Badge tone={row.status === "issued" ? "good" : "warn"}>{t(`statuses.${row.status}`)}</Badge>
      {row.number ? <span>{row.number}</span> : null}
      {row.hasFile ? <span>{t("pdfAttached")}</span> : null}
    </span>
  );
}

export function InvoicesScreen() {
  const t = useTranslations("invoices");
  const { state, read } = useUrlList(invoiceList);
  return (
    <>
      <PageHeader title={t("pageTitle")}>
        <p className="mt-1 text-sm text-gray-600">{t("help")}</p>
      </PageHeader>
      <ListFrame spec={invoiceList} state={state} read={read} />
    </>
  );
}
