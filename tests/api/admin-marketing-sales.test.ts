// Sales and flash sales (issue 23, part B): an operator puts chosen SKUs on sale at a flash price with
// a total quantity and a per-shopper limit; the goods page and the discount list show what was saved;
// checkout charges it and enforces both limits exactly while real checkouts race; a closed order gives
// its units back; a price change never alters an order already placed; stale saves are 409.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listSales, POST as createSale } from "@/app/api/admin/v1/sales/route";
import { GET as saleDetail, POST as updateSale } from "@/app/api/admin/v1/sales/[id]/route";
import { GET as saleProduct } from "@/app/api/admin/v1/sales/products/[id]/route";
import { GET as productsDetail } from "@/app/api/v1/products-detail/route";
import { GET as getDiscount } from "@/app/api/v1/get-discount/route";
import { POST as createOrderNow } from "@/app/api/v1/create-order-now/route";
import { POST as cancelOrder } from "@/app/api/v1/cancel-order/route";
import { db, dbReady } from "@/lib/db";
import { call } from "@/tests/helpers/api";
import { adminCall, signedIn } from "@/tests/helpers/admin";
import { createUser } from "@/tests/helpers/users";
import { createAddressFor, useTestFreightRule } from "@/tests/helpers/orders-fixtures";

type ErrorBody = { code: string; message: string; fields?: Record<string, string>; current?: { version: number } };
type Sale = {
  id: number;
  version: number;
  soldCount: number;
  status: string;
  skus: { skuId: number; salePrice: number; regularPrice: number }[];
};
type Detail = {
  price: number;
  discount: { id: number; remaining: number | null; perUserLimit: number | null; skuIds: number[] | null } | null;
  skus: { id: number; price: number; originalPrice: number | null }[];
};

beforeAll(useTestFreightRule);

const HOUR = 3600_000;
const p = (id: number) => ({ id: String(id) });

/** A product with two SKUs (¥100.00 and ¥120.00), stock 100 each. */
async function phone() {
  await dbReady();
  const category =
    (await db.category.findFirst({ select: { id: true } })) ??
    (await db.category.create({ data: { name: "测试分类" }, select: { id: true } }));
  const product = await db.product.create({
    data: {
      name: `闪购手机 ${Math.random().toString(36).slice(2, 8)}`,
      image: "/media/products/test.svg",
      price: 10_000,
      categoryId: category.id,
      skus: {
        create: [
          { name: "黑 128G", price: 10_000, stock: 100, weight: 300 },
          { name: "白 256G", price: 12_000, stock: 100, weight: 300 },
        ],
      },
    },
    select: { id: true, skus: { select: { id: true }, orderBy: { id: "asc" } } },
  });
  return { productId: product.id, cheap: product.skus[0].id, dear: product.skus[1].id };
}

function saleBody(productId: number, over: Record<string, unknown> = {}) {
  return {
    productId,
    title: { "zh-Hans": "限时秒杀", en: "Flash sale" },
    ratePercent: 100,
    startsAt: new Date(Date.now() - HOUR).toISOString(),
    endsAt: new Date(Date.now() + HOUR).toISOString(),
    ...over,
  };
}

async function buyer() {
  const { user, token } = await createUser();
  const address = await createAddressFor(user.id, { isDefault: true });
  return { user, token, addressId: address.id };
}

const buy = (b: { token: string; addressId: number }, skuId: number, quantity = 1) =>
  call<{ id: number; totalAmount: number; code?: string }>(createOrderNow, "/api/v1/create-order-now", {
    token: b.token,
    body: { addressId: b.addressId, skuId, quantity },
  });

