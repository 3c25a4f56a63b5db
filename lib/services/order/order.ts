// Placing orders and the shopper's moves on them. Placing is one write transaction: resolve the
// delivery, price the lines on the server, take the stock with conditional updates (never below zero),
// create the order and its items, use the coupon, consume the cart lines. Any failure — not enough
// stock above all — rolls all of it back: 409 OUT_OF_STOCK and nothing changed.
import { db, dbReady, placeholders, sqlWrite, type SqlTx, type Tx, writeTransaction } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import type {
  CreateOrderInput,
  CreateOrderNowInput,
  EditOrderAddressInput,
  OrderPreviewInput,
} from "@/lib/validation/order";
import { addressText, defaultAddress, findAddressOrThrow, findPickupPointOrThrow } from "../account/address";
import { couponDiscountForOrder, couponLines, markCouponUsed, usableCouponsForLines } from "../engagement/coupon";
import { freeShippingGap, freightForOrder, freightRuleFor, type FreightRuleTerms } from "./freight";
import { newOrderNo } from "./number";
import { linesTotals, priceSkus, priceSkusWithSql, type OrderLine, type PricedSku } from "./pricing";
import { takeSaleUnits, takeSaleUnitsSql } from "./sale-counters";
import { PAYMENT_WINDOW, paymentWindowFrom, paymentWindowMinutes } from "./payment-window";
import { canChangeAddress, closeReason, orderStatus } from "@/lib/domain/order-status";
import { transitionOrder } from "./status";
import { orderViewIn } from "./query";
import type { OrderView } from "./view";
import { POINTS_PER_YUAN, maxSpendablePoints, pointsValue, spendOrderPoints } from "../engagement/points";
import { checkUnpaidAllowance, unpaidAllowanceError } from "./limits";
import type { z } from "zod";
import type { orderCreatedSchema, orderPreviewResultSchema } from "@/lib/validation/responses/order";

export const deliveryType = { EXPRESS: "express", PICKUP: "pickup" } as const;

type DeliveryChoice = { addressId?: number; pickupPointId?: number };
type LineSource = { cartIds?: number[]; skuId?: number; quantity?: number };

type PickupPoint = { id: number; name: string; address: string; phone: string };
type Receiver = { id: number; name: string; phone: string } & Parameters<typeof addressText>[0];

/** An order's delivery columns for a pick-up point (a copy: editing the point never rewrites an order). */
export function pickupDelivery(point: PickupPoint) {
  return {
    deliveryType: deliveryType.PICKUP,
    addressId: null,
    pickupPointId: point.id,
    receiverName: "",
    receiverPhone: point.phone,
    receiverAddress: `${point.name} ${point.address}`,
  };
}

/** An order's delivery columns for an address (a copy: editing the address book never rewrites an order). */
export function addressDelivery(address: Receiver) {
  return {
    deliveryType: deliveryType.EXPRESS,
    addressId: address.id,
    pickupPointId: null,
    receiverName: address.name,
    receiverPhone: address.phone,
    receiverAddress: addressText(address),
  };
}

/** The order's delivery columns: the pick-up point or the caller's address chosen. */
async function resolveDelivery(tx: Tx, userId: number, choice: DeliveryChoice) {
  if (choice.pickupPointId !== undefined) return pickupDelivery(await findPickupPointOrThrow(tx, choice.pickupPointId));
  return addressDelivery(await findAddressOrThrow(tx, userId, choice.addressId as number));
}

/** The priced lines of a checkout: the caller's cart lines, or one SKU bought now. */
async function orderLines(
  tx: Tx,
  userId: number,
  source: LineSource,
  now: Date,
): Promise<{ lines: OrderLine[]; cartIds: number[] }> {
  let wanted: { skuId: number; quantity: number }[];
  let cartIds: number[] = [];
  if (source.cartIds) {
    cartIds = [...new Set(source.cartIds)];
    wanted = await tx.cartItem.findMany({
      where: { userId, id: { in: cartIds } },
      select: { skuId: true, quantity: true },
      orderBy: { id: "asc" },
    });
    // Another user's line looks exactly like a missing one.
    if (wanted.length !== cartIds.length) throw new ApiError("NOT_FOUND", { key: "CART_ITEM_NOT_FOUND" });
  } else {
    wanted = [{ skuId: source.skuId as number, quantity: source.quantity as number }];
  }
  const priced = await priceSkus(
    tx,
    wanted.map((w) => w.skuId),
    now,
  );
  return { lines: pricedLines(wanted, priced), cartIds };
}

