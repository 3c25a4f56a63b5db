// "An order changed on the server" (placed, cancelled, refunded in part or in full, reviewed): every
// cached answer about orders — and about what an order moves with it: the shopper's coupons (used at
// checkout, given back when the whole order is refunded or closes), points and the checkout preview
// that offers both — is dropped and what is on screen is fetched again. So the coupon screens and the
// next checkout see a coupon that came back at once, instead of an answer SWR kept (it reuses one for
// two seconds, and shows a cached one until the new one arrives); the pending-count badges recount.
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
// after-sales-detail).
const ORDER_PATHS = [
  urlOf(orderList, {}),
  urlOf(afterSalesList, {}),
  urlOf(afterSalesQuote, {}),
  urlOf(orderPreview, {}),
  urlOf(engagementGetCoupons, {}),
  urlOf(engagementGetMyCoupons, {}),
  urlOf(engagementGetUsableCoupons, {}),
  urlOf(engagementPoints, {}),
];
const isOrderPath = (part: unknown) =>
  typeof part === "string" &&
  ORDER_PATHS.some((path) => part === path || part.startsWith(`${path}?`) || part.startsWith(`${path}-`));

/** Whether an SWR cache key holds an answer an order's change can make stale (paged and POST keys are arrays). */
export function isOrderKey(key: unknown): boolean {
  return Array.isArray(key) ? key.some(isOrderPath) : isOrderPath(key);
}

export function orderChanged(): Promise<unknown> {
  markBadgesStale();
  return mutate(isOrderKey, undefined, { revalidate: true });
}
