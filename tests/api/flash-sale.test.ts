// The flash sale (秒杀, issue 24 part B; docs/decisions/022-flash-sale.md), through the real route
// handlers on both engines: an operator's flash sale holds its units apart from the SKU's stock; a
// press before the start is refused by the server's clock; 300 shoppers pressing at once (some of
// them several times) for 30 units get exactly 30 orders at the flash price, no shopper two, no 5xx,
// everyone else a translated 409 sold out, and the counters and stock are exact afterwards; an unpaid
// flash order gives its unit back to the sale, not to the stock; the end gives the rest back, once.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as createSale } from "@/app/api/admin/v1/sales/route";
import { POST as updateSale } from "@/app/api/admin/v1/sales/[id]/route";
import { POST as flashBuy } from "@/app/api/v1/flash-buy/[id]/route";
import { GET as flashSales } from "@/app/api/v1/flash-sales/route";
import { POST as createOrderNow } from "@/app/api/v1/create-order-now/route";
import { POST as cancelOrder } from "@/app/api/v1/cancel-order/route";
import { db, dbReady } from "@/lib/db";
import { closeExpiredOrders, releaseEndedFlashSales } from "@/lib/services/order";
import { call } from "@/tests/helpers/api";
import { adminCall, signedIn } from "@/tests/helpers/admin";
import { createUser } from "@/tests/helpers/users";
import { createAddressFor, useTestFreightRule } from "@/tests/helpers/orders-fixtures";

type Sale = { id: number; version: number; soldCount: number; held: number | null; flash: boolean; status: string };
type Bought = { id: number; totalAmount: number; expiresAt: string; repeated: boolean };
type Failure = { code: string; message: string; fields?: Record<string, string> };
type Listed = {
  serverTime: number;
  rows: { id: number; price: number; sold: number; remaining: number; status: string; quantity: number }[];
};

beforeAll(useTestFreightRule);

const MINUTE = 60_000;
const BUYERS = 300;
const UNITS = 30;
/** Shoppers who press three times at once (their presses must be one attempt). */
const EAGER = 40;

/** A product with one SKU at ¥99.00 and `stock` units. */
async function product(stock: number) {
  await dbReady();
  const category =
    (await db.category.findFirst({ select: { id: true } })) ??
    (await db.category.create({ data: { name: "测试分类" }, select: { id: true } }));
  const row = await db.product.create({
    data: {
      name: `秒杀耳机 ${Math.random().toString(36).slice(2, 8)}`,
      image: "/media/products/test.svg",
      price: 9_900,
      categoryId: category.id,
      skus: { create: [{ name: "白色", price: 9_900, stock, weight: 200 }] },
    },
    select: { id: true, skus: { select: { id: true } } },
  });
  return { productId: row.id, skuId: row.skus[0].id };
}

const flashBody = (item: { productId: number; skuId: number }, over: Record<string, unknown> = {}) => ({
  productId: item.productId,
  title: { "zh-Hans": "整点秒杀", en: "Flash sale" },
  ratePercent: 100,
  startsAt: new Date(Date.now() - MINUTE).toISOString(),
  endsAt: new Date(Date.now() + 60 * MINUTE).toISOString(),
  quantityLimit: UNITS,
  perUserLimit: 1,
  flash: true,
  paymentWindowMinutes: 5,
  skus: [{ skuId: item.skuId, price: 1_990 }],
  ...over,
});

async function flashSale(item: { productId: number; skuId: number }, over: Record<string, unknown> = {}) {
  const { cookie } = await signedIn(["marketing"]);
  const created = await adminCall<Sale>(createSale, "/api/admin/v1/sales", { cookie, body: flashBody(item, over) });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return { sale: created.body, cookie };
}

async function shopper() {
  const { user, token } = await createUser();
  await createAddressFor(user.id, { isDefault: true });
  return { id: user.id, token };
}

const press = (saleId: number, b: { token: string }, options: { key?: string; locale?: string } = {}) =>
  call<Bought & Failure>(flashBuy, `/api/v1/flash-buy/${saleId}`, {
    token: b.token,
    body: { quantity: 1 },
    locale: options.locale,
    headers: options.key ? { "idempotency-key": options.key } : {},
  });

