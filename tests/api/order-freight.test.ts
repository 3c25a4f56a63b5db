// 满 X 包邮: a freight rule's free-shipping threshold (goods after the coupon), the mall's rule or a
// shop's own (when every item comes from that shop); the confirm screen's preview and the cart say
// how much more ships free; and a removed cart line put back by undo returns to its place.
import { beforeEach, describe, expect, it } from "vitest";
import { POST as preview } from "@/app/api/v1/order-preview/route";
import { GET as cartIndex } from "@/app/api/v1/cart-index/route";
import { POST as cartAdd } from "@/app/api/v1/cart-add/route";
import { POST as cartDelete } from "@/app/api/v1/cart-delete/route";
import { GET as listFreight, POST as createFreight } from "@/app/api/admin/v1/settings/freight-rules/route";
import { POST as updateFreight } from "@/app/api/admin/v1/settings/freight-rules/[id]/route";
import { db } from "@/lib/db";
import { call } from "@/tests/helpers/api";
import { createSku, giveCoupon, TEST_FREIGHT } from "@/tests/helpers/orders-fixtures";
import { placeOrder, shopper } from "@/tests/helpers/after-sales-fixtures";
import { adminCall, signedIn } from "@/tests/helpers/admin";

type Preview = {
  freightAmount: number;
  itemsAmount: number;
  freeShipping: { threshold: number; missing: number } | null;
};
type Cart = {
  rows: { id: number; skuId: number; addedAt: string }[];
  freeShipping: { threshold: number; missing: number; state: string } | null;
};

beforeEach(async () => {
  await db.freightRule.deleteMany({});
  await db.freightRule.create({
    data: { name: "满50包邮", ...TEST_FREIGHT, freeShippingThreshold: 5000, isDefault: true },
  });
});

const previewOf = (s: Awaited<ReturnType<typeof shopper>>, body: Record<string, unknown>) =>
  call<Preview>(preview, "/api/v1/order-preview", { token: s.token, body: { addressId: s.addressId, ...body } });

