// One shopper's concurrent requests (a double tap, two tabs, two devices) against the same rows: the
// outcome is as if they ran one after another, on either engine (PostgreSQL runs write transactions
// side by side; the shopper's row lock orders them — lib/db/postgres.ts).
import { beforeAll, describe, expect, it } from "vitest";
import { POST as cartAdd } from "@/app/api/v1/cart-add/route";
import { GET as cartIndex } from "@/app/api/v1/cart-index/route";
import { POST as claimCoupon } from "@/app/api/v1/claim-coupon/route";
import { POST as createOrder } from "@/app/api/v1/create-order/route";
import { POST as createAddress } from "@/app/api/v1/create-addresses/route";
import { GET as getAddresses } from "@/app/api/v1/get-addresses/route";
import { db } from "@/lib/db";
import { call } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/users";
import {
  addressInput,
  createAddressFor,
  createSku,
  stockOf,
  useTestFreightRule,
} from "@/tests/helpers/orders-fixtures";
import { createCoupon } from "./engagement-fixtures";

beforeAll(useTestFreightRule);

describe("one shopper, many requests at once", () => {
  it("adds every tap of the same SKU to one cart line", async () => {
    const sku = await createSku({ stock: 100 });
    const { token } = await createUser();
    const res = await Promise.all(
      Array.from({ length: 12 }, () =>
        call(cartAdd, "/api/v1/cart-add", { token, body: { skuId: sku.skuId, quantity: 1 } }),
      ),
    );
    expect(res.map((r) => r.status)).toEqual(Array(12).fill(200));
    const rows = (
      await call<{ rows: { skuId: number; quantity: number }[] }>(cartIndex, "/api/v1/cart-index", { token })
    ).body.rows;
    expect(rows.filter((r) => r.skuId === sku.skuId)).toEqual([expect.objectContaining({ quantity: 12 })]);
  });

  it("claims a coupon no more often than its per-shopper limit", async () => {
    const coupon = await createCoupon({ perUserLimit: 2, totalQuantity: 100 });
    const { user, token } = await createUser();
    const res = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(claimCoupon, "/api/v1/claim-coupon", { token, body: { couponId: coupon.id } }),
      ),
    );
    expect(res.filter((r) => r.status === 200)).toHaveLength(2);
    expect(res.filter((r) => r.status !== 200).every((r) => r.status === 409)).toBe(true);
    expect(await db.userCoupon.count({ where: { userId: user.id, couponId: coupon.id } })).toBe(2);
  });

  it("turns one cart into one order, however often checkout is tapped", async () => {
    const sku = await createSku({ stock: 50 });
    const { user, token } = await createUser();
    const address = await createAddressFor(user.id);
    const line = (
      await call<{ id: number }>(cartAdd, "/api/v1/cart-add", { token, body: { skuId: sku.skuId, quantity: 3 } })
    ).body.id;
    const res = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(createOrder, "/api/v1/create-order", { token, body: { addressId: address.id, cartIds: [line] } }),
      ),
    );
    expect(res.filter((r) => r.status === 200)).toHaveLength(1);
    expect(res.every((r) => r.status < 500)).toBe(true);
    expect(await db.order.count({ where: { userId: user.id } })).toBe(1);
    expect(await stockOf(sku.skuId)).toBe(47);
  });

  it("keeps exactly one default address when several are saved as default at once", async () => {
    const { token } = await createUser();
    const res = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call(createAddress, "/api/v1/create-addresses", {
          token,
          body: { ...addressInput, detail: `路 ${i} 号`, isDefault: true },
        }),
      ),
    );
    expect(res.map((r) => r.status).every((s) => s === 200 || s === 201)).toBe(true);
    const rows = (await call<{ rows: { isDefault: boolean }[] }>(getAddresses, "/api/v1/get-addresses", { token })).body
      .rows;
    expect(rows).toHaveLength(6);
    expect(rows.filter((r) => r.isDefault)).toHaveLength(1);
  });
});
