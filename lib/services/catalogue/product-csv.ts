// Products in and out of spreadsheets (issue 23, "Import and export"): one row per SKU with the
// product's texts in four locales, its pictures (addresses of the checked uploads, " | " between them)
// and its description in four locales (issue 35 §5; the sanitiser still decides what is kept), its spec dimensions and the SKU's values ("颜色 / 存储" and
// "曜石黑 / 256GB"), price in yuan, stock and weight. Export streams batches of SKUs (100,000 never sit
// in memory), UTF-8 with BOM, formula cells made inert (lib/text/csv.ts). Import reads the whole file
// first and reports every bad row (line, column, reason in the operator's language); only a file
// without a single bad row is applied, in one transaction, or nothing is. Products and SKUs are matched
// by their codes (one without a code by the `P<id>` / `S<id>` the export wrote for it), so importing
// the same file again changes nothing.
//
// Stock cannot undo sales (docs/decisions/036-books.md): the export writes each SKU's stock twice,
// `stock` and `stock_at_export`. In the file, `stock` is either a change (`+5`, `-2`: applied to the
// stock as it is now) or an absolute value; an absolute value equal to `stock_at_export` is "not
// touched" and changes nothing, whatever was sold since; a different one applies only while the stock
// is still what was exported — a row whose stock moved since is refused with its line, the exported and
// the current stock, unless the operator chooses to overwrite. Every change is an `import` ledger row.
import { db, dbReady, writeTransaction, type Tx } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { formatCents, parseYuan } from "@/lib/domain/money";
import type { Locale } from "@/lib/i18n/routing";
import { csvStream, parseCsv } from "@/lib/text/csv";
import {
  MAX_SPECS,
  localeText,
  productInputSchema,
  type ProductInput,
  type ProductUpdate,
} from "@/lib/validation/admin-catalogue";
import { recordAudit, withAudit, type AuditActor } from "../audit/trail";
import { adminProductDetail } from "./product-admin/product-detail";
import type { StoredSpec } from "./product-admin/product-model";
import { createProduct, updateProduct } from "./product-admin/save-product";
import { recordStock } from "./stock-ledger";
import { locales } from "@/lib/domain/locales";

const LOCALES = locales;
const SEP = " / ";
/** Between a product's picture addresses in the `images` cell (an address of the shop never holds one). */
const PICTURE_SEP = " | ";

/** A product's pictures as its screen shows them: the gallery, or the cover alone. */
function pictures(p: { image: string; images: string }): string[] {
  const gallery = parseJson<unknown[]>(p.images, []).filter((u): u is string => typeof u === "string");
  return gallery.length ? gallery : [p.image];
}

export const productCsvColumns = [
  "product_code",
  "category_id",
  "on_sale",
  ...LOCALES.map((l) => `name.${l}`),
  ...LOCALES.map((l) => `subtitle.${l}`),
  "images",
  ...LOCALES.map((l) => `description.${l}`),
  ...LOCALES.map((l) => `specs.${l}`),
  "sku_code",
  ...LOCALES.map((l) => `values.${l}`),
  "price",
  "original_price",
  "stock",
  "weight",
  "stock_at_export",
] as const;

const parseJson = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

