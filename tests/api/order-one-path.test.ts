// Placing an order is one path (lib/services/order/create-order.ts, docs/decisions/026-one-money-path.md):
// every rule and every refusal, on both engines and on both of the path's carriers — the SQL runner
// (an order without a coupon or points) and a Prisma transaction through sqlOver (with them; "max"
// points on a balance of 0 takes it and spends nothing). Every refusal leaves everything as it was,
// and the preview the confirm screen shows is the order the path places.
import crypto from "node:crypto";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { db, dbReady } from "@/lib/db";
import { placeOrder, previewOrderIn } from "@/lib/services/order";
import { createUser } from "@/tests/helpers/users";
import {
  TEST_FREIGHT,
  createAddressFor,
  createPickupPoint,
  giveCoupon,
  useTestFreightRule,
} from "@/tests/helpers/orders-fixtures";

beforeAll(useTestFreightRule);

const tag = () => crypto.randomBytes(3).toString("hex");
type Input = Parameters<typeof placeOrder>[1];
type Carrier = "runner" | "prisma";

/** A product with one SKU per entry of `skus` (regular price, stock, weight), optionally a shop's. */
async function product(
  skus: { price: number; stock?: number; weight?: number; hidden?: boolean }[],
  options: { shopId?: number; isOnSale?: boolean } = {},
) {
  await dbReady();
  const category = await db.category.findFirstOrThrow({ select: { id: true } });
  const created = await db.product.create({
    data: {
      name: `一条路 ${tag()}`,
      image: "/media/products/test.svg",
      price: Math.min(...skus.map((s) => s.price)),
      categoryId: category.id,
      shopId: options.shopId,
      isOnSale: options.isOnSale ?? true,
      skus: {
        create: skus.map((s, i) => ({
          name: `规格${i}`,
          price: s.price,
          stock: s.stock ?? 20,
          weight: s.weight ?? 400,
          hidden: s.hidden ?? false,
        })),
      },
    },
    select: { id: true, skus: { select: { id: true }, orderBy: { id: "asc" } } },
  });
  return { productId: created.id, skuIds: created.skus.map((s) => s.id) };
}

async function shopper(points = 0) {
  const { user } = await createUser({ points });
  const address = await createAddressFor(user.id);
  return { userId: user.id, addressId: address.id };
}

/** Places `input` on `carrier` (the Prisma one forced by "max" points on a zero balance, when asked). */
function place(userId: number, input: Record<string, unknown>, carrier: Carrier, now = new Date()) {
  const body = {
    remark: "",
    points: 0,
    ...input,
    ...(carrier === "prisma" && !("points" in input) ? { points: "max" } : {}),
  };
  return placeOrder(userId, body as Input, now);
}

/** The refusal as `CODE:key`, or the order. */
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => "placed",
    (e: { code?: string; detail?: { key?: string } }) => `${e.code}:${e.detail?.key ?? e.code}`,
  );

/** What a refusal must leave as it was. */
async function snapshot(userId: number, skuIds: number[]) {
  const [skus, orders, cart, user, coupons] = await Promise.all([
    db.sku.findMany({ where: { id: { in: skuIds } }, orderBy: { id: "asc" }, select: { stock: true } }),
    db.order.count({ where: { userId } }),
    db.cartItem.count({ where: { userId } }),
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { points: true } }),
    db.userCoupon.findMany({ where: { userId }, select: { usedAt: true } }),
  ]);
  const sales = await db.discount.findMany({
    where: { product: { skus: { some: { id: { in: skuIds } } } } },
    select: { soldCount: true, purchases: { select: { quantity: true } } },
  });
  return { stock: skus.map((s) => s.stock), orders, cart, points: user.points, coupons, sales };
}

afterEach(async () => {
  await db.shopSetting.deleteMany({ where: { key: "paymentWindowMinutes" } });
});

