// A product CSV cannot undo sales (issue 34 §3, docs/decisions/036-books.md): the demo catalogue's export
// imports back unchanged as a no-op; stock in the file is a change (+5, -2) or an absolute figure guarded
// by the stock it was exported with; a row whose stock moved since is refused with its line, the exported
// and the current stock, unless the operator chooses to overwrite; every change is an `import` ledger row.
import { describe, expect, it } from "vitest";
import { GET as exportProducts } from "@/app/api/admin/v1/products/export/route";
import { POST as importProducts } from "@/app/api/admin/v1/products/import/route";
import { db } from "@/lib/db";
import { parseCsv } from "@/lib/text/csv";
import { ORIGIN, adminCall, signedIn } from "@/tests/helpers/admin";
import { placeOrder, shopper } from "@/tests/helpers/after-sales-fixtures";

type Report = {
  applied: boolean;
  products: number;
  created: number;
  updated: number;
  unchanged: number;
  errors: { line: number; column: string; message: string }[];
};

async function exported(cookie: string): Promise<string[][]> {
  const res = await exportProducts(
    new Request(`${ORIGIN}/api/admin/v1/products/export`, { headers: { cookie: `mall_admin=${cookie}` } }),
  );
  const text = new TextDecoder().decode(new Uint8Array(await res.arrayBuffer()));
  return parseCsv(text.replace(/^\uFEFF/, "")).rows.filter((r) => r.length > 1);
}

// Formula cells come out of the export made inert with a leading apostrophe; none in the demo data.
const toCsv = (rows: string[][]) => rows.map((r) => r.map((c) => `"${c.replaceAll('"', '""')}"`).join(",")).join("\n");

const importCsv = (cookie: string, rows: string[][], extra: Record<string, unknown> = {}) =>
  adminCall<Report>(importProducts, "/x", { cookie, body: { csv: toCsv(rows), ...extra }, locale: "en" });

/** The snapshot of everything an import could change. */
async function catalogueState() {
  const [products, skus] = await Promise.all([
    db.product.findMany({
      orderBy: { id: "asc" },
      select: { id: true, code: true, name: true, specDefs: true, isOnSale: true, categoryId: true, version: true },
    }),
    db.sku.findMany({
      orderBy: { id: "asc" },
      select: {
        id: true,
        code: true,
        options: true,
        specs: true,
        price: true,
        stock: true,
        weight: true,
        hidden: true,
      },
    }),
  ]);
  return { products, skus, ledger: await db.stockEntry.count() };
}

describe("export -> import", { timeout: 120_000 }, () => {
  it("the demo catalogue's export imported back unchanged changes nothing", async () => {
    const { cookie } = await signedIn(["owner"]);
    const rows = await exported(cookie);
    const before = await catalogueState();
    expect(rows.length - 1).toBe(before.skus.filter((s) => !s.hidden).length);
    const dry = await importCsv(cookie, rows, { dryRun: true });
    expect(dry.body.errors).toEqual([]);
    expect(dry.body).toMatchObject({ applied: false, created: 0, updated: 0 });
    const res = await importCsv(cookie, rows);
    expect(res.body.errors).toEqual([]);
    expect(res.body).toMatchObject({ applied: true, created: 0, updated: 0, unchanged: res.body.products });
    expect(await catalogueState()).toEqual(before);
  }, 180_000);
});

