// Mounted on home / "me": shows the new-user coupon popup over the screen to a logged-in shopper who
// has not been offered it yet. Asks at most once per browser session, so browsing does not re-query.
// The popup itself (coupon cards, SWR, links) is loaded only when there is an offer to show, so it
// does not weigh on every tab's first load.
"use client";

import { useEffect, useState } from "react";
import { apiFetch } from "@/lib/client/fetcher";
import { isLoggedIn } from "@/lib/client/session";
import { useDeferredModule } from "@/lib/client/use-deferred-module";
import type { NewUserOffer } from "./new-user-coupon-popup";

/** The offer's endpoint; also the popup's SWR key. */
export const NEW_USER_OFFER_KEY = "/api/v1/new-user-coupon";
// Loaded by hand rather than with next/dynamic (its loader added about 2.5 kB gzipped to every tab) or
// React.lazy (a failed chunk load would throw into the page): the popup only renders after an effect.
const loadPopup = () => import("./new-user-coupon-popup");

const ASKED_KEY = "mall:new-user-coupon-asked";

export function NewUserCouponPrompt() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!isLoggedIn() || window.sessionStorage.getItem(ASKED_KEY)) return;
    window.sessionStorage.setItem(ASKED_KEY, "1");
    apiFetch<NewUserOffer>(NEW_USER_OFFER_KEY, { silent: true, noLoginRedirect: true })
      .then((offer) => setOpen(offer.offered))
      .catch(() => {
        // Not offered when the check fails; the shopper can still claim coupons in the claim centre.
      });
  }, []);

  // Silent: an offer the shopper did not ask for is simply not shown when it cannot load.
  const { module: popup } = useDeferredModule(loadPopup, open, { silent: true });
  return open && popup ? <popup.NewUserCouponPopup onDone={() => setOpen(false)} /> : null;
}
