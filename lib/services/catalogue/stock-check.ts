// `npm run stock:check` (scripts/stock-check.ts) and the property test read the invariant of the stock
// ledger here (docs/decisions/039-stock-ledger.md): for every SKU, stock = sum(delta).
import { db, dbReady } from "@/lib/db";
import { stockMismatchesOn, type StockMismatch } from "./stock-opening";

/** The SKUs whose stock is not the sum of their ledger (none when the books add up). */
export async function stockLedgerMismatches(): Promise<StockMismatch[]> {
  await dbReady();
  return stockMismatchesOn(db);
}