/** The wanted SKUs as priced lines: 404 for an unknown SKU, 409 for one no longer on sale. */
function pricedLines(wanted: { skuId: number; quantity: number }[], priced: Map<number, PricedSku>): OrderLine[] {
  return wanted.map(({ skuId, quantity }) => {
    const sku = priced.get(skuId);
    if (!sku) throw new ApiError("NOT_FOUND", { key: "SKU_NOT_FOUND" });
    if (!sku.isOnSale) throw new ApiError("CONFLICT", { key: "PRODUCT_OFF_SALE", values: { name: sku.name } });
    return { sku, quantity };
  });
}

/** The lines as coupons see them (a scoped coupon counts only its products' or categories' lines). */
function checkoutLines(lines: OrderLine[]) {
  return lines.map(({ sku, quantity }) => ({
    productId: sku.productId,
    categoryId: sku.categoryId,
    amount: sku.price * quantity,
  }));
}

function orderTotals(
  lines: OrderLine[],
  discountAmount: number,
  isPickup: boolean,
  rule: FreightRuleTerms | null,
  pointsAmount = 0,
) {
  const { itemsAmount, weight } = linesTotals(lines);
  const freightAmount = isPickup ? 0 : freightForOrder(weight, itemsAmount - discountAmount, rule);
  return {
    itemsAmount,
    freightAmount,
    discountAmount,
    pointsAmount,
    totalAmount: itemsAmount - discountAmount - pointsAmount + freightAmount,
  };
}

/** The points an order spends: what was asked ("max": the most allowed), or 409 when a number is above the cap or the balance. */
async function pointsToSpend(
  tx: Tx,
  userId: number,
  wanted: number | "max",
  goodsAfterCoupon: number,
): Promise<number> {
  if (wanted !== "max" && wanted <= 0) return 0;
  const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { points: true } });
  const max = maxSpendablePoints(goodsAfterCoupon, user.points);
  if (wanted === "max") return max;
  if (wanted > max) throw new ApiError("CONFLICT", { key: "POINTS_OVER_LIMIT", values: { max } });
  return wanted;
}

export type PlacedOrder = z.output<typeof orderCreatedSchema>;

export async function placeOrder(
  userId: number,
  input: CreateOrderInput | CreateOrderNowInput,
  now: Date = new Date(),
): Promise<PlacedOrder> {
  // An order without a coupon or points — the common checkout, and every buy-now of a flash sale —
  // takes the SQL runner (docs/decisions/021-write-path.md); the rest the Prisma transaction below.
  // Both apply the same rules in the same order, from the same functions, and answer the same.
  if (input.couponId === undefined && input.points === 0) return placeOrderSql(userId, input, now);
  return writeTransaction(
    async (tx) => {
      const expiresAt = new Date(now.getTime() + (await paymentWindowMinutes(tx)) * 60_000);
      const delivery = await resolveDelivery(tx, userId, input);
      const { lines, cartIds } = await orderLines(tx, userId, input, now);
      await checkUnpaidAllowance(
        tx,
        userId,
        lines.reduce((sum, line) => sum + line.quantity, 0),
        now,
      );
      const { itemsAmount } = linesTotals(lines);
      const discount =
        input.couponId === undefined
          ? 0
          : await couponDiscountForOrder(tx, userId, input.couponId, await couponLines(tx, checkoutLines(lines)), now);
      for (const { sku, quantity } of lines) {
        const taken = await tx.sku.updateMany({
          where: { id: sku.skuId, stock: { gte: quantity } },
          data: { stock: { decrement: quantity } },
        });
        if (taken.count !== 1)
          throw new ApiError("OUT_OF_STOCK", { key: "OUT_OF_STOCK_ITEM", values: { name: sku.name } });
      }
      await takeSaleUnits(tx, userId, lines);
      const pointsUsed = await pointsToSpend(tx, userId, input.points, itemsAmount - discount);
      const totals = orderTotals(
        lines,
        discount,
        delivery.deliveryType === deliveryType.PICKUP,
        await freightRuleFor(
          tx,
          lines.map((l) => l.sku.shopId),
        ),
        pointsValue(pointsUsed),
      );
      const order = await tx.order.create({
        data: {
          orderNo: newOrderNo(now),
          userId,
          status: orderStatus.WAITING_FOR_PAYMENT,
          ...totals,
          pointsUsed,
          ...delivery,
          remark: input.remark,
          expiresAt,
          createdAt: now,
          items: {
            create: lines.map(({ sku, quantity }) => ({
              productId: sku.productId,
              skuId: sku.skuId,
              name: sku.name,
              skuName: sku.skuName,
              image: sku.image,
              price: sku.price,
              quantity,
              weight: sku.weight,
              discountId: sku.sale?.id ?? null,
            })),
          },
        },
        select: { id: true, orderNo: true, status: true },
      });
      if (input.couponId !== undefined) await markCouponUsed(tx, input.couponId, order.id, now);
      await spendOrderPoints(tx, { id: order.id, userId, pointsUsed });
      if (cartIds.length) await tx.cartItem.deleteMany({ where: { userId, id: { in: cartIds } } });
      return { ...order, ...totals, pointsUsed, expiresAt: expiresAt.toISOString() };
    },
    { shopper: userId, outcome: true },
  );
}

