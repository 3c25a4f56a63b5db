// A payment is settled — paid, failed or refund_pending — whatever its order did meanwhile (issue 31,
// item 6). Payments stayed pending on orders cancelled after our notify URL answered the sandbox 503:
// nothing looked at a pending payment once its order had stopped waiting for it. The sweep settles them
// by asking the provider (lib/services/payment/settle.ts). On both engines.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { sweepOnce } from "@/lib/services/order";
import { cashierSignature, deliverSandboxNotification, sandboxDecide } from "@/lib/services/payment";
import { POST as cancelOrder } from "@/app/api/v1/cancel-order/route";
import { call } from "@/tests/helpers/api";
import { notify, placeOrder, shopper, startPayment } from "@/tests/helpers/after-sales-fixtures";
import { createSku, stockOf } from "@/tests/helpers/orders-fixtures";

const servers: http.Server[] = [];
afterAll(() => servers.forEach((s) => s.close()));

/** A notify URL that answers 503, as ours did while the database was locked. */
async function unavailableNotifyUrl(): Promise<string> {
  const server = http.createServer((_req, res) => res.writeHead(503, { "retry-after": "2" }).end());
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The sandbox tells our (unavailable) notify URL about the shopper's decision, once, and gives up. */
async function decideUnheard(outTradeNo: string, decision: "pay" | "cancel") {
  const { notification } = await sandboxDecide(outTradeNo, cashierSignature(outTradeNo), decision);
  const notifyUrl = await unavailableNotifyUrl();
  const delivered = await new Promise<boolean>(
    (resolve) =>
      void deliverSandboxNotification(notifyUrl, notification, {
        schedule: [],
        onSettled: resolve,
      }),
  );
  expect(delivered).toBe(false);
}

async function unpaidOrderWithPayment() {
  const s = await shopper();
  const sku = await createSku({ stock: 5 });
  const order = await placeOrder(s, sku.skuId, 2);
  const payment = await startPayment(s, order.id);
  return { s, sku, order, payment };
}

async function cancel(s: { token: string }, id: number) {
  const res = await call<{ status: number }>(cancelOrder, "/api/v1/cancel-order", { token: s.token, body: { id } });
  expect(res.status).toBe(200);
  expect(res.body.status).toBe(10);
}

const paymentStatus = async (outTradeNo: string) =>
  (await db.payment.findUniqueOrThrow({ where: { outTradeNo }, select: { status: true } })).status;
const orderStatus = async (id: number) =>
  (await db.order.findUniqueOrThrow({ where: { id }, select: { status: true } })).status;
const afterExpiry = (order: { expiresAt: string }) => new Date(new Date(order.expiresAt).getTime() + 60_000);

describe("a payment left pending by its order", () => {
  it("paid at the cashier, its notification answered 503, the order cancelled: refund_pending", async () => {
    const { s, sku, order, payment } = await unpaidOrderWithPayment();
    await decideUnheard(payment.outTradeNo, "pay");
    await cancel(s, order.id);
    expect(await paymentStatus(payment.outTradeNo)).toBe("pending");
    // The next sweep, well before the order would have expired.
    await sweepOnce(new Date());
    expect(await paymentStatus(payment.outTradeNo)).toBe("refund_pending");
    // The order stays as the shopper left it; the stock came back once.
    expect(await orderStatus(order.id)).toBe(10);
    expect(await stockOf(sku.skuId)).toBe(5);
  });

  it("declined at the cashier, unheard, the order cancelled: failed", async () => {
    const { s, order, payment } = await unpaidOrderWithPayment();
    await decideUnheard(payment.outTradeNo, "cancel");
    await cancel(s, order.id);
    await sweepOnce(new Date());
    expect(await paymentStatus(payment.outTradeNo)).toBe("failed");
  });

  it("never decided, the order cancelled: pending while the cashier could still take it, failed after", async () => {
    const { s, order, payment } = await unpaidOrderWithPayment();
    await cancel(s, order.id);
    await sweepOnce(new Date());
    expect(await paymentStatus(payment.outTradeNo)).toBe("pending");
    const { paymentsSettled } = await sweepOnce(afterExpiry(order));
    expect(paymentsSettled).toBeGreaterThanOrEqual(1);
    expect(await paymentStatus(payment.outTradeNo)).toBe("failed");
    const events = await db.paymentEvent.findMany({
      where: { payment: { outTradeNo: payment.outTradeNo }, kind: "settle" },
      select: { outcome: true },
    });
    expect(events).toEqual([{ outcome: "failed" }]);
  });

  it("never decided, the order expired: closed and the payment failed in the same sweep", async () => {
    const { order, payment } = await unpaidOrderWithPayment();
    await sweepOnce(afterExpiry(order));
    expect(await orderStatus(order.id)).toBe(10);
    expect(await paymentStatus(payment.outTradeNo)).toBe("failed");
  });

  it("a second payment of an order another payment paid, paid unheard: refund_pending", async () => {
    const { s, order, payment } = await unpaidOrderWithPayment();
    const second = await startPayment(s, order.id);
    expect((await notify(payment)).status).toBe(200);
    expect(await orderStatus(order.id)).toBe(500);
    await decideUnheard(second.outTradeNo, "pay");
    await sweepOnce(new Date());
    expect(await paymentStatus(payment.outTradeNo)).toBe("paid");
    expect(await paymentStatus(second.outTradeNo)).toBe("refund_pending");
  });

  it("a late notification after the sweep failed it still keeps the money: refund_pending", async () => {
    const { s, order, payment } = await unpaidOrderWithPayment();
    await cancel(s, order.id);
    await sweepOnce(afterExpiry(order));
    expect(await paymentStatus(payment.outTradeNo)).toBe("failed");
    expect((await notify(payment)).status).toBe(200);
    expect(await paymentStatus(payment.outTradeNo)).toBe("refund_pending");
  });
});
