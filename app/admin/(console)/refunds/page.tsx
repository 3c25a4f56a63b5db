import { Suspense } from "react";
import { RefundsScreen } from "@/components/admin/refunds";

export default function AdminRefundsPage() {
  return (
    <Suspense>
      <RefundsScreen />
    </Suspense>
  );
}
