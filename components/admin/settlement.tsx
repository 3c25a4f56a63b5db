// The daily settlement and the reconciliation (issue 34 §5): each shop day by payment channel —
// payments received, refunds paid, net — with the day's reconciliation against the provider. A day of
// WeChat Pay or Alipay opens to its reconciliation: the sandbox's statement to download, a statement
// file to import (or, with real keys, the provider's bill to fetch), and every difference with its
// order and payment. Below 900 px the days are cards, not a wider table.
"use client";

import { Link } from "@/components/admin/link";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { shopDay } from "@/lib/format/date";
import {
  downloadStatement,
  importStatement,
  settlementExportUrl,
  statementUrl,
  useReconciliation,
  useSettlement,
  type ReconcileChannel,
  type Reconciliation,
  type SettlementRow,
} from "@/lib/admin-client/settlement";
import { useCan } from "./operator-context";
import { Badge, Button, Card, LinkButton, Money, PageHeader, Table, When, inputClass } from "./ui";
import { ShopDayInput, ShopTimeLabel } from "./shop-date-input";

const DAY_MS = 86_400_000;

function ReconciliationBadge({ row }: { row: SettlementRow }) {
  const t = useTranslations("settlement");
  if (!row.reconciliation) return <span className="text-xs text-gray-500">{t("noStatement")}</span>;
  const { status, differences } = row.reconciliation;
  const tone = status === "reconciled" ? "good" : status === "differences" ? "bad" : "plain";
  return (
    <Badge tone={tone}>
      {status === "differences" ? t("differencesCount", { count: differences }) : t(`states.${status}`)}
    </Badge>
  );
}

type Selected = { channel: ReconcileChannel; day: string };

function RowActions({ row, onOpen }: { row: SettlementRow; onOpen: (s: Selected) => void }) {
  const t = useTranslations("settlement");
  if (!row.reconciliation) return null;
  return (
    <Button onClick={() => onOpen({ channel: row.channel as ReconcileChannel, day: row.day })}>{t("reconcile")}</Button>
  );
}

