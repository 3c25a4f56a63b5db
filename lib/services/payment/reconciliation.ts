// 对账 of a channel's day (issue 34 §5, decision 041): the provider's statement — uploaded, or
// downloaded with real keys — held against our payments and confirmed refunds of that shop day. Every
// difference is named with its order and payment: paid at the provider but not in the shop, paid in
// the shop but not at the provider, amounts that differ, refunds missing on either side. The result
// replaces the day's previous one; the day is reconciled when nothing is left. A statement refused
// (readStatement) stores nothing.
import crypto from "node:crypto";
import { db, dbReady, writeTransaction } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { MONEY_TAKEN_STATUSES } from "@/lib/domain/payment-status";
import { shopDayEnd, shopDayStart } from "@/lib/format/shop-clock";
import { withAudit, type AuditActor } from "../audit/trail";
import { providerByName } from "./providers";
import { channelMoves, type ReconcileChannel } from "./day-moves";
import { expectedMerchant, readStatement, statementOfBill, type Statement } from "./statement";

export const differenceKinds = [
  "paid_at_provider_only",
  "paid_in_shop_only",
  "amount_differs",
  "refund_missing_in_shop",
  "refund_missing_at_provider",
] as const;
export type DifferenceKind = (typeof differenceKinds)[number];

export type Difference = {
  kind: DifferenceKind;
  /** A payment's or a refund's difference. */
  of: "payment" | "refund";
  outTradeNo: string;
  refundNo: string | null;
  orderId: number | null;
  orderNo: string | null;
  paymentId: number | null;
  providerAmount: number | null;
  shopAmount: number | null;
};

export type ReconciliationResult = {
  channel: ReconcileChannel;
  day: string;
  status: "reconciled" | "differences";
  format: string;
  source: "upload" | "download";
  merchant: string;
  lineCount: number;
  providerPaid: number;
  providerRefunded: number;
  differences: Difference[];
  importedBy: string;
  importedAt: string;
};

const taken = (status: string) => (MONEY_TAKEN_STATUSES as readonly string[]).includes(status);
const REFUND_SEEN = ["refunding", "refunded"];

