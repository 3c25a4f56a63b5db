// Order placement has two implementations of the same rules (docs/decisions/021-write-path.md): the SQL
// runner for orders without a coupon or points, the Prisma transaction for the rest. Spending "max"
// points with a balance of 0 takes the Prisma path and spends nothing, so the same order placed both
// ways must come out the same: the answer, the order and its items as Prisma reads them, the stock, the
// sale's counters, the cart lines used. Each case runs on a fresh SKU of its own, on both engines.
import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db, dbReady } from "@/lib/db";
import { placeOrder } from "@/lib/services/order";
import { createUser } from "@/tests/helpers/users";
import { createAddressFor, createPickupPoint, useTestFreightRule } from "@/tests/helpers/orders-fixtures";

beforeAll(useTestFreightRule);

type Setup = { skuIds: number[]; saleId: number | null };

/** Two SKUs of one product; with `sale`, a flash sale naming the first at a flash price, with limits. */
async function setup(sale: boolean): Promise<Setup> {
  await dbReady();
  const category = await db.category.findFirstOrThrow({ select: { id: true } });
  const product = await db.product.create({
    data: {
      name: `差分 ${crypto.randomBytes(3).toString("hex")}`,
      image: "/media/products/test.svg",
      price: 1200,
      categoryId: category.id,
      skus: {
        create: [
          { name: "A", price: 1200, stock: 50, weight: 700 },
          { name: "B", price: 1500, stock: 30, weight: 400, image: "/media/products/b.svg" },
        ],
      },
    },
    select: { id: true, skus: { select: { id: true }, orderBy: { id: "asc" } } },
  });
  const skuIds = product.skus.map((s) => s.id);
  if (!sale) return { skuIds, saleId: null };
  const discount = await db.discount.create({
    data: {
      productId: product.id,
      title: "秒杀",
      ratePercent: 90,
      startsAt: new Date(Date.now() - 3600_000),
      endsAt: new Date(Date.now() + 3600_000),
      quantityLimit: 20,
      perUserLimit: 3,
      skus: { create: [{ skuId: skuIds[0], price: 888 }] },
    },
    select: { id: true },
  });
  return { skuIds, saleId: discount.id };
}

type Way = "sql" | "prisma";

async function placeBothWays(
  sale: boolean,
  input: (ctx: {
    userId: number;
    addressId: number;
    pickupPointId: number;
    setup: Setup;
    cartIds: number[];
  }) => Record<string, unknown>,
  withCart = false,
) {
  const outcomes = [];
  for (const way of ["sql", "prisma"] as Way[]) {
    const s = await setup(sale);
    const { user } = await createUser();
    const address = await createAddressFor(user.id);
    const point = await createPickupPoint();
    const cartIds = withCart
      ? [
          (await db.cartItem.create({ data: { userId: user.id, skuId: s.skuIds[0], quantity: 2 } })).id,
          (await db.cartItem.create({ data: { userId: user.id, skuId: s.skuIds[1], quantity: 1 } })).id,
        ]
      : [];
    const now = new Date(Date.now() - 1000);
    const body = {
      remark: "差分",
      ...input({ userId: user.id, addressId: address.id, pickupPointId: point.id, setup: s, cartIds }),
      points: way === "sql" ? 0 : "max",
    };
    const placed = await placeOrder(user.id, body as Parameters<typeof placeOrder>[1], now);
    const order = await db.order.findUniqueOrThrow({
      where: { id: placed.id },
      include: { items: { orderBy: { skuId: "asc" } } },
    });
    const skus = await db.sku.findMany({ where: { id: { in: s.skuIds } }, orderBy: { id: "asc" } });
    const saleRow = s.saleId ? await db.discount.findUniqueOrThrow({ where: { id: s.saleId } }) : null;
    const held = s.saleId
      ? await db.discountPurchase.findMany({
          where: { discountId: s.saleId },
          select: { userId: true, quantity: true },
        })
      : [];
    // Everything but what differs by construction: ids, the order number, the shopper, the address and
    // pick-up point rows, the SKU and sale ids, the moments.
    const {
      id: _id,
      orderNo,
      userId: _u,
      addressId,
      pickupPointId,
      createdAt,
      updatedAt,
      expiresAt,
      items,
      ...rest
    } = order;
    outcomes.push({
      answer: {
        ...placed,
        id: undefined,
        orderNo: undefined,
        expiresAt: new Date(placed.expiresAt).getTime() - now.getTime(),
      },
      order: {
        ...rest,
        receiverAddress: rest.receiverAddress.replace(/^自提点 \w+ /, "自提点 "),
        orderNoLength: orderNo.length,
        hasAddress: addressId !== null,
        hasPickupPoint: pickupPointId !== null,
        createdAt: createdAt.getTime() - now.getTime(),
        expiresIn: expiresAt.getTime() - now.getTime(),
        answeredExpiry: new Date(placed.expiresAt).getTime() === expiresAt.getTime(),
        updatedRecently: Math.abs(updatedAt.getTime() - Date.now()) < 60_000,
      },
      items: items.map(({ id: _i, orderId: _o, skuId, productId: _p, discountId, name, ...item }) => ({
        ...item,
        name: name.startsWith("差分 "),
        sku: s.skuIds.indexOf(skuId),
        onSale: discountId !== null && discountId === s.saleId,
      })),
      stock: skus.map((k) => k.stock),
      sold: saleRow?.soldCount ?? null,
      held: held.map((h) => h.quantity),
      cartLeft: await db.cartItem.count({ where: { userId: user.id } }),
    });
  }
  expect(outcomes[0]).toEqual(outcomes[1]);
  return outcomes[0];
}