describe("free shipping from a threshold", () => {
  it("charges freight below the threshold, none from it on, and says how much more is needed", async () => {
    const s = await shopper();
    const sku = await createSku({ price: 2000, stock: 10 });
    const two = await previewOf(s, { skuId: sku.skuId, quantity: 2 });
    expect(two.body).toMatchObject({
      itemsAmount: 4000,
      freightAmount: 1000,
      freeShipping: { threshold: 5000, missing: 1000 },
    });
    const three = await previewOf(s, { skuId: sku.skuId, quantity: 3 });
    expect(three.body).toMatchObject({
      itemsAmount: 6000,
      freightAmount: 0,
      freeShipping: { threshold: 5000, missing: 0 },
    });
    // The order placed is priced the same way.
    const placed = await placeOrder(s, sku.skuId, 3);
    expect(placed).toMatchObject({ freightAmount: 0, totalAmount: 6000 });
    // A pick-up order says nothing about shipping.
    const pickup = await call<Preview>(preview, "/api/v1/order-preview", {
      token: s.token,
      body: { skuId: sku.skuId, quantity: 1, delivery: "pickup" },
    });
    expect(pickup.body.freeShipping).toBeNull();
  });

  it("counts the goods after the coupon: a coupon that takes them under the threshold brings the freight back", async () => {
    const s = await shopper();
    const sku = await createSku({ price: 2600, stock: 10 });
    const coupon = await giveCoupon(s.user.id, { amountOff: 500 });
    const withCoupon = await previewOf(s, { skuId: sku.skuId, quantity: 2, couponId: coupon.id });
    expect(withCoupon.body).toMatchObject({ itemsAmount: 5200, freightAmount: 1000, freeShipping: { missing: 300 } });
    const without = await previewOf(s, { skuId: sku.skuId, quantity: 2, couponId: null });
    expect(without.body).toMatchObject({ freightAmount: 0, freeShipping: { missing: 0 } });
  });

  it("a shop's own rule applies when every item comes from that shop; mixed goods ship under the mall's", async () => {
    const s = await shopper();
    const shop = await db.shop.create({ data: { name: "测试店" } });
    await db.freightRule.create({
      data: {
        name: "店铺包邮",
        firstWeight: 1000,
        firstWeightPrice: 300,
        continuousWeight: 1000,
        continuousWeightPrice: 100,
        freeShippingThreshold: 1000,
        shopId: shop.id,
      },
    });
    const own = await createSku({ price: 800, stock: 10 });
    await db.product.update({ where: { id: own.productId }, data: { shopId: shop.id } });
    const mall = await createSku({ price: 800, stock: 10 });
    const one = await previewOf(s, { skuId: own.skuId, quantity: 1 });
    expect(one.body).toMatchObject({ freightAmount: 300, freeShipping: { threshold: 1000, missing: 200 } });
    const cartIds = [];
    for (const sku of [own, mall])
      cartIds.push((await db.cartItem.create({ data: { userId: s.user.id, skuId: sku.skuId, quantity: 1 } })).id);
    const mixed = await previewOf(s, { cartIds });
    expect(mixed.body).toMatchObject({ freightAmount: 1000, freeShipping: { threshold: 5000, missing: 3400 } });
    const cart = await call<Cart>(cartIndex, "/api/v1/cart-index", { token: s.token });
    expect(cart.body.freeShipping).toEqual({
      threshold: 5000,
      goods: 1600,
      couponDiscount: 0,
      missing: 3400,
      state: "missing",
    });
    await db.cartItem.updateMany({ where: { userId: s.user.id, skuId: mall.skuId }, data: { checked: false } });
    const ownOnly = await call<Cart>(cartIndex, "/api/v1/cart-index", { token: s.token });
    expect(ownOnly.body.freeShipping).toMatchObject({ threshold: 1000, missing: 200, state: "missing" });
    await db.freightRule.updateMany({ data: { freeShippingThreshold: null } });
    expect((await call<Cart>(cartIndex, "/api/v1/cart-index", { token: s.token })).body.freeShipping).toBeNull();
  });

  it("the back office sets the mall's threshold and a shop's own rule; a shop has one rule", async () => {
    const { cookie } = await signedIn(["owner"]);
    const s = await shopper();
    const shop = await db.shop.create({ data: { name: "后台店" } });
    const own = await createSku({ price: 800, stock: 10 });
    await db.product.update({ where: { id: own.productId }, data: { shopId: shop.id } });
    const rule = {
      name: "店铺规则",
      firstWeight: 1000,
      firstWeightPrice: 500,
      continuousWeight: 1000,
      continuousWeightPrice: 100,
    };
    type Rule = { id: number; version: number; freeShippingThreshold: number | null; shopId: number | null };
    const created = await adminCall<Rule>(createFreight, "/x", {
      cookie,
      body: { ...rule, freeShippingThreshold: 2000, shopId: shop.id },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ freeShippingThreshold: 2000, shopId: shop.id });
    expect((await previewOf(s, { skuId: own.skuId, quantity: 2 })).body).toMatchObject({
      freightAmount: 500,
      freeShipping: { threshold: 2000, missing: 400 },
    });
    const again = await adminCall<{ fields?: Record<string, string> }>(createFreight, "/x", {
      cookie,
      body: { ...rule, shopId: shop.id },
    });
    expect(again.status).toBe(422);
    expect(again.body.fields?.shopId).toBeTruthy();
    const nowhere = await adminCall<{ fields?: Record<string, string> }>(createFreight, "/x", {
      cookie,
      body: { ...rule, shopId: 999_999 },
    });
    expect(nowhere.status).toBe(422);
    // The operator lowers the threshold: the next preview ships free.
    const edited = await adminCall<Rule>(updateFreight, "/x", {
      cookie,
      params: { id: String(created.body.id) },
      body: { ...rule, freeShippingThreshold: 1600, shopId: shop.id, version: created.body.version },
    });
    expect(edited.status).toBe(200);
    expect((await previewOf(s, { skuId: own.skuId, quantity: 2 })).body).toMatchObject({
      freightAmount: 0,
      freeShipping: { threshold: 1600, missing: 0 },
    });
    const listed = await adminCall<{ rows: Rule[] }>(listFreight, "/x", { cookie });
    expect(listed.body.rows.find((r) => r.id === created.body.id)).toMatchObject({
      shopId: shop.id,
      freeShippingThreshold: 1600,
    });
  });
});

describe("undo in the cart", () => {
  it("a removed line added back with its time returns to its place, not to the top", async () => {
    const s = await shopper();
    const skus = [await createSku(), await createSku(), await createSku()];
    for (const sku of skus) {
      await call(cartAdd, "/api/v1/cart-add", { token: s.token, body: { skuId: sku.skuId, quantity: 1 } });
      await new Promise((r) => setTimeout(r, 5));
    }
    const before = (await call<Cart>(cartIndex, "/api/v1/cart-index", { token: s.token })).body.rows;
    expect(before.map((r) => r.skuId)).toEqual(skus.map((x) => x.skuId).reverse());
    const middle = before[1];
    await call(cartDelete, "/api/v1/cart-delete", { token: s.token, body: { ids: [middle.id] } });
    const undone = await call(cartAdd, "/api/v1/cart-add", {
      token: s.token,
      body: { skuId: middle.skuId, quantity: 1, addedAt: middle.addedAt },
    });
    expect(undone.status).toBe(200);
    const after = (await call<Cart>(cartIndex, "/api/v1/cart-index", { token: s.token })).body.rows;
    expect(after.map((r) => r.skuId)).toEqual(before.map((r) => r.skuId));
    // A time in the future is taken as now (it cannot jump ahead of lines added later).
    const future = await call<Cart["rows"][number]>(cartAdd, "/api/v1/cart-add", {
      token: s.token,
      body: { skuId: (await createSku()).skuId, quantity: 1, addedAt: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(Date.parse(future.body.addedAt)).toBeLessThanOrEqual(Date.now());
    expect(
      (
        await call(cartAdd, "/api/v1/cart-add", {
          token: s.token,
          body: { skuId: skus[0].skuId, addedAt: "yesterday" },
        })
      ).status,
    ).toBe(422);
  });
});
