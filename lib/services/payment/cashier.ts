// The sandbox provider's cashier (/pay/sandbox): what it shows for a payment, and the shopper's
// decision there, which the sandbox records and turns into a signed notification — like a real
// provider's gateway, it knows payments, not shoppers, so the signed link is the only key.
import crypto from "node:crypto";
import { db, dbReady, writeTransaction } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { assertSandboxAllowed } from "../platform/sandbox-policy";
import type { Locale } from "@/lib/i18n/routing";
import { withProductNames } from "../catalogue/localized";
import { cashierSigValid, SANDBOX_EVENT, signedNotification, type SandboxDecision } from "./providers/sandbox";
import type { PayChannel } from "./providers/types";
import type { z } from "zod";
import type { sandboxCashierSchema } from "@/lib/validation/responses/payment";

export type SandboxCashier = z.output<typeof sandboxCashierSchema>;

async function sandboxPaymentOrThrow(no: string, sig: string) {
  assertSandboxAllowed();
  if (!cashierSigValid(no, sig)) throw new ApiError("NOT_FOUND", { key: "PAYMENT_NOT_FOUND" });
  await dbReady();
  const payment = await db.payment.findUnique({
    where: { outTradeNo: no },
    select: {
      id: true,
      provider: true,
      amount: true,
      orderId: true,
      method: true,
      order: {
        select: {
          orderNo: true,
          expiresAt: true,
          items: { select: { name: true, productId: true }, orderBy: { id: "asc" } },
        },
      },
    },
  });
  if (!payment || payment.provider !== "sandbox") throw new ApiError("NOT_FOUND", { key: "PAYMENT_NOT_FOUND" });
  return payment;
}

async function decisionOf(
  paymentId: number,
): Promise<{ decision: SandboxDecision; params: Record<string, string> } | null> {
  const event = await db.paymentEvent.findFirst({
    where: { paymentId, kind: SANDBOX_EVENT },
    orderBy: { id: "asc" },
    select: { outcome: true, payload: true },
  });
  return event
    ? { decision: event.outcome as SandboxDecision, params: JSON.parse(event.payload) as Record<string, string> }
    : null;
}

/** What the cashier shows for a payment; the product named in the reader's locale. */
export async function sandboxCashier(no: string, sig: string, locale: Locale): Promise<SandboxCashier> {
  const p = await sandboxPaymentOrThrow(no, sig);
  const [first] = await withProductNames(p.order.items.slice(0, 1), locale);
  return {
    outTradeNo: no,
    orderId: p.orderId,
    orderNo: p.order.orderNo,
    channel: p.method as PayChannel,
    subject: first?.name ?? p.order.orderNo,
    itemCount: p.order.items.length,
    amount: p.amount,
    expiresAt: p.order.expiresAt.toISOString(),
    decided: (await decisionOf(p.id))?.decision ?? null,
  };
}

/**
 * Records the shopper's decision (the first one stands: deciding twice returns the first) and returns
 * the signed notification the sandbox sends for it.
 */
export async function sandboxDecide(
  no: string,
  sig: string,
  decision: SandboxDecision,
): Promise<{ orderId: number; decision: SandboxDecision; notification: Record<string, string> }> {
  const payment = await sandboxPaymentOrThrow(no, sig);
  return writeTransaction(async (tx) => {
    const earlier = await tx.paymentEvent.findFirst({
      where: { paymentId: payment.id, kind: SANDBOX_EVENT },
      orderBy: { id: "asc" },
      select: { outcome: true, payload: true },
    });
    if (earlier)
      return {
        orderId: payment.orderId,
        decision: earlier.outcome as SandboxDecision,
        notification: JSON.parse(earlier.payload) as Record<string, string>,
      };
    const notification = signedNotification({
      outTradeNo: no,
      amount: payment.amount,
      decision,
      tradeNo: `SBX${Date.now()}${crypto.randomInt(0, 1_000_000).toString().padStart(6, "0")}`,
    });
    await tx.paymentEvent.create({
      data: {
        paymentId: payment.id,
        kind: SANDBOX_EVENT,
        payload: JSON.stringify(notification),
        verified: true,
        outcome: decision,
      },
    });
    return { orderId: payment.orderId, decision, notification };
  });
}
