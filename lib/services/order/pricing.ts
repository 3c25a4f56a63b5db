// What a SKU costs right now, for the cart and the checkout alike: its price, or the price of the
// product's running sale (限时优惠 / flash sale) that covers it — the sale's rate for every SKU, or,
// for a sale that names SKUs, each named SKU's flash price or rate. The server is the only place a
// price is computed; clients only ever send ids and quantities. docs/decisions/020-marketing-and-content.md
import { placeholders, sqlRead, type SqlTx, type SqlValue } from "@/lib/db";
import { freightColumns, freightTermsFrom, type FreightRuleTerms } from "./freight";

/** A running sale's terms, as read for pricing (saleTermsSelect). */
export type SaleTerms = {
  id: number;
  ratePercent: number;
  /** Null: every SKU of the product at ratePercent. Else only these SKUs. */
  lines: { skuId: number; price: number | null; ratePercent: number | null }[] | null;
  quantityLimit: number | null;
  soldCount: number;
  perUserLimit: number | null;
};

/**
 * The one definition of a sale that charges now, as a condition on the `Discount` row `d`: switched
 * on, inside its window, not sold out (a sale whose quantity is used up leaves the regular price
 * showing, exactly when checkout stops applying it), and not a flash sale — flash sales never price
 * the cart or checkout: they sell only through the buy button (order/flash-buy.ts), so the bot rules
 * cannot be walked around through create-order-now. Its two parameters are `now`, twice
 * (runningSaleParams). Checkout and the cart read it in the pricing statement; the catalogue's Prisma
 * reads through runningSaleIds.
 */
export const RUNNING_SALE = (d: string) =>
  `${d}."active" AND NOT ${d}."flash" AND ${d}."startsAt" <= ? AND ${d}."endsAt" > ?
    AND (${d}."quantityLimit" IS NULL OR ${d}."soldCount" < ${d}."quantityLimit")`;
export const runningSaleParams = (now: Date): SqlValue[] => [now, now];

/** The ids of the sales running at `now` (RUNNING_SALE), for reads that filter by them in Prisma. */
export async function runningSaleIds(now: Date): Promise<number[]> {
  const rows = await sqlRead<{ id: number }>(
    `SELECT d."id" FROM "Discount" d WHERE ${RUNNING_SALE("d")}`,
    runningSaleParams(now),
  );
  return rows.map((r) => r.id);
}

export const saleTermsSelect = {
  id: true,
  ratePercent: true,
  quantityLimit: true,
  soldCount: true,
  perUserLimit: true,
  skus: { select: { skuId: true, price: true, ratePercent: true } },
} as const;

/** A sale as read with saleTermsSelect, its SKU lines as SaleTerms says (none: the whole product). */
export function saleTerms(row: {
  id: number;
  ratePercent: number;
  quantityLimit: number | null;
  soldCount: number;
  perUserLimit: number | null;
  skus: { skuId: number; price: number | null; ratePercent: number | null }[];
}): SaleTerms {
  const { skus, ...rest } = row;
  return { ...rest, lines: skus.length ? skus : null };
}

/** What `sku` costs under `sale`, or null when the sale does not cover it. Never above the regular price. */
export function salePrice(sale: SaleTerms, sku: { id: number; price: number }): number | null {
  let charged: number;
  if (sale.lines === null) charged = discountedPrice(sku.price, sale.ratePercent);
  else {
    const line = sale.lines.find((l) => l.skuId === sku.id);
    if (!line) return null;
    charged = line.price ?? discountedPrice(sku.price, line.ratePercent ?? sale.ratePercent);
  }
  return Math.min(charged, sku.price);
}

/** The first of `sales` (in their order: sort, id) that covers the SKU, with its price; null: none does. */
export function skuSale(
  sales: readonly SaleTerms[],
  sku: { id: number; price: number },
): { sale: SaleTerms; price: number } | null {
  for (const sale of sales) {
    const price = salePrice(sale, sku);
    if (price !== null) return { sale, price };
  }
  return null;
}

export type PricedSku = {
  skuId: number;
  productId: number;
  /** The product's shop (its freight rule may apply), null for the mall's own goods. */
  shopId: number | null;
  /** That shop's own freight rule, if it has one (freight.ts chooseFreightRule). */
  shopRule: FreightRuleTerms | null;
  categoryId: number;
  name: string;
  skuName: string;
  image: string;
  /** Unit price charged now, in cents. */
  price: number;
  /** The regular unit price when a discount lowers it, else null. */
  originalPrice: number | null;
  stock: number;
  weight: number;
  isOnSale: boolean;
  /** The running sale that prices the SKU, with its limits (checkout takes its counters). */
  sale: Pick<SaleTerms, "id" | "quantityLimit" | "perUserLimit"> | null;
};

/** Rounded to the cent, half up. */
export function discountedPrice(price: number, ratePercent: number | null): number {
  if (ratePercent === null) return price;
  return Math.round((price * Math.min(100, Math.max(0, ratePercent))) / 100);
}

/** A SKU and its product as read for pricing, with the product's running sales (sort, id order). */
type SkuForPricing = {
  id: number;
  name: string;
  price: number;
  stock: number;
  weight: number;
  image: string | null;
  hidden: boolean;
  product: {
    id: number;
    shopId: number | null;
    shopRule: FreightRuleTerms | null;
    name: string;
    image: string;
    isOnSale: boolean;
    categoryId: number;
  };
  sales: SaleTerms[];
};