/** The differences between a statement and our records of its day (pure reading, nothing written). */
export async function compareStatement(statement: Statement): Promise<Difference[]> {
  await dbReady();
  const moves = await channelMoves(
    { gte: shopDayStart(statement.day), lt: shopDayEnd(statement.day) },
    statement.channel,
  );
  const paymentLines = statement.lines.filter((l) => l.kind === "payment");
  const refundLines = statement.lines.filter((l) => l.kind === "refund");
  const tradeNos = [...new Set(statement.lines.map((l) => l.outTradeNo))];
  const order = { select: { orderNo: true } };
  const [payments, requests] = await Promise.all([
    db.payment.findMany({
      where: { outTradeNo: { in: tradeNos } },
      select: { id: true, orderId: true, outTradeNo: true, amount: true, status: true, refundNo: true, order },
    }),
    db.afterSale.findMany({
      where: {
        OR: [
          { refundNo: { in: refundLines.flatMap((l) => (l.refundNo ? [l.refundNo] : [])) } },
          { payment: { outTradeNo: { in: tradeNos } } },
        ],
        refundNo: { not: null },
      },
      orderBy: { id: "asc" },
      select: {
        refundNo: true,
        amount: true,
        status: true,
        orderId: true,
        order,
        payment: { select: { id: true, outTradeNo: true } },
      },
    }),
  ]);
  const byTradeNo = new Map(payments.map((p) => [p.outTradeNo, p]));
  // Every refund of ours a statement line could be: after-sales requests and queued refunds of a payment.
  const refundsOurs = [
    ...requests.map((r) => ({
      refundNo: r.refundNo!,
      outTradeNo: r.payment?.outTradeNo ?? "",
      paymentId: r.payment?.id ?? null,
      orderId: r.orderId,
      orderNo: r.order.orderNo,
      amount: r.amount,
      seen: REFUND_SEEN.includes(r.status),
    })),
    ...payments
      .filter((p) => p.refundNo)
      .map((p) => ({
        refundNo: p.refundNo!,
        outTradeNo: p.outTradeNo,
        paymentId: p.id,
        orderId: p.orderId,
        orderNo: p.order.orderNo,
        amount: p.amount,
        seen: REFUND_SEEN.includes(p.status),
      })),
  ];

  const differences: Difference[] = [];
  const seenPayments = new Set<string>();
  for (const line of paymentLines) {
    if (seenPayments.has(line.outTradeNo)) continue;
    seenPayments.add(line.outTradeNo);
    const ours = byTradeNo.get(line.outTradeNo);
    const base = {
      of: "payment" as const,
      outTradeNo: line.outTradeNo,
      refundNo: null,
      orderId: ours?.orderId ?? null,
      orderNo: ours?.order.orderNo ?? null,
      paymentId: ours?.id ?? null,
      providerAmount: line.amount,
      shopAmount: ours && taken(ours.status) ? ours.amount : null,
    };
    if (!ours || !taken(ours.status)) differences.push({ kind: "paid_at_provider_only", ...base });
    else if (ours.amount !== line.amount) differences.push({ kind: "amount_differs", ...base });
  }
  for (const p of moves.payments)
    if (!seenPayments.has(p.outTradeNo))
      differences.push({
        kind: "paid_in_shop_only",
        of: "payment",
        outTradeNo: p.outTradeNo,
        refundNo: null,
        orderId: p.orderId,
        orderNo: p.orderNo,
        paymentId: p.paymentId,
        providerAmount: null,
        shopAmount: p.amount,
      });

  const matched = new Set<string>();
  for (const line of refundLines) {
    // By our refund number where the statement names it; else (Alipay) a refund of that payment of
    // the same amount not matched yet, then any not matched yet (its amount then differs).
    const candidates = refundsOurs.filter(
      (r) =>
        !matched.has(r.refundNo) &&
        r.seen &&
        (line.refundNo ? r.refundNo === line.refundNo : r.outTradeNo === line.outTradeNo),
    );
    const ours = candidates.find((r) => r.amount === line.amount) ?? candidates[0];
    if (ours) matched.add(ours.refundNo);
    const payment = byTradeNo.get(line.outTradeNo);
    const base = {
      of: "refund" as const,
      outTradeNo: line.outTradeNo,
      refundNo: ours?.refundNo ?? line.refundNo,
      orderId: ours?.orderId ?? payment?.orderId ?? null,
      orderNo: ours?.orderNo ?? payment?.order.orderNo ?? null,
      paymentId: ours?.paymentId ?? payment?.id ?? null,
      providerAmount: line.amount,
      shopAmount: ours?.amount ?? null,
    };
    if (!ours) differences.push({ kind: "refund_missing_in_shop", ...base });
    else if (ours.amount !== line.amount) differences.push({ kind: "amount_differs", ...base });
  }
  for (const r of moves.refunds)
    if (!matched.has(r.refundNo))
      differences.push({
        kind: "refund_missing_at_provider",
        of: "refund",
        outTradeNo: r.outTradeNo,
        refundNo: r.refundNo,
        orderId: r.orderId,
        orderNo: r.orderNo,
        paymentId: r.paymentId,
        providerAmount: null,
        shopAmount: r.amount,
      });
  return differences;
}

