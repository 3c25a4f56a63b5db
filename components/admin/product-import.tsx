// The product CSV import: the file is checked whole first (every bad row named with its line, column
// and reason) and applied only when no row is bad, in one transaction.
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { importProducts, type ImportReport } from "@/lib/admin-client/catalogue";
import { Button, Card } from "./ui";

export function ProductImport({ onDone }: { onDone: () => void }) {
  const t = useTranslations("products");
  const [csv, setCsv] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  // Absolute stock figures over stock that moved since the export: only when the operator says so.
  const [overwrite, setOverwrite] = useState(false);
  const run = async (text: string, dryRun: boolean, overwriteStock = overwrite) => {
    setBusy(true);
    setError("");
    try {
      const result = await importProducts(text, dryRun, overwriteStock);
      setReport(result);
      if (result.applied) onDone();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={t("importTitle")}>
      <p className="mb-2 text-sm text-gray-600">{t("importHelp")}</p>
      <label className="text-sm">
        <span className="mr-2">{t("importFile")}</span>
        <input
          type="file"
          accept=".csv,text/csv"
          disabled={busy}
          onChange={async (e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            const text = await file.text();
            setCsv(text);
            await run(text, true);
          }}
        />
      </label>
      <label className="mt-2 flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={overwrite}
          disabled={busy}
          data-testid="import-overwrite-stock"
          onChange={async (e) => {
            setOverwrite(e.target.checked);
            if (csv) await run(csv, true, e.target.checked);
          }}
        />
        {t("importOverwriteStock")}
      </label>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-price">
          {error}
        </p>
      ) : null}
      {report ? (
        <div className="mt-3 text-sm" data-testid="import-report">
          {report.errors.length ? (
            <>
              <p className="font-medium text-price">{t("importBad", { count: report.errors.length })}</p>
              <ul className="mt-1 max-h-60 overflow-y-auto text-price">
                {report.errors.map((e, i) => (
                  <li key={i}>{t("importRow", { line: e.line, column: e.column, message: e.message })}</li>
                ))}
              </ul>
            </>
          ) : report.applied ? (
            <p role="status" className="text-green-800">
              {t("importDone", { created: report.created, updated: report.updated, unchanged: report.unchanged })}
            </p>
          ) : (
            <>
              <p>{t("importReady", { products: report.products, skus: report.skus })}</p>
              <Button kind="primary" className="mt-2" disabled={busy || !csv} onClick={() => csv && run(csv, false)}>
                {t("importApply")}
              </Button>
            </>
          )}
        </div>
      ) : null}
    </Card>
  );
}
