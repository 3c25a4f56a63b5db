// Prices as checkout charges them, for every catalogue answer: a running discount lowers the price
// (order/pricing.ts's discountedPrice, the same rounding) and the regular price becomes the
// struck-through one, so lists, detail, cart and order all show the same figure.
import { db } from "@/lib/db";
import { discountedPrice } from "../order/pricing";
import type { ProductRow } from "./catalogue";

export const runningDiscount = (now: Date) => ({ startsAt: { lte: now }, endsAt: { gt: now } });

/**
 * The share of the price charged now (Discount.ratePercent) per product with a running discount —
 * the first by sort, as checkout picks it (order/pricing.ts). Without ids: every such product.
 */
export async function discountRates(productIds?: number[], now = new Date()): Promise<Map<number, number>> {
  if (productIds?.length === 0) return new Map();
  const discounts = await db.discount.findMany({
    where: { ...(productIds ? { productId: { in: [...new Set(productIds)] } } : {}), ...runningDiscount(now) },
    orderBy: [{ sort: "asc" }, { id: "asc" }],
    select: { productId: true, ratePercent: true },
  });
  const rates = new Map<number, number>();
  for (const d of discounts) if (!rates.has(d.productId)) rates.set(d.productId, d.ratePercent);
  return rates;
}

/** A price as charged now, and the struck-through price beside it. */
export function priced<T extends { price: number; originalPrice?: number | null }>(
  item: T,
  rate: number | undefined,
): T {
  if (rate === undefined) return item;
  const price = discountedPrice(item.price, rate);
  return price < item.price ? { ...item, price, originalPrice: Math.max(item.originalPrice ?? 0, item.price) } : item;
}

/** Product rows with the prices checkout charges. */
export async function withDiscounts<T extends ProductRow>(rows: T[]): Promise<T[]> {
  const rates = await discountRates(rows.map((r) => r.id));
  return rates.size ? rows.map((r) => priced(r, rates.get(r.id))) : rows;
}
