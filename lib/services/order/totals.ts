// An order's amounts, from its priced lines: the one arithmetic of checkout, its preview and the
// flash buy. The server computes every figure; the client sends ids and quantities only.
import { ApiError } from "@/lib/domain/errors";
import { maxSpendablePoints } from "../engagement/points";
import { freightForOrder, type FreightRuleTerms } from "./freight";

/** What the amounts need of a line: its unit price (as charged) and weight, and how many. */
export type LineAmounts = { sku: { price: number; weight: number }; quantity: number };

/** Goods total and parcel weight of some lines. */
export function linesTotals(lines: readonly LineAmounts[]): { itemsAmount: number; weight: number } {
  let itemsAmount = 0;
  let weight = 0;
  for (const { sku, quantity } of lines) {
    itemsAmount += sku.price * quantity;
    weight += sku.weight * quantity;
  }
  return { itemsAmount, weight };
}

export type OrderTotals = {
  itemsAmount: number;
  freightAmount: number;
  discountAmount: number;
  pointsAmount: number;
  totalAmount: number;
};

/**
 * The order's amounts: the goods, less the coupon's discount and what the points take off, plus the
 * freight of the shop's rule (free from its threshold on, counted on the goods after the coupon;
 * none for a pick-up).
 */
export function orderTotals(
  lines: readonly LineAmounts[],
  {
    discountAmount = 0,
    pointsAmount = 0,
    pickup,
    rule,
  }: {
    discountAmount?: number;
    pointsAmount?: number;
    pickup: boolean;
    rule: FreightRuleTerms | null;
  },
): OrderTotals {
  const { itemsAmount, weight } = linesTotals(lines);
  const freightAmount = pickup ? 0 : freightForOrder(weight, itemsAmount - discountAmount, rule);
  return {
    itemsAmount,
    freightAmount,
    discountAmount,
    pointsAmount,
    totalAmount: itemsAmount - discountAmount - pointsAmount + freightAmount,
  };
}

/**
 * The points an order spends: what was asked ("max": the most allowed), or 409 when a number is above
 * the cap (half the goods after the coupon) or the balance.
 */
export function pointsToSpend(wanted: number | "max", goodsAfterCoupon: number, balance: number): number {
  if (wanted !== "max" && wanted <= 0) return 0;
  const max = maxSpendablePoints(goodsAfterCoupon, balance);
  if (wanted === "max") return max;
  if (wanted > max) throw new ApiError("CONFLICT", { key: "POINTS_OVER_LIMIT", values: { max } });
  return wanted;
}