function Differences({ result }: { result: Reconciliation }) {
  const t = useTranslations("settlement");
  if (result.differences.length === 0)
    return (
      <p role="status" className="text-sm text-green-800" data-testid="reconciled">
        {t("nothingLeft")}
      </p>
    );
  return (
    <div data-testid="differences">
      <p className="mb-2 text-sm font-medium text-price">
        {t("differencesCount", { count: result.differences.length })}
      </p>
      <ul className="grid gap-2">
        {result.differences.map((d, i) => (
          <li key={i} className="rounded border border-gray-200 p-2 text-sm" data-testid="difference">
            <div className="mb-1 font-medium text-gray-900">{t(`kinds.${d.kind}`)}</div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-gray-700">
              <dt>{t("order")}</dt>
              <dd>
                {d.orderId ? (
                  <Link href={`/admin/orders/${d.orderId}`} className="font-mono text-accent underline">
                    {d.orderNo}
                  </Link>
                ) : (
                  t("noOrder")
                )}
              </dd>
              <dt>{t("payment")}</dt>
              <dd className="font-mono break-all">{d.outTradeNo}</dd>
              {d.refundNo ? (
                <>
                  <dt>{t("refundNo")}</dt>
                  <dd className="font-mono break-all">{d.refundNo}</dd>
                </>
              ) : null}
              <dt>{t("providerAmount")}</dt>
              <dd>{d.providerAmount === null ? t("absent") : <Money cents={d.providerAmount} />}</dd>
              <dt>{t("shopAmount")}</dt>
              <dd>{d.shopAmount === null ? t("absent") : <Money cents={d.shopAmount} />}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ReconcilePanel({
  selected,
  source,
  onChanged,
}: {
  selected: Selected;
  source: "sandbox" | "provider" | "none";
  onChanged: () => void;
}) {
  const t = useTranslations("settlement");
  const can = useCan();
  const read = useReconciliation(selected);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const run = async (work: () => Promise<Reconciliation>) => {
    setBusy(true);
    setError("");
    try {
      const reconciliation = await work();
      await read.mutate({ reconciliation }, { revalidate: false });
      onChanged();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const result = read.data?.reconciliation;
  return (
    <Card title={t("panelTitle", { channel: t(`channels.${selected.channel}`), day: selected.day })}>
      <p className="mb-3 text-sm text-gray-600">{t(`help.${selected.channel}`)}</p>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        {source === "sandbox" ? (
          <LinkButton href={statementUrl(selected)} download>
            {t("sandboxStatement")}
          </LinkButton>
        ) : null}
        {can("settlement:reconcile") ? (
          <>
            <label className="inline-flex min-h-9 items-center gap-2 rounded border border-gray-300 bg-white px-3 text-sm">
              <span>{t("importFile")}</span>
              <input
                type="file"
                accept=".csv,.zip,text/csv,application/zip"
                disabled={busy}
                data-testid="statement-file"
                className="max-w-48 text-xs"
                onChange={async (e) => {
                  const file = e.target.files?.[0];
                  e.target.value = "";
                  if (file) await run(() => importStatement(selected.channel, selected.day, file));
                }}
              />
            </label>
            {source === "provider" ? (
              <Button disabled={busy} onClick={() => run(() => downloadStatement(selected.channel, selected.day))}>
                {t("fetchBill")}
              </Button>
            ) : null}
          </>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="mb-3 text-sm text-price" data-testid="statement-error">
          {error}
        </p>
      ) : null}
      {result ? (
        <>
          <p className="mb-2 text-xs text-gray-600">
            {t("lastImport", {
              lines: result.lineCount,
              merchant: result.merchant || "—",
              by: result.importedBy,
              source: t(`sources.${result.source}`),
            })}{" "}
            <When at={result.importedAt} />
          </p>
          <Differences result={result} />
        </>
      ) : read.isLoading ? null : (
        <p className="text-sm text-gray-600">{t("notYet")}</p>
      )}
    </Card>
  );
}

/** The days as cards below 900 px, where the table would not fit. */
function SettlementCards({ rows, onOpen }: { rows: SettlementRow[]; onOpen: (s: Selected) => void }) {
  const t = useTranslations("settlement");
  return (
    <ul className="mb-4 grid gap-2 min-[900px]:hidden">
      {rows.map((r) => (
        <li
          key={`${r.day}-${r.channel}`}
          className="rounded-lg border border-gray-200 bg-white p-3 text-sm"
          data-testid="settlement-card"
        >
          <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium text-gray-900">
              {r.day} · {t(`channels.${r.channel}`)}
            </span>
            <ReconciliationBadge row={r} />
          </div>
          <dl className="grid grid-cols-3 gap-2 text-xs">
            <div>
              <dt className="text-gray-600">{t("csv.paid")}</dt>
              <dd>
                <Money cents={r.paidAmount} /> ({r.payments})
              </dd>
            </div>
            <div>
              <dt className="text-gray-600">{t("csv.refunded")}</dt>
              <dd>
                <Money cents={r.refundedAmount} /> ({r.refunds})
              </dd>
            </div>
            <div>
              <dt className="text-gray-600">{t("csv.net")}</dt>
              <dd className="font-medium">
                <Money cents={r.netAmount} />
              </dd>
            </div>
          </dl>
          {r.reconciliation ? (
            <div className="mt-2">
              <RowActions row={r} onOpen={onOpen} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function SettlementScreen() {
  const t = useTranslations("settlement");
  const today = shopDay();
  const [from, setFrom] = useState(() => shopDay(new Date(Date.now() - 13 * DAY_MS)));
  const [to, setTo] = useState(today);
  const [selected, setSelected] = useState<Selected | null>(null);
  const query = { from, to };
  const read = useSettlement(query);
  const data = read.data;
  const head = [
    t("csv.day"),
    t("csv.channel"),
    t("csv.payments"),
    t("csv.paid"),
    t("csv.refunds"),
    t("csv.refunded"),
    t("csv.net"),
    t("csv.reconciliation"),
    "",
  ];
  return (
    <>
      <PageHeader
        title={t("title")}
        actions={
          <LinkButton href={settlementExportUrl(query)} download>
            {t("export")}
          </LinkButton>
        }
      >
        <p className="mt-1 max-w-3xl text-sm text-gray-600">{t("intro")}</p>
      </PageHeader>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <label className="text-sm">
          <ShopTimeLabel label={t("from")} />
          <ShopDayInput value={from} max={to} onChange={(day) => day && setFrom(day)} />
        </label>
        <label className="text-sm">
          <ShopTimeLabel label={t("to")} />
          <ShopDayInput value={to} min={from} max={today} onChange={(day) => day && setTo(day)} />
        </label>
      </div>
      {read.error ? (
        <p role="alert" className="mb-3 text-sm text-price">
          {(read.error as Error).message}
        </p>
      ) : null}
      {data ? (
        <>
          <dl className="mb-4 grid grid-cols-2 gap-3 rounded-lg border border-gray-200 bg-white p-3 text-sm sm:grid-cols-5">
            {(
              [
                ["payments", data.totals.payments, false],
                ["paid", data.totals.paidAmount, true],
                ["refunds", data.totals.refunds, false],
                ["refunded", data.totals.refundedAmount, true],
                ["net", data.totals.netAmount, true],
              ] as const
            ).map(([key, value, money]) => (
              <div key={key}>
                <dt className="text-xs text-gray-600">{t(`csv.${key}`)}</dt>
                <dd className="text-base font-semibold text-gray-900" data-testid={`total-${key}`}>
                  {money ? <Money cents={value} /> : value}
                </dd>
              </div>
            ))}
          </dl>
          {data.rows.length === 0 ? (
            <p className="mb-4 text-sm text-gray-600">{t("empty")}</p>
          ) : (
            <>
              <div className="mb-4 hidden min-[900px]:block">
                <Table head={head}>
                  {data.rows.map((r) => (
                    <tr key={`${r.day}-${r.channel}`} data-testid="settlement-row">
                      <td className="px-3 py-2 whitespace-nowrap">{r.day}</td>
                      <td className="px-3 py-2">{t(`channels.${r.channel}`)}</td>
                      <td className="px-3 py-2 text-end">{r.payments}</td>
                      <td className="px-3 py-2 text-end">
                        <Money cents={r.paidAmount} />
                      </td>
                      <td className="px-3 py-2 text-end">{r.refunds}</td>
                      <td className="px-3 py-2 text-end">
                        <Money cents={r.refundedAmount} />
                      </td>
                      <td className="px-3 py-2 text-end font-medium">
                        <Money cents={r.netAmount} />
                      </td>
                      <td className="px-3 py-2">
                        <ReconciliationBadge row={r} />
                      </td>
                      <td className="px-3 py-2">
                        <RowActions row={r} onOpen={setSelected} />
                      </td>
                    </tr>
                  ))}
                </Table>
              </div>
              <SettlementCards rows={data.rows} onOpen={setSelected} />
            </>
          )}
        </>
      ) : null}
      {selected ? (
        <ReconcilePanel
          key={`${selected.channel}-${selected.day}`}
          selected={selected}
          source={data?.statements[selected.channel] ?? "none"}
          onChanged={() => void read.mutate()}
        />
      ) : null}
      <Card title={t("otherDay")}>
        <p className="mb-2 text-sm text-gray-600">{t("otherDayHelp")}</p>
        <OtherDay onOpen={setSelected} />
      </Card>
    </>
  );
}

/** A day and channel to reconcile that the list does not show (no money moved, or outside the range). */
function OtherDay({ onOpen }: { onOpen: (s: Selected) => void }) {
  const t = useTranslations("settlement");
  const [day, setDay] = useState(() => shopDay(new Date(Date.now() - DAY_MS)));
  const [channel, setChannel] = useState<ReconcileChannel>("wechat");
  return (
    <div className="flex flex-wrap items-end gap-3">
      <label className="text-sm">
        <ShopTimeLabel label={t("csv.day")} />
        <ShopDayInput value={day} onChange={setDay} />
      </label>
      <label className="text-sm">
        <span className="mb-1 block font-medium text-gray-700">{t("csv.channel")}</span>
        <select className={inputClass} value={channel} onChange={(e) => setChannel(e.target.value as ReconcileChannel)}>
          <option value="wechat">{t("channels.wechat")}</option>
          <option value="alipay">{t("channels.alipay")}</option>
        </select>
      </label>
      <Button disabled={!day} onClick={() => onOpen({ channel, day })}>
        {t("reconcile")}
      </Button>
    </div>
  );
}
