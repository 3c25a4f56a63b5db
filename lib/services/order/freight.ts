// Freight (spec section 3, Freight rule): the first `firstWeight` grams cost `firstWeightPrice`; each
// further started unit of `continuousWeight` grams costs `continuousWeightPrice`; weight above
// `maxWeight` costs nothing more. 满 X 包邮: an order whose goods (after the coupon) reach the rule's
// `freeShippingThreshold` ships free. The rule is the shop's own when every item comes from one shop
// that has one, else the mall's (the default). Pick-up orders ship nothing and pay no freight.
import type { Tx } from "@/lib/db";

export type FreightRuleTerms = {
  firstWeight: number;
  firstWeightPrice: number;
  continuousWeight: number;
  continuousWeightPrice: number;
  maxWeight: number;
  freeShippingThreshold: number | null;
};

/** Freight in cents for a parcel of `weight` grams, by weight alone; a shop without a rule ships free. */
export function freightForWeight(weight: number, rule: Omit<FreightRuleTerms, "freeShippingThreshold"> | null): number {
  if (!rule) return 0;
  const billed = Math.min(Math.max(0, weight), rule.maxWeight);
  // Even a weightless parcel is a parcel: the first-weight price is the least a delivery costs.
  if (billed <= rule.firstWeight || rule.continuousWeight <= 0) return rule.firstWeightPrice;
  const units = Math.ceil((billed - rule.firstWeight) / rule.continuousWeight);
  return rule.firstWeightPrice + units * rule.continuousWeightPrice;
}

/** Freight of an order: free from the threshold on (goods after the coupon), else by weight. */
export function freightForOrder(weight: number, goods: number, rule: FreightRuleTerms | null): number {
  if (rule?.freeShippingThreshold != null && goods >= rule.freeShippingThreshold) return 0;
  return freightForWeight(weight, rule);
}

/** How far `goods` are from free shipping under `rule`: null when the rule has no threshold. */
export function freeShippingGap(
  goods: number,
  rule: FreightRuleTerms | null,
): { threshold: number; missing: number } | null {
  if (rule?.freeShippingThreshold == null) return null;
  return { threshold: rule.freeShippingThreshold, missing: Math.max(0, rule.freeShippingThreshold - goods) };
}

const terms = {
  firstWeight: true,
  firstWeightPrice: true,
  continuousWeight: true,
  continuousWeightPrice: true,
  maxWeight: true,
  freeShippingThreshold: true,
} as const;

/**
 * The rule for goods of these shops (null: the mall's own goods): the shop's own rule when they all
 * come from one shop that has one; otherwise the mall's — the one marked default, else the oldest.
 */
export async function freightRuleFor(
  client: Tx,
  shopIds: readonly (number | null)[],
): Promise<FreightRuleTerms | null> {
  const shops = new Set(shopIds);
  const [only] = shops;
  if (shops.size === 1 && only != null) {
    const own = await client.freightRule.findUnique({ where: { shopId: only }, select: terms });
    if (own) return own;
  }
  return client.freightRule.findFirst({
    where: { shopId: null },
    orderBy: [{ isDefault: "desc" }, { id: "asc" }],
    select: terms,
  });
}