function toPricedSku(s: SkuForPricing): PricedSku {
  const onSale = skuSale(s.sales, s);
  const price = onSale?.price ?? s.price;
  return {
    skuId: s.id,
    productId: s.product.id,
    shopId: s.product.shopId,
    shopRule: s.product.shopRule,
    categoryId: s.product.categoryId,
    name: s.product.name,
    skuName: s.name,
    image: s.image ?? s.product.image,
    price,
    originalPrice: price < s.price ? s.price : null,
    stock: s.stock,
    weight: s.weight,
    // A SKU an operator removed while orders reference it is kept, hidden, and not for sale.
    isOnSale: s.product.isOnSale && !s.hidden,
    sale: onSale
      ? { id: onSale.sale.id, quantityLimit: onSale.sale.quantityLimit, perUserLimit: onSale.sale.perUserLimit }
      : null,
  };
}

/**
 * One row per SKU and running sale of its product (a SKU without one: a row with a null sale), in the
 * sales' order; `saleHasLines` says whether the sale names SKUs, `lineSkuId` whether it names this one.
 */
type PricingRow = {
  id: number;
  name: string;
  price: number;
  stock: number;
  weight: number;
  image: string | null;
  hidden: number;
  productId: number;
  shopId: number | null;
  productName: string;
  productImage: string;
  isOnSale: number;
  categoryId: number;
  saleId: number | null;
  saleRate: number;
  quantityLimit: number | null;
  soldCount: number;
  perUserLimit: number | null;
  saleHasLines: number;
  lineSkuId: number | null;
  linePrice: number | null;
  lineRate: number | null;
};

/** The pricing statement for `n` SKUs; with `context`, every row also carries that one-row query's columns. */
const pricingSql = (n: number, context?: string) => `
  SELECT ${context ? "ctx.*, " : ""}s."id", s."name", s."price", s."stock", s."weight", s."image", s."hidden",
    p."id" AS "productId", p."shopId", p."name" AS "productName", p."image" AS "productImage", p."isOnSale", p."categoryId",
    ${freightColumns("fr", "shopRule")},
    d."id" AS "saleId", d."ratePercent" AS "saleRate", d."quantityLimit", d."soldCount", d."perUserLimit",
    EXISTS (SELECT 1 FROM "DiscountSku" x WHERE x."discountId" = d."id") AS "saleHasLines",
    ds."skuId" AS "lineSkuId", ds."price" AS "linePrice", ds."ratePercent" AS "lineRate"
  FROM "Sku" s
  JOIN "Product" p ON p."id" = s."productId"
  LEFT JOIN "FreightRule" fr ON fr."shopId" = p."shopId" AND fr."active"
  LEFT JOIN "Discount" d ON d."productId" = p."id" AND ${RUNNING_SALE("d")}
  LEFT JOIN "DiscountSku" ds ON ds."discountId" = d."id" AND ds."skuId" = s."id"
  ${context ? `CROSS JOIN (${context}) ctx` : ""}
  WHERE s."id" IN (${placeholders(n)})
  ORDER BY s."id", d."sort", d."id"`;

/**
 * The SKUs by id, priced at `now` (unknown ids are simply absent from the map): one statement, on any
 * of the runner's interfaces — a write transaction (cart-add, checkout), a Prisma transaction through
 * sqlOver, or sqlReader (the cart, the checkout preview).
 */
export async function priceSkus(q: SqlTx, skuIds: number[], now: Date): Promise<Map<number, PricedSku>> {
  return (await priceSkusWithSql(q, skuIds, now)).priced;
}

/**
 * priceSkus, and in the same statement (one round trip on PostgreSQL) a one-row query of what else
 * the transaction needs (`context`: its SQL, without ORDER BY, and its parameters; column names must
 * not clash with the pricing columns). `context` is undefined when no SKU was found: read it alone then.
 */
export async function priceSkusWithSql<C extends object>(
  q: SqlTx,
  skuIds: number[],
  now: Date,
  context?: { sql: string; params: readonly SqlValue[] },
): Promise<{ priced: Map<number, PricedSku>; context: C | undefined }> {
  const ids = [...new Set(skuIds)];
  const rows = await q.all<PricingRow & C>(pricingSql(ids.length, context?.sql), [
    ...runningSaleParams(now),
    ...(context?.params ?? []),
    ...ids,
  ]);
  const skus = new Map<number, SkuForPricing>();
  for (const r of rows) {
    let sku = skus.get(r.id);
    if (!sku) {
      sku = {
        id: r.id,
        name: r.name,
        price: r.price,
        stock: r.stock,
        weight: r.weight,
        image: r.image,
        hidden: Boolean(r.hidden),
        product: {
          id: r.productId,
          shopId: r.shopId,
          shopRule: freightTermsFrom(r, "shopRule"),
          name: r.productName,
          image: r.productImage,
          isOnSale: Boolean(r.isOnSale),
          categoryId: r.categoryId,
        },
        sales: [],
      };
      skus.set(r.id, sku);
    }
    if (r.saleId === null) continue;
    sku.sales.push({
      id: r.saleId,
      ratePercent: r.saleRate,
      quantityLimit: r.quantityLimit,
      soldCount: r.soldCount,
      perUserLimit: r.perUserLimit,
      // Only this SKU's line matters to its price: a sale naming other SKUs only does not cover it.
      lines: r.saleHasLines
        ? r.lineSkuId === null
          ? []
          : [{ skuId: r.lineSkuId, price: r.linePrice, ratePercent: r.lineRate }]
        : null,
    });
  }
  return {
    priced: new Map([...skus].map(([id, sku]) => [id, toPricedSku(sku)])),
    context: context && rows.length ? (rows[0] as C) : undefined,
  };
}

export type OrderLine = { sku: PricedSku; quantity: number };
