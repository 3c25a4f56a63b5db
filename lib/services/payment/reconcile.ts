// 对账: a provider's trade bill of a day, line by line against our records. Each payment line is
// matched to our payment by its number (same provider, same amount, money taken), each refund line to
// the refund its number names (an after-sales request's, or a queued refund's), and our payments and
// refunds of that day the bill does not list are named too. The bill is downloaded through the
// provider that took the money (WeChat Pay v3, Alipay), so it is the provider's word, verified.
import { db, dbReady } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { MONEY_TAKEN_STATUSES } from "@/lib/domain/payment-status";
import { providerByName } from "./providers";
import type { TradeBillLine } from "./providers/types";
import type { z } from "zod";
import type { billCheckSchema } from "@/lib/validation/responses/admin-service";

export type BillCheck = z.output<typeof billCheckSchema>;

/** Midnight to midnight of a day in the shop's zone (+08:00). */
function shopDayRange(date: string): { gte: Date; lt: Date } {
  const start = new Date(`${date}T00:00:00+08:00`);
  return { gte: start, lt: new Date(start.getTime() + 86400_000) };
}

export async function reconcileBill(provider: "wechat" | "alipay", date: string): Promise<BillCheck> {
  const impl = providerByName(provider);
  if (!impl?.downloadBill) throw new ApiError("CONFLICT", { key: "PAYMENT_PROVIDER_UNAVAILABLE" });
  let bill;
  try {
    bill = await impl.downloadBill(date, "trade");
  } catch (error) {
    console.error(`[payment] ${provider} bill of ${date} not downloaded`, error);
    throw new ApiError("CONFLICT", { key: "PAYMENT_PROVIDER_UNAVAILABLE" });
  }
  if (bill.kind !== "trade") throw new ApiError("CONFLICT", { key: "PAYMENT_PROVIDER_UNAVAILABLE" });
  await dbReady();
  const lines: TradeBillLine[] = bill.lines;
  const payments = await db.payment.findMany({
    where: {
      OR: [
        { outTradeNo: { in: lines.map((l) => l.outTradeNo) } },
        { provider, status: { in: [...MONEY_TAKEN_STATUSES] }, paidAt: shopDayRange(date) },
      ],
    },
    select: {
      id: true,
      orderId: true,
      provider: true,
      outTradeNo: true,
      amount: true,
      status: true,
      refundNo: true,
      paidAt: true,
    },
  });
  const byTradeNo = new Map(payments.map((p) => [p.outTradeNo, p]));
  const refundNos = lines.flatMap((l) => (l.refundNo ? [l.refundNo] : []));
  const requests = await db.afterSale.findMany({
    where: {
      OR: [
        { refundNo: { in: refundNos } },
        {
          payment: { provider },
          refundNo: { not: null },
          createdAt: shopDayRange(date),
          status: { in: ["refunding", "refunded"] },
        },
      ],
    },
    select: { refundNo: true, amount: true, orderId: true, payment: { select: { outTradeNo: true, provider: true } } },
  });
  const byRefundNo = new Map(requests.map((r) => [r.refundNo, r]));

  const checked = lines.map((line) => {
    if (line.kind === "payment") {
      const ours = byTradeNo.get(line.outTradeNo);
      const agrees =
        !!ours &&
        ours.provider === provider &&
        ours.amount === line.amount &&
        (MONEY_TAKEN_STATUSES as readonly string[]).includes(ours.status);
      return { ...line, orderId: ours?.orderId ?? null, ourAmount: ours?.amount ?? null, agrees };
    }
    const request = line.refundNo ? byRefundNo.get(line.refundNo) : undefined;
    const queued = line.refundNo ? payments.find((p) => p.refundNo === line.refundNo) : undefined;
    const ourAmount = request?.amount ?? queued?.amount ?? null;
    const outTradeNo = request?.payment?.outTradeNo ?? queued?.outTradeNo;
    return {
      ...line,
      orderId: request?.orderId ?? queued?.orderId ?? null,
      ourAmount,
      agrees: ourAmount === line.amount && outTradeNo === line.outTradeNo,
    };
  });
  const listed = new Set(lines.map((l) => (l.kind === "payment" ? `p:${l.outTradeNo}` : `r:${l.refundNo}`)));
  const range = shopDayRange(date);
  const missing = [
    ...payments
      .filter((p) => p.provider === provider && p.paidAt && p.paidAt >= range.gte && p.paidAt < range.lt)
      .filter((p) => (MONEY_TAKEN_STATUSES as readonly string[]).includes(p.status) && !listed.has(`p:${p.outTradeNo}`))
      .map((p) => ({
        kind: "payment" as const,
        outTradeNo: p.outTradeNo,
        refundNo: null,
        amount: p.amount,
        orderId: p.orderId,
      })),
    ...requests
      .filter((r) => r.payment?.provider === provider && r.refundNo && !listed.has(`r:${r.refundNo}`))
      .map((r) => ({
        kind: "refund" as const,
        outTradeNo: r.payment?.outTradeNo ?? "",
        refundNo: r.refundNo,
        amount: r.amount,
        orderId: r.orderId,
      })),
  ];
  return {
    provider,
    date,
    totals: bill.totals,
    lines: checked,
    missing,
    agrees: missing.length === 0 && checked.every((l) => l.agrees),
  };
}
