// Prices as checkout charges them, for every catalogue answer: a running sale lowers the price
// (order/pricing.ts's salePrice, the same rounding) and the regular price becomes the struck-through
// one, so lists, detail, cart and order all show the same figure.
import { db, type Prisma } from "@/lib/db";
import { runningSaleIds, salePrice, saleTerms, saleTermsSelect, type SaleTerms } from "../order/pricing";
import type { ProductRow } from "./product-row";

/** The where of sales running at `now` (order/pricing.ts RUNNING_SALE, the rule checkout prices by). */
export async function runningDiscount(now: Date): Promise<Prisma.DiscountWhereInput> {
  return { id: { in: await runningSaleIds(now) } };
}

/** A sale with its lines' regular SKU prices, enough to price a product row without its SKUs. */
export type RowSale = SaleTerms & { skuPrices: Map<number, number> };

/**
 * The running sales per product, in the order checkout tries them (sort, id). Without ids: every
 * product's.
 */
export async function runningSales(productIds?: number[], now = new Date()): Promise<Map<number, RowSale[]>> {
  if (productIds?.length === 0) return new Map();
  const sales = await db.discount.findMany({
    where: {
      ...(productIds ? { productId: { in: [...new Set(productIds)] } } : {}),
      ...(await runningDiscount(now)),
    },
    orderBy: [{ sort: "asc" }, { id: "asc" }],
    select: {
      ...saleTermsSelect,
      productId: true,
      skus: { select: { skuId: true, price: true, ratePercent: true, sku: { select: { price: true } } } },
    },
  });
  const byProduct = new Map<number, RowSale[]>();
  for (const { productId, skus, ...sale } of sales) {
    const terms = saleTerms({ ...sale, skus: skus.map(({ sku: _sku, ...line }) => (void _sku, line)) });
    const row: RowSale = { ...terms, skuPrices: new Map(skus.map((l) => [l.skuId, l.sku.price])) };
    byProduct.set(productId, [...(byProduct.get(productId) ?? []), row]);
  }
  return byProduct;
}

/**
 * The lowest price a product is charged now: its lowest SKU price (`price`, the column kept in step)
 * under a whole-product sale, or the lowest price of the SKUs a sale names — each as checkout charges
 * it (order/pricing.ts salePrice: the same formula, never above the SKU's regular price).
 */
export function chargedRowPrice(price: number, sales: readonly RowSale[] | undefined): number {
  let lowest = price;
  for (const sale of sales ?? []) {
    // A whole-product sale covers any SKU: priced on the lowest one (id 0 names none of them).
    if (sale.lines === null) lowest = Math.min(lowest, salePrice(sale, { id: 0, price }) ?? price);
    else
      for (const line of sale.lines) {
        const regular = sale.skuPrices.get(line.skuId);
        if (regular === undefined) continue;
        lowest = Math.min(lowest, salePrice(sale, { id: line.skuId, price: regular }) ?? regular);
      }
  }
  return lowest;
}

/** A price as charged now (`charged`), and the struck-through price beside it. */
export function priced<T extends { price: number; originalPrice?: number | null }>(
  item: T,
  charged: number | undefined,
): T {
  if (charged === undefined || charged >= item.price) return item;
  return { ...item, price: charged, originalPrice: Math.max(item.originalPrice ?? 0, item.price) };
}

/** Product rows with the prices checkout charges. */
export async function withDiscounts<T extends ProductRow>(rows: T[]): Promise<T[]> {
  const sales = await runningSales(rows.map((r) => r.id));
  return sales.size ? rows.map((r) => priced(r, chargedRowPrice(r.price, sales.get(r.id)))) : rows;
}

/** The share of `regular` that `charged` is, in whole percent (a badge's "8.3折" / "17% off"). */
export function effectiveRate(charged: number, regular: number): number {
  return regular > 0 ? Math.max(0, Math.min(100, Math.round((charged * 100) / regular))) : 100;
}

/**
 * A sale's discount label, the one every screen shows (the home strip, the sale list, the goods page;
 * issue 34 §4): the share charged of the SKU the sale prices lowest, among the product's visible
 * `skus` in their order (sort, id; the first of equal prices), each priced as checkout prices it
 * (order/pricing.ts salePrice). Null when the sale prices none of them.
 */
export function saleRatePercent(sale: SaleTerms, skus: readonly { id: number; price: number }[]): number | null {
  let lowest: { charged: number; regular: number } | null = null;
  for (const sku of skus) {
    const charged = salePrice(sale, sku);
    if (charged !== null && (lowest === null || charged < lowest.charged)) lowest = { charged, regular: sku.price };
  }
  return lowest === null ? null : effectiveRate(lowest.charged, lowest.regular);
}
