// "An order changed on the server" (placed, cancelled, refunded in part or in full, reviewed): every
// cached answer about orders — and about what an order moves with it: the shopper's coupons (used at
// checkout, given back when the whole order is refunded or closes) and points — is dropped and what is
// on screen is fetched again. So the coupon screens see a coupon that came back at once, instead of an
// answer SWR kept (it reuses one for two seconds, and shows a cached one until the new one arrives); the
// pending-count badges recount.
// Not the answers to questions about a draft — the checkout preview of some cart lines, the refund quote
// of some units: the screen showing one is the screen that just made the change (placed the order,
// applied for the units) and is leaving, and asking again would ask about cart lines that are gone (404)
// or units already claimed (409). They are left alone, not even emptied (SWR would throw away the
// answer of a read it had started before the emptying, and a screen opened within two seconds for the
// same question would wait for that answer for good); the next screen that asks reads them again on
// mount (the confirm screen's submit waits for it).
import { mutate } from "swr";
import { urlOf } from "./api";
import { afterSalesList, afterSalesQuote } from "./routes/afterSales.generated";
import {
  engagementGetCoupons,
  engagementGetMyCoupons,
  engagementGetUsableCoupons,
  engagementPoints,
} from "./routes/engagement.generated";
import { groupDetail, groupPreview } from "./routes/group.generated";
import { orderList, orderPreview } from "./routes/order.generated";
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
  // A group's seats move with its orders (拼团): paid, released, refunded.
  urlOf(groupDetail, {}),
];
const DRAFT_PATHS = [urlOf(afterSalesQuote, {}), urlOf(orderPreview, {}), urlOf(groupPreview, {})];

const under = (paths: string[]) => (part: unknown) =>
  typeof part === "string" &&
  paths.some((path) => part === path || part.startsWith(`${path}?`) || part.startsWith(`${path}-`));
const isOrderPath = under(ORDER_PATHS);
const isDraftPath = under(DRAFT_PATHS);
// Paged and POST keys are arrays.
const keyMatches = (matches: (part: unknown) => boolean) => (key: unknown) =>
  Array.isArray(key) ? key.some(matches) : matches(key);

/** Whether an SWR cache key holds a question about a draft (checkout preview, refund quote): left alone. */
export const isDraftKey = keyMatches(isDraftPath);
const underOrders = keyMatches(isOrderPath);
/** Whether an SWR cache key holds an answer about orders that an order's change makes stale: read again. */
export const isOrderKey = (key: unknown) => underOrders(key) && !isDraftKey(key);

export function orderChanged(): Promise<unknown> {
  markBadgesStale();
  return mutate(isOrderKey, undefined, { revalidate: true });
}
