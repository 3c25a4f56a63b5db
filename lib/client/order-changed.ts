// "An order changed on the server" (placed, cancelled, refunded in part or in full, reviewed): every
// cached answer about orders — and about what an order moves with it: the shopper's coupons (used at
// checkout, given back when the whole order is refunded or closes), points and the checkout preview
// that offers both — is dropped and what is on screen is fetched again. So the coupon screens and the
// next checkout see a coupon that came back at once, instead of an answer SWR kept (it reuses one for
// two seconds, and shows a cached one until the new one arrives); the pending-count badges recount.
// Two of them are questions about a draft rather than answers about orders — the checkout preview of
// some cart lines, the refund quote of some units — and the screen showing one is the screen that just
// made the change (placed the order, applied for the units) and is leaving: asking again would ask about
// cart lines that are gone (404) or units already claimed (409). Those are dropped, not fetched again;
// the next screen that needs one asks afresh.
import { mutate } from "swr";
import { urlOf } from "./api";
import {
  afterSalesList,
  afterSalesQuote,
  engagementGetCoupons,
  engagementGetMyCoupons,
  engagementGetUsableCoupons,
  engagementPoints,
  orderList,
  orderPreview,
} from "./api-routes.generated";
import { markBadgesStale } from "./badges-signal";

// The order list's and the after-sales list's paths also begin the detail endpoints' (orders-detail,
// after-sales-detail) — and the quote's (after-sales-quote), which is a draft.
const ORDER_PATHS = [
  urlOf(orderList, {}),
  urlOf(afterSalesList, {}),
  urlOf(engagementGetCoupons, {}),
  urlOf(engagementGetMyCoupons, {}),
  urlOf(engagementGetUsableCoupons, {}),
  urlOf(engagementPoints, {}),
];
const DRAFT_PATHS = [urlOf(afterSalesQuote, {}), urlOf(orderPreview, {})];

const under = (paths: string[]) => (part: unknown) =>
  typeof part === "string" &&
  paths.some((path) => part === path || part.startsWith(`${path}?`) || part.startsWith(`${path}-`));
const isOrderPath = under(ORDER_PATHS);
const isDraftPath = under(DRAFT_PATHS);
// Paged and POST keys are arrays.
const keyMatches = (matches: (part: unknown) => boolean) => (key: unknown) =>
  Array.isArray(key) ? key.some(matches) : matches(key);

/** Whether an SWR cache key holds a question about a draft (checkout preview, refund quote): dropped. */
export const isDraftKey = keyMatches(isDraftPath);
const underOrders = keyMatches(isOrderPath);
/** Whether an SWR cache key holds an answer about orders that an order's change makes stale: read again. */
export const isOrderKey = (key: unknown) => underOrders(key) && !isDraftKey(key);

export function orderChanged(): Promise<unknown> {
  markBadgesStale();
  return Promise.all([
    mutate(isDraftKey, undefined, { revalidate: false }),
    mutate(isOrderKey, undefined, { revalidate: true }),
  ]);
}
