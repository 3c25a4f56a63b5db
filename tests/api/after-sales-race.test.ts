// A refund racing a payment: the payment callback, a second device's payment, the auto-close (payment
// timeout 6 s here) and double taps fired together end in one consistent state: every order is either
// paid (500) or closed (10), a closed order that had been paid has its payment refunded, money that
// arrived after the close is kept for refund, and the stock matches the orders that stayed paid.
import { beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.ORDER_PAYMENT_TIMEOUT_MINUTES = "0.1";
});

import { POST as apply } from "@/app/api/v1/after-sales-apply/route";
import { db } from "@/lib/db";
import { closeExpiredOrders } from "@/lib/services/order";
import { call } from "@/tests/helpers/api";
import { createSku, stockOf, useTestFreightRule } from "@/tests/helpers/orders-fixtures";
import { notify, placeOrder, shopper, startPayment } from "@/tests/helpers/after-sales-fixtures";

beforeAll(useTestFreightRule);

const refund = (token: string, orderId: number) =>
  call<{ status: string }>(apply, "/api/v1/after-sales-apply", {
    token,
    body: { orderId, type: "refund", reason: "other" },
  });

describe("refund vs payment callback vs auto-close", () => {
  it("ends every order in one consistent state", async () => {
    const STOCK = 30;
    const sku = await createSku({ stock: STOCK });
    const placed = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const s = await shopper();
        const order = await placeOrder(s, sku.skuId);
        // Two devices started paying the same order.
        const first = await startPayment(s, order.id);
        const second = await startPayment(s, order.id);
        return { s, order, first, second };
      }),
    );
    const start = Date.now();
    const expiryOf = (p: (typeof placed)[number]) => new Date(p.order.expiresAt).getTime();
    // Half the orders race at once (long before they expire), the rest right around their own expiry.
    const when = (p: (typeof placed)[number], i: number, offset: number) => {
      const base = i < 5 ? start : expiryOf(p) + (i - 7) * 40;
      return new Promise((r) => setTimeout(r, Math.max(0, base + offset - Date.now())));
    };
    const last = Math.max(...placed.map(expiryOf));
    const results = await Promise.all([
      ...placed.map((p, i) => when(p, i, 0).then(() => notify(p.first))),
      // The second device's payment arrives late, around the refunds.
      ...placed.map((p, i) => when(p, i, 30).then(() => notify(p.second))),
      // Double taps on refund, from the moment the first payment lands.
      ...placed.flatMap((p, i) => [0, 1].map((k) => when(p, i, 5 + k * 15).then(() => refund(p.s.token, p.order.id)))),
      ...[-200, 0, 100, 300].map((o) =>
        new Promise((r) => setTimeout(r, Math.max(0, last + o - Date.now()))).then(() => closeExpiredOrders()),
      ),
    ]);
    expect(results.every((r) => typeof r === "number" || r.status < 500)).toBe(true);

    let paidOpen = 0;
    for (const p of placed) {
      const order = await db.order.findUniqueOrThrow({ where: { id: p.order.id } });
      const payments = await db.payment.findMany({ where: { orderId: p.order.id }, orderBy: { id: "asc" } });
      const afterSales = await db.afterSale.findMany({ where: { orderId: p.order.id } });
      const statuses = payments.map((x) => x.status).sort();
      if (order.status === 500) {
        paidOpen += 1;
        // Paid by one payment, the other kept for refund; no refund happened.
        expect(statuses).toEqual(["paid", "refund_pending"]);
        expect(afterSales).toHaveLength(0);
      } else {
        expect(order.status).toBe(10);
        if (order.closeReason === "refunded") {
          expect(order.paidAt).not.toBeNull();
          expect(afterSales).toHaveLength(1);
          expect(afterSales[0].status).toBe("refunded");
          expect(statuses).toEqual(["refund_pending", "refunded"]);
        } else {
          expect(order.closeReason).toBe("timeout");
          expect(order.paidAt).toBeNull();
          expect(afterSales).toHaveLength(0);
          expect(statuses.every((x) => x === "refund_pending" || x === "pending")).toBe(true);
        }
      }
    }
    // Every refunded or timed-out order put its unit back exactly once.
    expect(await stockOf(sku.skuId)).toBe(STOCK - paidOpen);
    const refunded = await db.order.count({
      where: { id: { in: placed.map((p) => p.order.id) }, closeReason: "refunded" },
    });
    console.log(
      `[after-sales race] paid ${paidOpen}, refunded ${refunded}, timed out ${placed.length - paidOpen - refunded}`,
    );
    expect(refunded).toBeGreaterThan(0);
  });
});
