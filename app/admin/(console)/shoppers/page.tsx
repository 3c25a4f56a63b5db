import { Suspense } from "react";
import { ShoppersScreen } from "@/components/admin/shoppers";

export default function AdminShoppersPage() {
  return (
    <Suspense>
      <ShoppersScreen />
    </Suspense>
  );
}
