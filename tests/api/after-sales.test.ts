// 售后: refunds of paid orders waiting to ship, returns decided by the operator, and every refusal.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as apply } from "@/app/api/v1/after-sales-apply/route";
import { GET as list } from "@/app/api/v1/after-sales/route";
import { GET as detail } from "@/app/api/v1/after-sales-detail/route";
import { GET as orderDetail } from "@/app/api/v1/orders-detail/route";
import { POST as confirmReceipt } from "@/app/api/v1/confirm-receipt/route";
import { db } from "@/lib/db";
import { approveReturn, rejectReturn } from "@/lib/services/after-sales";
import { shipOrder } from "@/lib/services/order";
import { testActor } from "@/tests/helpers/admin";
import { call } from "@/tests/helpers/api";
import { stockOf, useTestFreightRule, giveCoupon, createSku } from "@/tests/helpers/orders-fixtures";
import {
  approveAndReceive,
  orderAt,
  placeOrder,
  shopper,
  startPayment,
  notify,
} from "@/tests/helpers/after-sales-fixtures";

beforeAll(useTestFreightRule);

type AfterSale = { id: number; orderId: number; type: string; status: string; refundAmount: number };

const applyFor = (token: string, body: Record<string, unknown>) =>
  call<AfterSale & { code?: string }>(apply, "/api/v1/after-sales-apply", { token, body });