describe("a flash sale the operator saves", () => {
  it("prices only the chosen SKU, shows on the goods page and the discount list, and is charged at checkout", async () => {
    const { cookie } = await signedIn(["marketing"]);
    const item = await phone();
    const picker = await adminCall<{ skus: { id: number; price: number }[] }>(saleProduct, "/x", {
      cookie,
      params: p(item.productId),
    });
    expect(picker.body.skus.map((s) => s.price)).toEqual([10_000, 12_000]);
    const created = await adminCall<Sale>(createSale, "/api/admin/v1/sales", {
      cookie,
      body: saleBody(item.productId, { skus: [{ skuId: item.dear, price: 8_800 }], quantityLimit: 5, perUserLimit: 2 }),
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ status: "running", soldCount: 0, version: 1 });
    expect(created.body.skus).toEqual([
      expect.objectContaining({ skuId: item.dear, regularPrice: 12_000, salePrice: 8_800 }),
    ]);

    const detail = await call<Detail>(productsDetail, `/api/v1/products-detail?id=${item.productId}`);
    expect(detail.body.discount).toMatchObject({
      id: created.body.id,
      remaining: 5,
      perUserLimit: 2,
      skuIds: [item.dear],
    });
    expect(detail.body.skus).toEqual([
      expect.objectContaining({ id: item.cheap, price: 10_000, originalPrice: null }),
      expect.objectContaining({ id: item.dear, price: 8_800, originalPrice: 12_000 }),
    ]);
    expect(detail.body.price).toBe(8_800);
    const deals = await call<{ rows: { id: number; product: { price: number } }[] }>(
      getDiscount,
      "/api/v1/get-discount?pageSize=100",
    );
    expect(deals.body.rows.find((r) => r.id === created.body.id)?.product.price).toBe(8_800);

    const b = await buyer();
    const order = await buy(b, item.dear);
    expect(order.status).toBe(200);
    const line = await db.orderItem.findFirstOrThrow({ where: { orderId: order.body.id } });
    expect(line).toMatchObject({ price: 8_800, discountId: created.body.id });
    const regular = await buy(b, item.cheap);
    expect((await db.orderItem.findFirstOrThrow({ where: { orderId: regular.body.id } })).price).toBe(10_000);

    const after = await adminCall<Sale>(saleDetail, "/x", { cookie, params: p(created.body.id) });
    expect(after.body.soldCount).toBe(1);
    const listed = await adminCall<{ rows: Sale[] }>(listSales, "/api/admin/v1/sales?status=running&pageSize=100", {
      cookie,
    });
    expect(listed.body.rows.map((r) => r.id)).toContain(created.body.id);
  });

  it("never changes an order already placed when the operator changes the price", async () => {
    const { cookie } = await signedIn(["marketing"]);
    const item = await phone();
    const sale = await adminCall<Sale>(createSale, "/x", {
      cookie,
      body: saleBody(item.productId, { skus: [{ skuId: item.cheap, price: 9_000 }] }),
    });
    const b = await buyer();
    const placed = await buy(b, item.cheap);
    const changed = await adminCall<Sale>(updateSale, "/x", {
      cookie,
      params: p(sale.body.id),
      body: saleBody(item.productId, { skus: [{ skuId: item.cheap, price: 5_000 }], version: sale.body.version }),
    });
    expect(changed.status).toBe(200);
    expect((await db.orderItem.findFirstOrThrow({ where: { orderId: placed.body.id } })).price).toBe(9_000);
    expect((await db.order.findUniqueOrThrow({ where: { id: placed.body.id } })).totalAmount).toBe(
      placed.body.totalAmount,
    );
    const detail = await call<Detail>(productsDetail, `/api/v1/products-detail?id=${item.productId}`);
    expect(detail.body.skus[0].price).toBe(5_000);
  });

  it("refuses a stale save with 409 and the sale as saved now; a quantity below the units sold; bad lines", async () => {
    const first = await signedIn(["marketing"]);
    const second = await signedIn(["owner"]);
    const item = await phone();
    const sale = await adminCall<Sale>(createSale, "/x", {
      cookie: first.cookie,
      body: saleBody(item.productId, { ratePercent: 90, quantityLimit: 10 }),
    });
    const edit = (cookie: string, over: Record<string, unknown>) =>
      adminCall<ErrorBody & Sale>(updateSale, "/x", {
        cookie,
        params: p(sale.body.id),
        body: saleBody(item.productId, { ratePercent: 90, quantityLimit: 10, version: 1, ...over }),
      });
    expect((await edit(first.cookie, { ratePercent: 80 })).status).toBe(200);
    const stale = await edit(second.cookie, { ratePercent: 70 });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ version: 2, ratePercent: 80 });
    expect((await db.discount.findUniqueOrThrow({ where: { id: sale.body.id } })).ratePercent).toBe(80);

    const b = await buyer();
    expect((await buy(b, item.cheap, 3)).status).toBe(200);
    const below = await edit(first.cookie, { version: 2, quantityLimit: 2 });
    expect(below.status).toBe(409);
    expect(below.body.fields?.quantityLimit).toBeTruthy();
    expect((await edit(first.cookie, { version: 2, quantityLimit: 3 })).status).toBe(200);

    const other = await phone();
    const foreign = await adminCall<ErrorBody>(createSale, "/x", {
      cookie: first.cookie,
      body: saleBody(item.productId, { skus: [{ skuId: other.cheap, price: 100 }] }),
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.fields?.["skus.0.skuId"]).toBeTruthy();
    const dearer = await adminCall<ErrorBody>(createSale, "/x", {
      cookie: first.cookie,
      locale: "zh-Hans",
      body: saleBody(item.productId, { skus: [{ skuId: item.cheap, price: 10_000 }] }),
    });
    expect(dearer.status).toBe(422);
    expect(dearer.body.fields?.["skus.0.price"]).toMatch(/[\u4e00-\u9fff]/);
    const backwards = await adminCall<ErrorBody>(createSale, "/x", {
      cookie: first.cookie,
      body: saleBody(item.productId, { ratePercent: 90, endsAt: new Date(Date.now() - 2 * HOUR).toISOString() }),
    });
    expect(backwards.status).toBe(422);
    expect(backwards.body.fields?.endsAt).toBeTruthy();
  });
});

