// Part returns and refunds: the units a request covers, the amount the server computes and explains
// (coupon and points shares deducted, freight only with the whole order before shipping), points back
// in proportion, the coupon only with the whole order; and the return windows by time, on a fake clock.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as apply } from "@/app/api/v1/after-sales-apply/route";
import { POST as quote } from "@/app/api/v1/after-sales-quote/route";
import { GET as orderDetail } from "@/app/api/v1/orders-detail/route";
import { POST as reviewCreate } from "@/app/api/v1/review-create/route";
import { db, writeTransaction } from "@/lib/db";
import { rejectReturn } from "@/lib/services/after-sales";
import { addPointsEntry, pointsReason } from "@/lib/services/engagement";
import { shipOrder } from "@/lib/services/order";
import { GET as adminAfterSaleDetail } from "@/app/api/admin/v1/after-sales/[id]/route";
import { adminCall, signedIn, testActor } from "@/tests/helpers/admin";
import { call, tokenFor } from "@/tests/helpers/api";
import { stockOf, useTestFreightRule } from "@/tests/helpers/orders-fixtures";
import { approveAndReceive, orderAt, paidCartOrder } from "@/tests/helpers/after-sales-fixtures";

beforeAll(useTestFreightRule);
afterEach(() => {
  vi.useRealTimers();
});

type Figures = {
  refundAmount: number;
  goodsAmount: number;
  couponShare: number;
  pointsShare: number;
  freightAmount: number;
  pointsBack: number;
  couponBack: boolean;
};
type Quote = Figures & {
  wholeOrder: boolean;
  reasons: string[];
  type: string;
  items: { orderItemId: number; quantity: number; amount: number }[];
};
type Request = Figures & { id: number; status: string; scope: string; code?: string; message?: string };
type Detail = {
  status: number;
  afterSaleOpen: boolean;
  items: { id: number; afterSaleQuantity: number }[];
  actions: Record<string, boolean>;
  afterSaleWindow: { returnUntil: string | null; qualityUntil: string | null; closed: string | null };
};

const applyFor = (token: string, body: Record<string, unknown>) =>
  call<Request>(apply, "/api/v1/after-sales-apply", { token, body });
const quoteFor = (token: string, body: Record<string, unknown>) =>
  call<Quote & { code?: string }>(quote, "/api/v1/after-sales-quote", { token, body });
const detailOf = async (token: string, id: number) =>
  (await call<Detail>(orderDetail, `/api/v1/orders-detail?id=${id}`, { token })).body;

// The worked example of lib/services/after-sales/refund-math.test.ts: ¥99.90 + 3 × ¥19.90 + ¥0.01, a
// ¥10.00 coupon, 2,000 points; five 500 g units ship for ¥25.00 under the test freight rule.
const EXAMPLE = [
  { price: 9990, quantity: 1 },
  { price: 1990, quantity: 3 },
  { price: 1, quantity: 1 },
];

