// The money that moved through a payment channel in a stretch of time, as our records say: payments
// the provider took (by when the shopper paid) and refunds the provider confirmed (by when it
// confirmed them: an after-sales request's, or the refund queue's of a whole payment). The daily
// settlement adds these up; the reconciliation holds them against the provider's statement, so the
// two always speak of the same payments.
import { db } from "@/lib/db";
import { afterSaleStatus } from "@/lib/domain/after-sale-status";
import { MONEY_TAKEN_STATUSES, paymentStatus } from "@/lib/domain/payment-status";

/** A payment channel as the owner reads one: which wallet the money came through. */
export const settlementChannels = ["wechat", "alipay", "bank"] as const;
export type SettlementChannel = (typeof settlementChannels)[number];
/** The channels whose providers write a statement we read. */
export const reconcileChannels = ["wechat", "alipay"] as const;
export type ReconcileChannel = (typeof reconcileChannels)[number];

/** Payment methods (Payment.method, the pay channel) of each settlement channel. */
const methodsOf: Record<SettlementChannel, string[]> = {
  wechat: ["wechat-jsapi", "wechat-h5", "wechat-mini", "wechat-native"],
  alipay: ["alipay-app", "alipay-wap"],
  bank: ["bank-h5", "bank-alipay-h5", "bank-wx-ali"],
};

export function channelOfMethod(method: string): SettlementChannel | null {
  return settlementChannels.find((c) => methodsOf[c].includes(method)) ?? null;
}

export type MovedPayment = {
  paymentId: number;
  orderId: number;
  orderNo: string;
  outTradeNo: string;
  providerTradeNo: string | null;
  channel: SettlementChannel;
  amount: number;
  at: Date;
};

export type MovedRefund = {
  refundNo: string;
  paymentId: number;
  orderId: number;
  orderNo: string;
  outTradeNo: string;
  channel: SettlementChannel;
  amount: number;
  at: Date;
};

/**
 * Payments taken and refunds confirmed in [gte, lt), of one channel (or all) and one provider (or
 * any): the sandbox's statement is of the sandbox's payments only.
 */
export async function channelMoves(
  range: { gte: Date; lt: Date },
  channel?: SettlementChannel,
  provider?: string,
): Promise<{ payments: MovedPayment[]; refunds: MovedRefund[] }> {
  const paymentWhere = {
    ...(channel ? { method: { in: methodsOf[channel] } } : {}),
    ...(provider ? { provider } : {}),
  };
  const order = { select: { orderNo: true } };
  const [paid, requests, queued] = await Promise.all([
    db.payment.findMany({
      where: { ...paymentWhere, status: { in: [...MONEY_TAKEN_STATUSES] }, paidAt: range },
      orderBy: [{ paidAt: "asc" }, { id: "asc" }],
      select: {
        id: true,
        orderId: true,
        outTradeNo: true,
        providerTradeNo: true,
        method: true,
        amount: true,
        paidAt: true,
        order,
      },
    }),
    db.afterSale.findMany({
      where: { status: afterSaleStatus.REFUNDED, refundedAt: range, refundNo: { not: null }, payment: paymentWhere },
      orderBy: [{ refundedAt: "asc" }, { id: "asc" }],
      select: {
        refundNo: true,
        amount: true,
        refundedAt: true,
        orderId: true,
        order,
        payment: { select: { id: true, outTradeNo: true, method: true } },
      },
    }),
    db.payment.findMany({
      where: { ...paymentWhere, status: paymentStatus.REFUNDED, refundNo: { not: null }, refundedAt: range },
      orderBy: [{ refundedAt: "asc" }, { id: "asc" }],
      select: {
        id: true,
        orderId: true,
        outTradeNo: true,
        method: true,
        amount: true,
        refundNo: true,
        refundedAt: true,
        order,
      },
    }),
  ]);
  const payments = paid.flatMap((p) => {
    const c = channelOfMethod(p.method);
    return c
      ? [
          {
            paymentId: p.id,
            orderId: p.orderId,
            orderNo: p.order.orderNo,
            outTradeNo: p.outTradeNo,
            providerTradeNo: p.providerTradeNo,
            channel: c,
            amount: p.amount,
            at: p.paidAt!,
          },
        ]
      : [];
  });
  const refunds: MovedRefund[] = [];
  for (const r of requests) {
    const c = r.payment && channelOfMethod(r.payment.method);
    if (c && r.payment)
      refunds.push({
        refundNo: r.refundNo!,
        paymentId: r.payment.id,
        orderId: r.orderId,
        orderNo: r.order.orderNo,
        outTradeNo: r.payment.outTradeNo,
        channel: c,
        amount: r.amount,
        at: r.refundedAt!,
      });
  }
  for (const p of queued) {
    const c = channelOfMethod(p.method);
    if (c)
      refunds.push({
        refundNo: p.refundNo!,
        paymentId: p.id,
        orderId: p.orderId,
        orderNo: p.order.orderNo,
        outTradeNo: p.outTradeNo,
        channel: c,
        amount: p.amount,
        at: p.refundedAt!,
      });
  }
  refunds.sort((a, b) => a.at.getTime() - b.at.getTime());
  return { payments, refunds };
}