/** The catalogue as CSV, one row per visible SKU of every product that is not deleted; audited. */
export async function exportProductsCsv(actor: AuditActor): Promise<ReadableStream<Uint8Array>> {
  await recordAudit(actor, { action: "product.export", entity: "product" });
  // Products without specDefs seen so far: their dimensions and each SKU's value indexes.
  const legacy = new Map<number, { specs: StoredSpec[]; values: Map<number, number[]> }>();
  async function* batches() {
    await dbReady();
    let after = 0;
    for (;;) {
      const skus = await db.sku.findMany({
        where: { id: { gt: after }, hidden: false, product: { deletedAt: null } },
        orderBy: { id: "asc" },
        take: 1000,
        select: {
          id: true,
          code: true,
          options: true,
          price: true,
          originalPrice: true,
          stock: true,
          weight: true,
          product: {
            select: {
              id: true,
              code: true,
              categoryId: true,
              isOnSale: true,
              name: true,
              subtitle: true,
              description: true,
              image: true,
              images: true,
              specDefs: true,
              translations: { select: { locale: true, name: true, subtitle: true, description: true } },
            },
          },
        },
      });
      if (skus.length === 0) return;
      for (const s of skus)
        if (!legacy.has(s.product.id) && parseJson<StoredSpec[]>(s.product.specDefs, []).length === 0)
          legacy.set(s.product.id, await legacySpecs(s.product.id));
      yield skus.map((s) => {
        const p = s.product;
        // A product from before the back office (the demo seed) has no specDefs: its dimensions come
        // from its SKUs' spec pairs, as the product screen reads them, so the file can be imported back.
        const derived = legacy.get(p.id);
        const specs = derived && derived.specs.length ? derived.specs : parseJson<StoredSpec[]>(p.specDefs, []);
        const values =
          derived && derived.specs.length ? (derived.values.get(s.id) ?? []) : parseJson<number[]>(s.options, []);
        const text = (field: "name" | "subtitle" | "description", locale: Locale) =>
          locale === "zh-Hans" ? p[field] : (p.translations.find((t) => t.locale === locale)?.[field] ?? "");
        const inLocale = (t: StoredSpec["name"] | undefined, locale: Locale) =>
          locale === "zh-Hans" ? (t?.["zh-Hans"] ?? "") : (t?.[locale] ?? "");
        return [
          p.code ?? `P${p.id}`,
          p.categoryId,
          p.isOnSale ? 1 : 0,
          ...LOCALES.map((l) => text("name", l)),
          ...LOCALES.map((l) => text("subtitle", l)),
          pictures(p).join(PICTURE_SEP),
          ...LOCALES.map((l) => text("description", l)),
          ...LOCALES.map((l) => specs.map((d) => inLocale(d.name, l)).join(SEP)),
          s.code ?? `S${s.id}`,
          ...LOCALES.map((l) => specs.map((d, i) => inLocale(d.values[values[i]], l)).join(SEP)),
          formatCents(s.price),
          s.originalPrice === null ? "" : formatCents(s.originalPrice),
          s.stock,
          s.weight,
          s.stock,
        ];
      });
      after = skus[skus.length - 1].id;
    }
  }
  return csvStream(productCsvColumns, batches());
}

/** The dimensions of a product without specDefs, read from its SKUs as the product screen reads them. */
async function legacySpecs(productId: number) {
  const detail = await adminProductDetail(productId, db);
  return {
    specs: detail.specs as StoredSpec[],
    values: new Map(detail.skus.map((s) => [s.id, s.values])),
  };
}

/** SKUs' stock levels as CSV (sku code, product, SKU, stock, low-stock threshold); audited. */
export async function exportStockCsv(actor: AuditActor): Promise<ReadableStream<Uint8Array>> {
  await recordAudit(actor, { action: "stock.export", entity: "sku" });
  async function* batches() {
    await dbReady();
    let after = 0;
    for (;;) {
      const skus = await db.sku.findMany({
        where: { id: { gt: after }, product: { deletedAt: null } },
        orderBy: { id: "asc" },
        take: 1000,
        select: {
          id: true,
          code: true,
          name: true,
          stock: true,
          lowStock: true,
          hidden: true,
          product: { select: { id: true, code: true, name: true } },
        },
      });
      if (skus.length === 0) return;
      yield skus.map((s) => [
        s.code ?? `S${s.id}`,
        s.product.code ?? `P${s.product.id}`,
        s.product.name,
        s.name,
        s.stock,
        s.lowStock,
        s.hidden ? 1 : 0,
      ]);
      after = skus[skus.length - 1].id;
    }
  }
  return csvStream(["sku_code", "product_code", "product", "sku", "stock", "low_stock", "hidden"], batches());
}

// ---------- import ----------

/** The product's own fields of a row (the SKU's are checked one by one, the whole product at the end). */
const productFieldsSchema = productInputSchema.pick({
  categoryId: true,
  code: true,
  name: true,
  subtitle: true,
  description: true,
  images: true,
  isOnSale: true,
});

export type ImportIssue = { line: number; column: string; key: string; values?: Record<string, string | number> };

