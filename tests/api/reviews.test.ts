// Reviews per item (评价晒图): each order item rated on its own, items skipped and reviewed later, the
// order completing when none is left or when the review window closes (the default good review, on a
// fake clock), one follow-up per review, and the goods page's list and summary counted per product,
// with the "with photos" filter and the SKU in the reader's locale.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as reviewCreate } from "@/app/api/v1/review-create/route";
import { POST as followUp } from "@/app/api/v1/review-follow-up/route";
import { GET as productReviews } from "@/app/api/v1/product-reviews/route";
import { GET as orderDetail } from "@/app/api/v1/orders-detail/route";
import { db } from "@/lib/db";
import { closeReviewWindows } from "@/lib/services/after-sales";
import { sweepOnce } from "@/lib/services/order";
import { call, tokenFor } from "@/tests/helpers/api";
import { useTestFreightRule } from "@/tests/helpers/orders-fixtures";
import { paidCartOrder, shopper } from "@/tests/helpers/after-sales-fixtures";

beforeAll(useTestFreightRule);
afterEach(() => {
  vi.useRealTimers();
});

type Reviews = {
  rows: {
    rating: number;
    content: string;
    images: string[];
    nickname: string;
    avatar: string;
    anonymous: boolean;
    auto: boolean;
    skuName: string;
    followUp: { content: string; images: string[]; days: number } | null;
  }[];
  total: number;
  hasMore: boolean;
  summary: { count: number; average: number; goodRate: number; withPhotos: number };
};
type Created = { status: number; reviewed: number; remaining: number; code?: string };

const review = (token: string, orderId: number, items: Record<string, unknown>[]) =>
  call<Created>(reviewCreate, "/api/v1/review-create", { token, body: { orderId, items } });
const reviewsOf = (productId: number, extra = "", locale = "zh-Hans") =>
  call<Reviews>(productReviews, `/api/v1/product-reviews?productId=${productId}&pageIndex=1&pageSize=10${extra}`, {
    locale,
  });

async function photo(userId: number, name: string) {
  return db.upload.create({
    data: { userId, url: `/uploads/${name}.png`, name: `${name}.png`, size: 10, fileId: name, mimeType: "image/png" },
  });
}

