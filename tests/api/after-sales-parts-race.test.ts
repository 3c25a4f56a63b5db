// Part refunds of one order racing each other and payment callbacks: four refund requests for
// overlapping units of one paid order fired at once, with a replay of the payment's notification and a
// second device's payment arriving late. Whatever wins, no unit is refunded twice, the refunds add up
// to exactly what the payment gave back, the stock and the points match the units refunded, and the
// order closes (freight and coupon back) exactly when every unit was refunded.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as apply } from "@/app/api/v1/after-sales-apply/route";
import { db } from "@/lib/db";
import { call } from "@/tests/helpers/api";
import { createSku, giveCoupon, stockOf, useTestFreightRule } from "@/tests/helpers/orders-fixtures";
import { notify, shopper, startPayment } from "@/tests/helpers/after-sales-fixtures";
import { POST as createOrder } from "@/app/api/v1/create-order/route";

beforeAll(useTestFreightRule);

type Request = { status: string; refundAmount: number; pointsBack: number; freightAmount: number };

describe("part refunds vs each other vs payment callbacks", () => {
  it(
    "never refunds a unit twice and the parts add up to what the payment gave back",
    { timeout: 120_000 },
    async () => {
      const outcomes = new Set<string>();
      for (let round = 0; round < 6; round++) {
        const s = await shopper(1000);
        const a = await createSku({ price: 2990, stock: 10 });
        const b = await createSku({ price: 1333, stock: 10 });
        const cartIds = [
          (await db.cartItem.create({ data: { userId: s.user.id, skuId: a.skuId, quantity: 2 } })).id,
          (await db.cartItem.create({ data: { userId: s.user.id, skuId: b.skuId, quantity: 1 } })).id,
        ];
        const coupon = await giveCoupon(s.user.id, { amountOff: 777 });
        const placed = await call<{ id: number; totalAmount: number; freightAmount: number }>(
          createOrder,
          "/api/v1/create-order",
          { token: s.token, body: { addressId: s.addressId, cartIds, couponId: coupon.id, points: 999 } },
        );
        expect(placed.status).toBe(200);
        const order = placed.body;
        const [lineA, lineB] = await db.orderItem.findMany({ where: { orderId: order.id }, orderBy: { id: "asc" } });
        const first = await startPayment(s, order.id);
        const second = await startPayment(s, order.id);
        await notify(first, `T${order.id}`);
        const refund = (items: { orderItemId: number; quantity: number }[]) =>
          call<Request & { code?: string }>(apply, "/api/v1/after-sales-apply", {
            token: s.token,
            body: { orderId: order.id, type: "refund", reason: "not_wanted", items },
          });
        const asks = [
          [{ orderItemId: lineA.id, quantity: 1 }],
          [{ orderItemId: lineA.id, quantity: 2 }],
          [{ orderItemId: lineB.id, quantity: 1 }],
          [
            { orderItemId: lineA.id, quantity: 1 },
            { orderItemId: lineB.id, quantity: 1 },
          ],
        ];
        // Another order of arrival each round (SQLite runs them about in the order they queue).
        const shuffled = asks.map((_, i) => asks[(i + round) % asks.length]);
        if (round % 2) shuffled.reverse();
        const results = await Promise.all([
          ...shuffled.map((items) => refund(items)),
          notify(first, `T${order.id}`),
          notify(second),
        ]);
        const refunds = results.slice(0, 4) as Awaited<ReturnType<typeof refund>>[];
        for (const r of refunds) expect([200, 409]).toContain(r.status);
        const granted = refunds.filter((r) => r.status === 200).map((r) => r.body);
        expect(granted.length).toBeGreaterThan(0);
        granted.forEach((g) => expect(g.status).toBe("refunded"));

        const items = await db.orderItem.findMany({ where: { orderId: order.id }, orderBy: { id: "asc" } });
        const units = await db.afterSaleItem.findMany({
          where: { orderItemId: { in: items.map((i) => i.id) }, afterSale: { status: { not: "rejected" } } },
        });
        for (const item of items) {
          const mine = units.filter((u) => u.orderItemId === item.id);
          const slots = mine.flatMap((u) => JSON.parse(u.units!) as number[]);
          // No slot twice, and the claimed count says the same.
          expect(new Set(slots).size).toBe(slots.length);
          expect(slots.length).toBe(item.afterSaleQuantity);
          expect(item.afterSaleQuantity).toBeLessThanOrEqual(item.quantity);
        }
        const [paid, late] = await db.payment.findMany({ where: { orderId: order.id }, orderBy: { id: "asc" } });
        const refunded = granted.reduce((n, g) => n + g.refundAmount, 0);
        expect(paid.refundedAmount).toBe(refunded);
        // The late payment is kept for an operator to refund; the replay changed nothing.
        expect(late.status).toBe("refund_pending");
        expect(await db.paymentEvent.count({ where: { paymentId: paid.id, outcome: "duplicate" } })).toBe(1);

        const all = items.every((i) => i.afterSaleQuantity === i.quantity);
        const o = await db.order.findUniqueOrThrow({ where: { id: order.id } });
        const user = await db.user.findUniqueOrThrow({ where: { id: s.user.id } });
        const pointsBack = granted.reduce((n, g) => n + g.pointsBack, 0);
        expect(user.points).toBe(1000 - o.pointsUsed + pointsBack);
        expect(await stockOf(a.skuId)).toBe(10 - 2 + items[0].afterSaleQuantity);
        expect(await stockOf(b.skuId)).toBe(10 - 1 + items[1].afterSaleQuantity);
        const couponUsed = (await db.userCoupon.findUniqueOrThrow({ where: { id: coupon.id } })).usedAt !== null;
        if (all) {
          expect(o).toMatchObject({ status: 10, closeReason: "refunded" });
          expect(refunded).toBe(order.totalAmount);
          expect(pointsBack).toBe(o.pointsUsed);
          expect(granted.filter((g) => g.freightAmount > 0)).toHaveLength(1);
          expect(paid.status).toBe("refunded");
          expect(couponUsed).toBe(false);
        } else {
          expect(o.status).toBe(500);
          expect(refunded).toBeLessThan(order.totalAmount - order.freightAmount);
          expect(paid.status).toBe("paid");
          expect(couponUsed).toBe(true);
        }
        outcomes.add(granted.length + (all ? " whole" : " part"));
      }
      console.log(`[part refunds race] outcomes: ${[...outcomes].join(", ")}`);
    },
  );
});
