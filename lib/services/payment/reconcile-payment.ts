// The pay result screen's status query: the order's payment state, after catching up with the
// providers (ask-providers.ts, as the unpaid-order sweep does before it closes an order), so a lost
// notification is caught up with — a payment the provider reports is applied as its notification
// would have been (apply-report.ts).
import type { z } from "zod";
import { db, dbReady } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import type { paymentStateSchema } from "@/lib/validation/responses/payment";
import { closeOrderIfExpired } from "../order/expiry";
import { orderStatus } from "@/lib/domain/order-status";
import { askAboutPendingPayments } from "./ask-providers";

export type OrderPaymentState = z.output<typeof paymentStateSchema>;

/** The caller's order's payment state, after asking the providers about payments still pending (a lost notification is caught up here). */
export async function reconcileOrderPayment(userId: number, orderId: number): Promise<OrderPaymentState> {
  await dbReady();
  const order = await db.order.findFirst({ where: { id: orderId, userId }, select: { id: true } });
  if (!order) throw new ApiError("NOT_FOUND", { key: "ORDER_NOT_FOUND" });
  // A lost notification is caught up here; an expired order is closed only if nothing was paid.
  const asked = await askAboutPendingPayments(orderId);
  await closeOrderIfExpired(orderId, new Date(), { providersAsked: asked });
  const [current, payments] = await Promise.all([
    db.order.findUniqueOrThrow({ where: { id: orderId }, select: { status: true, totalAmount: true } }),
    db.payment.findMany({
      where: { orderId },
      orderBy: { id: "desc" },
      select: { outTradeNo: true, provider: true, method: true, amount: true, status: true, paidAt: true },
    }),
  ]);
  return {
    orderId,
    status: current.status,
    paid: current.status !== orderStatus.WAITING_FOR_PAYMENT && current.status !== orderStatus.CLOSED,
    totalAmount: current.totalAmount,
    payments: payments.map((p) => ({ ...p, paidAt: p.paidAt?.toISOString() ?? null })),
  };
}
