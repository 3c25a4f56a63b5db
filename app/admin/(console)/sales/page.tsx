import { Suspense } from "react";
import { SalesScreen } from "@/components/admin/sales";

export default function AdminSalesPage() {
  return (
    <Suspense>
      <SalesScreen />
    </Suspense>
  );
}