const counters = (saleId: number) =>
  db.flashStock.findUniqueOrThrow({
    where: { discountId: saleId },
    select: { held: true, sold: true, releasedAt: true },
  });
const stockOf = async (skuId: number) => (await db.sku.findUniqueOrThrow({ where: { id: skuId } })).stock;

describe("a flash sale: 300 shoppers at once for 30 units", () => {
  it("sells exactly 30 at the flash price, one per shopper, and refuses the rest with a translated 409", async () => {
    const item = await product(100);
    const { sale } = await flashSale(item);
    expect(sale).toMatchObject({ flash: true, held: UNITS, soldCount: 0, status: "running" });
    // The units are held apart: the SKU's own stock is what is left for everyone else.
    expect(await stockOf(item.skuId)).toBe(100 - UNITS);

    const shoppers = [];
    for (let i = 0; i < BUYERS; i++) shoppers.push(await shopper());
    const presses = shoppers.flatMap((s, i) => (i < EAGER ? [s, s, s] : [s]));
    const started = Date.now();
    const answers = await Promise.all(presses.map((s) => press(sale.id, s).then((r) => ({ ...r, userId: s.id }))));
    const elapsed = Date.now() - started;

    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    const won = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 409);
    expect(won.length + refused.length).toBe(presses.length);
    expect(refused.every((a) => a.body.code === "OUT_OF_STOCK")).toBe(true);
    expect(refused[0].body.message).toMatch(/sold out/i);
    // Each winner's presses all answer one order; exactly 30 shoppers have one.
    const orderOf = new Map<number, Set<number>>();
    for (const a of won) orderOf.set(a.userId, (orderOf.get(a.userId) ?? new Set()).add(a.body.id));
    expect(orderOf.size).toBe(UNITS);
    expect([...orderOf.values()].every((ids) => ids.size === 1)).toBe(true);
    expect(won.filter((a) => !a.body.repeated)).toHaveLength(UNITS);
    expect(won.every((a) => a.body.totalAmount === 1_990 + (a.body.totalAmount - 1_990))).toBe(true);

    const orders = await db.order.findMany({
      where: { flashSaleId: sale.id },
      select: { userId: true, createdAt: true, expiresAt: true, items: { select: { price: true, quantity: true } } },
    });
    expect(orders).toHaveLength(UNITS);
    expect(new Set(orders.map((o) => o.userId)).size).toBe(UNITS);
    expect(orders.every((o) => o.items.length === 1 && o.items[0].price === 1_990 && o.items[0].quantity === 1)).toBe(
      true,
    );
    // The sale's own payment window, not the shop's.
    expect(orders.every((o) => o.expiresAt.getTime() - o.createdAt.getTime() === 5 * MINUTE)).toBe(true);
    expect(await counters(sale.id)).toMatchObject({ held: 0, sold: UNITS, releasedAt: null });
    expect(await stockOf(item.skuId)).toBe(100 - UNITS);
    // Off the catalogue's row: the Discount's own counter never moved.
    expect((await db.discount.findUniqueOrThrow({ where: { id: sale.id } })).soldCount).toBe(0);
    expect(await db.flashAttempt.count({ where: { discountId: sale.id } })).toBe(UNITS);
    console.log(`[flash] ${presses.length} presses by ${BUYERS} shoppers for ${UNITS} units answered in ${elapsed} ms`);

    // Everyone who got nothing gets "sold out" again at once, in their language.
    const late = await press(
      sale.id,
      shoppers.find((s) => !orderOf.has(s.id))!,
      { locale: "zh-Hans" },
    );
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("已抢光");
    const listed = await call<Listed>(flashSales, `/api/v1/flash-sales?productId=${item.productId}`);
    expect(listed.body.rows).toEqual([
      expect.objectContaining({
        id: sale.id,
        price: 1_990,
        quantity: UNITS,
        sold: UNITS,
        remaining: 0,
        status: "soldOut",
      }),
    ]);
  });
});

