// A paid order is never closed as unpaid (issue 27, item 6). The sandbox's notification can be lost
// (the notify URL down during an outage); then the sweep asks the provider before it closes an expired
// order: paid before the order expired -> the order is paid; paid after -> closed, the money kept as
// refund_pending; a provider that cannot be asked keeps the order open for a grace period. And the
// sandbox retries a failed notification with backoff, as real providers do. On both engines.
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";

// A configured wallet provider whose gateway nobody answers: its status query fails ("unknown").
// Set before the app's modules load (they are imported below, after this).
const keys = crypto.generateKeyPairSync("rsa", {
  modulusLength: 2048,
  publicKeyEncoding: { type: "spki", format: "pem" },
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
});
process.env.ALIPAY_APP_ID = "2021000000000000";
process.env.ALIPAY_PRIVATE_KEY = keys.privateKey;
process.env.ALIPAY_PUBLIC_KEY = keys.publicKey;
process.env.ALIPAY_GATEWAY = "http://127.0.0.1:9/gateway.do";

const { db } = await import("@/lib/db");
const { closeExpiredOrders, PROVIDER_UNREACHABLE_GRACE_MS } = await import("@/lib/services/order");
const { deliverSandboxNotification, sandboxDecide, cashierSignature } = await import("@/lib/services/payment");
const { GET: callback } = await import("@/app/api/v1/mpay-callback-local/route");
const { placeOrder, shopper, startPayment } = await import("@/tests/helpers/after-sales-fixtures");
const { createSku, stockOf } = await import("@/tests/helpers/orders-fixtures");

const servers: http.Server[] = [];
afterAll(() => servers.forEach((s) => s.close()));

async function unpaidOrderWithPayment(stock = 5) {
  const s = await shopper();
  const sku = await createSku({ stock });
  const order = await placeOrder(s, sku.skuId, 2);
  const payment = await startPayment(s, order.id);
  return { s, sku, order, payment };
}

const orderState = (id: number) =>
  db.order.findUniqueOrThrow({ where: { id }, select: { status: true, closeReason: true, paidAt: true } });
const paymentState = (outTradeNo: string) =>
  db.payment.findUniqueOrThrow({ where: { outTradeNo }, select: { status: true } });

describe("the sweep and a payment whose notification was lost", () => {
  it("pays an order that was paid before it expired, instead of closing it", async () => {
    const { sku, order, payment } = await unpaidOrderWithPayment();
    // The shopper pays at the sandbox; its notification never arrives.
    await sandboxDecide(payment.outTradeNo, cashierSignature(payment.outTradeNo), "pay");
    expect((await orderState(order.id)).status).toBe(0);
    // Nobody asks for the status; the sweep runs after the order expired.
    const afterExpiry = new Date(new Date(order.expiresAt).getTime() + 60_000);
    await closeExpiredOrders({ now: afterExpiry });
    expect(await orderState(order.id)).toMatchObject({ status: 500, closeReason: null });
    expect(await paymentState(payment.outTradeNo)).toEqual({ status: "paid" });
    expect(await stockOf(sku.skuId)).toBe(3);
  });

  it("closes an order paid only after it expired and keeps the money as refund_pending", async () => {
    const { sku, order, payment } = await unpaidOrderWithPayment();
    // The order expired a second ago; the shopper pays now at the cashier (a late decision).
    await db.order.update({ where: { id: order.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await sandboxDecide(payment.outTradeNo, cashierSignature(payment.outTradeNo), "pay");
    await closeExpiredOrders({ now: new Date(Date.now() + 1000) });
    expect(await orderState(order.id)).toMatchObject({ status: 10, closeReason: "timeout" });
    expect(await paymentState(payment.outTradeNo)).toEqual({ status: "refund_pending" });
    expect(await stockOf(sku.skuId)).toBe(5);
  });

  it("closes an order whose payment was never paid, as before", async () => {
    const { sku, order, payment } = await unpaidOrderWithPayment();
    await closeExpiredOrders({ now: new Date(new Date(order.expiresAt).getTime() + 60_000) });
    expect(await orderState(order.id)).toMatchObject({ status: 10, closeReason: "timeout" });
    expect(await paymentState(payment.outTradeNo)).toEqual({ status: "pending" });
    expect(await stockOf(sku.skuId)).toBe(5);
  });

  it("keeps an order open while its provider cannot be asked, up to the grace period", async () => {
    const s = await shopper();
    const sku = await createSku({ stock: 5 });
    const order = await placeOrder(s, sku.skuId, 1);
    await db.payment.create({
      data: {
        orderId: order.id,
        provider: "alipay",
        method: "alipay-app",
        outTradeNo: `${Date.now()}${crypto.randomInt(1e9)}`.padEnd(32, "0").slice(0, 32),
        amount: order.totalAmount,
      },
    });
    const expiresAt = new Date(order.expiresAt).getTime();
    await closeExpiredOrders({ now: new Date(expiresAt + 60_000) });
    expect((await orderState(order.id)).status).toBe(0);
    await closeExpiredOrders({ now: new Date(expiresAt + PROVIDER_UNREACHABLE_GRACE_MS + 1000) });
    expect(await orderState(order.id)).toMatchObject({ status: 10, closeReason: "timeout" });
    expect(await stockOf(sku.skuId)).toBe(5);
  });
});

describe("the sandbox's notification", () => {
  it("is retried with growing pauses until the notify URL takes it", async () => {
    const { order, payment } = await unpaidOrderWithPayment();
    const { notification } = await sandboxDecide(payment.outTradeNo, cashierSignature(payment.outTradeNo), "pay");
    // The notify URL fails twice (as during an outage), then reaches the real callback.
    let calls = 0;
    const server = http.createServer(async (req, res) => {
      calls += 1;
      if (calls <= 2) {
        res.writeHead(503).end();
        return;
      }
      const answer = await callback(new Request(`http://localhost${req.url}`));
      res.writeHead(answer.status, { "content-type": "application/json" }).end(await answer.text());
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const settled = new Promise<[boolean, number]>((resolve) =>
      deliverSandboxNotification(base, notification, {
        schedule: [20, 40, 80],
        onSettled: (delivered, attempts) => resolve([delivered, attempts]),
      }).then((deliveredAtOnce) => expect(deliveredAtOnce).toBe(false)),
    );
    expect(await settled).toEqual([true, 3]);
    expect(await orderState(order.id)).toMatchObject({ status: 500 });
    expect(await paymentState(payment.outTradeNo)).toEqual({ status: "paid" });
  });

  it("gives up after its schedule when the notify URL never answers", async () => {
    const { payment } = await unpaidOrderWithPayment();
    const { notification } = await sandboxDecide(payment.outTradeNo, cashierSignature(payment.outTradeNo), "pay");
    const settled = new Promise<[boolean, number]>(
      (resolve) =>
        void deliverSandboxNotification("http://127.0.0.1:9", notification, {
          schedule: [10, 10],
          onSettled: (delivered, attempts) => resolve([delivered, attempts]),
        }),
    );
    expect(await settled).toEqual([false, 3]);
  });
});
