// Checks the stock ledger's invariant (docs/decisions/039-stock-ledger.md): for every SKU, its stock
// is the sum of its ledger rows. Exits 1 listing each SKU that breaks it (stock, ledger sum, the
// difference), 0 when the books add up.
//
//   npm run stock:check
import { stockLedgerMismatches } from "../lib/services/catalogue";

async function main() {
  const broken = await stockLedgerMismatches();
  if (!broken.length) {
    console.log("stock:check: every SKU's stock is the sum of its ledger.");
    return;
  }
  console.error(`stock:check: ${broken.length} SKU(s) whose stock is not the sum of their ledger:`);
  for (const m of broken)
    console.error(
      `  sku ${m.skuId}: stock ${m.stock}, ledger ${m.ledger} (${m.stock - m.ledger > 0 ? "+" : ""}${m.stock - m.ledger})`,
    );
  process.exitCode = 1;
}

main()
  .catch((error: unknown) => {
    console.error(`stock:check failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  })
  .finally(() => process.exit());
