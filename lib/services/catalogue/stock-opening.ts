// The stock ledger's invariant (docs/decisions/039-stock-ledger.md): for every SKU, stock = sum(delta)
// of its StockEntry rows. The statement that finds the SKUs breaking it, and the opening rows that make
// a SKU's stock from before the ledger (the seed's) part of it. Imports no database client: the seed
// runs it on its own (./stock-check.ts is the app's side).
import type { Db, Tx } from "@/lib/db";

export type StockMismatch = { skuId: number; stock: number; ledger: number };

/** One statement on both engines: each SKU's stock beside the sum of its ledger, where they differ. */
const MISMATCH_SQL = `SELECT s."id" AS "skuId", s."stock" AS "stock", COALESCE(l."total", 0) AS "ledger"
FROM "Sku" s
LEFT JOIN (SELECT "skuId", SUM("delta") AS "total" FROM "StockEntry" GROUP BY "skuId") l ON l."skuId" = s."id"
WHERE s."stock" <> COALESCE(l."total", 0)
ORDER BY s."id"`;

export async function stockMismatchesOn(client: Db | Tx): Promise<StockMismatch[]> {
  const rows = await client.$queryRawUnsafe<{ skuId: unknown; stock: unknown; ledger: unknown }[]>(MISMATCH_SQL);
  // PostgreSQL's SUM is a bigint (BigInt here), SQLite's an integer.
  return rows.map((r) => ({ skuId: Number(r.skuId), stock: Number(r.stock), ledger: Number(r.ledger) }));
}

/**
 * Gives each SKU whose stock is not yet in its ledger one `opening` row of the difference (the seed's
 * stock, or stock from before every movement was a row); answers how many it wrote. Idempotent.
 */
export async function openStockLedger(client: Db | Tx): Promise<number> {
  const missing = await stockMismatchesOn(client);
  if (!missing.length) return 0;
  const now = new Date();
  await client.stockEntry.createMany({
    data: missing.map((m) => ({
      skuId: m.skuId,
      delta: m.stock - m.ledger,
      reason: "opening",
      stockAfter: m.stock,
      actor: "system",
      createdAt: now,
    })),
  });
  return missing.length;
}
