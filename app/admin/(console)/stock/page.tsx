import { Suspense } from "react";
import { StockScreen } from "@/components/admin/stock";

export default function AdminStockScreenPage() {
  return (
    <Suspense>
      <StockScreen />
    </Suspense>
  );
}
