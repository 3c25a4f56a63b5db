// Free shipping, one rule (issue 34 §6, lib/domain/free-shipping.ts): the cart and checkout tell 满 X
// 包邮 on the same basis — the goods after the coupon checkout applies by itself — so the cart never
// says "已满 ¥99.00，免运费" for an order checkout then charges freight for, and a coupon that takes
// the goods under the threshold is said in the cart ("用券后差 …"). Property: for any lines, coupon
// and threshold, the cart's status is the confirm screen's, and freight is charged exactly when it is
// not reached. Both engines.
import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { GET as cartIndex } from "@/app/api/v1/cart-index/route";
import { POST as preview } from "@/app/api/v1/order-preview/route";
import { db } from "@/lib/db";
import { freeShippingMessage, type FreeShipping } from "@/lib/domain/free-shipping";
import { translator } from "@/lib/i18n/messages";
import { call } from "@/tests/helpers/api";
import { shopper, type Shopper } from "@/tests/helpers/after-sales-fixtures";
import { createSku, giveCoupon, TEST_FREIGHT } from "@/tests/helpers/orders-fixtures";

type Preview = {
  itemsAmount: number;
  discountAmount: number;
  freightAmount: number;
  freeShipping: FreeShipping | null;
};
type Cart = { rows: { id: number }[]; freeShipping: FreeShipping | null };

async function threshold(cents: number | null) {
  await db.freightRule.deleteMany({});
  await db.freightRule.create({
    data: { name: "包邮门槛", ...TEST_FREIGHT, freeShippingThreshold: cents, isDefault: true },
  });
}

/** A shopper's cart of `lines` (all checked): what the cart says, and what checkout says and charges. */
async function cartAndCheckout(s: Shopper, lines: { price: number; quantity: number }[]) {
  for (const line of lines) {
    const sku = await createSku({ price: line.price, stock: 50 });
    await db.cartItem.create({ data: { userId: s.user.id, skuId: sku.skuId, quantity: line.quantity } });
  }
  const cart = await call<Cart>(cartIndex, "/api/v1/cart-index", { token: s.token });
  expect(cart.status).toBe(200);
  // The confirm screen opens without a coupon chosen: checkout applies its best one by itself.
  const checkout = await call<Preview>(preview, "/api/v1/order-preview", {
    token: s.token,
    body: { addressId: s.addressId, cartIds: cart.body.rows.map((r) => r.id) },
  });
  expect(checkout.status).toBe(200);
  return { cart: cart.body.freeShipping, checkout: checkout.body };
}

beforeEach(() => threshold(9900));

describe("free shipping in the cart and at checkout", () => {
  it("the issue's cart: ¥100 of goods and the ¥20 coupon checkout picks — both say ¥19.00 short after the coupon, and freight is charged", async () => {
    const s = await shopper();
    await giveCoupon(s.user.id, { amountOff: 2000 });
    const { cart, checkout } = await cartAndCheckout(s, [{ price: 10_000, quantity: 1 }]);
    expect(cart).toEqual({
      threshold: 9900,
      goods: 10_000,
      couponDiscount: 2000,
      missing: 1900,
      state: "missing_after_coupon",
    });
    expect(checkout.freeShipping).toEqual(cart);
    expect(checkout).toMatchObject({ discountAmount: 2000, freightAmount: TEST_FREIGHT.firstWeightPrice });
    expect(
      translator("zh-Hans")(`freeShipping.${freeShippingMessage(cart!).key}`, {
        missing: "¥19.00",
        threshold: "¥99.00",
      }),
    ).toBe("用券后差 ¥19.00 包邮（满 ¥99.00 包邮）");
  });

  it("a single ¥59 item with that coupon: ¥60.00 short, said as after the coupon, in the cart as at checkout", async () => {
    const s = await shopper();
    await giveCoupon(s.user.id, { amountOff: 2000 });
    const { cart, checkout } = await cartAndCheckout(s, [{ price: 5900, quantity: 1 }]);
    expect(cart).toMatchObject({ missing: 6000, couponDiscount: 2000, state: "missing" });
    expect(checkout.freeShipping).toEqual(cart);
    expect(freeShippingMessage(cart!).key).toBe("missingAfterCoupon");
    // Without the coupon, the plain wording against the goods.
    const other = await shopper();
    const plain = await cartAndCheckout(other, [{ price: 5900, quantity: 1 }]);
    expect(plain.cart).toMatchObject({ missing: 4000, couponDiscount: 0, state: "missing" });
    expect(freeShippingMessage(plain.cart!).key).toBe("missing");
  });

  it("agree for any lines, coupon and threshold: same status, freight exactly when not reached", async () => {
    const lineArb = fc.record({ price: fc.integer({ min: 100, max: 8000 }), quantity: fc.integer({ min: 1, max: 3 }) });
    await fc.assert(
      fc.asyncProperty(
        fc.array(lineArb, { minLength: 1, maxLength: 3 }),
        fc.option(
          fc.record({ amountOff: fc.integer({ min: 100, max: 5000 }), threshold: fc.constantFrom(0, 5000, 15_000) }),
          {
            nil: null,
          },
        ),
        fc.option(fc.integer({ min: 1000, max: 20_000 }), { nil: null }),
        async (lines, coupon, freeFrom) => {
          await threshold(freeFrom);
          const s = await shopper();
          if (coupon) await giveCoupon(s.user.id, coupon);
          const { cart, checkout } = await cartAndCheckout(s, lines);
          expect(cart).toEqual(checkout.freeShipping);
          if (cart === null) {
            expect(freeFrom).toBeNull();
            return;
          }
          expect(cart.goods).toBe(checkout.itemsAmount);
          expect(cart.couponDiscount).toBe(checkout.discountAmount);
          expect(checkout.freightAmount === 0).toBe(cart.state === "reached");
        },
      ),
      { numRuns: 15 },
    );
  }, 240_000);
});
