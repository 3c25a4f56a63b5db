// What a SKU costs right now, for the cart and the checkout alike: its price, less the product's
// running discount (Discount.ratePercent is the share of the price charged). The server is the only
// place a price is computed; clients only ever send ids and quantities.
import type { Tx } from "@/lib/db";

export type PricedSku = {
  skuId: number;
  productId: number;
  /** The product's shop (its freight rule may apply), null for the mall's own goods. */
  shopId: number | null;
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
};

/** Rounded to the cent, half up. */
export function discountedPrice(price: number, ratePercent: number | null): number {
  if (ratePercent === null) return price;
  return Math.round((price * Math.min(100, Math.max(0, ratePercent))) / 100);
}

/** The SKUs by id, priced at `now`; unknown ids are simply absent from the map. */
export async function priceSkus(client: Tx, skuIds: number[], now: Date): Promise<Map<number, PricedSku>> {
  const skus = await client.sku.findMany({
    where: { id: { in: [...new Set(skuIds)] } },
    select: {
      id: true,
      name: true,
      price: true,
      stock: true,
      weight: true,
      image: true,
      hidden: true,
      product: {
        select: {
          id: true,
          shopId: true,
          name: true,
          image: true,
          isOnSale: true,
          discounts: {
            where: { startsAt: { lte: now }, endsAt: { gt: now } },
            orderBy: [{ sort: "asc" }, { id: "asc" }],
            take: 1,
            select: { ratePercent: true },
          },
        },
      },
    },
  });
  return new Map(
    skus.map((s) => {
      const price = discountedPrice(s.price, s.product.discounts[0]?.ratePercent ?? null);
      return [
        s.id,
        {
          skuId: s.id,
          productId: s.product.id,
          shopId: s.product.shopId,
          name: s.product.name,
          skuName: s.name,
          image: s.image ?? s.product.image,
          price,
          originalPrice: price < s.price ? s.price : null,
          stock: s.stock,
          weight: s.weight,
          // A SKU an operator removed while orders reference it is kept, hidden, and not for sale.
          isOnSale: s.product.isOnSale && !s.hidden,
        },
      ];
    }),
  );
}

export type OrderLine = { sku: PricedSku; quantity: number };

/** Goods total and parcel weight of some lines. */
export function linesTotals(lines: OrderLine[]): { itemsAmount: number; weight: number } {
  let itemsAmount = 0;
  let weight = 0;
  for (const { sku, quantity } of lines) {
    itemsAmount += sku.price * quantity;
    weight += sku.weight * quantity;
  }
  return { itemsAmount, weight };
}
