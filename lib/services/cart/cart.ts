// The shopper's cart. Lines are unique per (user, SKU): adding a SKU again adds to its line. Every
// read and write is scoped to the caller, so another user's line id answers 404 like a missing one.
// Every write is a transaction of lib/db that holds the shopper (`{ shopper }`), so two requests of
// the same shopper cannot interleave a check and a write: adding, the hottest, on the SQL runner
// (sqlWrite), editing and removing in Prisma's (writeTransaction). Lines are priced as checkout
// prices them, by the same statement (order/pricing.ts priceSkus).
import { db, dbReady, sqlOver, sqlReader, sqlWrite, type SqlTx, type Tx, writeTransaction } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { MAX_CART_LINES, MAX_LINE_QUANTITY, type CartAddInput, type CartEditInput } from "@/lib/validation/cart";
import { priceSkus, priceSkusWithSql, type PricedSku } from "../order/pricing";
import { freightRuleFor } from "../order/freight";
import { bestCouponFor } from "../engagement/coupon";
import { freeShippingStatus } from "@/lib/domain/free-shipping";
import type { z } from "zod";
import type { cartIndexSchema, cartListSchema, cartRowSchema } from "@/lib/validation/responses/cart";
import type { deletedCountSchema } from "@/lib/validation/responses/common";

/** A cart line as the screens show it: the line's own fields and its SKU as priced now. */
export type CartRow = z.output<typeof cartRowSchema>;
export type CartList = z.output<typeof cartListSchema>;
export type CartIndex = z.output<typeof cartIndexSchema>;

type Line = { id: number; quantity: number; checked: boolean; createdAt: Date };

/** The caller's lines (or some of them) with their SKUs priced now; `q` reads the prices (sqlReader, or sqlOver(client)). */
async function pricedLines(client: Tx, q: SqlTx, userId: number, where: { id?: { in: number[] } } = {}) {
  const lines = await client.cartItem.findMany({
    where: { userId, ...where },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, skuId: true, quantity: true, checked: true, createdAt: true },
  });
  const priced = lines.length
    ? await priceSkus(
        q,
        lines.map((l) => l.skuId),
        new Date(),
      )
    : new Map<number, PricedSku>();
  return lines.flatMap((line) => {
    const sku = priced.get(line.skuId);
    return sku ? [{ line, sku }] : [];
  });
}

/** Inside a Prisma write transaction: the lines as it left them, priced in it. */
async function cartRows(tx: Tx, userId: number, where: { id?: { in: number[] } } = {}): Promise<CartRow[]> {
  return (await pricedLines(tx, sqlOver(tx), userId, where)).map(({ line, sku }) => toCartRow(line, sku));
}

function toCartRow(line: Line, sku: PricedSku): CartRow {
  return {
    id: line.id,
    skuId: sku.skuId,
    productId: sku.productId,
    name: sku.name,
    skuName: sku.skuName,
    image: sku.image,
    price: sku.price,
    originalPrice: sku.originalPrice,
    quantity: line.quantity,
    checked: line.checked,
    addedAt: line.createdAt.toISOString(),
    stock: sku.stock,
    available: sku.isOnSale && sku.stock > 0,
  };
}

/**
 * The cart, and where its checked lines stand against free shipping: on the goods after the coupon
 * checkout would apply by itself (its best usable one, order/preview-order.ts), by the one rule
 * (lib/domain/free-shipping.ts), so the cart says what checkout will charge.
 */
export async function listCart(userId: number, now: Date = new Date()): Promise<CartIndex> {
  await dbReady();
  const lines = await pricedLines(db, sqlReader, userId);
  const checked = lines.filter(({ line, sku }) => line.checked && sku.isOnSale && sku.stock > 0);
  // Freight is per destination region: the cart's free-shipping line is the default address's region's.
  const home = checked.length
    ? await sqlReader.get<{ region: string }>(
        `SELECT "region" FROM "Address" WHERE "userId" = ? AND "isDefault" = TRUE AND "deletedAt" IS NULL`,
        [userId],
      )
    : undefined;
  const rule = checked.length
    ? await freightRuleFor(
        sqlReader,
        checked.map(({ sku }) => sku.shopId),
        home?.region ?? "CN",
      )
    : null;
  let freeShipping: CartIndex["freeShipping"] = null;
  if (rule?.freeShippingThreshold != null) {
    const goods = checked.map(({ line, sku }) => ({
      productId: sku.productId,
      categoryId: sku.categoryId,
      amount: sku.price * line.quantity,
    }));
    const { discount } = await bestCouponFor(userId, goods, now);
    const total = goods.reduce((sum, g) => sum + g.amount, 0);
    freeShipping = freeShippingStatus(rule.freeShippingThreshold, total, discount);
  }
  return { rows: lines.map(({ line, sku }) => toCartRow(line, sku)), freeShipping };
}

async function cartRowOrThrow(tx: Tx, userId: number, id: number): Promise<CartRow> {
  const [row] = await cartRows(tx, userId, { id: { in: [id] } });
  if (!row) throw new ApiError("NOT_FOUND", { key: "CART_ITEM_NOT_FOUND" });
  return row;
}

