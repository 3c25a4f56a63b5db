// Placing orders through the real route handlers: server-side amounts (items, freight, coupon), the
// 25-character order number, cart lines consumed, and 409 OUT_OF_STOCK leaving everything unchanged.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as cartAdd } from "@/app/api/v1/cart-add/route";
import { GET as cartIndex } from "@/app/api/v1/cart-index/route";
import { POST as createOrder } from "@/app/api/v1/create-order/route";
import { POST as createOrderNow } from "@/app/api/v1/create-order-now/route";
import { POST as orderPreview } from "@/app/api/v1/order-preview/route";
import { GET as orderDetail } from "@/app/api/v1/orders-detail/route";
import { db } from "@/lib/db";
import { call } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/users";
import {
  createAddressFor,
  createPickupPoint,
  createSku,
  giveCoupon,
  stockOf,
  useTestFreightRule,
} from "@/tests/helpers/orders-fixtures";

type Placed = {
  id: number;
  orderNo: string;
  status: number;
  totalAmount: number;
  freightAmount: number;
  discountAmount: number;
  itemsAmount: number;
};
type ErrorBody = { code: string; message: string };

beforeAll(useTestFreightRule);

async function shopperWithCart(lines: { skuId: number; quantity: number }[]) {
  const { user, token } = await createUser();
  const address = await createAddressFor(user.id, { isDefault: true });
  const cartIds: number[] = [];
  for (const line of lines)
    cartIds.push((await call<{ id: number }>(cartAdd, "/api/v1/cart-add", { token, body: line })).body.id);
  return { user, token, address, cartIds };
}

