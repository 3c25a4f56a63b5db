// Batch shipping from a CSV file of order number, courier and waybill (issue 35 §9): the whole file is
// checked first and every line says what it will do (ship, already shipped, unknown order, unknown
// courier with the accepted ones, repeated...); the good lines ship together on confirmation, in one
// transaction on the server, which plans the file again (lib/services/order/batch.ts).
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { shipBatch, type ShipBatchReport } from "@/lib/admin-client/orders";
import { Button, Card, Table } from "./ui";

type Line = ShipBatchReport["lines"][number];

function Outcome({ line, accepted }: { line: Line; accepted: string }) {
  const t = useTranslations("orders");
  const status = useTranslations("status");
  const text = t(`batchOutcome.${line.outcome}`, {
    status: line.status === null ? "" : status(String(line.status)),
    courier: line.courier,
    accepted,
    firstLine: line.firstLine ?? 0,
  });
  return <span className={line.outcome === "ship" ? "text-green-800" : "font-medium text-amber-900"}>{text}</span>;
}

export function BatchShip({ onDone }: { onDone: () => void }) {
  const t = useTranslations("orders");
  const [file, setFile] = useState<{ csv: string; report: ShipBatchReport } | null>(null);
  const [shipped, setShipped] = useState<number | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const run = async (csv: string, confirm: boolean) => {
    setBusy(true);
    setError("");
    try {
      const report = await shipBatch(csv, confirm);
      if (confirm) {
        setShipped(report.lines.filter((l) => l.outcome === "ship").length);
        setFile(null);
        onDone();
      } else setFile({ csv, report });
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const lines = file?.report.lines ?? [];
  const toShip = lines.filter((l) => l.outcome === "ship").length;
  const accepted = (file?.report.couriers ?? []).map((c) => `${c.code} ${c.name}`).join(", ");
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
            const picked = e.target.files?.[0];
            e.target.value = "";
            if (!picked) return;
            setShipped(null);
            setFile(null);
            await run(await picked.text(), false);
          }}
        />
      </label>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-price">
          {error}
        </p>
      ) : null}
      {shipped !== null ? (
        <p role="status" className="mt-2 text-sm font-medium" data-testid="batch-shipped">
          {t("batchShipped", { count: shipped })}
        </p>
      ) : null}
      {file ? (
        <div className="mt-3" data-testid="batch-preview">
          <p className="mb-2 text-sm font-medium">
            {t("batchPreview", { ship: toShip, other: lines.length - toShip })}
          </p>
          <div className="max-h-96 overflow-auto">
            <Table
              head={[t("batchLine"), t("batchOrder"), t("batchCourier"), t("batchWaybill"), t("batchOutcomeTitle")]}
            >
              {lines.map((l) => (
                <tr key={l.line} data-outcome={l.outcome}>
                  <td className="px-3 py-1.5">{l.line}</td>
                  <td className="px-3 py-1.5 font-mono text-xs break-all">{l.orderNo || "—"}</td>
                  <td className="px-3 py-1.5">{l.courier || "—"}</td>
                  <td className="px-3 py-1.5 break-all">{l.waybill || "—"}</td>
                  <td className="px-3 py-1.5">
                    <Outcome line={l} accepted={accepted} />
                  </td>
                </tr>
              ))}
            </Table>
          </div>
          <div className="mt-2 flex flex-wrap gap-2">
            {toShip > 0 ? (
              <Button kind="primary" disabled={busy} onClick={() => void run(file.csv, true)}>
                {t("batchConfirm", { count: toShip })}
              </Button>
            ) : (
              <p className="text-sm text-gray-700">{t("batchNothing")}</p>
            )}
            <Button disabled={busy} onClick={() => setFile(null)}>
              {t("batchAnother")}
            </Button>
          </div>
        </div>
      ) : null}
    </Card>
  );
}