describe("refund of an order waiting to ship", () => {
  it("closes the order (10, refunded), refunds the payment through the sandbox and puts the stock back", async () => {
    const { s, sku, order, payment } = await orderAt(500, { stock: 5 });
    expect(await stockOf(sku.skuId)).toBe(4);
    const res = await applyFor(s.token, { orderId: order.id, type: "refund", reason: "not_wanted" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      orderId: order.id,
      type: "refund",
      scope: "order",
      status: "refunded",
      refundAmount: order.totalAmount,
    });
    const o = (
      await call<{ status: number; closeReason: string; actions: Record<string, boolean> }>(
        orderDetail,
        `/api/v1/orders-detail?id=${order.id}`,
        { token: s.token },
      )
    ).body;
    expect(o.status).toBe(10);
    expect(o.closeReason).toBe("refunded");
    expect(o.actions.delete).toBe(true);
    expect(await stockOf(sku.skuId)).toBe(5);
    const p = await db.payment.findUniqueOrThrow({ where: { outTradeNo: payment.outTradeNo } });
    expect(p.status).toBe("refunded");
    expect(p.refundedAt).not.toBeNull();
    expect(await db.paymentEvent.count({ where: { paymentId: p.id, kind: "refund", outcome: "refunded" } })).toBe(1);
  });

  it("gives back the coupon and the points spent, exactly once", async () => {
    const s = await shopper(1000);
    const sku = await createSku({ price: 2000, stock: 5 });
    const coupon = await giveCoupon(s.user.id, { amountOff: 300 });
    const order = await placeOrder(s, sku.skuId, 1, { couponId: coupon.id, points: 500 });
    expect((await db.user.findUniqueOrThrow({ where: { id: s.user.id } })).points).toBe(500);
    await notify(await startPayment(s, order.id));
    const res = await applyFor(s.token, { orderId: order.id, type: "refund", reason: "not_wanted" });
    expect(res.status).toBe(200);
    const again = await applyFor(s.token, { orderId: order.id, type: "refund", reason: "not_wanted" });
    expect(again.status).toBe(409);
    const user = await db.user.findUniqueOrThrow({ where: { id: s.user.id } });
    expect(user.points).toBe(1000);
    const ledger = await db.pointsEntry.aggregate({ where: { userId: s.user.id }, _sum: { delta: true } });
    // The test user started with 1000 points outside the ledger: spent -500 and given back +500 net to 0.
    expect(ledger._sum.delta).toBe(0);
    // The refund gives the points back with its units, once; the order's close gives nothing more.
    expect(
      await db.pointsEntry.findMany({
        where: { userId: s.user.id, reason: { in: ["refund", "order-spend-return"] } },
        select: { reason: true, delta: true },
      }),
    ).toEqual([{ reason: "refund", delta: 500 }]);
    expect((await db.userCoupon.findUniqueOrThrow({ where: { id: coupon.id } })).usedAt).toBeNull();
  });

  it("refuses another shopper's order (404), an unpaid order and a shipped one (409), and a missing reason (422)", async () => {
    const { order } = await orderAt(500);
    const other = await shopper();
    expect((await applyFor(other.token, { orderId: order.id, type: "refund", reason: "other" })).status).toBe(404);
    const s = await shopper();
    const sku = await createSku();
    const unpaid = await placeOrder(s, sku.skuId);
    const r1 = await applyFor(s.token, { orderId: unpaid.id, type: "refund", reason: "other" });
    expect(r1.status).toBe(409);
    expect(r1.body.code).toBe("CONFLICT");
    const shipped = await orderAt(510);
    expect(
      (await applyFor(shipped.s.token, { orderId: shipped.order.id, type: "refund", reason: "other" })).status,
    ).toBe(409);
    expect((await applyFor(s.token, { orderId: unpaid.id, type: "refund", reason: "  " })).status).toBe(422);
    expect((await applyFor(s.token, { orderId: unpaid.id, type: "refund", reason: "不想要了" })).status).toBe(422);
    expect((await applyFor(s.token, { orderId: unpaid.id, type: "exchange", reason: "other" })).status).toBe(422);
  });

  it("a double tap refunds once: one 200, one 409, one refund event, stock back once", async () => {
    const { s, sku, order, payment } = await orderAt(500, { stock: 3 });
    const results = await Promise.all(
      Array.from({ length: 4 }, () => applyFor(s.token, { orderId: order.id, type: "refund", reason: "other" })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await db.afterSale.count({ where: { orderId: order.id } })).toBe(1);
    expect(await stockOf(sku.skuId)).toBe(3);
    const p = await db.payment.findUniqueOrThrow({ where: { outTradeNo: payment.outTradeNo } });
    expect(await db.paymentEvent.count({ where: { paymentId: p.id, kind: "refund" } })).toBe(1);
  });

  it("a refund racing the operator's shipping: exactly one of them wins", async () => {
    for (let i = 0; i < 3; i++) {
      const { s, sku, order } = await orderAt(500, { stock: 2 });
      const [refund, ship] = await Promise.allSettled([
        applyFor(s.token, { orderId: order.id, type: "refund", reason: "other" }),
        shipOrder(order.id, undefined, {}, testActor),
      ]);
      const refunded = refund.status === "fulfilled" && refund.value.status === 200;
      const shipped = ship.status === "fulfilled";
      expect(refunded !== shipped).toBe(true);
      const o = await db.order.findUniqueOrThrow({ where: { id: order.id } });
      expect(o.status).toBe(refunded ? 10 : 510);
      expect(await stockOf(sku.skuId)).toBe(refunded ? 2 : 1);
    }
  });
});

describe("returns decided by the operator", () => {
  it("a return of a received order waits (pending) without freezing it; approval refunds and closes it", async () => {
    const { s, sku, order, payment } = await orderAt(520, { stock: 4 });
    const upload = await db.upload.create({
      data: {
        userId: s.user.id,
        url: "/uploads/ret1.png",
        name: "r.png",
        size: 10,
        fileId: `f${order.id}`,
        mimeType: "image/png",
      },
    });
    const res = await applyFor(s.token, {
      orderId: order.id,
      type: "return",
      reason: "quality",
      description: "屏幕有划痕",
      images: [upload.url],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ type: "return", status: "pending", refundAmount: order.totalAmount - 1000 });
    const open = (
      await call<{ status: number; afterSaleOpen: boolean; actions: Record<string, boolean> }>(
        orderDetail,
        `/api/v1/orders-detail?id=${order.id}`,
        { token: s.token },
      )
    ).body;
    // The review does not wait for the return, and the return holds every unit: nothing left to return.
    expect(open).toMatchObject({ status: 520, afterSaleOpen: true });
    expect(open.actions).toMatchObject({ review: true, return: false });
    const again = await applyFor(s.token, { orderId: order.id, type: "return", reason: "other" });
    expect(again.status).toBe(409);
    expect(await approveAndReceive(res.body.id, "同意退货")).toBe("refunded");
    await expect(approveReturn(res.body.id, "ok", testActor)).rejects.toMatchObject({ code: "CONFLICT" });
    const o = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(o).toMatchObject({ status: 10, closeReason: "refunded", afterSaleOpen: false });
    expect(await stockOf(sku.skuId)).toBe(4);
    // The goods come back, the freight of a shipped order does not: the payment keeps it.
    const p = await db.payment.findUniqueOrThrow({ where: { outTradeNo: payment.outTradeNo } });
    expect(p).toMatchObject({ status: "paid", refundedAmount: order.totalAmount - 1000 });
    expect(await db.paymentEvent.count({ where: { paymentId: p.id, kind: "refund", outcome: "refunded" } })).toBe(1);
    const d = await call<{ status: string; operatorNote: string; images: string[]; description: string }>(
      detail,
      `/api/v1/after-sales-detail?id=${res.body.id}`,
      { token: s.token },
    );
    expect(d.body).toMatchObject({
      status: "refunded",
      operatorNote: "同意退货",
      images: [upload.url],
      description: "屏幕有划痕",
    });
  });

  it("rejection frees the units and the order carries on; receipt never waits for a return", async () => {
    const { s, order } = await orderAt(510);
    const res = await applyFor(s.token, { orderId: order.id, type: "return", reason: "quality" });
    expect(res.status).toBe(200);
    expect(
      (await call(confirmReceipt, "/api/v1/confirm-receipt", { token: s.token, body: { id: order.id } })).status,
    ).toBe(200);
    expect(await rejectReturn(res.body.id, "包装完好", testActor)).toBe("rejected");
    await expect(approveReturn(res.body.id, "ok", testActor)).rejects.toMatchObject({ code: "CONFLICT" });
    const o = await db.order.findUniqueOrThrow({ where: { id: order.id }, include: { items: true } });
    expect(o).toMatchObject({ status: 520, afterSaleOpen: false });
    expect(o.items[0].afterSaleQuantity).toBe(0);
    // The units are free again: a second return may claim them.
    expect((await applyFor(s.token, { orderId: order.id, type: "return", reason: "quality" })).status).toBe(200);
  });

  it("refuses photos that are not the shopper's own uploads and more than 9", async () => {
    const { s, order } = await orderAt(520);
    expect(
      (
        await applyFor(s.token, {
          orderId: order.id,
          type: "return",
          reason: "other",
          images: ["https://evil.example/a.png"],
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await applyFor(s.token, {
          orderId: order.id,
          type: "return",
          reason: "other",
          images: Array.from({ length: 10 }, (_, i) => `/uploads/${i}.png`),
        })
      ).status,
    ).toBe(422);
  });
});

describe("after-sales list and detail", () => {
  it("lists the caller's requests only, newest first, paged; another's detail is 404", async () => {
    const a = await orderAt(500);
    const b = await orderAt(520);
    await applyFor(a.s.token, { orderId: a.order.id, type: "refund", reason: "other" });
    const mine = await applyFor(b.s.token, { orderId: b.order.id, type: "return", reason: "other" });
    const page = await call<{ rows: AfterSale[]; total: number; hasMore: boolean }>(
      list,
      "/api/v1/after-sales?pageIndex=1&pageSize=10",
      { token: b.s.token },
    );
    expect(page.body.total).toBe(1);
    expect(page.body.hasMore).toBe(false);
    expect(page.body.rows[0]).toMatchObject({
      id: mine.body.id,
      orderId: b.order.id,
      type: "return",
      status: "pending",
    });
    expect((await call(detail, `/api/v1/after-sales-detail?id=${mine.body.id}`, { token: a.s.token })).status).toBe(
      404,
    );
    expect((await call(list, "/api/v1/after-sales")).status).toBe(401);
  });
});
