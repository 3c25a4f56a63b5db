// What placing an order (create-order.ts) and its preview (preview-order.ts) read, in the same
// statements: the lines — the caller's cart lines, or one SKU bought now — priced (pricing.ts), and in
// that same statement everything else the order depends on: the payment window, the shopper's unpaid
// orders and units (limits.ts), the points balance, the freight rules (freight.ts: the lines' shops'
// with their prices, the mall's here) and the address or pick-up point (delivery.ts). One round trip on PostgreSQL; on any of the runner's
// interfaces (a write transaction, a Prisma one through sqlOver, sqlReader for the preview).
import { ApiError } from "@/lib/domain/errors";
import { placeholders, type SqlTx } from "@/lib/db";
import { DELIVERY_COLUMNS, DELIVERY_JOINS, deliveryParams, type DeliveryChoice, type DeliveryRow } from "./delivery";
import {
  chooseFreightRule,
  deliverableRule,
  freightColumns,
  freightTermsFrom,
  mallFreightRuleFor,
  type FreightRuleTerms,
} from "./freight";
import { UNPAID_COUNT_COLUMNS, unpaidCountParams } from "./limits";
import { priceSkusWithSql, type OrderLine, type PricedSku } from "./pricing";
import { PAYMENT_WINDOW } from "./payment-window";

/** The context's columns (and the mall's freight rule for the address's region under `mallRule…`, freight.ts freightColumns). */
export type CheckoutContext = DeliveryRow & {
  paymentWindow: string | null;
  unpaidOrders: number;
  unpaidUnits: number;
  pointsBalance: number | null;
};

const CHECKOUT_CONTEXT_SQL = `
  SELECT
    (SELECT s."value" FROM "ShopSetting" s WHERE s."key" = ?) AS "paymentWindow",
    ${UNPAID_COUNT_COLUMNS},
    (SELECT u."points" FROM "User" u WHERE u."id" = ?) AS "pointsBalance",
    ${freightColumns("f", "mallRule")},
    ${DELIVERY_COLUMNS}
  FROM (SELECT 1 AS "one") x
  ${DELIVERY_JOINS}
  LEFT JOIN "FreightRule" f ON ${mallFreightRuleFor("f", `COALESCE(a."region", 'CN')`)}`;

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

/**
 * The freight rule of the lines to the address read (freight.ts chooseFreightRule): their shop's, read
 * with their prices, or the mall's for the address's region, read with the context; 409
 * NOT_DELIVERABLE for an express delivery to a region without one (freight.ts deliverableRule).
 */
export function checkoutFreightRule(
  lines: readonly OrderLine[],
  ctx: CheckoutContext | undefined,
  pickup: boolean,
): FreightRuleTerms | null {
  const { rule, to } = checkoutFreight(lines, ctx, pickup);
  return deliverableRule(rule, to);
}

/** checkoutFreightRule without the refusal: the rule (null: none) and where the order goes (the preview shows the refusal). */
export function checkoutFreight(lines: readonly OrderLine[], ctx: CheckoutContext | undefined, pickup: boolean) {
  // No address read (none named and no default, or a pick-up): nothing to refuse; priced as the mainland.
  const region = pickup || ctx?.addressId == null ? null : (ctx.addressRegion ?? "CN");
  const rule = chooseFreightRule(
    lines.map(({ sku }) => sku),
    freightTermsFrom(ctx, "mallRule"),
    region ?? "CN",
  );
  return { rule, to: { pickup, region } };
}

/** The lines as coupons see them (a scoped coupon counts only its products' or categories' lines). */
export function couponCheckoutLines(lines: readonly OrderLine[]) {
  return lines.map(({ sku, quantity }) => ({
    productId: sku.productId,
    categoryId: sku.categoryId,
    amount: sku.price * quantity,
  }));
}