/** What an order needs besides its lines, read in one statement by placeOrderSql. */
type CheckoutContext = {
  paymentWindow: string | null;
  unpaidOrders: number;
  unpaidUnits: number;
  hasFreightRule: number;
  firstWeight: number | null;
  firstWeightPrice: number | null;
  continuousWeight: number | null;
  continuousWeightPrice: number | null;
  maxWeight: number | null;
  freeShippingThreshold: number | null;
  addressId: number | null;
  addressName: string | null;
  addressPhone: string | null;
  province: string | null;
  city: string | null;
  district: string | null;
  detail: string | null;
  pickupPointId: number | null;
  pickupName: string | null;
  pickupAddress: string | null;
  pickupPhone: string | null;
};

// The payment window, the shopper's unpaid orders and units (limits.ts), the mall's freight rule
// (freight.ts freightRuleFor: the default, else the oldest; a shop's own rule is read after the
// prices, when every line turns out to come from that shop) and the chosen address or pick-up point
// (account/address.ts: live and the caller's; active): one round trip instead of six. `"status" + 0`
// keeps SQLite off the (status, expiresAt) index, which holds every shopper's unpaid orders (it chose
// it without statistics: 0.3 ms and growing with the shop's open orders, against a few µs by the
// shopper's own (userId, status, createdAt) index); PostgreSQL takes the shopper's index either way.
const CHECKOUT_CONTEXT_SQL = `
  SELECT
    (SELECT s."value" FROM "ShopSetting" s WHERE s."key" = ?) AS "paymentWindow",
    (SELECT count(*) FROM "Order" o WHERE o."userId" = ? AND o."status" + 0 = ? AND o."expiresAt" > ?) AS "unpaidOrders",
    (SELECT COALESCE(sum(i."quantity"), 0) FROM "OrderItem" i JOIN "Order" o ON o."id" = i."orderId"
      WHERE o."userId" = ? AND o."status" + 0 = ? AND o."expiresAt" > ?) AS "unpaidUnits",
    f."id" IS NOT NULL AS "hasFreightRule", f."firstWeight", f."firstWeightPrice", f."continuousWeight",
    f."continuousWeightPrice", f."maxWeight", f."freeShippingThreshold",
    a."id" AS "addressId", a."name" AS "addressName", a."phone" AS "addressPhone", a."province", a."city",
    a."district", a."detail",
    pp."id" AS "pickupPointId", pp."name" AS "pickupName", pp."address" AS "pickupAddress", pp."phone" AS "pickupPhone"
  FROM (SELECT 1 AS "one") x
  LEFT JOIN (SELECT * FROM "FreightRule" WHERE "shopId" IS NULL ORDER BY "isDefault" DESC, "id" LIMIT 1) f ON TRUE
  LEFT JOIN "Address" a ON a."id" = ? AND a."userId" = ? AND a."deletedAt" IS NULL
  LEFT JOIN "PickupPoint" pp ON pp."id" = ? AND pp."active"`;

const ORDER_INSERT_SQL = `
  INSERT INTO "Order" ("orderNo", "userId", "status", "itemsAmount", "freightAmount", "discountAmount",
    "pointsAmount", "totalAmount", "pointsUsed", "deliveryType", "addressId", "pickupPointId", "receiverName",
    "receiverPhone", "receiverAddress", "remark", "expiresAt", "createdAt", "updatedAt")
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
  RETURNING "id"`;

