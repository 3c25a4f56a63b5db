// The back office's dashboard (issue 21, "Dashboard"): real figures from the database — paid sales
// today and over 30 days (a series per day in the shop's time zone, +8), the refunds paid on each day
// (by the day the provider confirmed them) and the net (issue 34 §4), and what waits for someone:
// orders to ship, open after-sales, refunds that failed or wait, unanswered consult threads, SKUs low
// on stock; and the money by payment channel (what each provider took and gave back, as the daily
// settlement counts it: lib/services/payment/day-moves.ts). Every figure has a list behind it.
import { db, dbReady } from "@/lib/db";
import { shopDay } from "@/lib/format/date";
import { afterSaleStatus } from "@/lib/domain/after-sale-status";
import type { Dashboard } from "@/lib/validation/responses/admin-service";
import { channelMoves, settlementChannels, type SettlementChannel } from "../payment/day-moves";

const DAY_MS = 86_400_000;
export const LOW_STOCK_THRESHOLD = 5;

/** Midnight (+8) of the shop day that holds `at`. */
function shopMidnight(at: Date): Date {
  return new Date(Date.parse(`${shopDay(at)}T00:00:00+08:00`));
}

type Figures = { paidAmount: number; paidOrders: number; refundedAmount: number; netAmount: number };

/** The figures as an operator without the money permission sees them: the counts, no amounts. */
const countsOnly = <F extends Figures>(f: F) => ({ ...f, paidAmount: null, refundedAmount: null, netAmount: null });

type ChannelFigures = { payments: number; paidAmount: number; refundedAmount: number; netAmount: number };

/** Each channel that moved money since `since`: today's and the 30 days' payments, refunds and net. */
async function byChannel(since: Date, until: Date, today: string) {
  const moves = await channelMoves({ gte: since, lt: until });
  const blank = (): ChannelFigures => ({ payments: 0, paidAmount: 0, refundedAmount: 0, netAmount: 0 });
  const rows = new Map<SettlementChannel, { today: ChannelFigures; last30Days: ChannelFigures }>();
  const bucketsOf = (channel: SettlementChannel, at: Date) => {
    if (!rows.has(channel)) rows.set(channel, { today: blank(), last30Days: blank() });
    const row = rows.get(channel)!;
    return shopDay(at) === today ? [row.today, row.last30Days] : [row.last30Days];
  };
  for (const p of moves.payments)
    for (const f of bucketsOf(p.channel, p.at)) {
      f.payments += 1;
      f.paidAmount += p.amount;
      f.netAmount += p.amount;
    }
  for (const r of moves.refunds)
    for (const f of bucketsOf(r.channel, r.at)) {
      f.refundedAmount += r.amount;
      f.netAmount -= r.amount;
    }
  return settlementChannels.flatMap((channel) => {
    const row = rows.get(channel);
    return row ? [{ channel, ...row }] : [];
  });
}

/** The dashboard; `seesMoney`: whether the operator holds money:read (else the amounts are null). */
export async function dashboard(seesMoney: boolean, now = new Date()): Promise<Dashboard> {
  await dbReady();
  const today = shopMidnight(now);
  const since = new Date(today.getTime() - 29 * DAY_MS);
  const [paid, refunded, toShip, openAfterSales, failedAfterSales, queuedRefunds, waiting, lowStock] =
    await Promise.all([
      db.order.findMany({ where: { paidAt: { gte: since } }, select: { paidAt: true, totalAmount: true } }),
      db.afterSale.findMany({
        where: { status: afterSaleStatus.REFUNDED, refundedAt: { gte: since } },
        select: { refundedAt: true, amount: true },
      }),
      db.order.count({ where: { status: 500 } }),
      db.afterSale.count({ where: { status: "pending" } }),
      db.afterSale.count({ where: { status: { in: ["refund_failed", "refunding"] } } }),
      db.payment.count({ where: { status: { in: ["refund_pending", "refund_failed"] } } }),
      db.consultMessage.groupBy({ by: ["userId"], where: { sender: "shopper", readAt: null } }),
      db.sku.findMany({
        // Each SKU's own threshold (the stock screen sets it; LOW_STOCK_THRESHOLD is its default).
        where: { hidden: false, stock: { lte: db.sku.fields.lowStock }, product: { isOnSale: true } },
        orderBy: [{ stock: "asc" }, { id: "asc" }],
        take: 10,
        select: { id: true, productId: true, name: true, stock: true, product: { select: { name: true } } },
      }),
    ]);
  const daily = new Map<string, { paidAmount: number; paidOrders: number; refundedAmount: number }>();
  for (let i = 0; i < 30; i++)
    daily.set(shopDay(new Date(since.getTime() + i * DAY_MS)), { paidAmount: 0, paidOrders: 0, refundedAmount: 0 });
  for (const o of paid) {
    const bucket = daily.get(shopDay(o.paidAt!));
    if (!bucket) continue;
    bucket.paidAmount += o.totalAmount;
    bucket.paidOrders += 1;
  }
  for (const r of refunded) {
    const bucket = daily.get(shopDay(r.refundedAt!));
    if (bucket) bucket.refundedAmount += r.amount;
  }
  const series = [...daily].map(([day, v]) => ({ day, ...v, netAmount: v.paidAmount - v.refundedAmount }));
  const todayFigures = series.at(-1)!;
  const sum = (key: "paidAmount" | "paidOrders" | "refundedAmount" | "netAmount") =>
    series.reduce((n, d) => n + d[key], 0);
  const figures = {
    today: {
      paidAmount: todayFigures.paidAmount,
      paidOrders: todayFigures.paidOrders,
      refundedAmount: todayFigures.refundedAmount,
      netAmount: todayFigures.netAmount,
    },
    last30Days: {
      paidAmount: sum("paidAmount"),
      paidOrders: sum("paidOrders"),
      refundedAmount: sum("refundedAmount"),
      netAmount: sum("netAmount"),
    },
    daily: series,
  };
  // Read only for an operator who may see it: nobody else is sent a channel's money.
  const channels = seesMoney ? await byChannel(since, new Date(today.getTime() + DAY_MS), todayFigures.day) : [];
  return {
    ...(seesMoney
      ? figures
      : {
          today: countsOnly(figures.today),
          last30Days: countsOnly(figures.last30Days),
          daily: figures.daily.map(countsOnly),
        }),
    byChannel: channels,
    toShip,
    openAfterSales,
    refundIssues: failedAfterSales + queuedRefunds,
    waitingConsults: waiting.length,
    lowStock: lowStock.map((s) => ({
      skuId: s.id,
      productId: s.productId,
      productName: s.product.name,
      skuName: s.name,
      stock: s.stock,
    })),
    lowStockThreshold: LOW_STOCK_THRESHOLD,
  };
}
