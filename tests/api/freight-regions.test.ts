// Freight per destination region (issue 33 §5, docs/decisions/038-couriers-freight-regions.md): the
// address's region picks the rule — the mainland's exactly by the specification (first weight, then
// each started continuous unit, capped at max weight), Hong Kong's and Macau's their own, with their
// own free-shipping thresholds — and a region without an active rule is not deliverable: the preview
// says so (checkout shows it before payment) and placing the order is refused. A retired rule prices
// no new order; orders keep the freight they were charged, and a retired pick-up point keeps its copy.
import { beforeEach, describe, expect, it } from "vitest";
import { POST as preview } from "@/app/api/v1/order-preview/route";
import { POST as createOrderNow } from "@/app/api/v1/create-order-now/route";
import { POST as createOrder } from "@/app/api/v1/create-order/route";
import { GET as listFreight, POST as createFreight } from "@/app/api/admin/v1/settings/freight-rules/route";
import { POST as updateFreight } from "@/app/api/admin/v1/settings/freight-rules/[id]/route";
import { db } from "@/lib/db";
import { call } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/users";
import {
  REGION_ADDRESSES,
  TEST_FREIGHT,
  createAddressFor,
  createPickupPoint,
  createSku,
} from "@/tests/helpers/orders-fixtures";
import { adminCall, signedIn } from "@/tests/helpers/admin";

type Preview = { freightAmount: number; totalAmount: number; deliverable: boolean; freeShipping: unknown };
type Rule = { id: number; version: number; region: string; active: boolean; isDefault: boolean };

beforeEach(async () => {
  await db.freightRule.deleteMany({});
  // The mainland's rule, exactly the test rule every order test uses (10.00 the first kilo, 5.00 each
  // further started half kilo, nothing more above 5 kg).
  await db.freightRule.create({ data: { name: "内地", ...TEST_FREIGHT, isDefault: true } });
});

async function shopperIn(region: keyof typeof REGION_ADDRESSES | "CN") {
  const u = await createUser();
  const address = await createAddressFor(u.user.id, region === "CN" ? {} : REGION_ADDRESSES[region]);
  return { ...u, addressId: address.id };
}

const previewOf = (s: { token: string; addressId: number }, skuId: number, quantity = 1) =>
  call<Preview>(preview, "/api/v1/order-preview", {
    token: s.token,
    body: { addressId: s.addressId, skuId, quantity },
  });

const buyNow = (s: { token: string; addressId: number }, skuId: number, quantity = 1, locale = "en") =>
  call<{ id: number; freightAmount: number; totalAmount: number; code?: string; message?: string }>(
    createOrderNow,
    "/api/v1/create-order-now",
    { token: s.token, locale, body: { addressId: s.addressId, skuId, quantity } },
  );

async function addRule(cookie: string, body: Record<string, unknown>) {
  const res = await adminCall<Rule>(createFreight, "/x", {
    cookie,
    body: { name: "规则", ...TEST_FREIGHT, ...body },
  });
  expect(res.status).toBe(200);
  return res.body;
}

describe("freight per destination region", () => {
  it("prices the mainland by the specification's rule, unchanged", async () => {
    const s = await shopperIn("CN");
    // 1,600 g: the first 1,000 g, then two started 500 g units; 9 kg: capped at max weight 5 kg.
    const light = await createSku({ price: 1000, weight: 800 });
    const heavy = await createSku({ price: 1000, weight: 9000 });
    expect((await previewOf(s, light.skuId, 2)).body).toMatchObject({ freightAmount: 2000, deliverable: true });
    expect((await previewOf(s, heavy.skuId)).body).toMatchObject({ freightAmount: 1000 + 8 * 500 });
    const placed = await buyNow(s, light.skuId, 2);
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({ freightAmount: 2000, totalAmount: 4000 });
  });

  it("prices Hong Kong and Macau by their own rules and thresholds; Taiwan without a rule is not deliverable", async () => {
    const { cookie } = await signedIn(["owner"]);
    await addRule(cookie, { region: "HK", firstWeightPrice: 3000, continuousWeightPrice: 1000, isDefault: true });
    await addRule(cookie, {
      region: "MO",
      firstWeightPrice: 1500,
      continuousWeightPrice: 200,
      freeShippingThreshold: 30_000,
      isDefault: true,
    });
    // Each region keeps its own default: marking Macau's did not unmark the mainland's or Hong Kong's.
    expect(await db.freightRule.count({ where: { isDefault: true } })).toBe(3);
    const sku = await createSku({ price: 10_000, weight: 1200 });
    const [cn, hk, mo, tw] = await Promise.all([shopperIn("CN"), shopperIn("HK"), shopperIn("MO"), shopperIn("TW")]);
    expect((await previewOf(cn, sku.skuId)).body.freightAmount).toBe(1500);
    expect((await previewOf(hk, sku.skuId)).body).toMatchObject({ freightAmount: 4000, deliverable: true });
    expect((await previewOf(mo, sku.skuId)).body).toMatchObject({
      freightAmount: 1700,
      freeShipping: { threshold: 30_000, missing: 20_000 },
    });
    expect((await previewOf(mo, sku.skuId, 3)).body).toMatchObject({ freightAmount: 0 });
    // Taiwan: the preview says so (the checkout shows it before payment) and placing is refused.
    const twPreview = await previewOf(tw, sku.skuId);
    expect(twPreview.status).toBe(200);
    expect(twPreview.body.deliverable).toBe(false);
    const refused = await buyNow(tw, sku.skuId, 1, "zh-Hant");
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "CONFLICT", message: expect.stringContaining("臺灣") });
    const cart = await db.cartItem.create({ data: { userId: tw.user.id, skuId: sku.skuId, quantity: 1 } });
    const fromCart = await call<{ message: string }>(createOrder, "/api/v1/create-order", {
      token: tw.token,
      body: { addressId: tw.addressId, cartIds: [cart.id] },
    });
    expect(fromCart.status).toBe(409);
    expect(fromCart.body.message).toMatch(/Taiwan/);
    expect(await db.order.count({ where: { userId: tw.user.id } })).toBe(0);
    expect(await db.sku.findUniqueOrThrow({ where: { id: sku.skuId } })).toMatchObject({ stock: 10 });
    // A pick-up needs no rule.
    const point = await createPickupPoint();
    const pickup = await call<{ freightAmount: number }>(createOrderNow, "/api/v1/create-order-now", {
      token: tw.token,
      body: { pickupPointId: point.id, skuId: sku.skuId, quantity: 1 },
    });
    expect(pickup.status).toBe(200);
    expect(pickup.body.freightAmount).toBe(0);
  });

  it("a region with no rule at all, the mainland included, is not deliverable", async () => {
    await db.freightRule.deleteMany({});
    const s = await shopperIn("CN");
    const sku = await createSku();
    expect((await previewOf(s, sku.skuId)).body.deliverable).toBe(false);
    expect((await buyNow(s, sku.skuId)).status).toBe(409);
  });

  it("a shop's own rule counts for its region only", async () => {
    const shop = await db.shop.create({ data: { name: "港店" } });
    await db.freightRule.create({
      data: { name: "港店运费", ...TEST_FREIGHT, firstWeightPrice: 2500, shopId: shop.id, region: "HK" },
    });
    const own = await createSku({ weight: 500 });
    await db.product.update({ where: { id: own.productId }, data: { shopId: shop.id } });
    expect((await previewOf(await shopperIn("HK"), own.skuId)).body).toMatchObject({ freightAmount: 2500 });
    // To the mainland the mall's rule prices the shop's goods; to Macau there is none.
    expect((await previewOf(await shopperIn("CN"), own.skuId)).body).toMatchObject({ freightAmount: 1000 });
    expect((await previewOf(await shopperIn("MO"), own.skuId)).body.deliverable).toBe(false);
  });
});

