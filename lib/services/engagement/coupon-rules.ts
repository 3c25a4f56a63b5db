// Pure coupon arithmetic: what a coupon takes off an amount and whether a claimed coupon can be used.
// No database here, so the rules are tested directly (coupon-rules.test.ts).

export const couponKind = { AMOUNT: "amount", RATE: "rate" } as const;

export type CouponTerms = {
  kind: string;
  threshold: number;
  amountOff: number;
  /** Percentage of the price that is charged: 90 = pay 90%, i.e. 10% off. */
  ratePercent: number | null;
  maxDiscount: number | null;
};

/** The discount in cents on `itemsAmount`, never more than the amount itself (threshold not checked). */
export function couponDiscount(terms: CouponTerms, itemsAmount: number): number {
  let discount: number;
  if (terms.kind === couponKind.RATE) {
    const off = 100 - Math.min(100, Math.max(0, terms.ratePercent ?? 100));
    // Rounded down: the shop never gives away a fraction of a cent.
    discount = Math.floor((itemsAmount * off) / 100);
    if (terms.maxDiscount !== null) discount = Math.min(discount, terms.maxDiscount);
  } else {
    discount = terms.amountOff;
  }
  return Math.max(0, Math.min(discount, itemsAmount));
}

export type UnusableReason = "used" | "expired" | "notStarted" | "threshold";

/** Why a claimed coupon cannot pay for `itemsAmount` at `now`, or null when it can. */
export function unusableReason(
  held: { usedAt: Date | null; expiresAt: Date; coupon: CouponTerms & { validFrom: Date } },
  itemsAmount: number,
  now: Date,
): UnusableReason | null {
  if (held.usedAt) return "used";
  if (held.expiresAt.getTime() <= now.getTime()) return "expired";
  if (held.coupon.validFrom.getTime() > now.getTime()) return "notStarted";
  if (itemsAmount < held.coupon.threshold) return "threshold";
  return null;
}

const DAY_MS = 24 * 3600 * 1000;

/** A claimed coupon lasts `validDays` from claiming when set, never past the coupon's own end. */
export function claimedCouponExpiry(coupon: { validTo: Date; validDays: number | null }, claimedAt: Date): Date {
  if (!coupon.validDays) return coupon.validTo;
  const byDays = new Date(claimedAt.getTime() + coupon.validDays * DAY_MS);
  return byDays < coupon.validTo ? byDays : coupon.validTo;
}
