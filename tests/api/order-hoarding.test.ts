// Issue 15 item 5: one shopper cannot hold a SKU's stock in unpaid orders beyond the caps
// (MAX_UNPAID_ORDERS, MAX_UNPAID_UNITS), also when the checkouts arrive at once.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as createOrderNow } from "@/app/api/v1/create-order-now/route";
import { POST as cancelOrder } from "@/app/api/v1/cancel-order/route";
import { env } from "@/lib/env";
import { db } from "@/lib/db";
import { call } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/users";
import { createAddressFor, createSku, stockOf, useTestFreightRule } from "@/tests/helpers/orders-fixtures";

type Body = { id: number; code: string; message: string };

beforeAll(useTestFreightRule);

async function shopper() {
  const { user, token } = await createUser();
  const address = await createAddressFor(user.id);
  return { user, token, address };
}

const buy = (s: { token: string; address: { id: number } }, skuId: number, quantity: number, locale = "en") =>
  call<Body>(createOrderNow, "/api/v1/create-order-now", {
    token: s.token,
    locale,
    body: { addressId: s.address.id, skuId, quantity },
  });

describe("unpaid order caps", () => {
  it("has sensible defaults", () => {
    expect(env().MAX_UNPAID_ORDERS).toBe(5);
    expect(env().MAX_UNPAID_UNITS).toBe(50);
  });

  it("refuses a sixth unpaid order with 429 TOO_MANY_UNPAID, translated; cancelling frees a slot", async () => {
    const s = await shopper();
    const sku = await createSku({ price: 1000, stock: 500, weight: 100 });
    const placed: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await buy(s, sku.skuId, 1);
      expect(res.status).toBe(200);
      placed.push(res.body.id);
    }
    const sixth = await buy(s, sku.skuId, 1);
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe("TOO_MANY_UNPAID");
    expect(sixth.body.message).toContain("5 unpaid orders");
    expect((await buy(s, sku.skuId, 1, "zh-Hans")).body.message).toContain("待付款订单");
    expect(await stockOf(sku.skuId)).toBe(495);
    // Another shopper is not affected.
    expect((await buy(await shopper(), sku.skuId, 1)).status).toBe(200);
    await call(cancelOrder, "/api/v1/cancel-order", { token: s.token, body: { id: placed[0] } });
    expect((await buy(s, sku.skuId, 1)).status).toBe(200);
  });

  it("caps the units held across unpaid orders", async () => {
    const s = await shopper();
    const sku = await createSku({ price: 100, stock: 500, weight: 10 });
    const first = await buy(s, sku.skuId, 30);
    expect(first.status).toBe(200);
    const over = await buy(s, sku.skuId, 21);
    expect(over.status).toBe(429);
    expect(over.body.code).toBe("TOO_MANY_UNPAID");
    expect(over.body.message).toContain("50");
    expect((await buy(s, sku.skuId, 20)).status).toBe(200);
    expect(await stockOf(sku.skuId)).toBe(450);
  });

  it("holds under 12 concurrent checkouts by one shopper", async () => {
    const s = await shopper();
    const sku = await createSku({ price: 1000, stock: 500, weight: 100 });
    const results = await Promise.all(Array.from({ length: 12 }, () => buy(s, sku.skuId, 1)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(7);
    expect(await db.order.count({ where: { userId: s.user.id, status: 0 } })).toBe(5);
    expect(await stockOf(sku.skuId)).toBe(495);
  });
});
