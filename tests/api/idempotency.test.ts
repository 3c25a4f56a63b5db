// Writes that were saved are never reported as failed (issue 27, item 5). The status moves answer from
// their own transaction, so a read failing after the commit changes nothing; the writes of order
// placement, cancel, pay, after-sales and review take an Idempotency-Key, and a repeat with it answers
// the first outcome instead of acting twice. On both engines.
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { POST as createOrderNow } from "@/app/api/v1/create-order-now/route";
import { POST as cancelOrder } from "@/app/api/v1/cancel-order/route";
import { POST as confirmReceipt } from "@/app/api/v1/confirm-receipt/route";
import { POST as completeOrder } from "@/app/api/v1/complete-order/route";
import { POST as mpayH5 } from "@/app/api/v1/mpay-h5/route";
import { POST as afterSalesApply } from "@/app/api/v1/after-sales-apply/route";
import { POST as reviewCreate } from "@/app/api/v1/review-create/route";
import { call } from "@/tests/helpers/api";
import { createSku, stockOf } from "@/tests/helpers/orders-fixtures";
import { orderAt, placeOrder, shopper } from "@/tests/helpers/after-sales-fixtures";

type Order = { id: number; orderNo: string; status: number; code?: string };
type Failure = { code: string; message: string };

afterEach(() => {
  vi.restoreAllMocks();
});

/** The next standalone read of orders fails as if the connection dropped (a read after a commit). */
function failNextOrderRead() {
  const dropped = Object.assign(new Error("Connection terminated unexpectedly"), { code: "ECONNRESET" });
  return vi.spyOn(db.order, "findFirst").mockRejectedValueOnce(dropped);
}

describe("a status move whose read-back fails", () => {
  it("cancel-order answers the cancelled order from its own transaction", async () => {
    const s = await shopper();
    const sku = await createSku({ stock: 5 });
    const order = await placeOrder(s, sku.skuId, 2);
    const spy = failNextOrderRead();
    const res = await call<Order>(cancelOrder, "/api/v1/cancel-order", { token: s.token, body: { id: order.id } });
    spy.mockRestore();
    const saved = await db.order.findUniqueOrThrow({ where: { id: order.id }, select: { status: true } });
    // Saved and answered as saved: never an error for a cancellation that happened.
    expect(saved.status).toBe(10);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: order.id, status: 10 });
    expect(await stockOf(sku.skuId)).toBe(5);
  });

  it("confirm-receipt and complete-order answer from their own transaction", async () => {
    const { s, order } = await orderAt(510);
    let spy = failNextOrderRead();
    const received = await call<Order>(confirmReceipt, "/api/v1/confirm-receipt", {
      token: s.token,
      body: { id: order.id },
    });
    spy.mockRestore();
    expect(received.status).toBe(200);
    expect(received.body.status).toBe(520);
    spy = failNextOrderRead();
    const completed = await call<Order>(completeOrder, "/api/v1/complete-order", {
      token: s.token,
      body: { id: order.id },
    });
    spy.mockRestore();
    expect(completed.status).toBe(200);
    expect(completed.body.status).toBe(530);
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(530);
  });
});

