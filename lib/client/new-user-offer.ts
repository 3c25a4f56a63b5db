// Whether the new-user coupon gift is offered to this shopper: asked once per visit by the prompt on
// the tab screens (on the page-weight budget: no SWR here; the popup's hooks are in engagement.ts).
"use client";

import { api } from "./api";
import { engagementGetNewUserCoupon } from "./routes/engagement.generated";
import { readSession } from "./session";

/** The offer; quiet on failure (an offer the shopper did not ask for is simply not shown). */
export const readNewUserOffer = () => api(engagementGetNewUserCoupon, {}, { silent: true, noLoginRedirect: true });

const DISMISSED_KEY = "mall:new-user-coupon-dismissed";

/** Remembers that this shopper closed the popup, so it stops popping up on its own. */
export function dismissNewUserOffer(): void {
  window.localStorage.setItem(`${DISMISSED_KEY}:${readSession().id}`, "1");
}

/** Whether this shopper closed the popup in this browser. */
export function newUserOfferDismissed(): boolean {
  return window.localStorage.getItem(`${DISMISSED_KEY}:${readSession().id}`) !== null;
}