describe("create-order", () => {
  it("places an order from cart lines with server-computed amounts", async () => {
    const a = await createSku({ price: 1999, stock: 10, weight: 700 });
    const b = await createSku({ price: 500, stock: 10, weight: 400 });
    const { token, address, cartIds } = await shopperWithCart([
      { skuId: a.skuId, quantity: 2 },
      { skuId: b.skuId, quantity: 1 },
    ]);
    const res = await call<Placed>(createOrder, "/api/v1/create-order", {
      token,
      body: { addressId: address.id, cartIds, totalAmount: 1, price: 1, freightAmount: 0 },
    });
    expect(res.status).toBe(200);
    // Items 2 x 19.99 + 5.00 = 44.98; weight 1.8 kg = first kilo 10.00 + 2 half kilos 10.00.
    expect(res.body).toMatchObject({
      status: 0,
      itemsAmount: 4498,
      freightAmount: 2000,
      discountAmount: 0,
      totalAmount: 6498,
    });
    expect(res.body.orderNo).toMatch(/^\d{25}$/);
    expect(await stockOf(a.skuId)).toBe(8);
    expect(await stockOf(b.skuId)).toBe(9);
    expect((await call<{ rows: unknown[] }>(cartIndex, "/api/v1/cart-index", { token })).body.rows).toHaveLength(0);
    const detail = await call<{
      status: number;
      items: { skuId: number; price: number; quantity: number }[];
      receiverName: string;
      receiverAddress: string;
    }>(orderDetail, `/api/v1/orders-detail?id=${res.body.id}`, { token });
    expect(detail.body.items.map((i) => [i.skuId, i.price, i.quantity])).toEqual([
      [a.skuId, 1999, 2],
      [b.skuId, 500, 1],
    ]);
    expect(detail.body.receiverName).toBe("张三");
    expect(detail.body.receiverAddress).toContain("科技园路 1 号");
  });

  it("takes a coupon off the goods and uses it up", async () => {
    const a = await createSku({ price: 2000, stock: 5, weight: 100 });
    const { user, token, address, cartIds } = await shopperWithCart([{ skuId: a.skuId, quantity: 1 }]);
    const coupon = await giveCoupon(user.id, { amountOff: 300, threshold: 1000 });
    const res = await call<Placed>(createOrder, "/api/v1/create-order", {
      token,
      body: { addressId: address.id, cartIds, couponId: coupon.id },
    });
    expect(res.body).toMatchObject({ itemsAmount: 2000, discountAmount: 300, freightAmount: 1000, totalAmount: 2700 });
    const used = await db.userCoupon.findUniqueOrThrow({ where: { id: coupon.id } });
    expect(used.usedAt).not.toBeNull();
    // The same coupon cannot pay for a second order.
    const again = await call<ErrorBody>(createOrderNow, "/api/v1/create-order-now", {
      token,
      body: { addressId: address.id, skuId: a.skuId, quantity: 1, couponId: coupon.id },
    });
    expect(again.status).toBe(409);
    expect(await stockOf(a.skuId)).toBe(4);
  });

  it("refuses a coupon whose threshold is not met, and another user's coupon, changing nothing", async () => {
    const a = await createSku({ price: 500, stock: 5 });
    const { user, token, address } = await shopperWithCart([]);
    const high = await giveCoupon(user.id, { threshold: 10_000 });
    const res = await call<ErrorBody>(createOrderNow, "/api/v1/create-order-now", {
      token,
      body: { addressId: address.id, skuId: a.skuId, quantity: 1, couponId: high.id },
    });
    expect(res.status).toBe(409);
    const stranger = await createUser();
    const theirs = await giveCoupon(stranger.user.id);
    expect(
      (
        await call(createOrderNow, "/api/v1/create-order-now", {
          token,
          body: { addressId: address.id, skuId: a.skuId, quantity: 1, couponId: theirs.id },
        })
      ).status,
    ).toBe(404);
    expect(await stockOf(a.skuId)).toBe(5);
    expect(await db.order.count({ where: { userId: user.id } })).toBe(0);
  });

  it("ships nothing for a pick-up order", async () => {
    const a = await createSku({ price: 800, stock: 5, weight: 3000 });
    const point = await createPickupPoint();
    const { token } = await createUser();
    const res = await call<Placed>(createOrderNow, "/api/v1/create-order-now", {
      token,
      body: { pickupPointId: point.id, skuId: a.skuId, quantity: 2 },
    });
    expect(res.body).toMatchObject({ itemsAmount: 1600, freightAmount: 0, totalAmount: 1600, status: 0 });
  });

  it("answers 409 OUT_OF_STOCK and changes nothing when one line is short", async () => {
    const plenty = await createSku({ stock: 10 });
    const scarce = await createSku({ stock: 3 });
    const { user, token, address, cartIds } = await shopperWithCart([
      { skuId: plenty.skuId, quantity: 2 },
      { skuId: scarce.skuId, quantity: 3 },
    ]);
    await db.sku.update({ where: { id: scarce.skuId }, data: { stock: 2 } });
    const res = await call<ErrorBody>(createOrder, "/api/v1/create-order", {
      token,
      body: { addressId: address.id, cartIds },
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("OUT_OF_STOCK");
    expect(await stockOf(plenty.skuId)).toBe(10);
    expect(await stockOf(scarce.skuId)).toBe(2);
    expect(await db.order.count({ where: { userId: user.id } })).toBe(0);
    expect((await call<{ rows: unknown[] }>(cartIndex, "/api/v1/cart-index", { token })).body.rows).toHaveLength(2);
  });

  it("needs exactly one of an address and a pick-up point", async () => {
    const a = await createSku();
    const { token, address } = await shopperWithCart([]);
    const point = await createPickupPoint();
    expect(
      (await call(createOrderNow, "/api/v1/create-order-now", { token, body: { skuId: a.skuId, quantity: 1 } })).status,
    ).toBe(422);
    expect(
      (
        await call(createOrderNow, "/api/v1/create-order-now", {
          token,
          body: { addressId: address.id, pickupPointId: point.id, skuId: a.skuId, quantity: 1 },
        })
      ).status,
    ).toBe(422);
  });

  it("scopes every id to the caller (IDOR): address, cart lines", async () => {
    const a = await createSku({ stock: 5 });
    const owner = await shopperWithCart([{ skuId: a.skuId, quantity: 1 }]);
    const intruder = await shopperWithCart([]);
    const withTheirAddress = await call(createOrderNow, "/api/v1/create-order-now", {
      token: intruder.token,
      body: { addressId: owner.address.id, skuId: a.skuId, quantity: 1 },
    });
    expect(withTheirAddress.status).toBe(404);
    const withTheirCart = await call(createOrder, "/api/v1/create-order", {
      token: intruder.token,
      body: { addressId: intruder.address.id, cartIds: owner.cartIds },
    });
    expect(withTheirCart.status).toBe(404);
    expect(await stockOf(a.skuId)).toBe(5);
    expect(
      (await call<{ rows: unknown[] }>(cartIndex, "/api/v1/cart-index", { token: owner.token })).body.rows,
    ).toHaveLength(1);
  });
});

describe("order-preview", () => {
  it("shows the same figures the order will have, suggests the best coupon, writes nothing", async () => {
    const a = await createSku({ price: 3000, stock: 2, weight: 1200 });
    const { user, token, address } = await shopperWithCart([]);
    const small = await giveCoupon(user.id, { amountOff: 200 });
    const big = await giveCoupon(user.id, { amountOff: 500 });
    type Preview = {
      itemsAmount: number;
      freightAmount: number;
      discountAmount: number;
      totalAmount: number;
      couponId: number | null;
      address: { id: number } | null;
      stockOk: boolean;
      coupons: { id: number }[];
    };
    const best = await call<Preview>(orderPreview, "/api/v1/order-preview", {
      token,
      body: { skuId: a.skuId, quantity: 1 },
    });
    expect(best.status).toBe(200);
    expect(best.body).toMatchObject({
      itemsAmount: 3000,
      freightAmount: 1500,
      discountAmount: 500,
      totalAmount: 4000,
      couponId: big.id,
      stockOk: true,
    });
    expect(best.body.address?.id).toBe(address.id);
    const none = await call<Preview>(orderPreview, "/api/v1/order-preview", {
      token,
      body: { skuId: a.skuId, quantity: 1, couponId: null },
    });
    expect(none.body).toMatchObject({ discountAmount: 0, totalAmount: 4500, couponId: null });
    const chosen = await call<Preview>(orderPreview, "/api/v1/order-preview", {
      token,
      body: { skuId: a.skuId, quantity: 1, couponId: small.id },
    });
    expect(chosen.body.discountAmount).toBe(200);
    const short = await call<Preview>(orderPreview, "/api/v1/order-preview", {
      token,
      body: { skuId: a.skuId, quantity: 3 },
    });
    expect(short.body.stockOk).toBe(false);
    const placed = await call<Placed>(createOrderNow, "/api/v1/create-order-now", {
      token,
      body: { addressId: address.id, skuId: a.skuId, quantity: 1, couponId: big.id },
    });
    expect(placed.body.totalAmount).toBe(best.body.totalAmount);
  });
});
