// Client side of /coupon/new-user: the popup, and where to go once it is answered.
"use client";

import { useRouter } from "@/lib/i18n/navigation";
import { NewUserCouponPopup } from "./new-user-coupon-popup";

export function NewUserCouponPage() {
  const router = useRouter();
  return (
    <NewUserCouponPopup
      onDone={(claimed) => {
        if (claimed) router.replace("/coupon");
        else if (window.history.length > 1) router.back();
        else router.replace("/");
      }}
    />
  );
}
