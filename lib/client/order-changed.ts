// "An order changed on the server" (an after-sale request refunded it, a review moved it to reviewed):
// every cached answer about orders is dropped and what is on screen is fetched again, so the order
// detail and lists opened next show the new status instead of an answer kept from a second ago (SWR
// reuses an answer for two seconds), and the pending-count badges recount.
import { mutate } from "swr";
import { urlOf } from "./api";
import { afterSalesList, orderList } from "./api-routes.generated";
import { markBadgesStale } from "./badges-signal";

// The order list's and the after-sales list's paths also begin the detail endpoints' (orders-detail,
// after-sales-detail).
const ORDER_PATHS = [urlOf(orderList, {}), urlOf(afterSalesList, {})];
const isOrderPath = (part: unknown) => typeof part === "string" && ORDER_PATHS.some((path) => part.startsWith(path));

/** Whether an SWR cache key holds an answer about orders or after-sales (paged lists use arrays). */
export function isOrderKey(key: unknown): boolean {
  return Array.isArray(key) ? key.some(isOrderPath) : isOrderPath(key);
}

export function orderChanged(): Promise<unknown> {
  markBadgesStale();
  return mutate(isOrderKey, undefined, { revalidate: true });
}
