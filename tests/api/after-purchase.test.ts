// Courier and waybill, re-buy, deleting an order (never while an after-sales request of it is open), and
// points spent at checkout (reviews: reviews.test.ts).
import { beforeAll, describe, expect, it } from "vitest";
import { POST as rebuy } from "@/app/api/v1/order-rebuy/route";
import { POST as orderDelete } from "@/app/api/v1/order-delete/route";
import { POST as cancelOrder } from "@/app/api/v1/cancel-order/route";
import { POST as completeOrder } from "@/app/api/v1/complete-order/route";
import { POST as apply } from "@/app/api/v1/after-sales-apply/route";
import { POST as preview } from "@/app/api/v1/order-preview/route";
import { GET as orders } from "@/app/api/v1/orders/route";
import { GET as orderDetail } from "@/app/api/v1/orders-detail/route";
import { db } from "@/lib/db";
import { closeExpiredOrders } from "@/lib/services/order";
import { rejectReturn } from "@/lib/services/after-sales";
import { testActor } from "@/tests/helpers/admin";
import { call } from "@/tests/helpers/api";
import { createSku, useTestFreightRule } from "@/tests/helpers/orders-fixtures";
import { orderAt, placeOrder, shopper } from "@/tests/helpers/after-sales-fixtures";

beforeAll(useTestFreightRule);

describe("courier and waybill", () => {
  it("the operator's shipment shows in the order detail", async () => {
    const { s, order } = await orderAt(510);
    const d = await call<{ courier: string; waybillNo: string; status: number }>(
      orderDetail,
      `/api/v1/orders-detail?id=${order.id}`,
      { token: s.token },
    );
    expect(d.body).toMatchObject({ status: 510, courier: "顺丰速运", waybillNo: "SF1234567890" });
  });
});

describe("re-buy and delete", () => {
  it("re-buy puts the order's SKUs in the cart (another shopper's order is 404, an unpaid one 409)", async () => {
    const { s, sku, order } = await orderAt(520);
    const res = await call<{ rows: { skuId: number; quantity: number }[]; skipped: unknown[] }>(
      rebuy,
      "/api/v1/order-rebuy",
      { token: s.token, body: { orderId: order.id } },
    );
    expect(res.status).toBe(200);
    expect(res.body.rows).toEqual([expect.objectContaining({ skuId: sku.skuId, quantity: 1 })]);
    expect(await db.cartItem.count({ where: { userId: s.user.id, skuId: sku.skuId } })).toBe(1);
    const other = await shopper();
    expect((await call(rebuy, "/api/v1/order-rebuy", { token: other.token, body: { orderId: order.id } })).status).toBe(
      404,
    );
    const unpaid = await placeOrder(other, sku.skuId);
    expect(
      (await call(rebuy, "/api/v1/order-rebuy", { token: other.token, body: { orderId: unpaid.id } })).status,
    ).toBe(409);
  });

  it("deletes a closed or completed order from the list only; others are refused", async () => {
    const s = await shopper();
    const sku = await createSku();
    const open = await placeOrder(s, sku.skuId);
    expect((await call(orderDelete, "/api/v1/order-delete", { token: s.token, body: { id: open.id } })).status).toBe(
      409,
    );
    await call(cancelOrder, "/api/v1/cancel-order", { token: s.token, body: { id: open.id } });
    const other = await shopper();
    expect(
      (await call(orderDelete, "/api/v1/order-delete", { token: other.token, body: { id: open.id } })).status,
    ).toBe(404);
    expect((await call(orderDelete, "/api/v1/order-delete", { token: s.token, body: { id: open.id } })).status).toBe(
      200,
    );
    expect((await call(orderDelete, "/api/v1/order-delete", { token: s.token, body: { id: open.id } })).status).toBe(
      404,
    );
    const list = await call<{ total: number }>(orders, "/api/v1/orders", { token: s.token });
    expect(list.body.total).toBe(0);
    expect((await call(orderDetail, `/api/v1/orders-detail?id=${open.id}`, { token: s.token })).status).toBe(404);
    expect(await db.order.count({ where: { id: open.id } })).toBe(1);
  });
});

describe("deleting an order with an after-sales request open", () => {
  const applyFor = (token: string, body: Record<string, unknown>) =>
    call<{ id: number; status: string }>(apply, "/api/v1/after-sales-apply", { token, body });
  const deleteAs = (token: string, id: number) =>
    call<{ code: string; message: string }>(orderDelete, "/api/v1/order-delete", { token, body: { id } });
  const canDelete = async (token: string, id: number) =>
    (await call<{ actions: { delete: boolean } }>(orderDetail, `/api/v1/orders-detail?id=${id}`, { token })).body
      .actions.delete;

  it("a completed order is kept (and not offered for deletion) while its return waits for the operator", async () => {
    const { s, order } = await orderAt(520);
    expect(
      (await call(completeOrder, "/api/v1/complete-order", { token: s.token, body: { id: order.id } })).status,
    ).toBe(200);
    expect(await canDelete(s.token, order.id)).toBe(true);
    const request = await applyFor(s.token, { orderId: order.id, type: "return", reason: "quality" });
    expect(request.body.status).toBe("pending");

    expect(await canDelete(s.token, order.id)).toBe(false);
    const refused = await deleteAs(s.token, order.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: "CONFLICT",
      message: "An order can’t be deleted while an after-sales request is open",
    });
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).deletedAt).toBeNull();

    // Decided: the request is over, the order may go.
    expect(await rejectReturn(request.body.id, "包装完好", testActor)).toBe("rejected");
    expect(await canDelete(s.token, order.id)).toBe(true);
    expect((await deleteAs(s.token, order.id)).status).toBe(200);
  });

  it("a closed order is kept while its refund has not arrived (refunding or failed), deletable once refunded", async () => {
    const { s, order } = await orderAt(500);
    const request = await applyFor(s.token, { orderId: order.id, type: "refund", reason: "not_wanted" });
    expect(request.status).toBe(200);
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(10);
    for (const status of ["refunding", "refund_failed"]) {
      await db.afterSale.update({ where: { id: request.body.id }, data: { status } });
      expect(await canDelete(s.token, order.id)).toBe(false);
      expect((await deleteAs(s.token, order.id)).status).toBe(409);
    }
    await db.afterSale.update({ where: { id: request.body.id }, data: { status: "refunded" } });
    expect(await canDelete(s.token, order.id)).toBe(true);
    expect((await deleteAs(s.token, order.id)).status).toBe(200);
  });
});

