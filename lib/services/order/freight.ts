// Freight (spec section 3, Freight rule): the first `firstWeight` grams cost `firstWeightPrice`; each
// further started unit of `continuousWeight` grams costs `continuousWeightPrice`; weight above
// `maxWeight` costs nothing more. Pick-up orders ship nothing and pay no freight.
import type { Tx } from "@/lib/db";

export type FreightRuleTerms = {
  firstWeight: number;
  firstWeightPrice: number;
  continuousWeight: number;
  continuousWeightPrice: number;
  maxWeight: number;
};

/** Freight in cents for a parcel of `weight` grams; a shop without a rule ships free. */
export function freightForWeight(weight: number, rule: FreightRuleTerms | null): number {
  if (!rule) return 0;
  const billed = Math.min(Math.max(0, weight), rule.maxWeight);
  // Even a weightless parcel is a parcel: the first-weight price is the least a delivery costs.
  if (billed <= rule.firstWeight || rule.continuousWeight <= 0) return rule.firstWeightPrice;
  const units = Math.ceil((billed - rule.firstWeight) / rule.continuousWeight);
  return rule.firstWeightPrice + units * rule.continuousWeightPrice;
}

/** The shop's freight rule: the one marked default, else the oldest. */
export async function shopFreightRule(client: Tx): Promise<FreightRuleTerms | null> {
  return client.freightRule.findFirst({
    orderBy: [{ isDefault: "desc" }, { id: "asc" }],
    select: {
      firstWeight: true,
      firstWeightPrice: true,
      continuousWeight: true,
      continuousWeightPrice: true,
      maxWeight: true,
    },
  });
}
