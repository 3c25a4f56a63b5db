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

export const couponScope = { ALL: "all", CATEGORIES: "categories", PRODUCTS: "products" } as const;
export type CouponScopeName = (typeof couponScope)[keyof typeof couponScope];

/** What a coupon applies to: everything, or the lines of some products or categories (and below). */
export type CouponScope = { scope: string; targetIds: readonly number[] };

/** A checkout line as coupons see it: its product, its category with every ancestor, its amount. */
export type CouponLine = { productId: number; categoryPath: readonly number[]; amount: number };

/**
 * The goods amount a coupon applies to: every line for scope "all", else the lines of its products,
 * or of its categories (a category covers everything below it). An unknown scope covers nothing.
 */
export function scopedAmount(scope: CouponScope, lines: readonly CouponLine[]): number {
  const targets = new Set(scope.targetIds);
  const covers = (line: CouponLine) => {
    switch (scope.scope) {
      case couponScope.ALL:
        return true;
      case couponScope.PRODUCTS:
        return targets.has(line.productId);
      case couponScope.CATEGORIES:
        return line.categoryPath.some((id) => targets.has(id));
      default:
        return false;
    }
  };
  return lines.reduce((sum, line) => sum + (covers(line) ? line.amount : 0), 0);
}

export type UnusableReason = "used" | "expired" | "notStarted" | "scope" | "threshold";

/**
 * Why a claimed coupon cannot pay for an order at `now`, or null when it can. `scopedItemsAmount` is
 * the part of the goods the coupon applies to (scopedAmount): the threshold counts only that part.
 */
export function unusableReason(
  held: { usedAt: Date | null; expiresAt: Date; coupon: CouponTerms & { validFrom: Date; scope?: string } },
  scopedItemsAmount: number,
  now: Date,
): UnusableReason | null {
  if (held.usedAt) return "used";
  if (held.expiresAt.getTime() <= now.getTime()) return "expired";
  if (held.coupon.validFrom.getTime() > now.getTime()) return "notStarted";
  if (scopedItemsAmount === 0 && (held.coupon.scope ?? couponScope.ALL) !== couponScope.ALL) return "scope";
  if (scopedItemsAmount < held.coupon.threshold) return "threshold";
  return null;
}

const DAY_MS = 24 * 3600 * 1000;

/** A claimed coupon lasts `validDays` from claiming when set, never past the coupon's own end. */
export function claimedCouponExpiry(coupon: { validTo: Date; validDays: number | null }, claimedAt: Date): Date {
  if (!coupon.validDays) return coupon.validTo;
  const byDays = new Date(claimedAt.getTime() + coupon.validDays * DAY_MS);
  return byDays < coupon.validTo ? byDays : coupon.validTo;
}
