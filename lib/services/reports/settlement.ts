// The daily settlement (issue 34 §5): for each shop day and payment channel, the payments received
// (by when the shopper paid), the refunds paid (by when the provider confirmed them) and the net, with
// the day's reconciliation against the provider beside it. A day is the shop's local day
// (lib/format/shop-clock.ts), so a payment at 23:59 shop time and one at 00:01 fall on two days
// whatever the server's zone. On screen and as CSV in the operator's language.
import { dbReady } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { formatCents } from "@/lib/domain/money";
import { shopDay } from "@/lib/format/date";
import { shopDayEnd, shopDayStart } from "@/lib/format/shop-clock";
import { adminTranslator } from "@/lib/i18n/admin-messages";
import type { Locale } from "@/lib/i18n/routing";
import { csvStream } from "@/lib/text/csv";
import { recordAudit, type AuditActor } from "../audit/trail";
import { channelMoves, reconcileChannels, settlementChannels, type SettlementChannel } from "../payment/day-moves";
import { reconciliationStates } from "../payment/reconciliation";
import { expectedMerchant } from "../payment/statement";

/** The longest stretch one settlement reads (a quarter). */
export const MAX_SETTLEMENT_DAYS = 92;

export type SettlementRow = {
  day: string;
  channel: SettlementChannel;
  payments: number;
  paidAmount: number;
  refunds: number;
  refundedAmount: number;
  netAmount: number;
  /** null: the channel's provider writes no statement we read (the bank channel). */
  reconciliation: { status: "none" | "reconciled" | "differences"; differences: number } | null;
};

export type Settlement = {
  from: string;
  to: string;
  rows: SettlementRow[];
  totals: { payments: number; paidAmount: number; refunds: number; refundedAmount: number; netAmount: number };
  /** Where each reconcilable channel's statement comes from: the sandbox, the provider (real keys), or nowhere. */
  statements: Record<"wechat" | "alipay", "sandbox" | "provider" | "none">;
};

function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T12:00:00Z`); at <= Date.parse(`${to}T12:00:00Z`); at += 86_400_000)
    days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/**
 * Days from `from` to `to` (both included, newest first) by channel: every channel of every day that
 * moved money or was reconciled, and a reconcilable channel's day even when nothing moved (a day with
 * no payments is reconciled by an empty statement).
 */
export async function dailySettlement(from: string, to: string): Promise<Settlement> {
  const days = daysOf(from, to);
  if (days.length === 0) throw new ApiError("VALIDATION", { fields: { to: "invalid" } });
  if (days.length > MAX_SETTLEMENT_DAYS)
    throw new ApiError("VALIDATION", { key: "SETTLEMENT_TOO_LONG", values: { max: MAX_SETTLEMENT_DAYS } });
  await dbReady();
  const [moves, states] = await Promise.all([
    channelMoves({ gte: shopDayStart(from), lt: shopDayEnd(to) }),
    reconciliationStates(from, to),
  ]);
  const rows = new Map<string, SettlementRow>();
  const rowOf = (day: string, channel: SettlementChannel) => {
    const key = `${day}|${channel}`;
    let row = rows.get(key);
    if (!row) {
      const state = states.get(key);
      row = {
        day,
        channel,
        payments: 0,
        paidAmount: 0,
        refunds: 0,
        refundedAmount: 0,
        netAmount: 0,
        reconciliation: (reconcileChannels as readonly string[]).includes(channel)
          ? {
              status: (state?.status as "reconciled" | "differences" | undefined) ?? "none",
              differences: state?.differences ?? 0,
            }
          : null,
      };
      rows.set(key, row);
    }
    return row;
  };
  for (const p of moves.payments) {
    const row = rowOf(shopDay(p.at), p.channel);
    row.payments += 1;
    row.paidAmount += p.amount;
  }
  for (const r of moves.refunds) {
    const row = rowOf(shopDay(r.at), r.channel);
    row.refunds += 1;
    row.refundedAmount += r.amount;
  }
  for (const key of states.keys()) {
    const [day, channel] = key.split("|");
    rowOf(day, channel as SettlementChannel);
  }
  const order = (c: SettlementChannel) => settlementChannels.indexOf(c);
  const list = [...rows.values()]
    .map((r) => ({ ...r, netAmount: r.paidAmount - r.refundedAmount }))
    .sort((a, b) => (a.day === b.day ? order(a.channel) - order(b.channel) : a.day < b.day ? 1 : -1));
  const sum = (key: "payments" | "paidAmount" | "refunds" | "refundedAmount" | "netAmount") =>
    list.reduce((n, r) => n + r[key], 0);
  const statementSource = (channel: "wechat" | "alipay") => {
    const merchant = expectedMerchant(channel);
    return !merchant ? "none" : merchant.sandbox ? "sandbox" : "provider";
  };
  return {
    from,
    to,
    statements: { wechat: statementSource("wechat"), alipay: statementSource("alipay") },
    rows: list,
    totals: {
      payments: sum("payments"),
      paidAmount: sum("paidAmount"),
      refunds: sum("refunds"),
      refundedAmount: sum("refundedAmount"),
      netAmount: sum("netAmount"),
    },
  };
}

const csvColumns = ["day", "channel", "payments", "paid", "refunds", "refunded", "net", "reconciliation"] as const;

/** The settlement as CSV (UTF-8 with BOM) in the operator's language, amounts in yuan; the export is audited. */
export async function settlementCsv(
  from: string,
  to: string,
  locale: Locale,
  actor: AuditActor,
): Promise<ReadableStream<Uint8Array>> {
  const settlement = await dailySettlement(from, to);
  await recordAudit(actor, { action: "settlement.export", entity: "settlement", after: { from, to } });
  const t = adminTranslator(locale, "settlement");
  async function* rows() {
    yield settlement.rows.map((r) => [
      r.day,
      t(`channels.${r.channel}`),
      r.payments,
      formatCents(r.paidAmount),
      r.refunds,
      formatCents(r.refundedAmount),
      formatCents(r.netAmount),
      r.reconciliation ? t(`states.${r.reconciliation.status}`) : "",
    ]);
  }
  return csvStream(
    csvColumns.map((c) => t(`csv.${c}`)),
    rows(),
  );
}