describe("order placement, SQL runner against the Prisma transaction", () => {
  it("buy now, delivered, no sale", async () => {
    const o = await placeBothWays(false, ({ addressId, setup }) => ({
      addressId,
      skuId: setup.skuIds[1],
      quantity: 3,
    }));
    // 1.2 kg: the first kilo 10.00, one more started half kilo 5.00.
    expect(o.answer.totalAmount).toBe(3 * 1500 + 1500);
    expect(o.stock).toEqual([50, 27]);
  });

  it("buy now of a flash-sale SKU: its price, both counters taken", async () => {
    const o = await placeBothWays(true, ({ addressId, setup }) => ({ addressId, skuId: setup.skuIds[0], quantity: 2 }));
    expect(o.items).toMatchObject([{ price: 888, onSale: true }]);
    expect([o.sold, o.held]).toEqual([2, [2]]);
  });

  it("a cart of two lines, one on sale, to a pick-up point: lines used up, no freight", async () => {
    const o = await placeBothWays(true, ({ pickupPointId, cartIds }) => ({ pickupPointId, cartIds }), true);
    expect(o.order.freightAmount).toBe(0);
    expect(o.items.map((i) => [i.sku, i.price, i.quantity, i.onSale])).toEqual([
      [0, 888, 2, true],
      [1, 1500, 1, false],
    ]);
    expect(o.cartLeft).toBe(0);
  });

  it("refuses the same way: over the per-shopper limit, then out of stock, changing nothing", async () => {
    for (const way of ["sql", "prisma"] as Way[]) {
      const s = await setup(true);
      const { user } = await createUser();
      const address = await createAddressFor(user.id);
      const points = way === "sql" ? 0 : "max";
      const place = (skuId: number, quantity: number) =>
        placeOrder(user.id, { addressId: address.id, skuId, quantity, points, remark: "" }).catch(
          (e: { code?: string; detail?: { key?: string } }) => `${e.code}:${e.detail?.key ?? ""}`,
        );
      expect(await place(s.skuIds[0], 4)).toBe("CONFLICT:SALE_LIMIT_REACHED");
      expect(await place(s.skuIds[1], 31)).toBe("OUT_OF_STOCK:OUT_OF_STOCK_ITEM");
      const skus = await db.sku.findMany({ where: { id: { in: s.skuIds } }, select: { stock: true } });
      expect(skus.map((k) => k.stock)).toEqual([50, 30]);
      expect((await db.discount.findUniqueOrThrow({ where: { id: s.saleId! } })).soldCount).toBe(0);
      expect(await db.order.count({ where: { userId: user.id } })).toBe(0);
    }
  });
});