/** A row's stock: a change to the stock as it is, or an absolute value and the stock it was exported with. */
type StockCell = { line: number } & (
  { kind: "delta"; delta: number } | { kind: "absolute"; value: number; exported: number | null }
);

type Group = {
  line: number;
  code: string;
  input: ProductInput;
  /** Whether the file carries the pictures and the descriptions (an older file without them keeps the product's). */
  carries: { images: boolean; description: boolean };
  skuCodes: string[];
  stocks: StockCell[];
};

/** Reads and checks the whole file; answers the products it describes and every problem found. */
function readFile(csv: string, categoryIds: Set<number>): { groups: Group[]; issues: ImportIssue[]; rows: number } {
  const issues: ImportIssue[] = [];
  const { rows } = parseCsv(csv);
  const [header, ...body] = rows;
  if (!header) return { groups: [], issues: [{ line: 1, column: "", key: "import_empty" }], rows: 0 };
  const index = new Map(header.map((h, i) => [h.trim(), i]));
  for (const required of ["product_code", "category_id", "name.zh-Hans", "sku_code", "price"])
    if (!index.has(required)) issues.push({ line: 1, column: required, key: "import_column_missing" });
  if (issues.length) return { groups: [], issues, rows: body.length };
  const cell = (row: string[], column: string) => (index.has(column) ? (row[index.get(column)!] ?? "").trim() : "");
  const carries = { images: index.has("images"), description: LOCALES.some((l) => index.has(`description.${l}`)) };
  const imagesOf = (row: string[]) =>
    cell(row, "images")
      .split(PICTURE_SEP.trim())
      .map((u) => u.trim())
      .filter(Boolean);
  const groups = new Map<string, Group & { specsKey: string }>();
  const skuCodes = new Set<string>();
  body.forEach((row, i) => {
    const line = i + 2;
    const bad = (column: string, key: string, values?: Record<string, string | number>) =>
      issues.push({ line, column, key, values });
    const productCode = cell(row, "product_code");
    const skuCode = cell(row, "sku_code");
    if (!/^[A-Za-z0-9._-]{1,40}$/.test(productCode)) return bad("product_code", "catalogue_code_format");
    if (!/^[A-Za-z0-9._-]{1,40}$/.test(skuCode)) return bad("sku_code", "catalogue_code_format");
    if (skuCodes.has(skuCode)) return bad("sku_code", "import_duplicate_sku");
    skuCodes.add(skuCode);
    const categoryId = Number(cell(row, "category_id"));
    if (!Number.isInteger(categoryId) || !categoryIds.has(categoryId)) return bad("category_id", "import_category");
    // Yuan in the file, cents from here on; the range is the product schema's (checked with the group).
    const price = parseYuan(cell(row, "price"));
    if (price === null || price < 1) return bad("price", "import_price");
    const originalText = cell(row, "original_price");
    const original = originalText ? parseYuan(originalText) : undefined;
    if (original === null) return bad("original_price", "import_price");
    const stockMatch = /^([+-])?(\d{1,7})$/.exec(cell(row, "stock") || "0");
    if (!stockMatch) return bad("stock", "import_stock_format");
    const exportedText = cell(row, "stock_at_export");
    if (exportedText && !/^\d{1,7}$/.test(exportedText)) return bad("stock_at_export", "import_whole_number");
    const stockCell: StockCell = stockMatch[1]
      ? { line, kind: "delta", delta: (stockMatch[1] === "-" ? -1 : 1) * Number(stockMatch[2]) }
      : { line, kind: "absolute", value: Number(stockMatch[2]), exported: exportedText ? Number(exportedText) : null };
    const weight = cell(row, "weight") || "0";
    if (!/^\d{1,7}$/.test(weight)) return bad("weight", "import_whole_number");
    const onSale = cell(row, "on_sale").toLowerCase();
    if (!["", "0", "1", "true", "false"].includes(onSale)) return bad("on_sale", "import_boolean");
    const dims = LOCALES.map((l) =>
      cell(row, `specs.${l}`)
        ? cell(row, `specs.${l}`)
            .split(SEP.trim())
            .map((s) => s.trim())
        : [],
    );
    // A value may hold a slash itself ("50ml/瓶"): one dimension takes the cell whole, several split on
    // the export's " / " first and only then on a bare "/" (a file typed by hand).
    const vals = LOCALES.map((l, li) => {
      const text = cell(row, `values.${l}`);
      if (!text) return [];
      const count = dims[li].length || dims[0].length;
      if (count === 1) return [text];
      const spaced = text.split(SEP).map((s) => s.trim());
      return spaced.length === count ? spaced : text.split(SEP.trim()).map((s) => s.trim());
    });
    if (dims[0].length > MAX_SPECS) return bad("specs.zh-Hans", "import_specs_count", { max: MAX_SPECS });
    if (vals[0].length !== dims[0].length) return bad("values.zh-Hans", "import_values_count");
    for (let l = 1; l < LOCALES.length; l++) {
      if (dims[l].length && dims[l].length !== dims[0].length) return bad(`specs.${LOCALES[l]}`, "import_values_count");
      if (vals[l].length && vals[l].length !== dims[0].length)
        return bad(`values.${LOCALES[l]}`, "import_values_count");
    }
    const text = (field: string) =>
      Object.fromEntries(LOCALES.map((l) => [l, cell(row, `${field}.${l}`) || undefined])) as ProductInput["name"];
    let group = groups.get(productCode);
    const specsKey = JSON.stringify(dims);
    if (!group) {
      const parsed = productFieldsSchema.safeParse({
        categoryId,
        code: productCode,
        name: text("name"),
        subtitle: text("subtitle"),
        description: text("description"),
        images: imagesOf(row),
        isOnSale: onSale === "1" || onSale === "true",
      });
      const dimNames = dims[0].map((_, d) =>
        localeText(20).safeParse(Object.fromEntries(LOCALES.map((l, li) => [l, dims[li][d] || undefined]))),
      );
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        // A picture's problem is the `images` cell's, whichever address it was.
        return bad(issue.path[0] === "images" ? "images" : issue.path.join("."), issue.message);
      }
      const badDim = dimNames.findIndex((d) => !d.success);
      if (badDim >= 0) return bad("specs.zh-Hans", "invalid");
      const specs = dimNames.map((d) => ({ name: d.data!, values: [] as ProductInput["name"][] }));
      group = {
        line,
        code: productCode,
        input: { ...parsed.data, tags: [], sort: 0, specs, skus: [] },
        carries,
        skuCodes: [],
        stocks: [],
        specsKey,
      };
      groups.set(productCode, group);
    } else if (
      group.specsKey !== specsKey ||
      group.input.categoryId !== categoryId ||
      group.input.name["zh-Hans"] !== cell(row, "name.zh-Hans") ||
      // A later row of the product may leave its pictures empty, or repeat them; never name others.
      (cell(row, "images") !== "" && imagesOf(row).join() !== group.input.images.join())
    )
      return bad("product_code", "import_product_mismatch", { line: group.line });
    // Each value of each dimension once, in the order the file first names it.
    const values = vals[0].map((v, d) => {
      const list = group!.input.specs[d].values;
      let at = list.findIndex((x) => x["zh-Hans"] === v);
      if (at < 0) {
        list.push(Object.fromEntries(LOCALES.map((l, li) => [l, vals[li][d] || undefined])) as ProductInput["name"]);
        at = list.length - 1;
      }
      return at;
    });
    if (group.input.skus.some((s) => s.values.join() === values.join())) return bad("values.zh-Hans", "sku_duplicate");
    group.input.skus.push({
      values,
      price,
      originalPrice: original,
      // A new SKU starts with the file's stock (a change counts from nothing); an existing one's
      // stock moves only through the rules below (applyStock).
      stock: stockCell.kind === "delta" ? Math.max(stockCell.delta, 0) : stockCell.value,
      weight: Number(weight),
      code: skuCode,
    });
    group.skuCodes.push(skuCode);
    group.stocks.push(stockCell);
  });
  // The whole product, as the product screen would save it (text lengths, counts).
  for (const group of groups.values()) {
    const checked = productInputSchema.safeParse(group.input);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      issues.push({ line: group.line, column: issue.path.join("."), key: issue.message });
    }
  }
  return { groups: [...groups.values()], issues, rows: body.length };
}

