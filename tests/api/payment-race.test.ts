// Payments racing the auto-close (payment timeout 3 s here): each order ends paid or closed, never
// both; a payment that lost the race is kept for refund; the stock matches the orders that stayed paid.
import { beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.ORDER_PAYMENT_TIMEOUT_MINUTES = "0.05";
});

import { POST as createOrderNow } from "@/app/api/v1/create-order-now/route";
import { POST as mpayH5 } from "@/app/api/v1/mpay-h5/route";
import { GET as callback } from "@/app/api/v1/mpay-callback-local/route";
import { GET as orderDetail } from "@/app/api/v1/orders-detail/route";
import { db } from "@/lib/db";
import { closeExpiredOrders } from "@/lib/services/order";
import { signedNotification } from "@/lib/services/payment";
import { call } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/users";
import { createAddressFor, createSku, stockOf, useTestFreightRule } from "@/tests/helpers/orders-fixtures";

beforeAll(useTestFreightRule);

describe("payment vs auto-close", () => {
  it("every order ends paid or closed, never both, with the stock consistent", async () => {
    const STOCK = 20;
    const sku = await createSku({ stock: STOCK });
    const placed = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const { user, token } = await createUser();
        const address = await createAddressFor(user.id);
        const order = (
          await call<{ id: number; expiresAt: string }>(createOrderNow, "/api/v1/create-order-now", {
            token,
            body: { addressId: address.id, skuId: sku.skuId, quantity: 1 },
          })
        ).body;
        const payment = (
          await call<{ outTradeNo: string; amount: number }>(mpayH5, "/api/v1/mpay-h5", {
            token,
            body: { orderId: order.id },
          })
        ).body;
        return { token, order, payment };
      }),
    );
    expect(await stockOf(sku.skuId)).toBe(STOCK - 12);
    // Fire the notifications spread around the moment the orders expire, with sweeps and reads racing them.
    const expiryOf = (p: (typeof placed)[number]) => new Date(p.order.expiresAt).getTime();
    const last = Math.max(...placed.map(expiryOf));
    const when = (time: number) => new Promise((r) => setTimeout(r, Math.max(0, time - Date.now())));
    const at = (offsetMs: number) => when(last + offsetMs);
    const results = await Promise.all([
      ...placed.map((p, i) =>
        when(expiryOf(p) + (i - 6) * 25).then(() =>
          call<{ outcome: string }>(
            callback,
            `/api/v1/mpay-callback-local?${new URLSearchParams(signedNotification({ outTradeNo: p.payment.outTradeNo, amount: p.payment.amount, decision: "pay", tradeNo: `SBXR${i}` }))}`,
          ),
        ),
      ),
      ...[-600, -300, -100, 0, 100].map((o) => at(o).then(() => closeExpiredOrders())),
      ...placed.map((p, i) =>
        when(expiryOf(p) + (5 - i) * 20).then(() =>
          call(orderDetail, `/api/v1/orders-detail?id=${p.order.id}`, { token: p.token }),
        ),
      ),
    ]);
    const outcomes = results
      .slice(0, placed.length)
      .map((r) => (typeof r === "number" ? "sweep" : (r.body as { outcome: string }).outcome));
    console.log(
      `[race] outcomes: ${JSON.stringify(outcomes.reduce<Record<string, number>>((acc, o) => ((acc[o] = (acc[o] ?? 0) + 1), acc), {}))}`,
    );
    expect(results.every((r) => typeof r === "number" || r.status < 500)).toBe(true);

    let paid = 0;
    for (const p of placed) {
      const order = await db.order.findUniqueOrThrow({
        where: { id: p.order.id },
        select: { status: true, paidAt: true, closedAt: true },
      });
      const payment = await db.payment.findUniqueOrThrow({
        where: { outTradeNo: p.payment.outTradeNo },
        select: { status: true },
      });
      if (order.status === 500) {
        paid += 1;
        expect(order.closedAt).toBeNull();
        expect(payment.status).toBe("paid");
      } else {
        expect(order.status).toBe(10);
        expect(order.paidAt).toBeNull();
        expect(payment.status).toBe("refund_pending");
      }
    }
    expect(await stockOf(sku.skuId)).toBe(STOCK - paid);
  });
});
