// Unpaid orders close after the payment timeout (here 0.6 s): on the periodic sweep and on any read,
// racing each other, the stock and the coupon come back exactly once.
import { beforeAll, describe, expect, it, vi } from "vitest";

vi.hoisted(() => {
  process.env.ORDER_PAYMENT_TIMEOUT_MINUTES = "0.01";
});

import { POST as createOrderNow } from "@/app/api/v1/create-order-now/route";
import { GET as orders } from "@/app/api/v1/orders/route";
import { GET as orderDetail } from "@/app/api/v1/orders-detail/route";
import { GET as myOrder } from "@/app/api/v1/get-my-order/route";
import { db } from "@/lib/db";
import { closeExpiredOrders, sweepIntervalMs } from "@/lib/services/order";
import { call } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/users";
import { createAddressFor, createSku, giveCoupon, stockOf, useTestFreightRule } from "@/tests/helpers/orders-fixtures";

const TIMEOUT_MS = 600;
const pastTimeout = () => new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS + 100));

beforeAll(useTestFreightRule);

async function placedWithCoupon() {
  const { user, token } = await createUser();
  const address = await createAddressFor(user.id);
  const sku = await createSku({ stock: 10 });
  const coupon = await giveCoupon(user.id, { amountOff: 100 });
  const res = await call<{ id: number; status: number; expiresAt: string }>(
    createOrderNow,
    "/api/v1/create-order-now",
    {
      token,
      body: { addressId: address.id, skuId: sku.skuId, quantity: 3, couponId: coupon.id },
    },
  );
  expect(res.status).toBe(200);
  expect(new Date(res.body.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(TIMEOUT_MS);
  return { user, token, address, sku, coupon, order: res.body };
}

describe("auto-close", () => {
  it("closes on read: the detail of an expired order shows it closed, stock and coupon back", async () => {
    const { token, sku, coupon, order } = await placedWithCoupon();
    expect(await stockOf(sku.skuId)).toBe(7);
    await pastTimeout();
    const detail = await call<{ status: number; closeReason: string }>(
      orderDetail,
      `/api/v1/orders-detail?id=${order.id}`,
      { token },
    );
    expect(detail.body).toMatchObject({ status: 10, closeReason: "timeout" });
    expect(await stockOf(sku.skuId)).toBe(10);
    expect((await db.userCoupon.findUniqueOrThrow({ where: { id: coupon.id } })).usedAt).toBeNull();
  });

  it("sweeps and reads racing each other release stock and coupon exactly once", async () => {
    const { user, token, address, sku, coupon, order } = await placedWithCoupon();
    await pastTimeout();
    const [sweeps] = await Promise.all([
      Promise.all([closeExpiredOrders(), closeExpiredOrders(), closeExpiredOrders({ userId: user.id })]),
      ...Array.from({ length: 4 }, () => call(orderDetail, `/api/v1/orders-detail?id=${order.id}`, { token })),
      call(orders, "/api/v1/orders", { token }),
      call(myOrder, "/api/v1/get-my-order", { token }),
    ]);
    // Reads may have closed it before a sweep got there; it was closed once either way.
    expect(sweeps.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1);
    const closed = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(closed).toMatchObject({ status: 10, closeReason: "timeout", userCouponId: null });
    expect(await stockOf(sku.skuId)).toBe(10);
    expect((await db.userCoupon.findUniqueOrThrow({ where: { id: coupon.id } })).usedAt).toBeNull();
    expect(await closeExpiredOrders()).toBe(0);
    expect(await stockOf(sku.skuId)).toBe(10);
    // The released coupon pays for the next order.
    const next = await call<{ discountAmount: number }>(createOrderNow, "/api/v1/create-order-now", {
      token,
      body: { addressId: address.id, skuId: sku.skuId, quantity: 1, couponId: coupon.id },
    });
    expect(next.body.discountAmount).toBe(100);
  });

  it("the sweep closes every user's expired orders and leaves fresh ones alone", async () => {
    await pastTimeout();
    await closeExpiredOrders(); // what earlier tests left behind
    const a = await placedWithCoupon();
    const b = await placedWithCoupon();
    await pastTimeout();
    const fresh = await placedWithCoupon();
    expect(await closeExpiredOrders()).toBe(2);
    const statuses = await db.order.findMany({
      where: { id: { in: [a.order.id, b.order.id, fresh.order.id] } },
      orderBy: { id: "asc" },
      select: { status: true },
    });
    expect(statuses.map((s) => s.status)).toEqual([10, 10, 0]);
    expect(await stockOf(fresh.sku.skuId)).toBe(7);
  });

  it("sweeps at a quarter of the timeout, between 1 s and 60 s", () => {
    expect(sweepIntervalMs(30)).toBe(60_000);
    expect(sweepIntervalMs(2)).toBe(30_000);
    expect(sweepIntervalMs(0.01)).toBe(1_000);
  });
});