describe("reviews per item", () => {
  it("each item gets its own rating, text and photos; a skipped item is reviewed later; then the order completes", async () => {
    const { s, skus, order, items } = await paidCartOrder(
      [
        { price: 399900, quantity: 1 },
        { price: 2990, quantity: 2 },
      ],
      { status: 520 },
    );
    const pic = await photo(s.user.id, `phone${order.id}`);
    const first = await review(s.token, order.id, [
      { orderItemId: items[0].id, rating: 5, content: "手机很流畅", images: [pic.url] },
    ]);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 520, reviewed: 1, remaining: 1 });
    let detail = (
      await call<{ items: { review: { rating: number } | null }[]; actions: Record<string, boolean> }>(
        orderDetail,
        `/api/v1/orders-detail?id=${order.id}`,
        { token: s.token },
      )
    ).body;
    expect(detail.items.map((i) => i.review?.rating ?? null)).toEqual([5, null]);
    expect(detail.actions.review).toBe(true);

    const second = await review(s.token, order.id, [
      { orderItemId: items[1].id, rating: 2, content: "坚果有点潮", anonymous: true },
    ]);
    expect(second.body).toMatchObject({ status: 530, reviewed: 1, remaining: 0 });
    expect((await db.user.findUniqueOrThrow({ where: { id: s.user.id } })).points).toBe(
      Math.floor(order.totalAmount / 100),
    );
    detail = (
      await call<{ items: { review: { rating: number } | null }[]; actions: Record<string, boolean> }>(
        orderDetail,
        `/api/v1/orders-detail?id=${order.id}`,
        { token: s.token },
      )
    ).body;
    expect(detail.actions).toMatchObject({ review: false, followUp: true });

    // The phone's review is on the phone's page only, and the nuts' on theirs.
    const phone = await reviewsOf(skus[0].productId);
    expect(phone.body.summary).toEqual({ count: 1, average: 5, goodRate: 100, withPhotos: 1 });
    expect(phone.body.rows).toHaveLength(1);
    expect(phone.body.rows[0]).toMatchObject({
      content: "手机很流畅",
      images: [pic.url],
      nickname: "T***r",
      anonymous: false,
    });
    const nuts = await reviewsOf(skus[1].productId);
    expect(nuts.body.summary).toEqual({ count: 1, average: 2, goodRate: 0, withPhotos: 0 });
    expect(nuts.body.rows[0]).toMatchObject({ content: "坚果有点潮", nickname: "", avatar: "", anonymous: true });
  });

  it("refuses an item reviewed twice (also at once), another order's item, a review before receipt, a bad rating and a foreign photo", async () => {
    const { s, order, items } = await paidCartOrder([{ price: 1000, quantity: 1 }], { status: 520 });
    const body = [{ orderItemId: items[0].id, rating: 4, content: "ok" }];
    const both = await Promise.all([review(s.token, order.id, body), review(s.token, order.id, body)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await db.review.count({ where: { orderId: order.id } })).toBe(1);

    const target = await paidCartOrder(
      [
        { price: 1000, quantity: 1 },
        { price: 900, quantity: 1 },
      ],
      { status: 520 },
    );
    const other = await shopper();
    const t = (items: Record<string, unknown>[], token = target.s.token) => review(token, target.order.id, items);
    expect((await t([{ orderItemId: target.items[0].id, rating: 4, content: "x" }], other.token)).status).toBe(404);
    expect((await t([{ orderItemId: items[0].id, rating: 4, content: "x" }])).status).toBe(404);
    expect((await t([{ orderItemId: target.items[0].id, rating: 6, content: "x" }])).status).toBe(422);
    expect((await t([{ orderItemId: target.items[0].id, rating: 4, content: " " }])).status).toBe(422);
    expect(
      (
        await t([
          { orderItemId: target.items[0].id, rating: 4, content: "x" },
          { orderItemId: target.items[0].id, rating: 5, content: "y" },
        ])
      ).status,
    ).toBe(422);
    const foreign = await photo(other.user.id, `foreign${target.order.id}`);
    expect(
      (await t([{ orderItemId: target.items[0].id, rating: 4, content: "x", images: [foreign.url] }])).status,
    ).toBe(422);
    // A bad item among good ones: nothing is written.
    expect(
      (
        await t([
          { orderItemId: target.items[0].id, rating: 4, content: "x" },
          { orderItemId: 99_999_999, rating: 4, content: "y" },
        ])
      ).status,
    ).toBe(404);
    expect(await db.review.count({ where: { orderId: target.order.id } })).toBe(0);

    const shipped = await paidCartOrder([{ price: 1000, quantity: 1 }], { status: 510 });
    const early = await review(shipped.s.token, shipped.order.id, [
      { orderItemId: shipped.items[0].id, rating: 4, content: "x" },
    ]);
    expect(early.status).toBe(409);
    expect(early.body.code).toBe("CONFLICT");
  });

  it("the goods page: newest first, paged, the photos filter, the SKU in the reader's locale", async () => {
    const first = await paidCartOrder([{ price: 1500, quantity: 1 }], { status: 520 });
    const productId = first.skus[0].productId;
    const skuId = first.skus[0].skuId;
    await db.contentTranslation.create({
      data: { entity: "sku", entityId: skuId, locale: "en", field: "name", value: "Standard" },
    });
    const orders = [first];
    for (let i = 0; i < 2; i++) {
      const o = await paidCartOrder([{ price: 1500, quantity: 1 }], { status: 520 });
      // Point the line at the first product and SKU, so three shoppers review the same goods.
      await db.orderItem.updateMany({ where: { orderId: o.order.id }, data: { productId, skuId } });
      orders.push(o);
    }
    const pic = await photo(orders[1].s.user.id, `pic${orders[1].order.id}`);
    for (const [i, o] of orders.entries())
      await review(o.s.token, o.order.id, [
        { orderItemId: o.items[0].id, rating: [5, 3, 4][i], content: `r${i}`, images: i === 1 ? [pic.url] : [] },
      ]);
    const page = await call<Reviews>(
      productReviews,
      `/api/v1/product-reviews?productId=${productId}&pageIndex=1&pageSize=2`,
      { locale: "en" },
    );
    expect(page.body).toMatchObject({
      total: 3,
      hasMore: true,
      summary: { count: 3, average: 4, goodRate: 67, withPhotos: 1 },
    });
    expect(page.body.rows.map((r) => r.content)).toEqual(["r2", "r1"]);
    expect(page.body.rows.map((r) => r.skuName)).toEqual(["Standard", "Standard"]);
    expect((await reviewsOf(productId, "", "zh-Hans")).body.rows[0].skuName).toBe("标准");
    const photos = await reviewsOf(productId, "&withPhotos=1");
    expect(photos.body.total).toBe(1);
    expect(photos.body.rows[0]).toMatchObject({ content: "r1", images: [pic.url] });
    // The summary is the product's, whatever the filter.
    expect(photos.body.summary.count).toBe(3);
    expect((await reviewsOf(productId, "&withPhotos=yes")).status).toBe(422);
    const none = await reviewsOf(999_999);
    expect(none.body).toMatchObject({ total: 0, summary: { count: 0, average: 0, goodRate: 0, withPhotos: 0 } });
  });
});