describe("a flash sale's clock, attempts and units", () => {
  it("refuses a press before the start by the server's clock, and shows the sale counting down", async () => {
    const item = await product(10);
    const startsAt = Date.now() + 10 * MINUTE;
    const { sale } = await flashSale(item, { startsAt: new Date(startsAt).toISOString(), quantityLimit: 5 });
    expect(sale.status).toBe("upcoming");
    const s = await shopper();
    const early = await press(sale.id, s);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: "CONFLICT", message: expect.stringMatching(/not started/i) });
    const before = Date.now();
    const listed = await call<Listed>(flashSales, `/api/v1/flash-sales?productId=${item.productId}`);
    expect(listed.body.serverTime).toBeGreaterThanOrEqual(before);
    expect(listed.body.rows[0]).toMatchObject({ id: sale.id, status: "upcoming", remaining: 5, sold: 0 });
    expect(await db.order.count({ where: { flashSaleId: sale.id } })).toBe(0);
  });

  it("answers a shopper's repeated presses with the first order, and a repeated key with its replay", async () => {
    const item = await product(10);
    const { sale } = await flashSale(item, { quantityLimit: 5 });
    const s = await shopper();
    const first = await press(sale.id, s, { key: "press-1" });
    expect(first.status).toBe(200);
    expect(first.body.repeated).toBe(false);
    const replay = await press(sale.id, s, { key: "press-1" });
    expect(replay.headers.get("idempotency-replayed")).toBe("true");
    expect(replay.body.id).toBe(first.body.id);
    const again = await press(sale.id, s, { key: "press-2" });
    expect(again.body).toMatchObject({ id: first.body.id, repeated: true });
    expect(await counters(sale.id)).toMatchObject({ held: 4, sold: 1 });
  });

  it("refuses a press of a shopper without an address before taking a unit", async () => {
    const item = await product(10);
    const { sale } = await flashSale(item, { quantityLimit: 5 });
    const { user, token } = await createUser();
    const answer = await press(sale.id, { token });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/address/i);
    // Neither an address that is not the default nor a deleted default one is used.
    await createAddressFor(user.id, { isDefault: false });
    const gone = await createAddressFor(user.id, { isDefault: true });
    await db.address.update({ where: { id: gone.id }, data: { deletedAt: new Date() } });
    expect((await press(sale.id, { token })).status).toBe(409);
    expect(await counters(sale.id)).toMatchObject({ held: 5, sold: 0 });
    // The default address is the order's.
    const home = await createAddressFor(user.id, { isDefault: true });
    const bought = await press(sale.id, { token });
    expect(bought.status).toBe(200);
    const order = await db.order.findUniqueOrThrow({ where: { id: bought.body.id } });
    expect(order).toMatchObject({ addressId: home.id, receiverName: home.name, receiverPhone: home.phone });
  });

  it("never charges the flash price through the cart or checkout", async () => {
    const item = await product(10);
    await flashSale(item, { quantityLimit: 5 });
    const s = await shopper();
    const addressId = (await db.address.findFirstOrThrow({ where: { userId: s.id } })).id;
    const order = await call<{ id: number }>(createOrderNow, "/api/v1/create-order-now", {
      token: s.token,
      body: { addressId, skuId: item.skuId, quantity: 1 },
    });
    expect(order.status).toBe(200);
    expect((await db.orderItem.findFirstOrThrow({ where: { orderId: order.body.id } })).price).toBe(9_900);
  });

  it("gives an unpaid flash order's unit back to the sale, not the stock, and lets the shopper try again", async () => {
    const item = await product(10);
    const { sale } = await flashSale(item, { quantityLimit: 2 });
    const [a, b, c] = [await shopper(), await shopper(), await shopper()];
    const bought = await press(sale.id, a);
    await press(sale.id, b);
    expect((await press(sale.id, c)).status).toBe(409);
    expect(await stockOf(item.skuId)).toBe(8);

    const cancelled = await call(cancelOrder, "/api/v1/cancel-order", { token: a.token, body: { id: bought.body.id } });
    expect(cancelled.status).toBe(200);
    expect(await counters(sale.id)).toMatchObject({ held: 1, sold: 1 });
    expect(await stockOf(item.skuId)).toBe(8);
    // The unit is offered again at once (this process dropped its sold-out mark) — to c, or to a again.
    expect((await press(sale.id, c)).status).toBe(200);
    expect((await press(sale.id, a)).status).toBe(409);

    // Expired unpaid orders go the same way.
    const orders = await db.order.findMany({ where: { flashSaleId: sale.id, status: 0 }, select: { id: true } });
    const expiry = new Date(Date.now() + 6 * MINUTE);
    expect(await closeExpiredOrders({ now: expiry })).toBeGreaterThanOrEqual(orders.length);
    expect(await counters(sale.id)).toMatchObject({ held: 2, sold: 0 });
    expect(await stockOf(item.skuId)).toBe(8);
    expect(await db.flashAttempt.count({ where: { discountId: sale.id } })).toBe(0);
  });

  it("gives the units still held back to the stock when the sale ends or stops, once, and takes them again", async () => {
    const item = await product(20);
    const { sale, cookie } = await flashSale(item, { quantityLimit: 5 });
    const s = await shopper();
    const bought = await press(sale.id, s);
    expect(await stockOf(item.skuId)).toBe(15);

    const stopped = await adminCall<Sale>(updateSale, "/x", {
      cookie,
      params: { id: String(sale.id) },
      body: { ...flashBody(item, { quantityLimit: 5 }), active: false, version: sale.version },
    });
    expect(stopped.status, JSON.stringify(stopped.body)).toBe(200);
    expect(stopped.body).toMatchObject({ held: 0, soldCount: 1, status: "stopped" });
    expect(await stockOf(item.skuId)).toBe(19);
    expect((await press(sale.id, await shopper())).status).toBe(409);
    // Given back already: the sweep changes nothing, and the unpaid order's unit goes to the stock.
    await releaseEndedFlashSales(new Date(Date.now() + 120 * MINUTE));
    expect(await stockOf(item.skuId)).toBe(19);
    await call(cancelOrder, "/api/v1/cancel-order", { token: s.token, body: { id: bought.body.id } });
    expect(await stockOf(item.skuId)).toBe(20);
    expect(await counters(sale.id)).toMatchObject({ held: 0, sold: 0 });

    const restarted = await adminCall<Sale>(updateSale, "/x", {
      cookie,
      params: { id: String(sale.id) },
      body: { ...flashBody(item, { quantityLimit: 8 }), version: stopped.body.version },
    });
    expect(restarted.body).toMatchObject({ held: 8, status: "running" });
    expect(await stockOf(item.skuId)).toBe(12);
    const tooMany = await adminCall<Failure>(updateSale, "/x", {
      cookie,
      params: { id: String(sale.id) },
      body: { ...flashBody(item, { quantityLimit: 50 }), version: restarted.body.version },
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.fields?.quantityLimit).toBeTruthy();

    // The end: the sweep gives the 8 back once.
    expect(await releaseEndedFlashSales(new Date(Date.now() + 120 * MINUTE))).toBeGreaterThanOrEqual(1);
    expect(await releaseEndedFlashSales(new Date(Date.now() + 120 * MINUTE))).toBe(0);
    expect(await stockOf(item.skuId)).toBe(20);
  });

  it("refuses a flash sale of several SKUs, without a price, or with a window longer than the shop's", async () => {
    const item = await product(10);
    const { cookie } = await signedIn(["marketing"]);
    const noPrice = await adminCall<Failure>(createSale, "/x", {
      cookie,
      body: flashBody(item, { skus: [{ skuId: item.skuId, price: null }] }),
    });
    expect(noPrice.status).toBe(422);
    const long = await adminCall<Failure>(createSale, "/x", {
      cookie,
      body: flashBody(item, { paymentWindowMinutes: 120 }),
    });
    expect(long.status).toBe(422);
    expect(long.body.fields?.paymentWindowMinutes).toBeTruthy();
    expect(await stockOf(item.skuId)).toBe(10);
  });
});
