// Batch shipping from a CSV file of order number, courier and waybill.
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { shipBatch, type ShipBatchReport } from "@/lib/admin-client/orders";
import { Card } from "./ui";

export function BatchShip({ onDone }: { onDone: () => void }) {
  const t = useTranslations("orders");
  const [report, setReport] = useState<ShipBatchReport | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  return (
    <Card title={t("batchTitle")}>
      <p className="mb-2 text-sm text-gray-600">{t("batchHelp")}</p>
      <label className="text-sm">
        <span className="mr-2">{t("batchFile")}</span>
        <input
          type="file"
          accept=".csv,text/csv"
          disabled={busy}
          className="text-sm"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            setBusy(true);
            setError("");
            try {
              setReport(await shipBatch(await file.text()));
              onDone();
            } catch (err) {
              setError((err as Error).message);
            } finally {
              setBusy(false);
              e.target.value = "";
            }
          }}
        />
      </label>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-price">
          {error}
        </p>
      ) : null}
      {report ? (
        <div className="mt-3" data-testid="batch-report">
          <p className="text-sm font-medium">{t("batchResult", { shipped: report.shipped, failed: report.failed })}</p>
          {report.failed > 0 ? (
            <ul className="mt-1 text-sm text-price">
              {report.rows
                .filter((r) => !r.ok)
                .map((r) => (
                  <li key={r.line}>{t("batchRow", { line: r.line, orderNo: r.orderNo || "—", message: r.message })}</li>
                ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