const canonical = (v: unknown) => JSON.stringify(v);

/** What the import compares to decide whether a product changed (pictures and descriptions when the file carries them). */
function comparable(input: ProductInput, skuCodes: string[], carries: Group["carries"]) {
  return canonical({
    categoryId: input.categoryId,
    isOnSale: input.isOnSale,
    name: LOCALES.map((l) => input.name[l] ?? ""),
    subtitle: LOCALES.map((l) => input.subtitle?.[l] ?? ""),
    images: carries.images ? input.images : null,
    description: carries.description ? LOCALES.map((l) => input.description?.[l] ?? "") : null,
    specs: input.specs.map((s) => [
      LOCALES.map((l) => s.name[l] ?? ""),
      s.values.map((v) => LOCALES.map((l) => v[l] ?? "")),
    ]),
    skus: input.skus.map((s, i) => [skuCodes[i], s.values, s.price, s.originalPrice ?? null, s.weight]),
  });
}

export type ImportResult = {
  applied: boolean;
  products: number;
  skus: number;
  created: number;
  updated: number;
  unchanged: number;
  issues: ImportIssue[];
};

/** The id in a code the export wrote for a record without one (`P12`, `S34`), or null. */
const exportedId = (prefix: "P" | "S", code: string) => {
  const m = new RegExp(`^${prefix}(\\d{1,9})$`).exec(code);
  return m ? Number(m[1]) : null;
};

