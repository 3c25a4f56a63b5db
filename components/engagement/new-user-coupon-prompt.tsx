// Mounted on home / "me": shows the new-user coupon popup over the screen to a logged-in shopper who
// has not been offered it yet. Asks at most once per browser session, so browsing does not re-query,
// and never again in this browser once the shopper closed it (the gift itself stays claimable).
// The popup itself (coupon cards, SWR, links) is loaded only when there is an offer to show, so it
// does not weigh on every tab's first load.
"use client";

import { useEffect, useState } from "react";
import type { NewUserOffer } from "@/lib/client/engagement";
import { newUserOfferDismissed, readNewUserOffer } from "@/lib/client/new-user-offer";
import { isLoggedIn } from "@/lib/client/session";
import { useDeferredModule } from "@/lib/client/use-deferred-module";

// Loaded by hand rather than with next/dynamic (its loader added about 2.5 kB gzipped to every tab) or
// React.lazy (a failed chunk load would throw into the page): the popup only renders after an effect.
const loadPopup = () => import("./new-user-coupon-popup");

const ASKED_KEY = "mall:new-user-coupon-asked";

export function NewUserCouponPrompt() {
  const [offer, setOffer] = useState<NewUserOffer | null>(null);
  const open = offer?.offered === true;

  useEffect(() => {
    if (!isLoggedIn() || window.sessionStorage.getItem(ASKED_KEY)) return;
    if (newUserOfferDismissed()) return;
    window.sessionStorage.setItem(ASKED_KEY, "1");
    readNewUserOffer()
      .then(setOffer)
      .catch(() => {
        // Not offered when the check fails; the shopper can still claim coupons in the claim centre.
      });
  }, []);

  // Silent: an offer the shopper did not ask for is simply not shown when it cannot load.
  const { module: popup } = useDeferredModule(loadPopup, open, { silent: true });
  // The offer just read is the popup's first data: it shows the coupons without asking again.
  return open && popup ? <popup.NewUserCouponPopup initial={offer} onDone={() => setOffer(null)} /> : null;
}