describe("points to spend at checkout", () => {
  it("100 points take ¥1 off, capped at half the goods; the preview states the cap", async () => {
    const s = await shopper(5000);
    const sku = await createSku({ price: 2000, stock: 5 });
    const pv = await call<{
      points: { balance: number; max: number; used: number; perYuan: number };
      pointsAmount: number;
      totalAmount: number;
      itemsAmount: number;
      freightAmount: number;
    }>(preview, "/api/v1/order-preview", {
      token: s.token,
      body: { skuId: sku.skuId, quantity: 1, addressId: s.addressId, couponId: null, points: 9999 },
    });
    expect(pv.status).toBe(200);
    expect(pv.body.points).toEqual({ balance: 5000, max: 1000, used: 1000, perYuan: 100 });
    expect(pv.body.pointsAmount).toBe(1000);
    expect(pv.body.totalAmount).toBe(pv.body.itemsAmount - 1000 + pv.body.freightAmount);
    const refused = await call<{ code: string }>(
      (await import("@/app/api/v1/create-order-now/route")).POST,
      "/api/v1/create-order-now",
      { token: s.token, body: { skuId: sku.skuId, quantity: 1, addressId: s.addressId, points: 1001 } },
    );
    expect(refused.status).toBe(409);
    const order = await placeOrder(s, sku.skuId, 1, { points: 800 });
    expect(order.totalAmount).toBe(2000 - 800 + pv.body.freightAmount);
    expect((await db.user.findUniqueOrThrow({ where: { id: s.user.id } })).points).toBe(4200);
  });

  it('"max" spends the most the order allows: in the preview, and when placing the order', async () => {
    const s = await shopper(700);
    const sku = await createSku({ price: 2000, stock: 5 });
    type Preview = { points: { balance: number; max: number; used: number; perYuan: number }; pointsAmount: number };
    const ask = (points: unknown) =>
      call<Preview>(preview, "/api/v1/order-preview", {
        token: s.token,
        body: { skuId: sku.skuId, quantity: 1, addressId: s.addressId, couponId: null, points },
      });
    // The balance (700) is below the cap (half of ¥20 = 1000 points): "max" is the balance.
    const most = await ask("max");
    expect(most.status).toBe(200);
    expect(most.body.points).toEqual({ balance: 700, max: 700, used: 700, perYuan: 100 });
    expect(most.body.pointsAmount).toBe(700);
    // A number keeps working as before; no points field spends none; anything else is bad input.
    expect((await ask(300)).body.points.used).toBe(300);
    expect((await ask("300")).body.points.used).toBe(300);
    expect(
      (
        await call<Preview>(preview, "/api/v1/order-preview", {
          token: s.token,
          body: { skuId: sku.skuId, quantity: 1, addressId: s.addressId },
        })
      ).body.points.used,
    ).toBe(0);
    for (const bad of ["most", "MAX", -1, 1.5, true, null]) expect((await ask(bad)).status, String(bad)).toBe(422);
    const order = await placeOrder(s, sku.skuId, 1, { points: "max" });
    const placed = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(placed).toMatchObject({ pointsUsed: 700, pointsAmount: 700 });
    expect((await db.user.findUniqueOrThrow({ where: { id: s.user.id } })).points).toBe(0);
    // With nothing left, "max" spends nothing rather than failing.
    const second = await placeOrder(s, sku.skuId, 1, { points: "max" });
    expect((await db.order.findUniqueOrThrow({ where: { id: second.id } })).pointsUsed).toBe(0);
  });

  it("spent points come back once when the order is cancelled or times out", async () => {
    const s = await shopper(1000);
    const sku = await createSku({ price: 2000, stock: 5 });
    const a = await placeOrder(s, sku.skuId, 1, { points: 300 });
    const b = await placeOrder(s, sku.skuId, 1, { points: 200 });
    expect((await db.user.findUniqueOrThrow({ where: { id: s.user.id } })).points).toBe(500);
    await Promise.all(
      [0, 1].map(() => call(cancelOrder, "/api/v1/cancel-order", { token: s.token, body: { id: a.id } })),
    );
    await db.order.update({ where: { id: b.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await Promise.all([closeExpiredOrders(), closeExpiredOrders({ userId: s.user.id })]);
    const user = await db.user.findUniqueOrThrow({ where: { id: s.user.id } });
    expect(user.points).toBe(1000);
    expect(await db.pointsEntry.count({ where: { userId: s.user.id, reason: "order-spend-return" } })).toBe(2);
  });
});