describe("the review window and follow-ups, on a fake clock", () => {
  it("after 15 days the sweep gives the items left the default good review and completes the order", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    const day = 86_400_000;
    const { s, skus, order, items } = await paidCartOrder(
      [
        { price: 1000, quantity: 1 },
        { price: 2000, quantity: 1 },
      ],
      { status: 520 },
    );
    await review(s.token, order.id, [{ orderItemId: items[0].id, rating: 3, content: "一般" }]);
    vi.setSystemTime(start + 14 * day);
    expect(await closeReviewWindows()).toBe(0);
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(520);
    vi.setSystemTime(start + 15 * day + 60_000);
    // The server's periodic sweep (in the process that leads it) runs it; orders of this file's other
    // tests still waiting for review fall due at the same time.
    expect((await sweepOnce()).completed).toBeGreaterThanOrEqual(1);
    expect((await db.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe(530);
    const auto = await db.review.findUniqueOrThrow({ where: { orderItemId: items[1].id } });
    expect(auto).toMatchObject({ rating: 5, auto: true, content: "" });
    expect((await db.review.findUniqueOrThrow({ where: { orderItemId: items[0].id } })).auto).toBe(false);
    const page = await reviewsOf(skus[1].productId);
    expect(page.body.rows[0]).toMatchObject({ auto: true, rating: 5, content: "" });
    expect((await db.user.findUniqueOrThrow({ where: { id: s.user.id } })).points).toBe(
      Math.floor(order.totalAmount / 100),
    );
    // Run again: nothing more.
    expect(await closeReviewWindows()).toBe(0);
  });

  it("one follow-up per review within 90 days of receipt, with photos; not another shopper's", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    const day = 86_400_000;
    const { s, skus, order, items } = await paidCartOrder([{ price: 1000, quantity: 1 }], { status: 520 });
    await review(s.token, order.id, [{ orderItemId: items[0].id, rating: 4, content: "先用着" }]);
    const reviewId = (await db.review.findUniqueOrThrow({ where: { orderItemId: items[0].id } })).id;
    vi.setSystemTime(start + 30 * day);
    const token = await tokenFor(s.user);
    const pic = await photo(s.user.id, `fu${order.id}`);
    const other = await shopper();
    const ask = (t: string, content = "用了一个月，很好", images = [pic.url]) =>
      call<{ code?: string }>(followUp, "/api/v1/review-follow-up", {
        token: t,
        body: { reviewId, content, images },
      });
    expect((await ask(await tokenFor(other.user), "不是我的", [])).status).toBe(404);
    const both = await Promise.all([ask(token), ask(token, "second")]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const page = await reviewsOf(skus[0].productId, "&withPhotos=1");
    expect(page.body.rows[0].followUp).toMatchObject({ images: [pic.url], days: 30 });

    const late = await paidCartOrder([{ price: 1000, quantity: 1 }], { status: 520 });
    await review(late.s.token, late.order.id, [{ orderItemId: late.items[0].id, rating: 5, content: "好" }]);
    const lateId = (await db.review.findUniqueOrThrow({ where: { orderItemId: late.items[0].id } })).id;
    vi.setSystemTime(start + 30 * day + 91 * day);
    const closed = await call<{ code: string }>(followUp, "/api/v1/review-follow-up", {
      token: await tokenFor(late.s.user),
      body: { reviewId: lateId, content: "太晚了" },
    });
    expect(closed.status).toBe(409);
  });
});
