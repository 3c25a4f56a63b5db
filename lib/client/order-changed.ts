// "An order changed on the server" (an after-sale request refunded it, a review moved it to reviewed):
// every cached answer about orders is dropped and what is on screen is fetched again, so the order
// detail and lists opened next show the new status instead of an answer kept from a second ago (SWR
// reuses an answer for two seconds), and the pending-count badges recount.
import { mutate } from "swr";
import { markBadgesStale } from "./badges-signal";

const ORDER_KEYS = /^\/api\/v1\/(orders|after-sales)/;

/** Whether an SWR cache key holds an answer about orders or after-sales (paged lists use arrays). */
export function isOrderKey(key: unknown): boolean {
  if (typeof key === "string") return ORDER_KEYS.test(key);
  if (Array.isArray(key)) return key.some((part) => typeof part === "string" && ORDER_KEYS.test(part));
  return false;
}

export function orderChanged(): Promise<unknown> {
  markBadgesStale();
  return mutate(isOrderKey, undefined, { revalidate: true });
}