describe("a sale's limits under concurrent checkouts", () => {
  it("sells exactly the total quantity at the sale's price to 12 racing shoppers; a cancelled order gives its unit back", async () => {
    const { cookie } = await signedIn(["marketing"]);
    const item = await phone();
    const sale = await adminCall<Sale>(createSale, "/x", {
      cookie,
      body: saleBody(item.productId, { skus: [{ skuId: item.cheap, price: 1_000 }], quantityLimit: 3 }),
    });
    const people = await Promise.all(Array.from({ length: 12 }, buyer));
    const results = await Promise.all(people.map((b) => buy(b, item.cheap)));
    const placed = results.filter((r) => r.status === 200);
    // Past the quantity the sale no longer prices the SKU: a checkout that priced it before the last
    // unit went is refused (409), one that priced after is charged the regular price. Never a 4th unit
    // at the sale's price.
    for (const r of results.filter((r) => r.status !== 200)) expect([r.status, r.body.code]).toEqual([409, "CONFLICT"]);
    const lines = await db.orderItem.findMany({ where: { orderId: { in: placed.map((r) => r.body.id) } } });
    expect(lines.filter((l) => l.price === 1_000 && l.discountId === sale.body.id)).toHaveLength(3);
    expect(lines.filter((l) => l.discountId === null).every((l) => l.price === 10_000)).toBe(true);
    expect((await db.discount.findUniqueOrThrow({ where: { id: sale.body.id } })).soldCount).toBe(3);
    // Sold out: the goods page shows the regular price again.
    const detail = await call<Detail>(productsDetail, `/api/v1/products-detail?id=${item.productId}`);
    expect(detail.body.skus[0].price).toBe(10_000);

    const winnerLine = lines.find((l) => l.discountId === sale.body.id)!;
    const winner = people[results.findIndex((r) => r.status === 200 && r.body.id === winnerLine.orderId)];
    const cancelled = await call(cancelOrder, "/api/v1/cancel-order", {
      token: winner.token,
      body: { id: winnerLine.orderId },
    });
    expect(cancelled.status).toBe(200);
    expect((await db.discount.findUniqueOrThrow({ where: { id: sale.body.id } })).soldCount).toBe(2);
    const again = await buy(await buyer(), item.cheap);
    expect((await db.orderItem.findFirstOrThrow({ where: { orderId: again.body.id } })).price).toBe(1_000);
    expect((await db.discount.findUniqueOrThrow({ where: { id: sale.body.id } })).soldCount).toBe(3);
  });

  it("lets one shopper firing 6 checkouts at once buy exactly the per-shopper limit", async () => {
    const { cookie } = await signedIn(["marketing"]);
    const item = await phone();
    const sale = await adminCall<Sale>(createSale, "/x", {
      cookie,
      body: saleBody(item.productId, { ratePercent: 50, perUserLimit: 2 }),
    });
    const b = await buyer();
    const results = await Promise.all(Array.from({ length: 6 }, () => buy(b, item.cheap)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.status === 409)).toHaveLength(4);
    const held = await db.discountPurchase.findUniqueOrThrow({
      where: { discountId_userId: { discountId: sale.body.id, userId: b.user.id } },
    });
    expect(held.quantity).toBe(2);
    const tooMany = await buy(await buyer(), item.cheap, 3);
    expect(tooMany.status).toBe(409);
    const other = await buyer();
    expect((await buy(other, item.cheap, 2)).status).toBe(200);
  });
});