const ITEM_COLUMNS = `"orderId", "productId", "skuId", "name", "skuName", "image", "price", "quantity", "weight", "discountId"`;

const FREIGHT_TERMS = `"firstWeight", "firstWeightPrice", "continuousWeight", "continuousWeightPrice", "maxWeight",
  "freeShippingThreshold"`;

/**
 * freightRuleFor on the runner: the shop's own rule when every line comes from one shop that has one
 * (one more statement, only then), else the mall's from the context row.
 */
async function freightRuleSql(
  q: SqlTx,
  ctx: CheckoutContext | undefined,
  lines: OrderLine[],
): Promise<FreightRuleTerms | null> {
  const shops = new Set(lines.map((l) => l.sku.shopId));
  const [only] = shops;
  if (shops.size === 1 && only != null) {
    const own = await q.get<FreightRuleTerms>(`SELECT ${FREIGHT_TERMS} FROM "FreightRule" WHERE "shopId" = ?`, [only]);
    if (own) return own;
  }
  return ctx?.hasFreightRule
    ? {
        firstWeight: ctx.firstWeight!,
        firstWeightPrice: ctx.firstWeightPrice!,
        continuousWeight: ctx.continuousWeight!,
        continuousWeightPrice: ctx.continuousWeightPrice!,
        maxWeight: ctx.maxWeight!,
        freeShippingThreshold: ctx.freeShippingThreshold,
      }
    : null;
}

/** The delivery columns of placeOrder's resolveDelivery, from the context row. */
function deliveryFrom(ctx: CheckoutContext | undefined, choice: DeliveryChoice) {
  if (choice.pickupPointId !== undefined) {
    if (ctx?.pickupPointId == null) throw new ApiError("NOT_FOUND", { key: "PICKUP_POINT_NOT_FOUND" });
    return pickupDelivery({
      id: ctx.pickupPointId,
      name: ctx.pickupName ?? "",
      address: ctx.pickupAddress ?? "",
      phone: ctx.pickupPhone ?? "",
    });
  }
  if (ctx?.addressId == null) throw new ApiError("NOT_FOUND", { key: "ADDRESS_NOT_FOUND" });
  return addressDelivery({
    id: ctx.addressId,
    name: ctx.addressName ?? "",
    phone: ctx.addressPhone ?? "",
    province: ctx.province ?? "",
    city: ctx.city ?? "",
    district: ctx.district ?? "",
    detail: ctx.detail ?? "",
  });
}

/**
 * placeOrder without a coupon or points, on the SQL runner: the same checks in the same order
 * (delivery, lines, the unpaid caps, stock, the sale's counters) and the same rows, in 4 statements
 * for a buy-now (the prices with the context, the order, its items, the stock) instead of ~17.
 */