/** The product a file's code names: by its code, or (a product without one) by the `P<id>` the export wrote. */
async function productByCode(tx: Tx, code: string) {
  const byCode = await tx.product.findUnique({ where: { code }, select: { id: true, deletedAt: true } });
  if (byCode) return byCode;
  const id = exportedId("P", code);
  return id === null
    ? null
    : tx.product.findFirst({ where: { id, code: null }, select: { id: true, deletedAt: true } });
}

/** The code a SKU is known by in a file: its own, or the `S<id>` the export wrote for one without. */
const skuFileCode = (s: { id: number; code: string | null }) => s.code ?? `S${s.id}`;

type StockOptions = { overwriteStock: boolean };

async function applyGroup(
  tx: Tx,
  group: Group,
  actor: AuditActor,
  options: StockOptions,
  issues: ImportIssue[],
): Promise<"created" | "updated" | "unchanged"> {
  const existing = await productByCode(tx, group.code);
  if (!existing) {
    for (const stock of group.stocks)
      if (stock.kind === "delta" && stock.delta < 0)
        issues.push({ line: stock.line, column: "stock", key: "import_stock_below_zero", values: { current: 0 } });
    await createProduct(group.input, actor, tx);
    return "created";
  }
  const current = await adminProductDetail(existing.id, tx);
  const currentInput: ProductInput = {
    ...group.input,
    categoryId: current.categoryId,
    isOnSale: current.isOnSale,
    name: current.name as ProductInput["name"],
    subtitle: current.subtitle as ProductInput["subtitle"],
    images: current.images,
    description: current.description as ProductInput["description"],
    specs: current.specs as ProductInput["specs"],
    skus: current.skus
      .filter((s) => !s.hidden)
      .map((s) => ({
        values: s.values,
        price: s.price,
        originalPrice: s.originalPrice ?? undefined,
        stock: s.stock,
        weight: s.weight,
        code: s.code ?? undefined,
      })),
  };
  const currentCodes = current.skus.filter((s) => !s.hidden).map(skuFileCode);
  let changed = false;
  if (
    comparable(group.input, group.skuCodes, group.carries) !== comparable(currentInput, currentCodes, group.carries)
  ) {
    const update: ProductUpdate = {
      ...group.input,
      // Tags and the shop are the product screen's: kept as they are; so are the pictures and the
      // descriptions when the file has no column for them.
      images: group.carries.images ? group.input.images : current.images,
      tags: current.tags,
      description: group.carries.description
        ? group.input.description
        : (current.description as ProductInput["description"]),
      shopId: current.shopId,
      sort: current.sort,
      version: current.version,
      skus: group.input.skus.map((s, i) => ({
        ...s,
        id: current.skus.find((c) => skuFileCode(c) === group.skuCodes[i])?.id,
      })),
    };
    await updateProduct(existing.id, update, actor, tx);
    changed = true;
  }
  for (const [i, code] of group.skuCodes.entries()) {
    const known = current.skus.find((c) => skuFileCode(c) === code);
    if (known && (await applyStock(tx, known.id, group.stocks[i], actor, options, issues))) changed = true;
  }
  return changed ? "updated" : "unchanged";
}