async function reconcile(
  statement: Statement,
  source: "upload" | "download",
  sha256: string,
  actor: AuditActor,
): Promise<ReconciliationResult> {
  const differences = await compareStatement(statement);
  const sum = (kind: "payment" | "refund") =>
    statement.lines.filter((l) => l.kind === kind).reduce((n, l) => n + l.amount, 0);
  const data = {
    status: differences.length === 0 ? "reconciled" : "differences",
    format: statement.format,
    source,
    merchant: statement.merchant,
    lineCount: statement.lines.length,
    providerPaid: sum("payment"),
    providerRefunded: sum("refund"),
    differences: JSON.stringify(differences),
    fileSha256: sha256,
    importedBy: actor.actor,
  };
  const row = await writeTransaction(async (tx) => {
    const where = { channel_day: { channel: statement.channel, day: statement.day } };
    const before = await tx.reconciliation.findUnique({ where, select: { status: true } });
    const saved = await tx.reconciliation.upsert({
      where,
      create: { channel: statement.channel, day: statement.day, ...data },
      update: data,
    });
    await withAudit(tx, actor, {
      action: "settlement.reconcile",
      entity: "reconciliation",
      entityId: `${statement.channel}:${statement.day}`,
      before: before ? { status: before.status } : null,
      after: { status: data.status, differences: differences.length, source, format: statement.format },
    });
    return saved;
  });
  return toResult(row);
}

type Row = NonNullable<Awaited<ReturnType<typeof db.reconciliation.findFirst>>>;

function toResult(row: Row): ReconciliationResult {
  return {
    channel: row.channel as ReconcileChannel,
    day: row.day,
    status: row.status as ReconciliationResult["status"],
    format: row.format,
    source: row.source as ReconciliationResult["source"],
    merchant: row.merchant,
    lineCount: row.lineCount,
    providerPaid: row.providerPaid,
    providerRefunded: row.providerRefunded,
    differences: JSON.parse(row.differences) as Difference[],
    importedBy: row.importedBy,
    importedAt: row.updatedAt.toISOString(),
  };
}

/** Reconciles a day with an uploaded statement file; a file refused stores nothing. */
export async function importStatement(
  input: { channel: ReconcileChannel; day: string; file: Buffer },
  actor: AuditActor,
): Promise<ReconciliationResult> {
  const statement = readStatement(input.file, input.channel, input.day);
  const sha256 = crypto.createHash("sha256").update(input.file).digest("hex");
  return reconcile(statement, "upload", sha256, actor);
}

/** Reconciles a day with the trade bill downloaded through the channel's provider (real keys only). */
export async function downloadStatement(
  input: { channel: ReconcileChannel; day: string },
  actor: AuditActor,
): Promise<ReconciliationResult> {
  const ours = expectedMerchant(input.channel);
  const provider = providerByName(input.channel);
  if (!ours || ours.sandbox || !provider?.downloadBill)
    throw new ApiError("CONFLICT", { key: "PAYMENT_PROVIDER_UNAVAILABLE" });
  let bill;
  try {
    bill = await provider.downloadBill(input.day, "trade");
  } catch (error) {
    console.error(`[payment] ${input.channel} bill of ${input.day} not downloaded`, error);
    throw new ApiError("CONFLICT", { key: "PAYMENT_PROVIDER_UNAVAILABLE" });
  }
  const statement = statementOfBill(bill, input.channel, ours.id);
  const sha256 = crypto.createHash("sha256").update(JSON.stringify(bill)).digest("hex");
  return reconcile(statement, "download", sha256, actor);
}

/** The stored reconciliation of a channel's day, or null when none was made. */
export async function readReconciliation(channel: ReconcileChannel, day: string): Promise<ReconciliationResult | null> {
  await dbReady();
  const row = await db.reconciliation.findUnique({ where: { channel_day: { channel, day } } });
  return row ? toResult(row) : null;
}

/** Each reconciled-or-not day of [from, to] per channel: what the settlement shows beside its figures. */
export async function reconciliationStates(
  from: string,
  to: string,
): Promise<Map<string, { status: string; differences: number }>> {
  const rows = await db.reconciliation.findMany({
    where: { day: { gte: from, lte: to } },
    select: { channel: true, day: true, status: true, differences: true },
  });
  return new Map(
    rows.map((r) => [
      `${r.day}|${r.channel}`,
      { status: r.status, differences: (JSON.parse(r.differences) as unknown[]).length },
    ]),
  );
}