async function placeOrderSql(
  userId: number,
  input: CreateOrderInput | CreateOrderNowInput,
  now: Date,
): Promise<PlacedOrder> {
  const unpaid = orderStatus.WAITING_FOR_PAYMENT;
  return sqlWrite(
    async (q) => {
      const context = {
        sql: CHECKOUT_CONTEXT_SQL,
        params: [
          PAYMENT_WINDOW,
          userId,
          unpaid,
          now,
          userId,
          unpaid,
          now,
          // 0, not NULL, for the one not chosen: no row has id 0, and SQLite plans `id = NULL` as a scan.
          input.pickupPointId === undefined ? (input.addressId ?? 0) : 0,
          userId,
          input.pickupPointId ?? 0,
        ],
      };
      // Read alone only when the refusal to give depends on it: the delivery is checked first.
      const contextAlone = () => q.get<CheckoutContext>(context.sql, context.params);
      const cartIds = "cartIds" in input && input.cartIds ? [...new Set(input.cartIds)] : [];
      let wanted = [{ skuId: (input as CreateOrderNowInput).skuId, quantity: (input as CreateOrderNowInput).quantity }];
      if (cartIds.length) {
        wanted = await q.all<{ skuId: number; quantity: number }>(
          `SELECT "skuId", "quantity" FROM "CartItem" WHERE "userId" = ? AND "id" IN (${placeholders(cartIds.length)}) ORDER BY "id"`,
          [userId, ...cartIds],
        );
        if (wanted.length !== cartIds.length) {
          deliveryFrom(await contextAlone(), input);
          throw new ApiError("NOT_FOUND", { key: "CART_ITEM_NOT_FOUND" });
        }
      }
      // The prices and the context in one statement (one round trip on PostgreSQL).
      const priced = await priceSkusWithSql<CheckoutContext>(
        q,
        wanted.map((w) => w.skuId),
        now,
        context,
      );
      const ctx = priced.context ?? (await contextAlone());
      const expiresAt = new Date(now.getTime() + paymentWindowFrom(ctx?.paymentWindow) * 60_000);
      const delivery = deliveryFrom(ctx, input);
      const lines = pricedLines(wanted, priced.priced);
      const units = lines.reduce((sum, line) => sum + line.quantity, 0);
      const refused = unpaidAllowanceError(ctx?.unpaidOrders ?? 0, ctx?.unpaidUnits ?? 0, units);
      if (refused) throw refused;
      const rule = await freightRuleSql(q, ctx, lines);
      const totals = orderTotals(lines, 0, delivery.deliveryType === deliveryType.PICKUP, rule, 0);
      const orderNo = newOrderNo(now);
      const order = await q.get<{ id: number }>(ORDER_INSERT_SQL, [
        orderNo,
        userId,
        unpaid,
        totals.itemsAmount,
        totals.freightAmount,
        totals.discountAmount,
        totals.pointsAmount,
        totals.totalAmount,
        0,
        delivery.deliveryType,
        delivery.addressId,
        delivery.pickupPointId,
        delivery.receiverName,
        delivery.receiverPhone,
        delivery.receiverAddress,
        input.remark,
        expiresAt,
        now,
        now,
      ]);
      const orderId = order!.id;
      await q.run(
        `INSERT INTO "OrderItem" (${ITEM_COLUMNS}) VALUES ${lines.map(() => "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)").join(", ")}`,
        lines.flatMap(({ sku, quantity }) => [
          orderId,
          sku.productId,
          sku.skuId,
          sku.name,
          sku.skuName,
          sku.image,
          sku.price,
          quantity,
          sku.weight,
          sku.sale?.id ?? null,
        ]),
      );
      if (cartIds.length)
        await q.run(`DELETE FROM "CartItem" WHERE "userId" = ? AND "id" IN (${placeholders(cartIds.length)})`, [
          userId,
          ...cartIds,
        ]);
      // The stock and the sale's counters last: every checkout of a SKU updates its one row, and a
      // transaction holds that row's lock from its update to its commit (PostgreSQL) — taken last, it
      // is held for one round trip and the COMMIT, not for the order's inserts too. A miss still
      // undoes everything (the transaction), and the refusals come in the Prisma path's order
      // (stock, then the sale's counters).
      for (const { sku, quantity } of lines) {
        const taken = await q.run(
          'UPDATE "Sku" SET "stock" = "stock" - ?, "updatedAt" = ? WHERE "id" = ? AND "stock" >= ?',
          [quantity, now, sku.skuId, quantity],
        );
        if (taken !== 1) throw new ApiError("OUT_OF_STOCK", { key: "OUT_OF_STOCK_ITEM", values: { name: sku.name } });
      }
      await takeSaleUnitsSql(q, userId, lines);
      return {
        id: orderId,
        orderNo,
        status: unpaid,
        ...totals,
        pointsUsed: 0,
        expiresAt: expiresAt.toISOString(),
      };
    },
    { shopper: userId, outcome: true },
  );
}

export type OrderPreview = z.output<typeof orderPreviewResultSchema>;

