// Bulk changes of selected products (issue 35 §4): a preview first (nothing written), then one
// transaction with an audit row per product; a price that would leave the allowed range refuses the
// whole change; only catalogue:write may.
import { describe, expect, it } from "vitest";
import { POST as bulk } from "@/app/api/admin/v1/products/bulk/route";
import { db } from "@/lib/db";
import { adminCall, signedIn } from "@/tests/helpers/admin";
import { createSku } from "@/tests/helpers/orders-fixtures";

type Line = {
  productId: number;
  skuId: number | null;
  field: string;
  before: number | boolean;
  after: number | boolean;
};
type Result = { lines: Line[]; applied: boolean };
type ErrorBody = { code: string; message: string; fields?: Record<string, string> };

async function threeProducts() {
  const made = [await createSku({ price: 1999 }), await createSku({ price: 10000 }), await createSku({ price: 35 })];
  // The first has a second SKU: every SKU of a product changes.
  const second = await db.sku.create({
    data: { productId: made[0].productId, name: "大号", price: 2999, stock: 3, weight: 500 },
  });
  return { ids: made.map((m) => m.productId), skus: [made[0].skuId, second.id, made[1].skuId, made[2].skuId] };
}

/** The SKUs' prices, in the order asked. */
async function prices(skuIds: number[]) {
  const rows = await db.sku.findMany({ where: { id: { in: skuIds } } });
  return skuIds.map((id) => rows.find((s) => s.id === id)!.price);
}

describe("bulk changes of products", () => {
  it("previews 10 % off three products without writing, then applies it in one go, audited per product", async () => {
    const { cookie, operator } = await signedIn(["catalogue"]);
    const { ids, skus } = await threeProducts();
    const body = { ids, change: { kind: "pricePercent", percent: -10 } };
    const preview = await adminCall<Result>(bulk, "/x", { cookie, body });
    expect(preview.status).toBe(200);
    expect(preview.body.applied).toBe(false);
    // 1999 × 0.9 = 1799.1 → 1799; 2999 → 2699.1 → 2699; 10000 → 9000; 35 → 31.5 → 32 (half up).
    expect(preview.body.lines.map((l) => [l.skuId, l.before, l.after])).toEqual([
      [skus[0], 1999, 1799],
      [skus[1], 2999, 2699],
      [skus[2], 10000, 9000],
      [skus[3], 35, 32],
    ]);
    expect(await prices(skus)).toEqual([1999, 2999, 10000, 35]);
    expect(await db.auditLog.count({ where: { action: "product.bulk", actor: operator.username } })).toBe(0);

    const applied = await adminCall<Result>(bulk, "/x", { cookie, body: { ...body, confirm: true } });
    expect(applied.body.applied).toBe(true);
    expect(await prices(skus)).toEqual([1799, 2699, 9000, 32]);
    // The listing price follows its cheapest SKU.
    expect((await db.product.findUniqueOrThrow({ where: { id: ids[0] } })).price).toBe(1799);
    const audit = await db.auditLog.findMany({
      where: { action: "product.bulk", actor: operator.username },
      orderBy: { id: "asc" },
    });
    expect(audit.map((a) => Number(a.entityId))).toEqual(ids);
  });

  it("changes by an amount, puts on and off sale, moves to a category; unchanged products are no lines", async () => {
    const { cookie } = await signedIn(["owner"]);
    const { ids, skus } = await threeProducts();
    const up = await adminCall<Result>(bulk, "/x", {
      cookie,
      body: { ids, change: { kind: "priceAmount", cents: 500 }, confirm: true },
    });
    expect(up.body.lines).toHaveLength(4);
    expect(await prices(skus)).toEqual([2499, 3499, 10500, 535]);
    await db.product.update({ where: { id: ids[1] }, data: { isOnSale: false } });
    const off = await adminCall<Result>(bulk, "/x", {
      cookie,
      body: { ids, change: { kind: "onSale", isOnSale: false }, confirm: true },
    });
    expect(off.body.lines.map((l) => l.productId)).toEqual([ids[0], ids[2]]);
    expect(
      (await db.product.findMany({ where: { id: { in: ids } }, orderBy: { id: "asc" } })).map((p) => p.isOnSale),
    ).toEqual([false, false, false]);
    const category = await db.category.create({ data: { name: `批量 ${Date.now()}` } });
    const moved = await adminCall<Result>(bulk, "/x", {
      cookie,
      body: { ids, change: { kind: "category", categoryId: category.id }, confirm: true },
    });
    expect(moved.body.lines).toHaveLength(3);
    expect((await db.product.findMany({ where: { id: { in: ids } } })).every((p) => p.categoryId === category.id)).toBe(
      true,
    );
  });

  it("refuses the whole change when one price would leave the range, naming the product; nothing moves", async () => {
    const { cookie } = await signedIn(["catalogue"]);
    const { ids, skus } = await threeProducts();
    const res = await adminCall<ErrorBody>(bulk, "/x", {
      cookie,
      locale: "zh-Hans",
      body: { ids, change: { kind: "priceAmount", cents: -1000 }, confirm: true },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/^测试商品 .+：改价后有规格的价格将超出/);
    expect(res.body.fields?.change).toBe("改价后的价格须在 0.01–999,999.99 之间");
    expect(await prices(skus)).toEqual([1999, 2999, 10000, 35]);
  });

  it("answers field errors for bad input and 403 without catalogue:write", async () => {
    const { cookie } = await signedIn(["catalogue"]);
    const { ids } = await threeProducts();
    for (const body of [
      { ids: [], change: { kind: "onSale", isOnSale: true } },
      { ids: [ids[0], ids[0]], change: { kind: "onSale", isOnSale: true } },
      { ids, change: { kind: "pricePercent", percent: -95 } },
      { ids, change: { kind: "pricePercent", percent: 0 } },
      { ids, change: { kind: "stock", value: 5 } },
      { ids: [999_999_999], change: { kind: "onSale", isOnSale: true } },
    ]) {
      const res = await adminCall<ErrorBody>(bulk, "/x", { cookie, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.fields ?? {}).length, JSON.stringify(body)).toBeGreaterThan(0);
    }
    const marketing = await signedIn(["marketing"]);
    const refused = await adminCall(bulk, "/x", {
      cookie: marketing.cookie,
      body: { ids, change: { kind: "onSale", isOnSale: false }, confirm: true },
    });
    expect(refused.status).toBe(403);
  });
});
