// Starting to pay an order (POST /api/v1/mpay-h5 and the other channels' endpoints): a payment for
// the order's own amount through the channel's provider (./providers), recorded with its event in
// one transaction whose answer is the endpoint's. An order the coupon and points made free is paid at
// once, by the one paid move (order/pay-order.ts).
import crypto from "node:crypto";
import type { z } from "zod";
import { db, dbReady, sqlWrite, type SqlTx } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import type { createdPaymentSchema } from "@/lib/validation/responses/payment";
import { closeOrderIfExpired } from "../order/expiry";
import { markOrderPaid } from "../order/pay-order";
import { orderStatus } from "@/lib/domain/order-status";
import { paymentOutcome, paymentStatus, type PaymentOutcome } from "@/lib/domain/payment-status";
import { recordEvent } from "./record-event";
import { providerForChannel, type PayChannel } from "./providers";
import type { PayAction } from "./providers/types";
import { notifyBaseUrl } from "./providers/config";
import { shopCurrency } from "../shop/settings";

export type PaymentContext = { baseUrl: string; clientIp: string; openId?: string };

export type CreatedPayment = z.output<typeof createdPaymentSchema>;

/**
 * In-app pay needs the payer's open id in the app that pays: the one the shopper's login stored (the
 * mini-program and the web page get different ones), else what the client sent.
 */
function payerOpenId(
  channel: PayChannel,
  user: { openId: string | null; miniOpenId: string | null } | null,
  sent: string | undefined,
): string | undefined {
  const stored = channel === "wechat-mini" ? user?.miniOpenId : channel === "wechat-jsapi" ? user?.openId : null;
  return stored ?? sent;
}

/** Starts paying the caller's unpaid order through `channel`; the amount is the order's total. */
export async function createOrderPayment(
  userId: number,
  orderId: number,
  channel: PayChannel,
  ctx: PaymentContext,
): Promise<CreatedPayment> {
  await dbReady();
  const order = await db.order.findFirst({
    where: { id: orderId, userId },
    select: {
      id: true,
      orderNo: true,
      status: true,
      totalAmount: true,
      expiresAt: true,
      items: { select: { name: true }, take: 1 },
      user: { select: { openId: true, miniOpenId: true } },
    },
  });
  if (!order) throw new ApiError("NOT_FOUND", { key: "ORDER_NOT_FOUND" });
  if (order.status === orderStatus.WAITING_FOR_PAYMENT && order.expiresAt <= new Date())
    await closeOrderIfExpired(order.id);
  if (order.status !== orderStatus.WAITING_FOR_PAYMENT || order.expiresAt <= new Date())
    throw new ApiError("CONFLICT", { key: "ORDER_NOT_PAYABLE" });

  const provider = providerForChannel(channel);
  const outTradeNo = order.orderNo + crypto.randomInt(0, 10_000_000).toString().padStart(7, "0");
  const payment = { orderId, method: channel, outTradeNo };
  if (order.totalAmount === 0) {
    // Fully discounted: nothing to collect, the order is paid as it stands (the one paid move).
    return sqlWrite(
      async (q) => {
        const now = new Date();
        await recordPayment(
          q,
          { ...payment, provider: "none", amount: 0, status: paymentStatus.PAID, paidAt: now },
          now,
          {
            payload: { outTradeNo, amount: 0 },
            outcome: paymentOutcome.PAID,
          },
        );
        if (!(await markOrderPaid(q, orderId, now, now)))
          throw new ApiError("CONFLICT", { key: "ORDER_STATUS_CONFLICT" });
        return { orderId, outTradeNo, amount: 0, provider: "none" as const, channel, paid: true, action: null };
      },
      { outcome: true },
    );
  }

  // The provider first, then one transaction that records the payment and answers: the endpoint's
  // answer is what that transaction wrote (and, with an Idempotency-Key, is recorded with it). No one
  // can pay before the answer reaches the shopper, so no notification can come before the row.
  const notifyPath =
    provider.name === "sandbox" ? "/api/v1/mpay-callback-local" : `/api/v1/payment-notify/${provider.name}`;
  const owed = { ...payment, provider: provider.name, amount: order.totalAmount, paidAt: null };
  let action: PayAction;
  try {
    action = await provider.createPayment({
      outTradeNo,
      amount: order.totalAmount,
      currency: await shopCurrency(),
      subject: order.items[0]?.name ?? order.orderNo,
      channel,
      expiresAt: order.expiresAt,
      notifyUrl: `${notifyBaseUrl()}${notifyPath}`,
      returnUrl: `${ctx.baseUrl}/orders/${orderId}/pay/result`,
      clientIp: ctx.clientIp,
      openId: payerOpenId(channel, order.user, ctx.openId),
    });
  } catch (error) {
    console.error("[payment] provider refused to create a payment", error);
    await sqlWrite((q) =>
      recordPayment(q, { ...owed, status: paymentStatus.FAILED }, new Date(), {
        payload: { error: String(error) },
        outcome: paymentOutcome.PROVIDER_ERROR,
      }),
    );
    throw new ApiError("CONFLICT", { key: "PAYMENT_PROVIDER_UNAVAILABLE" });
  }
  return sqlWrite(
    async (q) => {
      await recordPayment(q, { ...owed, status: paymentStatus.PENDING }, new Date(), {
        payload: { outTradeNo, amount: order.totalAmount, channel },
        outcome: paymentOutcome.CREATED,
      });
      return { orderId, outTradeNo, amount: order.totalAmount, provider: provider.name, channel, paid: false, action };
    },
    { outcome: true },
  );
}

/** A new payment of the order, and the record of its creation (record-event.ts recordEvent). */
async function recordPayment(
  q: SqlTx,
  p: {
    orderId: number;
    provider: string;
    method: string;
    outTradeNo: string;
    amount: number;
    status: string;
    paidAt: Date | null;
  },
  now: Date,
  created: { payload: unknown; outcome: PaymentOutcome },
): Promise<void> {
  const row = await q.get<{ id: number }>(
    `INSERT INTO "Payment" ("orderId", "provider", "method", "outTradeNo", "amount", "status", "paidAt", "createdAt", "updatedAt")
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING "id"`,
    [p.orderId, p.provider, p.method, p.outTradeNo, p.amount, p.status, p.paidAt, now, now],
  );
  await recordEvent(q, { paymentId: row!.id, kind: "create", ...created, eventsSoFar: 0, now });
}