/** What the confirm screen shows: the same arithmetic as placeOrder, without writing anything. */
export async function previewOrder(
  userId: number,
  input: OrderPreviewInput,
  now: Date = new Date(),
): Promise<OrderPreview> {
  await dbReady();
  const { lines } = await orderLines(db, userId, input, now);
  const pickupPoint = input.pickupPointId === undefined ? null : await findPickupPointOrThrow(db, input.pickupPointId);
  const pickup = pickupPoint !== null || input.delivery === deliveryType.PICKUP;
  const address = pickup
    ? null
    : input.addressId === undefined
      ? await defaultAddress(db, userId)
      : await findAddressOrThrow(db, userId, input.addressId);
  const { itemsAmount } = linesTotals(lines);
  const scoped = await couponLines(db, checkoutLines(lines));
  const { rows: coupons, best } = await usableCouponsForLines(userId, scoped, now);
  let couponId = input.couponId === undefined ? best : input.couponId;
  let discount = 0;
  if (couponId !== null) {
    // A coupon that stopped being usable is dropped from the preview rather than failing the screen.
    discount = await couponDiscountForOrder(db, userId, couponId, scoped, now).catch(() => ((couponId = null), 0));
  }
  const { points: balance } = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { points: true } });
  const maxPoints = maxSpendablePoints(itemsAmount - discount, balance);
  // "max", or more than allowed, previews the most allowed; placing the order would refuse a number above it.
  const used = input.points === "max" ? maxPoints : Math.min(input.points, maxPoints);
  const rule = await freightRuleFor(
    db,
    lines.map((l) => l.sku.shopId),
  );
  const totals = orderTotals(lines, discount, pickup, rule, pointsValue(used));
  return {
    items: lines.map(({ sku, quantity }) => ({
      skuId: sku.skuId,
      productId: sku.productId,
      name: sku.name,
      skuName: sku.skuName,
      image: sku.image,
      price: sku.price,
      originalPrice: sku.originalPrice,
      quantity,
      stock: sku.stock,
    })),
    ...totals,
    deliveryType: pickup ? deliveryType.PICKUP : deliveryType.EXPRESS,
    address,
    pickupPoint,
    couponId,
    coupons,
    points: { balance, max: maxPoints, used, perYuan: POINTS_PER_YUAN },
    // 满 X 包邮: how much more the goods (after the coupon) need to ship free; null without a threshold or for a pick-up.
    freeShipping: pickup ? null : freeShippingGap(itemsAmount - discount, rule),
    stockOk: lines.every(({ sku, quantity }) => sku.stock >= quantity),
  };
}

// The status moves answer the order as their own transaction left it (orderViewIn): a read after the
// commit could fail and report a saved move as failed.
export async function cancelOrder(userId: number, id: number): Promise<OrderView> {
  return writeTransaction(
    async (tx) => {
      await transitionOrder(tx, id, orderStatus.CLOSED, { userId, reason: closeReason.CANCELLED });
      return orderViewIn(tx, userId, id);
    },
    { outcome: true },
  );
}

export async function confirmReceipt(userId: number, id: number): Promise<OrderView> {
  return writeTransaction(async (tx) => {
    await transitionOrder(tx, id, orderStatus.WAITING_FOR_REVIEW, { userId });
    return orderViewIn(tx, userId, id);
  });
}

export async function completeOrder(userId: number, id: number): Promise<OrderView> {
  return writeTransaction(async (tx) => {
    await transitionOrder(tx, id, orderStatus.COMPLETE, { userId });
    return orderViewIn(tx, userId, id);
  });
}

/**
 * Changes where an order goes, until it ships: another address for a delivery, another point for a
 * pick-up. Switching between the two would change the freight of an order that may already be paid.
 */
export async function editOrderAddress(userId: number, input: EditOrderAddressInput): Promise<OrderView> {
  return writeTransaction(
    async (tx) => {
      const order = await tx.order.findFirst({
        where: { id: input.id, userId },
        select: { status: true, deliveryType: true },
      });
      if (!order) throw new ApiError("NOT_FOUND", { key: "ORDER_NOT_FOUND" });
      if (!canChangeAddress(order.status)) throw new ApiError("CONFLICT", { key: "ORDER_ADDRESS_LOCKED" });
      const wantsPickup = input.pickupPointId !== undefined;
      if (wantsPickup !== (order.deliveryType === deliveryType.PICKUP))
        throw new ApiError("CONFLICT", { key: "DELIVERY_TYPE_FIXED" });
      const delivery = await resolveDelivery(tx, userId, input);
      // Conditional on the status: an operator shipping from another process cannot be overtaken.
      const changed = await tx.order.updateMany({
        where: { id: input.id, userId, status: { in: [orderStatus.WAITING_FOR_PAYMENT, orderStatus.WAITING_TO_SHIP] } },
        data: delivery,
      });
      if (changed.count !== 1) throw new ApiError("CONFLICT", { key: "ORDER_ADDRESS_LOCKED" });
      return orderViewIn(tx, userId, input.id);
    },
    { shopper: userId },
  );
}
