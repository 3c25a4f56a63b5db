// Input limits and enumerations shared by the zod schemas (server) and the screens (client). Kept
// free of zod so that a client component importing a limit does not pull the validator into its
// bundle (about 30 kB gzipped); the schema files re-export these.

/** Largest quantity of one SKU on one cart line or in one buy-now. */
export const MAX_LINE_QUANTITY = 99;

/** Product list orderings. */
export const productSorts = ["default", "sales", "price_asc", "price_desc", "newest"] as const;
export type ProductSort = (typeof productSorts)[number];

/** Highest bound a price filter takes, in cents (¥1,000,000). */
export const PRICE_FILTER_MAX_CENTS = 100_000_000;

/** Longest search keyword, in characters. */
export const KEYWORD_MAX_LENGTH = 50;

/** The three lists of "my coupons". */
export const couponTabs = ["available", "used", "expired"] as const;
export type CouponTab = (typeof couponTabs)[number];
/** The coupon screen's tabs: the three lists and the claim centre. */
export const couponScreenTabs = [...couponTabs, "center"] as const;
export type CouponScreenTab = (typeof couponScreenTabs)[number];

/** Longest consult message, in characters. */
export const CONSULT_MAX_LENGTH = 500;

/** Longest nickname, in characters. */
export const NICKNAME_MAX = 20;