describe("retiring", () => {
  it("a retired rule prices no new order; orders keep the freight they were charged", async () => {
    const { cookie } = await signedIn(["owner"]);
    const hkRule = await addRule(cookie, { region: "HK", firstWeightPrice: 3000, isDefault: true });
    const hk = await shopperIn("HK");
    const sku = await createSku({ price: 1000, weight: 500 });
    const before = await buyNow(hk, sku.skuId);
    expect(before.body.freightAmount).toBe(3000);
    const retired = await adminCall<Rule>(updateFreight, "/x", {
      cookie,
      params: { id: String(hkRule.id) },
      body: {
        name: "规则",
        ...TEST_FREIGHT,
        firstWeightPrice: 3000,
        region: "HK",
        active: false,
        version: hkRule.version,
      },
    });
    expect(retired.status).toBe(200);
    expect(retired.body).toMatchObject({ active: false, region: "HK" });
    expect((await previewOf(hk, sku.skuId)).body.deliverable).toBe(false);
    expect((await buyNow(hk, sku.skuId)).status).toBe(409);
    const kept = await db.order.findUniqueOrThrow({ where: { id: before.body.id } });
    expect(kept).toMatchObject({ freightAmount: 3000, totalAmount: 4000 });
    // The console still lists it, retired, for the record.
    const listed = await adminCall<{ rows: Rule[] }>(listFreight, "/x", { cookie });
    expect(listed.body.rows.find((r) => r.id === hkRule.id)).toMatchObject({ active: false });
    // A later rule for the region delivers again.
    await addRule(cookie, { region: "HK", firstWeightPrice: 3500 });
    expect((await previewOf(hk, sku.skuId)).body).toMatchObject({ deliverable: true, freightAmount: 3500 });
  });

  it("a retired pick-up point is not offered; its orders keep their copy", async () => {
    const s = await shopperIn("CN");
    const point = await createPickupPoint();
    const sku = await createSku();
    const placed = await call<{ id: number }>(createOrderNow, "/api/v1/create-order-now", {
      token: s.token,
      body: { pickupPointId: point.id, skuId: sku.skuId, quantity: 1 },
    });
    expect(placed.status).toBe(200);
    await db.pickupPoint.update({ where: { id: point.id }, data: { active: false } });
    const again = await call(createOrderNow, "/api/v1/create-order-now", {
      token: s.token,
      body: { pickupPointId: point.id, skuId: sku.skuId, quantity: 1 },
    });
    expect(again.status).toBe(404);
    const order = await db.order.findUniqueOrThrow({ where: { id: placed.body.id } });
    expect(order.receiverAddress).toContain(point.name);
  });

  it("refuses a region that is not one of the four", async () => {
    const { cookie } = await signedIn(["owner"]);
    const res = await adminCall<{ fields?: Record<string, string> }>(createFreight, "/x", {
      cookie,
      body: { name: "x", ...TEST_FREIGHT, region: "JP" },
    });
    expect(res.status).toBe(422);
    expect(res.body.fields?.region).toBeTruthy();
  });
});
