import { Suspense } from "react";
import { StockLedgerScreen } from "@/components/admin/stock-ledger";

export default function AdminStockLedgerPage() {
  return (
    <Suspense>
      <StockLedgerScreen />
    </Suspense>
  );
}