/**
 * An existing SKU's stock from its row: a change applies to the stock as it is now; an absolute value
 * equal to the exported one is untouched; another applies only while the stock is still the exported
 * one (or the operator chose to overwrite). Answers whether the stock moved; a refusal is an issue.
 */
async function applyStock(
  tx: Tx,
  skuId: number,
  cell: StockCell,
  actor: AuditActor,
  options: StockOptions,
  issues: ImportIssue[],
): Promise<boolean> {
  const { stock: current } = await tx.sku.findUniqueOrThrow({ where: { id: skuId }, select: { stock: true } });
  let delta: number;
  if (cell.kind === "delta") {
    if (current + cell.delta < 0) {
      issues.push({ line: cell.line, column: "stock", key: "import_stock_below_zero", values: { current } });
      return false;
    }
    delta = cell.delta;
  } else {
    // The figure the file was exported with, unchanged: the operator did not touch this row's stock.
    if (cell.exported !== null && cell.value === cell.exported) return false;
    if (cell.value === current) return false;
    if (!options.overwriteStock && cell.exported !== current) {
      issues.push({
        line: cell.line,
        column: "stock",
        key: cell.exported === null ? "import_stock_unguarded" : "import_stock_moved",
        values: { exported: cell.exported ?? "", current },
      });
      return false;
    }
    delta = cell.value - current;
  }
  if (delta === 0) return false;
  // The kind says it (an import); the note stays the operator's.
  await recordStock(tx, skuId, delta, "import", "", actor);
  return true;
}

/** Thrown inside the import's transaction to undo it: a dry run, or a row refused against the database. */
class RolledBack extends Error {}

/**
 * Checks the whole file, then applies it in one transaction; a dry run or any refused row (also those
 * only the database can tell: stock that moved since the export) leaves everything as it was.
 */
export async function importProductsCsv(
  csv: string,
  dryRun: boolean,
  actor: AuditActor,
  options: StockOptions = { overwriteStock: false },
): Promise<ImportResult> {
  await dbReady();
  const categoryIds = new Set((await db.category.findMany({ select: { id: true } })).map((c) => c.id));
  const { groups, issues, rows } = readFile(csv, categoryIds);
  const result: ImportResult = {
    applied: false,
    products: groups.length,
    skus: rows,
    created: 0,
    updated: 0,
    unchanged: 0,
    issues,
  };
  if (issues.length) return result;
  // SKU codes that belong to another product than the file says.
  const owners = await db.sku.findMany({
    where: { code: { in: groups.flatMap((g) => g.skuCodes) } },
    select: { code: true, product: { select: { code: true } } },
  });
  for (const owner of owners) {
    const group = groups.find((g) => g.skuCodes.includes(owner.code!))!;
    if (owner.product.code !== group.code)
      issues.push({ line: group.line, column: "sku_code", key: "import_sku_elsewhere", values: { code: owner.code! } });
  }
  if (issues.length) return result;
  try {
    await writeTransaction(
      async (tx) => {
        for (const group of groups) result[await applyGroup(tx, group, actor, options, issues)] += 1;
        if (issues.length || dryRun) throw new RolledBack();
        await withAudit(tx, actor, {
          action: "product.import",
          entity: "product",
          after: { products: groups.length, skus: rows, created: result.created, updated: result.updated },
        });
      },
      { timeoutMs: 120_000 },
    );
  } catch (error) {
    // A dry run answers what would happen; a refused file, nothing.
    if (error instanceof RolledBack && dryRun && issues.length === 0) return result;
    result.created = result.updated = result.unchanged = 0;
    if (error instanceof RolledBack) return result;
    if (error instanceof ApiError && error.detail?.fields) {
      const [column, key] = Object.entries(error.detail.fields)[0];
      result.issues.push({ line: 0, column, key });
      return result;
    }
    throw error;
  }
  result.applied = true;
  return result;
}
