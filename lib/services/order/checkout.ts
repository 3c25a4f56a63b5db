// What placing an order (create-order.ts) and its preview (preview-order.ts) read, in the same
// statements: the lines — the caller's cart lines, or one SKU bought now — priced (pricing.ts), and in
// that same statement everything else the order depends on: the payment window, the shopper's unpaid
// orders and units (limits.ts), the points balance, the mall's freight rule (freight.ts) and the
// address or pick-up point (delivery.ts). One round trip on PostgreSQL; on any of the runner's
// interfaces (a write transaction, a Prisma one through sqlOver, sqlReader for the preview).
import { ApiError } from "@/lib/api/errors";
import { placeholders, type SqlTx } from "@/lib/db";
import { DELIVERY_COLUMNS, DELIVERY_JOINS, deliveryParams, type DeliveryChoice, type DeliveryRow } from "./delivery";
import { MALL_FREIGHT_RULE_SQL, type FreightRuleTerms } from "./freight";
import { UNPAID_COUNT_COLUMNS, unpaidCountParams } from "./limits";
import { priceSkusWithSql, type OrderLine, type PricedSku } from "./pricing";
import { PAYMENT_WINDOW } from "./settings-admin";

export type CheckoutContext = DeliveryRow & {
  paymentWindow: string | null;
  unpaidOrders: number;
  unpaidUnits: number;
  pointsBalance: number | null;
  hasMallRule: number;
} & { [K in keyof FreightRuleTerms]: FreightRuleTerms[K] | null };

const CHECKOUT_CONTEXT_SQL = `
  SELECT
    (SELECT s."value" FROM "ShopSetting" s WHERE s."key" = ?) AS "paymentWindow",
    ${UNPAID_COUNT_COLUMNS},
    (SELECT u."points" FROM "User" u WHERE u."id" = ?) AS "pointsBalance",
    f."firstWeight" IS NOT NULL AS "hasMallRule", f."firstWeight", f."firstWeightPrice", f."continuousWeight",
    f."continuousWeightPrice", f."maxWeight", f."freeShippingThreshold",
    ${DELIVERY_COLUMNS}
  FROM (SELECT 1 AS "one") x
  LEFT JOIN (${MALL_FREIGHT_RULE_SQL}) f ON TRUE
  ${DELIVERY_JOINS}`;

/** Where the lines come from: cart lines of the caller's, or one SKU bought now. */
export type LineSource = { cartIds?: number[]; skuId?: number; quantity?: number };

export type CheckoutRead = {
  ctx: CheckoutContext | undefined;
  /** The distinct cart lines named (none for a buy-now). */
  cartIds: number[];
  /** The priced lines; throws the lines' refusal (checkoutLines). */
  lines(): OrderLine[];
};

/**
 * Reads a checkout: the cart lines named (when it is one), then the prices and the context in one
 * statement. `orDefault`: with no delivery named, the caller's default address (the preview).
 */
export async function readCheckout(
  q: SqlTx,
  userId: number,
  input: LineSource & DeliveryChoice,
  now: Date,
  { orDefault = false } = {},
): Promise<CheckoutRead> {
  const context = {
    sql: CHECKOUT_CONTEXT_SQL,
    params: [
      PAYMENT_WINDOW,
      ...unpaidCountParams(userId, now),
      userId,
      ...deliveryParams(userId, input, { orDefault }),
    ],
  };
  const cartIds = input.cartIds ? [...new Set(input.cartIds)] : [];
  const wanted = cartIds.length
    ? await q.all<{ skuId: number; quantity: number }>(
        `SELECT "skuId", "quantity" FROM "CartItem" WHERE "userId" = ? AND "id" IN (${placeholders(cartIds.length)}) ORDER BY "id"`,
        [userId, ...cartIds],
      )
    : [{ skuId: input.skuId as number, quantity: input.quantity as number }];
  const priced = wanted.length
    ? await priceSkusWithSql<CheckoutContext>(
        q,
        wanted.map((w) => w.skuId),
        now,
        context,
      )
    : { priced: new Map<number, PricedSku>(), context: undefined };
  const ctx = priced.context ?? (await q.get<CheckoutContext>(context.sql, context.params));
  return {
    ctx,
    cartIds,
    lines() {
      // Another shopper's line looks exactly like a missing one.
      if (wanted.length !== cartIds.length && cartIds.length)
        throw new ApiError("NOT_FOUND", { key: "CART_ITEM_NOT_FOUND" });
      return checkoutLines(wanted, priced.priced);
    },
  };
}

/** The wanted SKUs as priced lines: 404 for an unknown SKU, 409 for one no longer on sale (off sale or hidden). */
function checkoutLines(wanted: { skuId: number; quantity: number }[], priced: Map<number, PricedSku>): OrderLine[] {
  return wanted.map(({ skuId, quantity }) => {
    const sku = priced.get(skuId);
    if (!sku) throw new ApiError("NOT_FOUND", { key: "SKU_NOT_FOUND" });
    if (!sku.isOnSale) throw new ApiError("CONFLICT", { key: "PRODUCT_OFF_SALE", values: { name: sku.name } });
    return { sku, quantity };
  });
}

/** The mall's freight rule as the context read it (null: the mall has none). */
export function mallRuleOf(ctx: CheckoutContext | undefined): FreightRuleTerms | null {
  if (!ctx?.hasMallRule) return null;
  return {
    firstWeight: ctx.firstWeight ?? 0,
    firstWeightPrice: ctx.firstWeightPrice ?? 0,
    continuousWeight: ctx.continuousWeight ?? 0,
    continuousWeightPrice: ctx.continuousWeightPrice ?? 0,
    maxWeight: ctx.maxWeight ?? 0,
    freeShippingThreshold: ctx.freeShippingThreshold,
  };
}

/** The lines as coupons see them (a scoped coupon counts only its products' or categories' lines). */
export function couponCheckoutLines(lines: readonly OrderLine[]) {
  return lines.map(({ sku, quantity }) => ({
    productId: sku.productId,
    categoryId: sku.categoryId,
    amount: sku.price * quantity,
  }));
}
