// The after-purchase migration keeps what shops already have: a database migrated up to the migration
// before it, holding reviews and after-sales requests of the old model (one request per order, the
// refund number on the payment), is migrated on; the requests become whole-order requests with their
// units, reason codes and refund breakdown, the payments know what they gave back, the reviews with
// photos are marked. On the engine this run tests (a scratch database of its own).
import path from "node:path";
import { expect, it } from "vitest";
import { dialect } from "@/lib/db";
import { migrationsBefore, root, scratch } from "@/tests/helpers/migration-scratch";

const TARGET = "_after_purchase";
const migrationsOf = (dir: string) => migrationsBefore(dir, TARGET);

const now = "CURRENT_TIMESTAMP";
const legacy = (t: boolean) => `
INSERT INTO "User" ("id", "username", "nickname", "updatedAt") VALUES (1, 'old_shopper', '老顾客', ${now});
INSERT INTO "Category" ("id", "name") VALUES (1, '手机');
INSERT INTO "Product" ("id", "name", "image", "price", "categoryId", "updatedAt") VALUES (1, '旧手机', '/p.svg', 500, 1, ${now});
INSERT INTO "Sku" ("id", "productId", "name", "price", "stock", "updatedAt") VALUES (1, 1, '标准', 500, 10, ${now});
INSERT INTO "Order" ("id", "orderNo", "userId", "status", "itemsAmount", "freightAmount", "discountAmount", "totalAmount", "pointsUsed", "pointsAmount", "expiresAt", "closeReason", "updatedAt")
  VALUES (1, 'A000000000000000000000001', 1, 10, 2000, 1000, 0, 2700, 300, 300, ${now}, 'refunded', ${now}),
         (2, 'A000000000000000000000002', 1, 520, 500, 1000, 0, 1500, 0, 0, ${now}, NULL, ${now}),
         (3, 'A000000000000000000000003', 1, 530, 500, 1000, 0, 1500, 0, 0, ${now}, NULL, ${now});
UPDATE "Order" SET "afterSaleOpen" = ${t ? "true" : "1"} WHERE "id" = 2;
INSERT INTO "OrderItem" ("id", "orderId", "productId", "skuId", "name", "skuName", "image", "price", "quantity", "weight")
  VALUES (1, 1, 1, 1, '旧手机', '标准', '/p.svg', 1000, 1, 500), (2, 1, 1, 1, '旧手机', '标准', '/p.svg', 500, 2, 500),
         (3, 2, 1, 1, '旧手机', '标准', '/p.svg', 500, 1, 500),
         (4, 3, 1, 1, '旧手机', '标准', '/p.svg', 500, 1, 500), (5, 3, 1, 1, '旧手机', '标准', '/p.svg', 0, 1, 0);
INSERT INTO "Payment" ("id", "orderId", "provider", "method", "outTradeNo", "amount", "status", "refundNo", "updatedAt")
  VALUES (1, 1, 'sandbox', 'bank-h5', 'OUT1', 2700, 'refunded', 'RF10000001', ${now}),
         (2, 2, 'sandbox', 'bank-h5', 'OUT2', 1500, 'paid', NULL, ${now});
INSERT INTO "AfterSale" ("id", "orderId", "userId", "type", "status", "reason", "amount", "updatedAt")
  VALUES (1, 1, 1, 'refund', 'refunded', '不想要了', 2700, ${now}), (2, 2, 1, 'return', 'pending', '尺码不合适', 1500, ${now});
INSERT INTO "Review" ("id", "orderId", "orderItemId", "productId", "userId", "skuName", "rating", "content", "images")
  VALUES (1, 3, 4, 1, 1, '标准', 5, '好用', '["/uploads/a.png"]'), (2, 3, 5, 1, 1, '标准', 4, '赠品', '[]');
`;

it("keeps the reviews and after-sales requests of the old model", { timeout: 60_000 }, async () => {
  const engine = dialect.name;
  const { before, target } = migrationsOf(
    path.join(root, engine === "sqlite" ? "prisma/migrations" : "prisma/postgres/migrations"),
  );
  const db = await scratch();
  try {
    for (const sql of before) await db.exec(sql);
    await db.exec(legacy(engine === "postgres"));
    await db.exec(target);

    const requests = await db.rows<Record<string, unknown>>(
      `SELECT "id", "scope", "reason", "description", "amount", "goodsAmount", "couponShare", "pointsShare", "freightAmount", "pointsBack", "paymentId", "refundNo" FROM "AfterSale" ORDER BY "id"`,
    );
    expect(requests).toEqual([
      {
        id: 1,
        scope: "order",
        reason: "not_wanted",
        description: "不想要了",
        amount: 2700,
        goodsAmount: 2000,
        couponShare: 0,
        pointsShare: 300,
        freightAmount: 1000,
        pointsBack: 300,
        paymentId: 1,
        refundNo: "RF10000001",
      },
      {
        id: 2,
        scope: "order",
        reason: "other",
        description: "尺码不合适",
        amount: 1500,
        goodsAmount: 500,
        couponShare: 0,
        pointsShare: 0,
        freightAmount: 1000,
        pointsBack: 0,
        paymentId: null,
        refundNo: null,
      },
    ]);
    expect(
      await db.rows(`SELECT "afterSaleId", "orderItemId", "quantity", "units" FROM "AfterSaleItem" ORDER BY "id"`),
    ).toEqual([
      { afterSaleId: 1, orderItemId: 1, quantity: 1, units: null },
      { afterSaleId: 1, orderItemId: 2, quantity: 2, units: null },
      { afterSaleId: 2, orderItemId: 3, quantity: 1, units: null },
    ]);
    expect(await db.rows(`SELECT "id", "afterSaleQuantity" FROM "OrderItem" ORDER BY "id"`)).toEqual([
      { id: 1, afterSaleQuantity: 1 },
      { id: 2, afterSaleQuantity: 2 },
      { id: 3, afterSaleQuantity: 1 },
      { id: 4, afterSaleQuantity: 0 },
      { id: 5, afterSaleQuantity: 0 },
    ]);
    expect(await db.rows(`SELECT "id", "refundedAmount" FROM "Payment" ORDER BY "id"`)).toEqual([
      { id: 1, refundedAmount: 2700 },
      { id: 2, refundedAmount: 0 },
    ]);
    const reviews = await db.rows<{ id: number; hasPhotos: unknown; content: string }>(
      `SELECT "id", "hasPhotos", "content" FROM "Review" ORDER BY "id"`,
    );
    expect(reviews.map((r) => [r.id, Boolean(r.hasPhotos), r.content])).toEqual([
      [1, true, "好用"],
      [2, false, "赠品"],
    ]);
  } finally {
    await db.close();
  }
});
