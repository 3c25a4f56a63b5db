// Mounted on home / "me": shows the new-user coupon popup over the screen to a logged-in shopper who
// has not been offered it yet. Asks at most once per browser session, so browsing does not re-query.
// The popup itself (coupon cards, SWR, links) is loaded only when there is an offer to show, so it
// does not weigh on every tab's first load.
"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { apiFetch } from "@/lib/client/fetcher";
import { isLoggedIn } from "@/lib/client/session";
import type { NewUserOffer } from "./new-user-coupon-popup";

/** The offer's endpoint; also the popup's SWR key. */
export const NEW_USER_OFFER_KEY = "/api/v1/new-user-coupon";
// React.lazy rather than next/dynamic: the popup only renders after an effect (never on the server),
// and next/dynamic's loader added about 2.5 kB gzipped to every tab.
const NewUserCouponPopup = lazy(() => import("./new-user-coupon-popup").then((m) => ({ default: m.NewUserCouponPopup })));

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

  return open ? (
    <Suspense fallback={null}>
      <NewUserCouponPopup onDone={() => setOpen(false)} />
    </Suspense>
  ) : null;
}