describe.each(["runner", "prisma"] as Carrier[])("one order path, on the %s", (carrier) => {
  it("writes the order and its lines as charged: price, weight, the shop's freight rule, the receiver's copy, the window", async () => {
    const s = await shopper();
    const { productId, skuIds } = await product([
      { price: 1200, weight: 700 },
      { price: 1500, weight: 400 },
    ]);
    const cart = await Promise.all([
      db.cartItem.create({ data: { userId: s.userId, skuId: skuIds[0], quantity: 2 } }),
      db.cartItem.create({ data: { userId: s.userId, skuId: skuIds[1], quantity: 1 } }),
    ]);
    // The shop's payment window, as the operator set it.
    await db.shopSetting.create({ data: { key: "paymentWindowMinutes", value: "17" } });
    const now = new Date(Date.now() - 1000);
    const placed = await place(
      s.userId,
      { addressId: s.addressId, cartIds: cart.map((c) => c.id), remark: "一条路" },
      carrier,
      now,
    );
    // 1.8 kg: the first kilo 10.00, two more started half kilos 5.00 each.
    const freight = TEST_FREIGHT.firstWeightPrice + 2 * TEST_FREIGHT.continuousWeightPrice;
    expect(placed).toMatchObject({
      status: 0,
      itemsAmount: 3900,
      freightAmount: freight,
      discountAmount: 0,
      pointsUsed: 0,
      pointsAmount: 0,
      totalAmount: 3900 + freight,
      expiresAt: new Date(now.getTime() + 17 * 60_000).toISOString(),
    });
    const order = await db.order.findUniqueOrThrow({
      where: { id: placed.id },
      include: { items: { orderBy: { skuId: "asc" } } },
    });
    expect(order).toMatchObject({
      orderNo: placed.orderNo,
      userId: s.userId,
      deliveryType: "express",
      addressId: s.addressId,
      pickupPointId: null,
      receiverName: "张三",
      receiverPhone: "+8613800138000",
      receiverAddress: "广东省 深圳市 南山区 科技园路 1 号",
      remark: "一条路",
      flashSaleId: null,
      userCouponId: null,
      afterSaleOpen: false,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 17 * 60_000),
    });
    expect(order.orderNo).toHaveLength(25);
    expect(
      order.items.map(({ productId: p, skuId, price, quantity, weight, discountId, skuName }) => [
        p,
        skuId,
        price,
        quantity,
        weight,
        discountId,
        skuName,
      ]),
    ).toEqual([
      [productId, skuIds[0], 1200, 2, 700, null, "规格0"],
      [productId, skuIds[1], 1500, 1, 400, null, "规格1"],
    ]);
    expect(await snapshot(s.userId, skuIds)).toMatchObject({ stock: [18, 19], cart: 0, orders: 1 });
  });

  it("goes to an active pick-up point without freight, and refuses an inactive one", async () => {
    const s = await shopper();
    const { skuIds } = await product([{ price: 900, weight: 3000 }]);
    const point = await createPickupPoint();
    const placed = await place(s.userId, { pickupPointId: point.id, skuId: skuIds[0], quantity: 1 }, carrier);
    expect(placed).toMatchObject({ freightAmount: 0, totalAmount: 900 });
    expect(await db.order.findUniqueOrThrow({ where: { id: placed.id } })).toMatchObject({
      deliveryType: "pickup",
      addressId: null,
      pickupPointId: point.id,
      receiverPhone: point.phone,
      receiverAddress: `${point.name} ${point.address}`,
    });
    await db.pickupPoint.update({ where: { id: point.id }, data: { active: false } });
    const before = await snapshot(s.userId, skuIds);
    expect(await refusal(place(s.userId, { pickupPointId: point.id, skuId: skuIds[0], quantity: 1 }, carrier))).toBe(
      "NOT_FOUND:PICKUP_POINT_NOT_FOUND",
    );
    expect(await snapshot(s.userId, skuIds)).toEqual(before);
  });

  it("copies a Taiwan address with its postal code first, and previews it with its region", async () => {
    const s = await shopper();
    const { skuIds } = await product([{ price: 800 }]);
    const taipei = await db.address.create({
      data: {
        userId: s.userId,
        name: "陳小明",
        phone: "+886912345678",
        region: "TW",
        province: "臺灣",
        city: "臺北市",
        district: "中正區",
        postalCode: "100",
        detail: "重慶南路一段122號",
      },
    });
    // Taiwan is delivered to once it has a freight rule (docs/decisions/038).
    if (!(await db.freightRule.count({ where: { region: "TW" } })))
      await db.freightRule.create({ data: { name: "臺灣", ...TEST_FREIGHT, region: "TW" } });
    const input = { addressId: taipei.id, skuId: skuIds[0], quantity: 1 };
    const preview = await previewOrderIn(s.userId, { ...input, points: 0 }, "zh-Hant");
    expect(preview.address).toMatchObject({ id: taipei.id, region: "TW", postalCode: "100" });
    const placed = await place(s.userId, input, carrier);
    const order = await db.order.findUniqueOrThrow({ where: { id: placed.id } });
    expect(order).toMatchObject({
      receiverName: "陳小明",
      receiverPhone: "+886912345678",
      receiverAddress: "100 臺灣 臺北市 中正區 重慶南路一段122號",
    });
  });

  it("refuses another shopper's address and a deleted one like a missing one", async () => {
    const s = await shopper();
    const other = await shopper();
    const { skuIds } = await product([{ price: 500 }]);
    const deleted = await createAddressFor(s.userId, { name: "旧地址" });
    await db.address.update({ where: { id: deleted.id }, data: { deletedAt: new Date() } });
    const before = await snapshot(s.userId, skuIds);
    for (const addressId of [other.addressId, deleted.id, 2e9])
      expect(await refusal(place(s.userId, { addressId, skuId: skuIds[0], quantity: 1 }, carrier))).toBe(
        "NOT_FOUND:ADDRESS_NOT_FOUND",
      );
    expect(await snapshot(s.userId, skuIds)).toEqual(before);
  });

  it("refuses an unknown SKU, a product off sale, a hidden SKU and another shopper's cart line", async () => {
    const s = await shopper();
    const other = await shopper();
    const off = await product([{ price: 500 }], { isOnSale: false });
    const hidden = await product([{ price: 500, hidden: true }]);
    const fine = await product([{ price: 500 }]);
    const theirs = await db.cartItem.create({ data: { userId: other.userId, skuId: fine.skuIds[0], quantity: 1 } });
    const mine = await db.cartItem.create({ data: { userId: s.userId, skuId: fine.skuIds[0], quantity: 1 } });
    const skuIds = [off.skuIds[0], hidden.skuIds[0], fine.skuIds[0]];
    const before = await snapshot(s.userId, skuIds);
    const now = (skuId: number) => place(s.userId, { addressId: s.addressId, skuId, quantity: 1 }, carrier);
    expect(await refusal(now(2e9))).toBe("NOT_FOUND:SKU_NOT_FOUND");
    expect(await refusal(now(off.skuIds[0]))).toBe("CONFLICT:PRODUCT_OFF_SALE");
    expect(await refusal(now(hidden.skuIds[0]))).toBe("CONFLICT:PRODUCT_OFF_SALE");
    expect(await refusal(place(s.userId, { addressId: s.addressId, cartIds: [mine.id, theirs.id] }, carrier))).toBe(
      "NOT_FOUND:CART_ITEM_NOT_FOUND",
    );
    expect(await snapshot(s.userId, skuIds)).toEqual(before);
  });

  it("caps a shopper's unpaid orders and units (expired ones do not count)", async () => {
    const s = await shopper();
    const { skuIds } = await product([{ price: 100, stock: 500, weight: 10 }]);
    const buy = (quantity: number) => place(s.userId, { addressId: s.addressId, skuId: skuIds[0], quantity }, carrier);
    // 46 units in 4 orders; a fifth order of 5 units would hold 51 (cap 50).
    for (const quantity of [20, 20, 3, 3]) await buy(quantity);
    expect(await refusal(buy(5))).toBe("TOO_MANY_UNPAID:TOO_MANY_UNPAID_UNITS");
    await buy(4);
    // Five unpaid orders: a sixth is refused, whatever its size.
    const before = await snapshot(s.userId, skuIds);
    expect(await refusal(buy(1))).toBe("TOO_MANY_UNPAID:TOO_MANY_UNPAID");
    expect(await snapshot(s.userId, skuIds)).toEqual(before);
    // One of them expired (the sweep will close it): it no longer counts.
    const first = await db.order.findFirstOrThrow({ where: { userId: s.userId }, orderBy: { id: "asc" } });
    await db.order.update({ where: { id: first.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await refusal(buy(1))).toBe("placed");
  });

  it("charges a shop's own freight rule when every line is that shop's, the mall's otherwise", async () => {
    const s = await shopper();
    const shop = await db.shop.create({ data: { name: `店 ${tag()}` } });
    await db.freightRule.create({
      data: {
        name: "店铺运费",
        shopId: shop.id,
        firstWeight: 1000,
        firstWeightPrice: 700,
        continuousWeight: 1000,
        continuousWeightPrice: 300,
        maxWeight: 10_000,
      },
    });
    const own = await product([{ price: 1000, weight: 1500 }], { shopId: shop.id });
    const mall = await product([{ price: 1000, weight: 100 }]);
    const alone = await place(s.userId, { addressId: s.addressId, skuId: own.skuIds[0], quantity: 1 }, carrier);
    expect(alone.freightAmount).toBe(700 + 300);
    const cart = await Promise.all(
      [own.skuIds[0], mall.skuIds[0]].map((skuId) =>
        db.cartItem.create({ data: { userId: s.userId, skuId, quantity: 1 } }),
      ),
    );
    const mixed = await place(s.userId, { addressId: s.addressId, cartIds: cart.map((c) => c.id) }, carrier);
    // 1.6 kg under the mall's rule: the first kilo 10.00, two more started half kilos.
    expect(mixed.freightAmount).toBe(TEST_FREIGHT.firstWeightPrice + 2 * TEST_FREIGHT.continuousWeightPrice);
  });

  it("ships free from the rule's threshold on", async () => {
    const s = await shopper();
    const rule = await db.freightRule.findFirstOrThrow({ where: { shopId: null, isDefault: true } });
    await db.freightRule.update({ where: { id: rule.id }, data: { freeShippingThreshold: 5000 } });
    try {
      const { skuIds } = await product([{ price: 2500, weight: 200 }]);
      const buy = (quantity: number) =>
        place(s.userId, { addressId: s.addressId, skuId: skuIds[0], quantity }, carrier);
      expect((await buy(1)).freightAmount).toBe(TEST_FREIGHT.firstWeightPrice);
      expect(await buy(2)).toMatchObject({ itemsAmount: 5000, freightAmount: 0, totalAmount: 5000 });
    } finally {
      await db.freightRule.update({ where: { id: rule.id }, data: { freeShippingThreshold: null } });
    }
  });

  it("prices a running sale, takes its counters, refuses past its limits, and charges the regular price once it sold out", async () => {
    const s = await shopper();
    const { productId, skuIds } = await product([{ price: 2000, stock: 30 }]);
    const sale = await db.discount.create({
      data: {
        productId,
        title: "限量",
        ratePercent: 50,
        startsAt: new Date(Date.now() - 3600_000),
        endsAt: new Date(Date.now() + 3600_000),
        quantityLimit: 3,
        perUserLimit: 2,
      },
    });
    const buy = (quantity: number, who = s) =>
      place(who.userId, { addressId: who.addressId, skuId: skuIds[0], quantity }, carrier);
    const first = await buy(2);
    expect(first.itemsAmount).toBe(2000);
    expect(await db.orderItem.findFirstOrThrow({ where: { orderId: first.id } })).toMatchObject({
      discountId: sale.id,
    });
    let before = await snapshot(s.userId, skuIds);
    expect(await refusal(buy(1))).toBe("CONFLICT:SALE_LIMIT_REACHED");
    expect(await snapshot(s.userId, skuIds)).toEqual(before);
    const other = await shopper();
    before = await snapshot(other.userId, skuIds);
    expect(await refusal(buy(2, other))).toBe("CONFLICT:SALE_SOLD_OUT");
    expect(await snapshot(other.userId, skuIds)).toEqual(before);
    await buy(1, other);
    // Sold out: the sale no longer prices the SKU, and a buyer pays the regular price.
    const late = await shopper();
    expect(await buy(1, late)).toMatchObject({ itemsAmount: 2000 });
    expect(await db.discount.findUniqueOrThrow({ where: { id: sale.id } })).toMatchObject({ soldCount: 3 });
  });

  it("refuses more than the stock, changing nothing", async () => {
    const s = await shopper();
    const { skuIds } = await product([
      { price: 700, stock: 2 },
      { price: 800, stock: 5 },
    ]);
    const cart = await Promise.all(
      skuIds.map((skuId, i) => db.cartItem.create({ data: { userId: s.userId, skuId, quantity: i ? 6 : 1 } })),
    );
    const before = await snapshot(s.userId, skuIds);
    expect(await refusal(place(s.userId, { addressId: s.addressId, cartIds: cart.map((c) => c.id) }, carrier))).toBe(
      "OUT_OF_STOCK:OUT_OF_STOCK_ITEM",
    );
    expect(await snapshot(s.userId, skuIds)).toEqual(before);
  });

  it("is the order its preview shows", async () => {
    const s = await shopper();
    const { skuIds } = await product([{ price: 1234, weight: 1300 }]);
    const input = { addressId: s.addressId, skuId: skuIds[0], quantity: 2 };
    const preview = await previewOrderIn(s.userId, { ...input, points: 0 }, "zh-Hans");
    const placed = await place(s.userId, input, carrier);
    const amounts = ({ itemsAmount, freightAmount, discountAmount, totalAmount }: typeof placed) => ({
      itemsAmount,
      freightAmount,
      discountAmount,
      totalAmount,
    });
    expect(amounts(preview as unknown as typeof placed)).toEqual(amounts(placed));
  });
});

describe("one order path, with a coupon and points (the Prisma carrier)", () => {
  it("takes the coupon off the goods, spends the points, and links both to the order", async () => {
    const s = await shopper(10_000);
    const { skuIds } = await product([{ price: 6000, weight: 100 }]);
    const coupon = await giveCoupon(s.userId, { amountOff: 1000, threshold: 5000 });
    const placed = await place(
      s.userId,
      { addressId: s.addressId, skuId: skuIds[0], quantity: 1, couponId: coupon.id, points: 1500 },
      "prisma",
    );
    expect(placed).toMatchObject({
      itemsAmount: 6000,
      discountAmount: 1000,
      pointsUsed: 1500,
      pointsAmount: 1500,
      freightAmount: TEST_FREIGHT.firstWeightPrice,
      totalAmount: 6000 - 1000 - 1500 + TEST_FREIGHT.firstWeightPrice,
    });
    expect(await db.order.findUniqueOrThrow({ where: { id: placed.id } })).toMatchObject({ userCouponId: coupon.id });
    expect((await db.userCoupon.findUniqueOrThrow({ where: { id: coupon.id } })).usedAt).not.toBeNull();
    expect((await db.user.findUniqueOrThrow({ where: { id: s.userId } })).points).toBe(10_000 - 1500);
    expect(
      await db.pointsEntry.findMany({ where: { userId: s.userId }, select: { delta: true, refKey: true } }),
    ).toEqual([{ delta: -1500, refKey: `order-spend:${placed.id}` }]);
  });

  it("counts the free-shipping threshold on the goods after the coupon, and caps points at half of them", async () => {
    const s = await shopper(100_000);
    const rule = await db.freightRule.findFirstOrThrow({ where: { shopId: null, isDefault: true } });
    await db.freightRule.update({ where: { id: rule.id }, data: { freeShippingThreshold: 5000 } });
    try {
      const { skuIds } = await product([{ price: 5500, weight: 100 }]);
      const coupon = await giveCoupon(s.userId, { amountOff: 1000 });
      const placed = await place(
        s.userId,
        { addressId: s.addressId, skuId: skuIds[0], quantity: 1, couponId: coupon.id, points: "max" },
        "prisma",
      );
      // Goods after the coupon 45.00: under the threshold, and at most 22.50 in points.
      expect(placed).toMatchObject({
        discountAmount: 1000,
        freightAmount: TEST_FREIGHT.firstWeightPrice,
        pointsUsed: 2250,
      });
    } finally {
      await db.freightRule.update({ where: { id: rule.id }, data: { freeShippingThreshold: null } });
    }
  });

  it("refuses another shopper's coupon, a used one, and points over the cap, changing nothing", async () => {
    const s = await shopper(1_000);
    const other = await shopper();
    const { skuIds } = await product([{ price: 3000 }]);
    const theirs = await giveCoupon(other.userId);
    const used = await giveCoupon(s.userId);
    await db.userCoupon.update({ where: { id: used.id }, data: { usedAt: new Date() } });
    const before = await snapshot(s.userId, skuIds);
    const buy = (extra: Record<string, unknown>) =>
      refusal(place(s.userId, { addressId: s.addressId, skuId: skuIds[0], quantity: 1, ...extra }, "prisma"));
    expect(await buy({ couponId: theirs.id })).toBe("NOT_FOUND:COUPON_NOT_FOUND");
    expect(await buy({ couponId: used.id })).toBe("CONFLICT:COUPON_NOT_USABLE");
    // Half of 30.00 is 1,500 points; the balance is 1,000.
    expect(await buy({ points: 1_001 })).toBe("CONFLICT:POINTS_OVER_LIMIT");
    expect(await snapshot(s.userId, skuIds)).toEqual(before);
    // And a refusal after the coupon and the points were taken (the stock) gives both back.
    const coupon = await giveCoupon(s.userId);
    await db.sku.update({ where: { id: skuIds[0] }, data: { stock: 0 } });
    const empty = await snapshot(s.userId, skuIds);
    expect(await buy({ couponId: coupon.id, points: 500 })).toBe("OUT_OF_STOCK:OUT_OF_STOCK_ITEM");
    expect(await snapshot(s.userId, skuIds)).toEqual(empty);
    expect(await db.pointsEntry.count({ where: { userId: s.userId } })).toBe(0);
  });
});
