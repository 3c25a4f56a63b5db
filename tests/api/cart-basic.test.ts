// The cart through its real route handlers: lines priced on the server, quantities capped by stock,
// check marks, removal, and every id scoped to the caller.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as cartIndex } from "@/app/api/v1/cart-index/route";
import { POST as cartAdd } from "@/app/api/v1/cart-add/route";
import { POST as cartEdit } from "@/app/api/v1/cart-edit/route";
import { POST as cartDelete } from "@/app/api/v1/cart-delete/route";
import { call } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/users";
import { createSku } from "@/tests/helpers/orders-fixtures";

type Row = {
  id: number;
  skuId: number;
  productId: number;
  name: string;
  price: number;
  originalPrice: number | null;
  quantity: number;
  checked: boolean;
  stock: number;
  available: boolean;
};
type ErrorBody = { code: string; message: string; fields?: Record<string, string> };

let sku: { productId: number; skuId: number };
beforeAll(async () => {
  sku = await createSku({ price: 1999, stock: 5 });
});

describe("cart", () => {
  it("needs a login", async () => {
    expect((await call(cartIndex, "/api/v1/cart-index")).status).toBe(401);
    expect((await call(cartAdd, "/api/v1/cart-add", { body: { skuId: sku.skuId, quantity: 1 } })).status).toBe(401);
  });

  it("adds, merges lines of one SKU, and lists them with the server's price", async () => {
    const { token } = await createUser();
    const first = await call<Row>(cartAdd, "/api/v1/cart-add", {
      token,
      body: { skuId: sku.skuId, quantity: 2, price: 1 },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      skuId: sku.skuId,
      productId: sku.productId,
      quantity: 2,
      price: 1999,
      checked: true,
    });
    const again = await call<Row>(cartAdd, "/api/v1/cart-add", { token, body: { skuId: sku.skuId, quantity: 1 } });
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.quantity).toBe(3);
    const list = await call<{ rows: Row[] }>(cartIndex, "/api/v1/cart-index", { token });
    expect(list.body.rows).toHaveLength(1);
    expect(list.body.rows[0]).toMatchObject({
      id: first.body.id,
      skuId: sku.skuId,
      quantity: 3,
      price: 1999,
      stock: 5,
      available: true,
    });
    expect(typeof list.body.rows[0].name).toBe("string");
  });

  it("applies a running discount to the line price", async () => {
    const discounted = await createSku({ price: 1000, discountPercent: 85 });
    const { token } = await createUser();
    const row = await call<Row>(cartAdd, "/api/v1/cart-add", { token, body: { skuId: discounted.skuId, quantity: 1 } });
    expect(row.body).toMatchObject({ price: 850, originalPrice: 1000 });
  });

  it("refuses more than the stock, unknown and off-sale SKUs, and bad quantities", async () => {
    const { token } = await createUser();
    const tooMany = await call<ErrorBody>(cartAdd, "/api/v1/cart-add", {
      token,
      body: { skuId: sku.skuId, quantity: 6 },
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.code).toBe("OUT_OF_STOCK");
    expect((await call(cartAdd, "/api/v1/cart-add", { token, body: { skuId: 999_999, quantity: 1 } })).status).toBe(
      404,
    );
    const offSale = await createSku({ isOnSale: false });
    expect(
      (await call(cartAdd, "/api/v1/cart-add", { token, body: { skuId: offSale.skuId, quantity: 1 } })).status,
    ).toBe(404);
    const zero = await call<ErrorBody>(cartAdd, "/api/v1/cart-add", { token, body: { skuId: sku.skuId, quantity: 0 } });
    expect(zero.status).toBe(422);
    expect(zero.body.fields?.quantity).toBeTruthy();
    expect((await call<{ rows: Row[] }>(cartIndex, "/api/v1/cart-index", { token })).body.rows).toHaveLength(0);
  });

  it("edits quantity and check marks, one line or several", async () => {
    const { token } = await createUser();
    const other = await createSku({ stock: 3 });
    const a = (await call<Row>(cartAdd, "/api/v1/cart-add", { token, body: { skuId: sku.skuId, quantity: 1 } })).body;
    const b = (await call<Row>(cartAdd, "/api/v1/cart-add", { token, body: { skuId: other.skuId, quantity: 1 } })).body;
    const q = await call<{ rows: Row[] }>(cartEdit, "/api/v1/cart-edit", { token, body: { id: a.id, quantity: 4 } });
    expect(q.status).toBe(200);
    expect(q.body.rows[0].quantity).toBe(4);
    expect(
      (await call<ErrorBody>(cartEdit, "/api/v1/cart-edit", { token, body: { id: b.id, quantity: 4 } })).body.code,
    ).toBe("OUT_OF_STOCK");
    await call(cartEdit, "/api/v1/cart-edit", { token, body: { id: a.id, checked: false } });
    let rows = (await call<{ rows: Row[] }>(cartIndex, "/api/v1/cart-index", { token })).body.rows;
    expect(rows.find((r) => r.id === a.id)?.checked).toBe(false);
    const all = await call<{ rows: Row[] }>(cartEdit, "/api/v1/cart-edit", {
      token,
      body: { ids: [a.id, b.id], checked: false },
    });
    expect(all.body.rows.every((r) => !r.checked)).toBe(true);
    rows = (await call<{ rows: Row[] }>(cartIndex, "/api/v1/cart-index", { token })).body.rows;
    expect(rows.every((r) => !r.checked)).toBe(true);
    expect((await call(cartEdit, "/api/v1/cart-edit", { token, body: { id: a.id } })).status).toBe(422);
    expect((await call(cartEdit, "/api/v1/cart-edit", { token, body: { ids: [a.id], quantity: 2 } })).status).toBe(422);
  });

  it("deletes lines", async () => {
    const { token } = await createUser();
    const a = (await call<Row>(cartAdd, "/api/v1/cart-add", { token, body: { skuId: sku.skuId, quantity: 1 } })).body;
    const res = await call<{ deleted: number }>(cartDelete, "/api/v1/cart-delete", { token, body: { ids: [a.id] } });
    expect(res.body.deleted).toBe(1);
    expect((await call<{ rows: Row[] }>(cartIndex, "/api/v1/cart-index", { token })).body.rows).toHaveLength(0);
    expect((await call(cartDelete, "/api/v1/cart-delete", { token, body: { ids: [a.id] } })).status).toBe(404);
  });

  it("answers 404 for another user's line and changes nothing (IDOR)", async () => {
    const owner = await createUser();
    const intruder = await createUser();
    const line = (
      await call<Row>(cartAdd, "/api/v1/cart-add", { token: owner.token, body: { skuId: sku.skuId, quantity: 1 } })
    ).body;
    const own = (
      await call<Row>(cartAdd, "/api/v1/cart-add", { token: intruder.token, body: { skuId: sku.skuId, quantity: 1 } })
    ).body;
    expect(
      (await call(cartEdit, "/api/v1/cart-edit", { token: intruder.token, body: { id: line.id, quantity: 2 } })).status,
    ).toBe(404);
    expect(
      (
        await call(cartEdit, "/api/v1/cart-edit", {
          token: intruder.token,
          body: { ids: [own.id, line.id], checked: false },
        })
      ).status,
    ).toBe(404);
    // Mixed with an own line: nothing at all is deleted.
    expect(
      (await call(cartDelete, "/api/v1/cart-delete", { token: intruder.token, body: { ids: [own.id, line.id] } }))
        .status,
    ).toBe(404);
    const mine = (await call<{ rows: Row[] }>(cartIndex, "/api/v1/cart-index", { token: intruder.token })).body.rows;
    expect(mine.map((r) => [r.id, r.checked])).toEqual([[own.id, true]]);
    const theirs = (await call<{ rows: Row[] }>(cartIndex, "/api/v1/cart-index", { token: owner.token })).body.rows;
    expect(theirs).toMatchObject([{ id: line.id, quantity: 1, checked: true }]);
  });
});
