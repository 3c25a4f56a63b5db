// The catalogue's words (docs/decisions/027-ground-floor.md): a product's tags, the lists an operator
// keeps by hand, and why stock moves — with the sign each reason carries.

/** The tags a product may carry: the shop's lists read them (spec: discount | boutique | recommend | new | imported). */
export const productTags = ["discount", "boutique", "recommend", "new", "imported"] as const;
export type ProductTag = (typeof productTags)[number];

/** The lists an operator orders by hand in the console (the discount list follows the sales). */
export const curatedTags = ["boutique", "recommend", "new", "imported"] as const satisfies readonly ProductTag[];
export type CuratedTag = (typeof curatedTags)[number];

/** Why a SKU's stock moves by hand (the stock ledger's reasons). */
export const stockReasons = ["receipt", "correction", "damage", "return"] as const;
export type StockReason = (typeof stockReasons)[number];

/**
 * The sign a reason's change must have: goods received and goods returned add units, a write-off
 * (damage) takes them away, a correction goes either way. A change of 0 says nothing and is refused.
 */
export const stockReasonSign: Record<StockReason, 1 | -1 | 0> = {
  receipt: 1,
  return: 1,
  damage: -1,
  correction: 0,
};

/** Whether `delta` units fit `reason` (see stockReasonSign). */
export function deltaFitsReason(reason: StockReason, delta: number): boolean {
  if (!Number.isInteger(delta) || delta === 0) return false;
  const sign = stockReasonSign[reason];
  return sign === 0 || Math.sign(delta) === sign;
}
