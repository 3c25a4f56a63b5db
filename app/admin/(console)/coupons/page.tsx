import { Suspense } from "react";
import { CouponsScreen } from "@/components/admin/coupons";

export default function AdminCouponsPage() {
  return (
    <Suspense>
      <CouponsScreen />
    </Suspense>
  );
}
