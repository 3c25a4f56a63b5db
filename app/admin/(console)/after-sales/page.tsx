import { Suspense } from "react";
import { AfterSalesScreen } from "@/components/admin/after-sales";

export default function AdminAfterSalesPage() {
  return (
    <Suspense>
      <AfterSalesScreen />
    </Suspense>
  );
}
