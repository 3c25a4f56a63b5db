// Mounted on home / "me": shows the new-user coupon popup over the screen to a logged-in shopper who
// has not been offered it yet. Asks at most once per browser session, so browsing does not re-query.
"use client";

import { useEffect, useState } from "react";
import { apiFetch } from "@/lib/client/fetcher";
import { isLoggedIn } from "@/lib/client/session";
import { NEW_USER_OFFER_KEY, NewUserCouponPopup, type NewUserOffer } from "./new-user-coupon-popup";

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

  return open ? <NewUserCouponPopup onDone={() => setOpen(false)} /> : null;
}