describe("part refunds before shipping", () => {
  it("two units of one line, then the rest: amounts explained, stock and points back per unit, freight and coupon with the whole order", async () => {
    const { s, skus, order, items, payment, coupon } = await paidCartOrder(EXAMPLE, { couponOff: 1000, points: 2000 });
    expect(order.freightAmount).toBe(2500);
    expect(order.totalAmount).toBe(15961 - 1000 - 2000 + 2500);
    expect((await db.user.findUniqueOrThrow({ where: { id: s.user.id } })).points).toBe(0);

    const whole = await quoteFor(s.token, { orderId: order.id });
    expect(whole.status).toBe(200);
    expect(whole.body).toMatchObject({
      type: "refund",
      wholeOrder: true,
      refundAmount: order.totalAmount,
      freightAmount: 2500,
    });
    expect(whole.body).toMatchObject({ couponShare: 1000, pointsShare: 2000, pointsBack: 2000, couponBack: true });

    const part = [{ orderItemId: items[1].id, quantity: 2 }];
    const q = await quoteFor(s.token, { orderId: order.id, items: part });
    const expected = {
      refundAmount: 3232,
      goodsAmount: 3980,
      couponShare: 250,
      pointsShare: 498,
      freightAmount: 0,
      pointsBack: 498,
      couponBack: false,
    };
    expect(q.body).toMatchObject({ ...expected, wholeOrder: false });
    const first = await applyFor(s.token, { orderId: order.id, type: "refund", reason: "not_wanted", items: part });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ ...expected, status: "refunded", scope: "items" });
    expect(await stockOf(skus[1].skuId)).toBe(20 - 3 + 2);
    expect((await db.user.findUniqueOrThrow({ where: { id: s.user.id } })).points).toBe(498);
    expect(await db.payment.findUniqueOrThrow({ where: { outTradeNo: payment.outTradeNo } })).toMatchObject({
      status: "paid",
      refundedAmount: 3232,
    });
    expect((await db.userCoupon.findUniqueOrThrow({ where: { id: coupon!.id } })).usedAt).not.toBeNull();
    // The back office sees the same breakdown and which units the request covers.
    const { cookie } = await signedIn(["service"]);
    const desk = await adminCall<{
      breakdown: Record<string, number | boolean>;
      items: { id: number; requested: number; requestedAmount: number }[];
    }>(adminAfterSaleDetail, "/x", { cookie, params: { id: String(first.body.id) } });
    expect(desk.body.breakdown).toEqual({
      goodsAmount: 3980,
      couponShare: 250,
      pointsShare: 498,
      freightAmount: 0,
      pointsBack: 498,
      couponBack: false,
    });
    expect(desk.body.items.map((i) => [i.id, i.requested, i.requestedAmount])).toEqual([
      [items[0].id, 0, 0],
      [items[1].id, 2, 3232],
      [items[2].id, 0, 0],
    ]);
    const after = await detailOf(s.token, order.id);
    expect(after).toMatchObject({ status: 500 });
    expect(after.items.map((i) => i.afterSaleQuantity)).toEqual([0, 2, 0]);
    expect(after.actions.refund).toBe(true);

    // The rest: every unit left, with the freight (nothing ships) and the coupon.
    const rest = await applyFor(s.token, { orderId: order.id, type: "refund", reason: "other" });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({
      refundAmount: 8112 + 1616 + 1 + 2500,
      freightAmount: 2500,
      pointsBack: 1502,
      couponBack: true,
      status: "refunded",
    });
    expect(first.body.refundAmount + rest.body.refundAmount).toBe(order.totalAmount);
    const closed = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(closed).toMatchObject({ status: 10, closeReason: "refunded" });
    expect((await db.userCoupon.findUniqueOrThrow({ where: { id: coupon!.id } })).usedAt).toBeNull();
    expect((await db.user.findUniqueOrThrow({ where: { id: s.user.id } })).points).toBe(2000);
    const p = await db.payment.findUniqueOrThrow({ where: { outTradeNo: payment.outTradeNo } });
    expect(p).toMatchObject({ status: "refunded", refundedAmount: p.amount });
    expect(await db.paymentEvent.count({ where: { paymentId: p.id, kind: "refund", outcome: "refunded" } })).toBe(2);
    for (const sku of skus) expect(await stockOf(sku.skuId)).toBe(20);
    expect((await applyFor(s.token, { orderId: order.id, type: "refund", reason: "other" })).status).toBe(409);
  });

  it("a part refunded before shipping keeps the freight when the rest ships and is returned", async () => {
    const { s, order, items, payment } = await paidCartOrder(
      [
        { price: 3000, quantity: 1 },
        { price: 2000, quantity: 2 },
      ],
      {},
    );
    const first = await applyFor(s.token, {
      orderId: order.id,
      type: "refund",
      reason: "not_wanted",
      items: [{ orderItemId: items[0].id, quantity: 1 }],
    });
    expect(first.body).toMatchObject({ refundAmount: 3000, freightAmount: 0 });
    await shipOrder(order.id, undefined, {}, testActor);
    const ret = await applyFor(s.token, { orderId: order.id, type: "return", reason: "wrong_item" });
    expect(ret.body).toMatchObject({ status: "pending", refundAmount: 4000, freightAmount: 0, scope: "order" });
    expect(await approveAndReceive(ret.body.id, "ok")).toBe("refunded");
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: 10 });
    const p = await db.payment.findUniqueOrThrow({ where: { outTradeNo: payment.outTradeNo } });
    expect(p.refundedAmount).toBe(order.totalAmount - order.freightAmount);
  });

  it("refuses more units than are left, another order's item, the same item twice, zero units and a bad reason", async () => {
    const { s, order, items } = await paidCartOrder([
      { price: 1000, quantity: 2 },
      { price: 500, quantity: 1 },
    ]);
    const other = await paidCartOrder([{ price: 700, quantity: 1 }]);
    const body = (extra: Record<string, unknown>) => ({ orderId: order.id, type: "refund", reason: "other", ...extra });
    const tooMany = await applyFor(s.token, body({ items: [{ orderItemId: items[0].id, quantity: 3 }] }));
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBeTruthy();
    expect((await applyFor(s.token, body({ items: [{ orderItemId: other.items[0].id, quantity: 1 }] }))).status).toBe(
      404,
    );
    expect(
      (
        await applyFor(
          s.token,
          body({
            items: [
              { orderItemId: items[0].id, quantity: 1 },
              { orderItemId: items[0].id, quantity: 1 },
            ],
          }),
        )
      ).status,
    ).toBe(422);
    expect((await applyFor(s.token, body({ items: [{ orderItemId: items[0].id, quantity: 0 }] }))).status).toBe(422);
    expect((await applyFor(s.token, body({ items: [] }))).status).toBe(422);
    expect((await applyFor(s.token, body({ reason: "changed_mind" }))).status).toBe(422);
    // A return is not what a paid order waiting to ship gets.
    expect((await applyFor(s.token, body({ type: "return" }))).status).toBe(409);
    expect(await db.afterSale.count({ where: { orderId: order.id } })).toBe(0);
    expect((await db.orderItem.findMany({ where: { orderId: order.id } })).map((i) => i.afterSaleQuantity)).toEqual([
      0, 0,
    ]);
  });
});

