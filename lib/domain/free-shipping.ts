// 满 X 包邮, one rule (issue 34 §6, docs/decisions/039-stock-ledger.md): the cart and checkout say
// where an order stands against the free-shipping threshold from this one function, on one basis —
// the goods after the coupon checkout applies (the coupon it picks by itself unless the shopper
// chose), which is what freight is charged on (order/freight.ts freightForOrder). So a coupon that
// takes the goods under the threshold is told in the cart before checkout ("用券后差 ¥1.00 包邮"),
// not discovered as freight on the confirm screen. The threshold is an input: which rule applies
// (the shop's, the destination's) is the freight rules' business.

export const freeShippingStates = ["reached", "missing", "missing_after_coupon"] as const;
export type FreeShippingState = (typeof freeShippingStates)[number];

export type FreeShipping = {
  /** The threshold, in cents: goods (after the coupon) from this amount ship free. */
  threshold: number;
  /** The goods before the coupon, in cents. */
  goods: number;
  /** What the coupon checkout applies takes off, in cents (0 without one). */
  couponDiscount: number;
  /** How much more the goods (after the coupon) need, in cents; 0 once reached. */
  missing: number;
  /**
   * `reached`: ships free; `missing`: the goods are short of the threshold; `missing_after_coupon`:
   * the goods reach it but the coupon takes them under it.
   */
  state: FreeShippingState;
};

/** Where `goods` less `couponDiscount` stand against `threshold`; null when no threshold applies. */
export function freeShippingStatus(threshold: number | null, goods: number, couponDiscount = 0): FreeShipping | null {
  if (threshold === null) return null;
  const discount = Math.max(0, Math.min(couponDiscount, goods));
  const basis = goods - discount;
  const missing = Math.max(0, threshold - basis);
  const state: FreeShippingState =
    missing === 0 ? "reached" : discount > 0 && goods >= threshold ? "missing_after_coupon" : "missing";
  return { threshold, goods, couponDiscount: discount, missing, state };
}

/** Whether goods of `basis` (after the coupon) ship free under `threshold`. */
export const shipsFree = (threshold: number | null, basis: number) =>
  freeShippingStatus(threshold, basis)?.state === "reached";

/**
 * How every screen says it: the message key under `freeShipping` and its amounts in cents. A coupon
 * applied is named whenever the goods fall short ("用券后差 …"), so the amount missing is never read
 * against the goods before it.
 */
export function freeShippingMessage(status: FreeShipping): {
  key: "reached" | "missing" | "missingAfterCoupon";
  values: { threshold: number; missing: number };
} {
  const values = { threshold: status.threshold, missing: status.missing };
  if (status.state === "reached") return { key: "reached", values };
  return { key: status.couponDiscount > 0 ? "missingAfterCoupon" : "missing", values };
}
