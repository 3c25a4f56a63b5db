// Whether the new-user coupon gift is offered to this shopper: asked once per visit by the prompt on
// the tab screens (on the page-weight budget: no SWR here; the popup's hooks are in engagement.ts).
"use client";

import { api } from "./api";
import { engagementGetNewUserCoupon } from "./api-routes.generated";

/** The offer; quiet on failure (an offer the shopper did not ask for is simply not shown). */
export const readNewUserOffer = () => api(engagementGetNewUserCoupon, {}, { silent: true, noLoginRedirect: true });