describe("returns after receipt", () => {
  it("a part return waits; the other item is reviewed; approval refunds the units and completes the order", async () => {
    const { s, order, items } = await paidCartOrder(
      [
        { price: 5000, quantity: 1 },
        { price: 1500, quantity: 2 },
      ],
      { status: 520 },
    );
    const ret = await applyFor(s.token, {
      orderId: order.id,
      type: "return",
      reason: "quality",
      items: [{ orderItemId: items[1].id, quantity: 2 }],
    });
    expect(ret.body).toMatchObject({ status: "pending", refundAmount: 3000 });
    const reviewed = await call<{ status: number; remaining: number }>(reviewCreate, "/api/v1/review-create", {
      token: s.token,
      body: { orderId: order.id, items: [{ orderItemId: items[0].id, rating: 5, content: "好" }] },
    });
    // The returned item still counts until the return is granted.
    expect(reviewed.body).toMatchObject({ status: 520, remaining: 1 });
    expect(await approveAndReceive(ret.body.id, "ok")).toBe("refunded");
    const o = await db.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(o).toMatchObject({ status: 530, afterSaleOpen: false });
    // Points for what was kept only: ¥50 of goods + ¥10 freight.
    expect((await db.user.findUniqueOrThrow({ where: { id: s.user.id } })).points).toBe(
      Math.floor((order.totalAmount - 3000) / 100),
    );
  });

  it("after completion the earned points follow what is kept: a return takes them back, a rejection gives them, never below zero", async () => {
    const { s, order, items } = await paidCartOrder(
      [
        { price: 5000, quantity: 1 },
        { price: 1500, quantity: 2 },
      ],
      { status: 520 },
    );
    const balance = async () => (await db.user.findUniqueOrThrow({ where: { id: s.user.id } })).points;
    const waiting = await applyFor(s.token, {
      orderId: order.id,
      type: "return",
      reason: "quality",
      items: [{ orderItemId: items[1].id, quantity: 1 }],
    });
    expect(waiting.body.refundAmount).toBe(1500);
    await call(reviewCreate, "/api/v1/review-create", {
      token: s.token,
      body: {
        orderId: order.id,
        items: items.map((i) => ({ orderItemId: i.id, rating: 5, content: "好" })),
      },
    });
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(530);
    // Completion earned nothing for the unit still being returned.
    expect(await balance()).toBe(Math.floor((order.totalAmount - 1500) / 100));
    // The operator rejects it: the unit is kept, and its points are earned now.
    await rejectReturn(waiting.body.id, "无质量问题", testActor);
    expect(await balance()).toBe(Math.floor(order.totalAmount / 100));

    // A return after completion (within 7 days) takes back what the returned goods earned.
    const back = await applyFor(s.token, {
      orderId: order.id,
      type: "return",
      reason: "not_wanted",
      items: [{ orderItemId: items[0].id, quantity: 1 }],
    });
    expect(back.body.refundAmount).toBe(5000);
    expect(await approveAndReceive(back.body.id, "ok")).toBe("refunded");
    expect(await balance()).toBe(Math.floor((order.totalAmount - 5000) / 100));
    const ledger = await db.pointsEntry.findMany({
      where: { userId: s.user.id, reason: pointsReason.ORDER_RETURN },
      orderBy: { id: "asc" },
    });
    expect(ledger.map((e) => e.delta)).toEqual([
      Math.floor(order.totalAmount / 100) - Math.floor((order.totalAmount - 1500) / 100),
      Math.floor((order.totalAmount - 5000) / 100) - Math.floor(order.totalAmount / 100),
    ]);

    // Points spent meanwhile stay spent: the last unit's return takes back only what is left.
    const left = await balance();
    await writeTransaction((tx) =>
      addPointsEntry(tx, { userId: s.user.id, delta: -(left - 3), reason: pointsReason.ADJUST }),
    );
    const last = await applyFor(s.token, {
      orderId: order.id,
      type: "return",
      reason: "not_wanted",
      items: [{ orderItemId: items[1].id, quantity: 1 }],
    });
    expect(await approveAndReceive(last.body.id, "ok")).toBe("refunded");
    expect(await balance()).toBe(0);
    const sum = await db.pointsEntry.aggregate({ where: { userId: s.user.id }, _sum: { delta: true } });
    expect(sum._sum.delta).toBe(0);
  });

  it("the return windows go by time, not by the review: 7 days for any reason, 15 for the seller's fault", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    const day = 86_400_000;
    const { s, order } = await orderAt(520);
    const received = (await db.order.findUniqueOrThrow({ where: { id: order.id } })).receivedAt!;
    // Reviewed and complete: the return stays open all the same.
    await call(reviewCreate, "/api/v1/review-create", {
      token: s.token,
      body: {
        orderId: order.id,
        items: [
          {
            orderItemId: (await db.orderItem.findFirstOrThrow({ where: { orderId: order.id } })).id,
            rating: 4,
            content: "ok",
          },
        ],
      },
    });
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(530);

    vi.setSystemTime(start + 6 * day);
    let token = await tokenFor(s.user);
    expect((await quoteFor(token, { orderId: order.id })).body.reasons).toEqual([
      "not_wanted",
      "quality",
      "wrong_item",
      "missing_item",
      "other",
    ]);
    const six = await detailOf(token, order.id);
    expect(six.actions.return).toBe(true);
    expect(six.afterSaleWindow).toEqual({
      returnUntil: new Date(received.getTime() + 7 * day).toISOString(),
      qualityUntil: new Date(received.getTime() + 15 * day).toISOString(),
      closed: null,
    });

    vi.setSystemTime(start + 8 * day);
    token = await tokenFor(s.user);
    expect((await quoteFor(token, { orderId: order.id })).body.reasons).toEqual([
      "quality",
      "wrong_item",
      "missing_item",
    ]);
    const late = await applyFor(token, { orderId: order.id, type: "return", reason: "not_wanted" });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe("CONFLICT");

    vi.setSystemTime(start + 16 * day);
    token = await tokenFor(s.user);
    const gone = await detailOf(token, order.id);
    expect(gone.actions.return).toBe(false);
    expect(gone.afterSaleWindow.closed).toBe("window");
    expect((await applyFor(token, { orderId: order.id, type: "return", reason: "quality" })).status).toBe(409);
    expect((await quoteFor(token, { orderId: order.id })).status).toBe(409);

    // Within 15 days a quality return is still taken (day 8 on a second order).
    vi.setSystemTime(start);
    const second = await orderAt(520);
    vi.setSystemTime(start + 8 * day);
    token = await tokenFor(second.s.user);
    const ok = await applyFor(token, { orderId: second.order.id, type: "return", reason: "quality" });
    expect(ok.body).toMatchObject({ status: "pending" });
    const claimed = await detailOf(token, second.order.id);
    expect(claimed.afterSaleWindow.closed).toBe("claimed");
  });
});
