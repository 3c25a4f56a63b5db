// Issue 16's rough edges on the API side: price filter and sort on lists and search, search
// suggestions and hot keywords, related products, badges, and pick-up priced before a point is chosen.
import { describe, expect, it } from "vitest";
import { GET as products } from "@/app/api/v1/products/route";
import { POST as search } from "@/app/api/v1/products-search/route";
import { GET as suggest } from "@/app/api/v1/search-suggest/route";
import { GET as hot } from "@/app/api/v1/search-hot/route";
import { GET as related } from "@/app/api/v1/products-related/route";
import { GET as badges } from "@/app/api/v1/badges/route";
import { POST as cartAdd } from "@/app/api/v1/cart-add/route";
import { POST as orderPreview } from "@/app/api/v1/order-preview/route";
import { POST as createOrderNow } from "@/app/api/v1/create-order-now/route";
import { db } from "@/lib/db";
import { call } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/users";
import { createAddressFor, createSku } from "@/tests/helpers/orders-fixtures";

type Row = { id: number; name: string; price: number; sales: number };
type Page = { rows: Row[]; total: number; hasMore: boolean };

describe("price filter and sort", () => {
  it("lists only products charged within the range, in the asked order", async () => {
    const res = await call<Page>(
      products,
      "/api/v1/products?priceMin=10000&priceMax=200000&sort=price_desc&pageSize=100",
    );
    expect(res.status).toBe(200);
    expect(res.body.rows.length).toBeGreaterThan(1);
    const prices = res.body.rows.map((r) => r.price);
    expect(prices.every((p) => p >= 10000 && p <= 200000)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const all = await call<Page>(products, "/api/v1/products?pageSize=100");
    expect(res.body.total).toBeLessThan(all.body.total);
  });

  it("filters on the discounted price, not the list price", async () => {
    const { productId } = await createSku({ price: 10_000, discountPercent: 50 });
    const low = await call<Page>(products, "/api/v1/products?priceMin=4000&priceMax=6000&pageSize=100");
    expect(low.body.rows.map((r) => r.id)).toContain(productId);
    const high = await call<Page>(products, "/api/v1/products?priceMin=9000&priceMax=11000&pageSize=100");
    expect(high.body.rows.map((r) => r.id)).not.toContain(productId);
  });

  it("refuses a range that ends below its start", async () => {
    const res = await call<{ code: string; fields: Record<string, string> }>(
      products,
      "/api/v1/products?priceMin=500&priceMax=100",
    );
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.fields)).toContain("priceMax");
  });

  it("reads a price bound only as decimal digits or a JSON integer, as the document says", async () => {
    for (const bound of ["%201", "0x10", "1e3", ""])
      expect((await call(products, `/api/v1/products?priceMin=${bound}`)).status, bound).toBe(422);
    for (const bound of [true, null, " 1", "0x10"])
      expect(
        (await call(search, "/api/v1/products-search", { body: { keyword: "手机", priceMin: bound } })).status,
        String(bound),
      ).toBe(422);
    expect((await call(search, "/api/v1/products-search", { body: { keyword: "手机", priceMin: 100 } })).status).toBe(
      200,
    );
  });

  it("sorts and filters search results", async () => {
    const plain = await call<Page>(search, "/api/v1/products-search", { body: { keyword: "手机", pageSize: 50 } });
    expect(plain.body.total).toBeGreaterThan(2);
    const bySales = await call<Page>(search, "/api/v1/products-search", {
      body: { keyword: "手机", sort: "sales", pageSize: 50 },
    });
    const sales = bySales.body.rows.map((r) => r.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    expect(bySales.body.total).toBe(plain.body.total);
    const cheap = await call<Page>(search, "/api/v1/products-search", {
      body: { keyword: "手机", priceMax: 200000, sort: "price_asc", pageSize: 50 },
    });
    expect(cheap.body.total).toBeLessThan(plain.body.total);
    const prices = cheap.body.rows.map((r) => r.price);
    expect(prices.every((p) => p <= 200000)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("sorts and filters every match, not only the best-ranked ones", async () => {
    // 520 products with the word in their name, and the cheapest with it only in its subtitle: by
    // relevance it comes last (521st), and a price sort must still put it first.
    const word = `refine${Date.now().toString(36)}`;
    const category = await db.category.findFirstOrThrow({ select: { id: true } });
    await db.product.createMany({
      data: Array.from({ length: 520 }, (_, i) => ({
        name: `${word} item ${i}`,
        image: "/media/products/test.svg",
        price: 5000 + i,
        categoryId: category.id,
        sales: i,
      })),
    });
    await db.product.create({
      data: {
        name: "别的商品",
        subtitle: `${word} inside`,
        image: "/media/products/test.svg",
        price: 100,
        categoryId: category.id,
      },
    });
    const plain = await call<Page>(search, "/api/v1/products-search", { body: { keyword: word, pageSize: 50 } });
    expect(plain.body.total).toBe(521);
    const cheapest = await call<Page>(search, "/api/v1/products-search", {
      body: { keyword: word, sort: "price_asc", pageSize: 5 },
    });
    expect(cheapest.body.total).toBe(521);
    expect(cheapest.body.rows[0]).toMatchObject({ name: "别的商品", price: 100 });
    const underTen = await call<Page>(search, "/api/v1/products-search", {
      body: { keyword: word, priceMax: 1000, pageSize: 5 },
    });
    expect(underTen.body.rows.map((r) => r.price)).toEqual([100]);
    const lastPage = await call<Page>(search, "/api/v1/products-search", {
      body: { keyword: word, sort: "price_desc", pageIndex: 11, pageSize: 50 },
    });
    expect(lastPage.body.rows.at(-1)?.price).toBe(100);
    expect(lastPage.body.hasMore).toBe(false);
  });
});

describe("discovery", () => {
  it("suggests product names that start with, then contain, the keyword", async () => {
    const res = await call<{ rows: string[] }>(
      suggest,
      `/api/v1/search-suggest?keyword=${encodeURIComponent("手机")}`,
      { locale: "zh-Hans" },
    );
    expect(res.status).toBe(200);
    expect(res.body.rows.length).toBeGreaterThan(0);
    expect(res.body.rows.every((n) => n.includes("手机"))).toBe(true);
    const none = await call<{ rows: string[] }>(
      suggest,
      `/api/v1/search-suggest?keyword=${encodeURIComponent("不存在的东西xyz")}`,
      { locale: "zh-Hans" },
    );
    expect(none.body.rows).toEqual([]);
    expect((await call(suggest, "/api/v1/search-suggest?keyword=")).status).toBe(422);
  });

  it("offers hot keywords from the best-selling categories", async () => {
    const res = await call<{ rows: string[] }>(hot, "/api/v1/search-hot", { locale: "zh-Hans" });
    expect(res.body.rows.length).toBeGreaterThan(3);
    const leafNames = (await db.category.findMany({ where: { children: { none: {} } }, select: { name: true } })).map(
      (c) => c.name,
    );
    expect(res.body.rows.every((k) => leafNames.includes(k))).toBe(true);
  });

  it("relates products of the same category first, never the product itself", async () => {
    const phone = await db.product.findFirstOrThrow({
      where: { name: { contains: "星耀 X20" } },
      select: { id: true, categoryId: true },
    });
    const res = await call<{ rows: Row[] }>(related, `/api/v1/products-related?id=${phone.id}&limit=6`);
    expect(res.body.rows.length).toBe(6);
    const ids = res.body.rows.map((r) => r.id);
    expect(ids).not.toContain(phone.id);
    const first = await db.product.findUniqueOrThrow({ where: { id: ids[0] }, select: { categoryId: true } });
    expect(first.categoryId).toBe(phone.categoryId);
    // The limit is decimal digits, as the document says: " 1" and "0x10" are not numbers.
    for (const limit of ["+1", "0x10", "1.0"])
      expect((await call(related, `/api/v1/products-related?id=${phone.id}&limit=${limit}`)).status, limit).toBe(422);
  });
});

describe("badges", () => {
  it("counts cart lines and orders waiting for payment", async () => {
    const { user, token } = await createUser();
    const before = await call<{ cart: number; orders: Record<string, number>; consultUnread: number }>(
      badges,
      "/api/v1/badges",
      { token },
    );
    expect(before.body).toEqual({
      cart: 0,
      orders: { waitingForPayment: 0, waitingToShip: 0, waitingToReceive: 0, waitingForReview: 0 },
      consultUnread: 0,
      messagesUnread: 0,
    });
    const a = await createSku();
    const b = await createSku();
    await call(cartAdd, "/api/v1/cart-add", { token, body: { skuId: a.skuId, quantity: 2 } });
    await call(cartAdd, "/api/v1/cart-add", { token, body: { skuId: b.skuId, quantity: 1 } });
    const address = await createAddressFor(user.id, { isDefault: true });
    await call(createOrderNow, "/api/v1/create-order-now", {
      token,
      body: { addressId: address.id, skuId: a.skuId, quantity: 1 },
    });
    const after = await call<{ cart: number; orders: Record<string, number> }>(badges, "/api/v1/badges", { token });
    expect(after.body.cart).toBe(2);
    expect(after.body.orders.waitingForPayment).toBe(1);
    expect((await call(badges, "/api/v1/badges")).status).toBe(401);
  });
});

describe("order-preview for pick-up", () => {
  it("charges no freight on the pick-up tab before a point is chosen", async () => {
    const { user, token } = await createUser();
    await createAddressFor(user.id, { isDefault: true });
    const sku = await createSku({ price: 1000, weight: 800 });
    type Preview = { freightAmount: number; address: unknown; pickupPoint: unknown; deliveryType: string };
    const express = await call<Preview>(orderPreview, "/api/v1/order-preview", {
      token,
      body: { skuId: sku.skuId, quantity: 1 },
    });
    expect(express.body.freightAmount).toBeGreaterThan(0);
    const pickup = await call<Preview>(orderPreview, "/api/v1/order-preview", {
      token,
      body: { skuId: sku.skuId, quantity: 1, delivery: "pickup" },
    });
    expect(pickup.status).toBe(200);
    expect(pickup.body).toMatchObject({ freightAmount: 0, address: null, pickupPoint: null, deliveryType: "pickup" });
  });
});
