// Freight (spec section 3, Freight rule): the first `firstWeight` grams cost `firstWeightPrice`; each
// further started unit of `continuousWeight` grams costs `continuousWeightPrice`; weight above
// `maxWeight` costs nothing more. 满 X 包邮: an order whose goods (after the coupon) reach the rule's
// `freeShippingThreshold` ships free. The rule is the shop's own when every item comes from one shop
// that has one, else the mall's (the default). Pick-up orders ship nothing and pay no freight.
// Rules are per destination region (docs/decisions/038-couriers-freight-regions.md): the address's
// region picks the mall's active rule for it and a shop's rule counts only for its own region; an
// express delivery to a region without a rule is not deliverable (409 NOT_DELIVERABLE_<region>, before payment).
import type { SqlTx } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { shipsFree } from "@/lib/domain/free-shipping";

export type FreightRuleTerms = {
  firstWeight: number;
  firstWeightPrice: number;
  continuousWeight: number;
  continuousWeightPrice: number;
  maxWeight: number;
  freeShippingThreshold: number | null;
  /** The destination region the rule prices (CN, HK, MO, TW). */
  region: string;
};

/** Freight in cents for a parcel of `weight` grams, by weight alone; a shop without a rule ships free. */
export function freightForWeight(
  weight: number,
  rule: Omit<FreightRuleTerms, "freeShippingThreshold" | "region"> | null,
): number {
  if (!rule) return 0;
  const billed = Math.min(Math.max(0, weight), rule.maxWeight);
  // Even a weightless parcel is a parcel: the first-weight price is the least a delivery costs.
  if (billed <= rule.firstWeight || rule.continuousWeight <= 0) return rule.firstWeightPrice;
  const units = Math.ceil((billed - rule.firstWeight) / rule.continuousWeight);
  return rule.firstWeightPrice + units * rule.continuousWeightPrice;
}

/** Freight of an order: free from the threshold on (goods after the coupon), else by weight. */
export function freightForOrder(weight: number, goods: number, rule: FreightRuleTerms | null): number {
  if (shipsFree(rule?.freeShippingThreshold ?? null, goods)) return 0;
  return freightForWeight(weight, rule);
}

const TERMS = [
  "firstWeight",
  "firstWeightPrice",
  "continuousWeight",
  "continuousWeightPrice",
  "maxWeight",
  "freeShippingThreshold",
  "region",
] as const;

/** A rule's terms as columns of a joined row, named `<prefix>FirstWeight` … (freightTermsFrom reads them). */
export const freightColumns = (alias: string, prefix: string) =>
  TERMS.map((t) => `${alias}."${t}" AS "${prefix}${t[0].toUpperCase()}${t.slice(1)}"`).join(", ");

/** The terms freightColumns put in `row` under `prefix`, or null where the join found no rule. */
export function freightTermsFrom(row: object | undefined, prefix: string): FreightRuleTerms | null {
  const column = (t: Exclude<(typeof TERMS)[number], "region">) =>
    (row as Record<string, number | null> | undefined)?.[`${prefix}${t[0].toUpperCase()}${t.slice(1)}`] ?? null;
  // firstWeight is required of every rule: null means no row joined.
  if (column("firstWeight") === null) return null;
  return {
    firstWeight: column("firstWeight") ?? 0,
    firstWeightPrice: column("firstWeightPrice") ?? 0,
    continuousWeight: column("continuousWeight") ?? 0,
    continuousWeightPrice: column("continuousWeightPrice") ?? 0,
    maxWeight: column("maxWeight") ?? 0,
    freeShippingThreshold: column("freeShippingThreshold"),
    region: String((row as Record<string, unknown>)[`${prefix}Region`] ?? "CN"),
  };
}

/**
 * The mall's active rule for the region `regionSql` names (an SQL expression: a column of an earlier
 * join, or a parameter): the one marked default, else the oldest. A join condition on "FreightRule",
 * so the rule's columns come from the one row it picks (checkout joins it after the address).
 */
export const mallFreightRuleFor = (alias: string, regionSql: string) =>
  `${alias}."id" = (SELECT r."id" FROM "FreightRule" r WHERE r."shopId" IS NULL AND r."active" AND r."region" = ${regionSql}
    ORDER BY r."isDefault" DESC, r."id" LIMIT 1)`;

/**
 * The rule's choice: for goods of these shops (null: the mall's own goods), each with its shop's own
 * rule (null: none), the shop's own rule when they all come from one shop that has one for the
 * destination `region`; otherwise the mall's (read for that region). The pricing statement reads each line's shop rule and checkout's context the mall's, so
 * checkout chooses without a statement of its own.
 */
export function chooseFreightRule(
  lines: readonly { shopId: number | null; shopRule: FreightRuleTerms | null }[],
  mall: FreightRuleTerms | null,
  region: string,
): FreightRuleTerms | null {
  const shops = new Set(lines.map((l) => l.shopId));
  const [only] = shops;
  const shopRule = lines[0]?.shopRule;
  if (shops.size === 1 && only != null && shopRule?.region === region) return shopRule;
  return mall;
}

/**
 * The rule an order ships under, or the refusal: an express delivery to an address in a region with
 * no rule is not deliverable. A pick-up ships nothing, and without an address (a preview before one
 * is chosen) there is nothing to refuse yet.
 */
export function deliverableRule(
  rule: FreightRuleTerms | null,
  to: { pickup: boolean; region: string | null },
): FreightRuleTerms | null {
  if (!isDeliverable(rule, to)) throw new ApiError("CONFLICT", { key: `NOT_DELIVERABLE_${to.region}` });
  return rule;
}

/** Whether an order with this rule can go where it is going (deliverableRule's test; the preview shows it). */
export const isDeliverable = (rule: FreightRuleTerms | null, to: { pickup: boolean; region: string | null }) =>
  Boolean(rule) || to.pickup || to.region === null;

/** The rule for goods of these shops to `region`, read (the cart's free-shipping line, the flash buy). */
export async function freightRuleFor(
  q: SqlTx,
  shopIds: readonly (number | null)[],
  region: string,
): Promise<FreightRuleTerms | null> {
  const shops = [...new Set(shopIds)];
  const row = await q.get(
    `SELECT ${freightColumns("m", "mall")}, ${freightColumns("s", "shop")}
     FROM (SELECT 1 AS "one") x
     LEFT JOIN "FreightRule" m ON ${mallFreightRuleFor("m", "?")}
     LEFT JOIN "FreightRule" s ON s."shopId" = ? AND s."active"`,
    [region, shops.length === 1 && shops[0] != null ? shops[0] : 0],
  );
  const shopRule = freightTermsFrom(row, "shop");
  return chooseFreightRule(
    shopIds.map((shopId) => ({ shopId, shopRule })),
    freightTermsFrom(row, "mall"),
    region,
  );
}