describe("Idempotency-Key", () => {
  it("answers a repeated order placement with the first order: one order, stock taken once", async () => {
    const s = await shopper();
    const sku = await createSku({ stock: 10 });
    const body = { addressId: s.addressId, skuId: sku.skuId, quantity: 3 };
    const headers = { "idempotency-key": "order-7f3a" };
    const first = await call<Order>(createOrderNow, "/api/v1/create-order-now", { token: s.token, body, headers });
    expect(first.status).toBe(200);
    expect(first.headers.get("idempotency-replayed")).toBeNull();
    const again = await call<Order>(createOrderNow, "/api/v1/create-order-now", { token: s.token, body, headers });
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotency-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expect(await db.order.count({ where: { userId: s.user.id } })).toBe(1);
    expect(await stockOf(sku.skuId)).toBe(7);
    // Another key is another order.
    const other = await call<Order>(createOrderNow, "/api/v1/create-order-now", {
      token: s.token,
      body,
      headers: { "idempotency-key": "order-7f3b" },
    });
    expect(other.body.id).not.toBe(first.body.id);
    expect(await stockOf(sku.skuId)).toBe(4);
  });

  it("lets only one of several concurrent repeats act; the others answer its outcome", async () => {
    const s = await shopper();
    const sku = await createSku({ stock: 10 });
    const body = { addressId: s.addressId, skuId: sku.skuId, quantity: 1 };
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        call<Order>(createOrderNow, "/api/v1/create-order-now", {
          token: s.token,
          body,
          headers: { "idempotency-key": "burst-1" },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect(await db.order.count({ where: { userId: s.user.id } })).toBe(1);
    expect(await stockOf(sku.skuId)).toBe(9);
  });

  it("refuses the same key with another request, and a malformed key", async () => {
    const s = await shopper();
    const sku = await createSku({ stock: 10 });
    const headers = { "idempotency-key": "same-key" };
    const first = await call<Order>(createOrderNow, "/api/v1/create-order-now", {
      token: s.token,
      body: { addressId: s.addressId, skuId: sku.skuId, quantity: 1 },
      headers,
    });
    expect(first.status).toBe(200);
    const reused = await call<Failure>(createOrderNow, "/api/v1/create-order-now", {
      token: s.token,
      body: { addressId: s.addressId, skuId: sku.skuId, quantity: 2 },
      headers,
    });
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe("CONFLICT");
    expect(reused.body.message).toMatch(/Idempotency-Key/);
    const malformed = await call<Failure>(createOrderNow, "/api/v1/create-order-now", {
      token: s.token,
      body: { addressId: s.addressId, skuId: sku.skuId, quantity: 1 },
      headers: { "idempotency-key": "has space" },
    });
    expect(malformed.status).toBe(400);
    expect(await db.order.count({ where: { userId: s.user.id } })).toBe(1);
  });

  it("keeps no outcome for a request that failed: the repeat runs again", async () => {
    const s = await shopper();
    const sku = await createSku({ stock: 1 });
    const body = { addressId: s.addressId, skuId: sku.skuId, quantity: 2 };
    const headers = { "idempotency-key": "retry-after-refill" };
    const refused = await call<Failure>(createOrderNow, "/api/v1/create-order-now", { token: s.token, body, headers });
    expect(refused.status).toBe(409);
    expect(await db.idempotencyKey.count({ where: { userId: s.user.id } })).toBe(0);
    await db.sku.update({ where: { id: sku.skuId }, data: { stock: 5 } });
    const placed = await call<Order>(createOrderNow, "/api/v1/create-order-now", { token: s.token, body, headers });
    expect(placed.status).toBe(200);
    expect(await stockOf(sku.skuId)).toBe(3);
  });

  it("answers a repeated cancel, payment, after-sales request and review with the first outcome", async () => {
    const s = await shopper();
    const sku = await createSku({ stock: 5 });
    const order = await placeOrder(s, sku.skuId, 1);
    const cancelled = await Promise.all(
      [0, 1].map(() =>
        call<Order>(cancelOrder, "/api/v1/cancel-order", {
          token: s.token,
          body: { id: order.id },
          headers: { "idempotency-key": "cancel-1" },
        }),
      ),
    );
    // Without the key the second cancel would be 409 (already closed); with it, the same answer.
    expect(cancelled.map((r) => r.status)).toEqual([200, 200]);
    expect(cancelled[1].body).toEqual(cancelled[0].body);
    expect(await stockOf(sku.skuId)).toBe(5);

    const unpaid = await placeOrder(s, sku.skuId, 1);
    const pay = () =>
      call<{ outTradeNo: string }>(mpayH5, "/api/v1/mpay-h5", {
        token: s.token,
        body: { orderId: unpaid.id },
        headers: { "idempotency-key": "pay-1" },
      });
    const [paid, paidAgain] = [await pay(), await pay()];
    expect(paid.status).toBe(200);
    expect(paidAgain.body.outTradeNo).toBe(paid.body.outTradeNo);
    expect(await db.payment.count({ where: { orderId: unpaid.id } })).toBe(1);

    const { s: buyer, order: shipped } = await orderAt(500);
    const apply = () =>
      call<{ id: number; status: string }>(afterSalesApply, "/api/v1/after-sales-apply", {
        token: buyer.token,
        body: { orderId: shipped.id, type: "refund", reason: "not_wanted" },
        headers: { "idempotency-key": "refund-1" },
      });
    const applied = await apply();
    const appliedAgain = await apply();
    expect(applied.status).toBe(200);
    expect(appliedAgain.body).toEqual(applied.body);
    expect(applied.body.status).toBe("refunded");
    expect(await db.afterSale.count({ where: { orderId: shipped.id } })).toBe(1);

    const { s: reviewer, order: received } = await orderAt(520);
    const item = await db.orderItem.findFirstOrThrow({ where: { orderId: received.id } });
    const review = () =>
      call<{ orderId: number; reviewed: number }>(reviewCreate, "/api/v1/review-create", {
        token: reviewer.token,
        body: { orderId: received.id, items: [{ orderItemId: item.id, rating: 5, content: "很好" }] },
        headers: { "idempotency-key": "review-1" },
      });
    const reviewed = await review();
    const reviewedAgain = await review();
    expect(reviewed.status).toBe(200);
    expect(reviewedAgain.status).toBe(200);
    expect(reviewedAgain.body).toEqual(reviewed.body);
    expect(await db.review.count({ where: { orderId: received.id } })).toBe(1);
  });

  it("answers an after-sales request whose refund step failed after the commit from what was committed", async () => {
    const { s, order } = await orderAt(500);
    // The refund is committed, then reading it back for the provider fails (the database dropped).
    const dropped = Object.assign(new Error("Connection terminated unexpectedly"), { code: "ECONNRESET" });
    const spy = vi.spyOn(db.afterSale, "findUniqueOrThrow").mockRejectedValueOnce(dropped);
    const res = await call<{ id: number; status: string; orderId: number }>(
      afterSalesApply,
      "/api/v1/after-sales-apply",
      {
        token: s.token,
        body: { orderId: order.id, type: "refund", reason: "not_wanted" },
        headers: { "idempotency-key": "refund-2" },
      },
    );
    spy.mockRestore();
    const saved = await db.afterSale.findFirstOrThrow({ where: { orderId: order.id } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: saved.id, orderId: order.id, status: "refunding" });
    // A repeat with the key answers the same request, never a second one.
    const again = await call<{ id: number }>(afterSalesApply, "/api/v1/after-sales-apply", {
      token: s.token,
      body: { orderId: order.id, type: "refund", reason: "not_wanted" },
      headers: { "idempotency-key": "refund-2" },
    });
    expect(again.body.id).toBe(saved.id);
    expect(await db.afterSale.count({ where: { orderId: order.id } })).toBe(1);
  });

  it("is said in the OpenAPI document for exactly those endpoints", async () => {
    const { allEndpoints } = await import("@/lib/api/endpoints");
    const idempotent = allEndpoints.filter((e) => e.idempotent).map((e) => e.path);
    expect(idempotent).toEqual(
      expect.arrayContaining([
        "/api/v1/create-order",
        "/api/v1/create-order-now",
        "/api/v1/cancel-order",
        "/api/v1/mpay-h5",
        "/api/v1/after-sales-apply",
        "/api/v1/review-create",
        "/api/v1/review-follow-up",
        "/api/v1/alipay-wap",
      ]),
    );
    const { GET } = await import("@/app/api/v1/openapi.json/route");
    const doc = (await GET().json()) as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    };
    const header = (path: string, method: string) =>
      doc.paths[path][method].parameters?.some((p) => p.in === "header" && p.name === "Idempotency-Key") ?? false;
    expect(header("/api/v1/create-order", "post")).toBe(true);
    expect(header("/api/v1/review-create", "post")).toBe(true);
    expect(header("/api/v1/cart-add", "post")).toBe(false);
  });
});