/**
 * Adds `quantity` of a SKU (to its existing line if there is one); the line may not exceed the stock.
 * The hottest write of the shop, on the SQL runner (lib/db sqlWrite, docs/decisions/021-write-path.md):
 * two statements — the SKU priced with the line and the cart's size, the line written — in one
 * transaction that holds the shopper, so two taps of the same shopper cannot both pass the checks.
 */
export async function addToCart(userId: number, input: CartAddInput): Promise<CartRow> {
  const now = new Date();
  return sqlWrite(
    async (q) => {
      const { priced, context: cart } = await priceSkusWithSql<{
        lineId: number | null;
        lineQuantity: number | null;
        lineCreatedAt: string | null;
        lines: number;
      }>(q, [input.skuId], now, {
        sql: `SELECT c."id" AS "lineId", c."quantity" AS "lineQuantity", c."createdAt" AS "lineCreatedAt",
                (SELECT count(*) FROM "CartItem" a WHERE a."userId" = ?) AS "lines"
              FROM (SELECT 1 AS "one") x LEFT JOIN "CartItem" c ON c."userId" = ? AND c."skuId" = ?`,
        params: [userId, userId, input.skuId],
      });
      const sku = priced.get(input.skuId);
      if (!sku || !sku.isOnSale) throw new ApiError("NOT_FOUND", { key: "SKU_NOT_FOUND" });
      const existing =
        cart?.lineId != null
          ? { id: cart.lineId, quantity: cart.lineQuantity ?? 0, createdAt: new Date(cart.lineCreatedAt!) }
          : null;
      const quantity = (existing?.quantity ?? 0) + input.quantity;
      if (quantity > MAX_LINE_QUANTITY)
        throw new ApiError("CONFLICT", { key: "CART_LINE_LIMIT", values: { max: MAX_LINE_QUANTITY } });
      if (quantity > sku.stock) throw new ApiError("OUT_OF_STOCK", { values: { stock: sku.stock } });
      if (existing) {
        await q.run('UPDATE "CartItem" SET "quantity" = ?, "checked" = TRUE, "updatedAt" = ? WHERE "id" = ?', [
          quantity,
          now,
          existing.id,
        ]);
        // The SKU was priced in this transaction: the line is answered without reading it back.
        return toCartRow({ id: existing.id, quantity, checked: true, createdAt: existing.createdAt }, sku);
      }
      if ((cart?.lines ?? 0) >= MAX_CART_LINES)
        throw new ApiError("CONFLICT", { key: "CART_FULL", values: { max: MAX_CART_LINES } });
      // A line kept on the phone while logged out keeps when it was added (never later than now).
      const addedAt = input.addedAt ? new Date(Math.min(Date.parse(input.addedAt), now.getTime())) : now;
      const created = await q.get<{ id: number }>(
        `INSERT INTO "CartItem" ("userId", "skuId", "quantity", "checked", "createdAt", "updatedAt")
         VALUES (?, ?, ?, TRUE, ?, ?) RETURNING "id"`,
        [userId, input.skuId, quantity, addedAt, now],
      );
      return toCartRow({ id: created!.id, quantity, checked: true, createdAt: addedAt }, sku);
    },
    { shopper: userId },
  );
}

/** Changes a line's quantity and/or check mark, or the check mark of several lines. */
export async function editCart(userId: number, input: CartEditInput): Promise<CartList> {
  return writeTransaction(
    async (tx) => {
      const ids = input.ids ?? [input.id as number];
      const owned = await tx.cartItem.count({ where: { userId, id: { in: ids } } });
      if (owned !== new Set(ids).size) throw new ApiError("NOT_FOUND", { key: "CART_ITEM_NOT_FOUND" });
      if (input.quantity !== undefined) {
        const row = await cartRowOrThrow(tx, userId, ids[0]);
        // Lowering a quantity is always allowed, even when stock fell below the line meanwhile.
        if (input.quantity > row.quantity && input.quantity > row.stock)
          throw new ApiError("OUT_OF_STOCK", { values: { stock: row.stock } });
      }
      await tx.cartItem.updateMany({
        where: { userId, id: { in: ids } },
        data: {
          ...(input.quantity === undefined ? {} : { quantity: input.quantity }),
          ...(input.checked === undefined ? {} : { checked: input.checked }),
        },
      });
      return { rows: await cartRows(tx, userId, { id: { in: ids } }) };
    },
    { shopper: userId },
  );
}

/** Removes lines; all of them must be the caller's, else nothing is removed. */
export async function deleteCartItems(userId: number, ids: number[]): Promise<z.output<typeof deletedCountSchema>> {
  return writeTransaction(
    async (tx) => {
      const unique = [...new Set(ids)];
      const deleted = await tx.cartItem.deleteMany({ where: { userId, id: { in: unique } } });
      if (deleted.count !== unique.length) throw new ApiError("NOT_FOUND", { key: "CART_ITEM_NOT_FOUND" });
      return { deleted: deleted.count };
    },
    { shopper: userId },
  );
}
