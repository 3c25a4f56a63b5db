// The stock ledger's invariant, checked (issue 34 §1, docs/decisions/039-stock-ledger.md): the seeded
// demo catalogue starts with books that add up (its stock entered as opening rows), the migration
// opens the ledger of a SKU whose stock predates it, and `npm run stock:check` exits non-zero naming
// each SKU whose stock is not the sum of its ledger. Both engines.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { db, dialect } from "@/lib/db";
import { stockLedgerMismatches } from "@/lib/services/catalogue";
import { createSku } from "@/tests/helpers/orders-fixtures";

const root = path.resolve(import.meta.dirname, "../..");
const MIGRATION = "20261127163000_stock_ledger_opening";

const stockCheck = () =>
  spawnSync(process.execPath, [path.join(root, "node_modules", "tsx", "dist", "cli.mjs"), "scripts/stock-check.ts"], {
    cwd: root,
    encoding: "utf8",
    env: process.env,
  });

describe("the stock ledger's invariant", () => {
  it("holds for the seeded demo catalogue: its stock is in the ledger as opening rows", async () => {
    expect(await stockLedgerMismatches()).toEqual([]);
    const skus = await db.sku.count({ where: { stock: { gt: 0 } } });
    expect(await db.stockEntry.count({ where: { reason: "opening" } })).toBeGreaterThanOrEqual(skus);
  });

  it("the migration gives a SKU whose stock predates the ledger one opening row of the difference", async () => {
    const { skuId } = await createSku({ stock: 7 });
    // As before this change: 3 sold with no ledger row.
    await db.sku.update({ where: { id: skuId }, data: { stock: 4 } });
    expect(await stockLedgerMismatches()).toEqual([{ skuId, stock: 4, ledger: 7 }]);
    const dir = dialect.name === "postgres" ? "prisma/postgres/migrations" : "prisma/migrations";
    const sql = fs.readFileSync(path.join(root, dir, MIGRATION, "migration.sql"), "utf8");
    await db.$executeRawUnsafe(
      sql
        .replace(/^--.*$/gm, "")
        .trim()
        .replace(/;$/, ""),
    );
    expect(await stockLedgerMismatches()).toEqual([]);
    const opening = await db.stockEntry.findFirstOrThrow({ where: { skuId }, orderBy: { id: "desc" } });
    expect(opening).toMatchObject({ reason: "opening", delta: -3, stockAfter: 4 });
    expect(Math.abs(opening.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it("npm run stock:check exits 0 when the books add up, 1 naming each SKU that breaks them", async () => {
    const fine = stockCheck();
    expect(fine.stderr).toBe("");
    expect(fine.status).toBe(0);
    const { skuId } = await createSku({ stock: 5 });
    await db.sku.update({ where: { id: skuId }, data: { stock: 2 } });
    const broken = stockCheck();
    expect(broken.status).toBe(1);
    expect(broken.stderr).toContain(`sku ${skuId}: stock 2, ledger 5 (-3)`);
    // Written back through the ledger, it adds up again (the command's passing answer is the first one).
    await db.stockEntry.create({ data: { skuId, delta: -3, reason: "correction", stockAfter: 2, actor: "test" } });
    expect(await stockLedgerMismatches()).toEqual([]);
    // Each run loads the app through tsx: a few seconds alone, 20 s and more seen under a whole test run.
  }, 150_000);
});