// Each case (this block's and the one above) imports the whole demo catalogue two or three times, one transaction of some 600 statements
// each: 1.3-3 s on a quiet machine, 10-30 s seen on PostgreSQL under a whole test run's load. What the
// cases prove is what the import did, not its time.
describe("stock in an import", { timeout: 120_000 }, () => {
  async function soldSince() {
    const { cookie } = await signedIn(["owner"]);
    const rows = await exported(cookie);
    const header = rows[0];
    const col = (name: string) => header.indexOf(name);
    // A demo SKU with stock to sell, and its line in the file (header is line 1).
    const at = rows.findIndex((r, i) => i > 0 && Number(r[col("stock")]) > 5);
    const skuId = Number(rows[at][col("sku_code")].replace(/^S/, ""));
    const sku = await db.sku.findUniqueOrThrow({ where: { id: skuId } });
    expect(sku.code).toBeNull();
    const s = await shopper();
    await placeOrder(s, skuId, 2);
    const stockNow = (await db.sku.findUniqueOrThrow({ where: { id: skuId } })).stock;
    expect(stockNow).toBe(sku.stock - 2);
    return { cookie, rows, at, line: at + 1, skuId, exportedStock: sku.stock, stockNow, col };
  }

  it("an old file imported unchanged does not undo the sale made since the export", async () => {
    const { cookie, rows, skuId, stockNow } = await soldSince();
    const res = await importCsv(cookie, rows);
    expect(res.body).toMatchObject({ applied: true, updated: 0, errors: [] });
    expect((await db.sku.findUniqueOrThrow({ where: { id: skuId } })).stock).toBe(stockNow);
    expect(await db.stockEntry.count({ where: { skuId, reason: "import" } })).toBe(0);
  });

  it("an absolute figure over moved stock is refused with the line, the exported and the current stock; overwrite applies it", async () => {
    const { cookie, rows, at, line, skuId, exportedStock, stockNow, col } = await soldSince();
    const edited = rows.map((r) => [...r]);
    edited[at][col("stock")] = String(exportedStock + 10);
    const before = await catalogueState();
    const refused = await importCsv(cookie, edited);
    expect(refused.body.applied).toBe(false);
    expect(refused.body.errors).toHaveLength(1);
    expect(refused.body.errors[0]).toMatchObject({ line, column: "stock" });
    expect(refused.body.errors[0].message).toContain(String(exportedStock));
    expect(refused.body.errors[0].message).toContain(String(stockNow));
    expect(await catalogueState()).toEqual(before);
    // A dry run tells the same before anything is applied.
    const dry = await importCsv(cookie, edited, { dryRun: true });
    expect(dry.body.errors.map((e) => e.line)).toEqual([line]);

    const forced = await importCsv(cookie, edited, { overwriteStock: true });
    expect(forced.body).toMatchObject({ applied: true, updated: 1, errors: [] });
    expect((await db.sku.findUniqueOrThrow({ where: { id: skuId } })).stock).toBe(exportedStock + 10);
    const entry = await db.stockEntry.findFirstOrThrow({ where: { skuId, reason: "import" } });
    // No English note to show in every language: the kind says it was the import.
    expect(entry).toMatchObject({ delta: exportedStock + 10 - stockNow, stockAfter: exportedStock + 10, note: "" });
  });

  it("a change (+5, -2) applies to the stock as it is now; one below zero is refused", async () => {
    const { cookie, rows, at, line, skuId, stockNow, col } = await soldSince();
    const since = (await db.stockEntry.aggregate({ _max: { id: true } }))._max.id ?? 0;
    const plus = rows.map((r) => [...r]);
    plus[at][col("stock")] = "+5";
    expect((await importCsv(cookie, plus)).body).toMatchObject({ applied: true, updated: 1 });
    expect((await db.sku.findUniqueOrThrow({ where: { id: skuId } })).stock).toBe(stockNow + 5);
    const minus = rows.map((r) => [...r]);
    minus[at][col("stock")] = "-2";
    expect((await importCsv(cookie, minus)).body).toMatchObject({ applied: true, updated: 1 });
    expect((await db.sku.findUniqueOrThrow({ where: { id: skuId } })).stock).toBe(stockNow + 3);
    expect(
      (
        await db.stockEntry.findMany({ where: { skuId, reason: "import", id: { gt: since } }, orderBy: { id: "asc" } })
      ).map((e) => [e.delta, e.stockAfter]),
    ).toEqual([
      [5, stockNow + 5],
      [-2, stockNow + 3],
    ]);
    const tooMuch = rows.map((r) => [...r]);
    tooMuch[at][col("stock")] = `-${stockNow + 4}`;
    const refused = await importCsv(cookie, tooMuch);
    expect(refused.body.applied).toBe(false);
    expect(refused.body.errors).toEqual([expect.objectContaining({ line, column: "stock" })]);
    const junk = rows.map((r) => [...r]);
    junk[at][col("stock")] = "+-3";
    expect((await importCsv(cookie, junk)).body.errors).toEqual([expect.objectContaining({ line, column: "stock" })]);
    expect((await db.sku.findUniqueOrThrow({ where: { id: skuId } })).stock).toBe(stockNow + 3);
  });

  it("a file without stock_at_export cannot set moved stock to a different figure unless told to", async () => {
    const { cookie, rows, at, line, skuId, stockNow, col } = await soldSince();
    const drop = col("stock_at_export");
    const old = rows.map((r) => r.filter((_, i) => i !== drop));
    old[at][col("stock")] = String(stockNow + 1);
    const refused = await importCsv(cookie, old);
    expect(refused.body.errors).toEqual([expect.objectContaining({ line, column: "stock" })]);
    // Its unchanged rows still change nothing: a figure equal to the stock now is no movement.
    const same = rows.map((r) => r.filter((_, i) => i !== drop));
    same[at][col("stock")] = String(stockNow);
    expect((await importCsv(cookie, same)).body).toMatchObject({ applied: true, updated: 0 });
    expect((await db.sku.findUniqueOrThrow({ where: { id: skuId } })).stock).toBe(stockNow);
  });
});
