// Freight (spec section 3, Freight rule): the first `firstWeight` grams cost `firstWeightPrice`; each
// further started unit of `continuousWeight` grams costs `continuousWeightPrice`; weight above
// `maxWeight` costs nothing more. 满 X 包邮: an order whose goods (after the coupon) reach the rule's
// `freeShippingThreshold` ships free. The rule is the shop's own when every item comes from one shop
// that has one, else the mall's (the default). Pick-up orders ship nothing and pay no freight.
import type { SqlTx } from "@/lib/db";

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

const TERMS = `"firstWeight", "firstWeightPrice", "continuousWeight", "continuousWeightPrice", "maxWeight",
  "freeShippingThreshold"`;

/** The mall's rule: the one marked default, else the oldest (a one-row query; checkout joins it). */
export const MALL_FREIGHT_RULE_SQL = `SELECT ${TERMS} FROM "FreightRule" WHERE "shopId" IS NULL ORDER BY "isDefault" DESC, "id" LIMIT 1`;

const SHOP_FREIGHT_RULE_SQL = `SELECT ${TERMS} FROM "FreightRule" WHERE "shopId" = ?`;

/**
 * The rule for goods of these shops (null: the mall's own goods): the shop's own rule when they all
 * come from one shop that has one; otherwise the mall's (MALL_FREIGHT_RULE_SQL) — `mall` when the
 * caller read it already (checkout's context statement), else read here.
 */
export async function freightRuleFor(
  q: SqlTx,
  shopIds: readonly (number | null)[],
  mall?: FreightRuleTerms | null,
): Promise<FreightRuleTerms | null> {
  const shops = new Set(shopIds);
  const [only] = shops;
  if (shops.size === 1 && only != null) {
    const own = await q.get<FreightRuleTerms>(SHOP_FREIGHT_RULE_SQL, [only]);
    if (own) return own;
  }
  if (mall !== undefined) return mall;
  return (await q.get<FreightRuleTerms>(MALL_FREIGHT_RULE_SQL)) ?? null;
}
