// A product as the console edits it: texts in four locales, spec dimensions, the SKU matrix (a value
// a SKU still uses stays; one no SKU uses is offered again).
import { db, dbReady, type Tx } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import type { Locale } from "@/lib/i18n/routing";
import type { AdminProductDetail } from "@/lib/validation/responses/admin-catalogue";
import { listAudit } from "../../audit/trail";
import { parseSpecDefs, parseOptions, type Text, type StoredSpec } from "./product-model";

type SkuRowForEdit = {
  id: number;
  options: string;
  specs: string;
  code: string | null;
  name: string;
  price: number;
  originalPrice: number | null;
  stock: number;
  weight: number;
  image: string | null;
  lowStock: number;
  hidden: boolean;
};

/** The one dimension of a flat list of SKUs, in each locale. */
const FLAT_DIMENSION = { "zh-Hans": "规格", "zh-Hant": "規格", en: "Option", ja: "タイプ" } as const;

/**
 * The product's spec dimensions and each SKU's value indexes. A product made before the back office
 * (the demo seed, an old import) has no specDefs: they are read from its SKUs' spec pairs and their
 * translations, so the editor shows the matrix the shop shows, and saving writes specDefs.
 */
async function editableSpecs(client: Tx, specDefs: string, rows: SkuRowForEdit[]) {
  const strip = ({ options, specs: _pairs, ...s }: SkuRowForEdit, values: number[]) => {
    void _pairs;
    void options;
    return { ...s, values };
  };
  const stored = parseSpecDefs(specDefs);
  if (stored.length || (rows.every((r) => r.specs === "[]") && rows.length <= 1))
    return { specs: stored, skus: rows.map((r) => strip(r, parseOptions(r.options))) };
  if (rows.every((r) => r.specs === "[]")) {
    // Several SKUs in one flat list (the demo seed: "标准版", "尊享版"): one dimension whose values are
    // their names, so the editor and the CSV export show one row each, and a save or an import of the
    // file unchanged finds the same matrix (docs/decisions/036-books.md).
    const names = await client.contentTranslation.findMany({
      where: { entity: "sku", field: "name", entityId: { in: rows.map((r) => r.id) } },
    });
    const spec: StoredSpec = { name: { ...FLAT_DIMENSION }, values: [] };
    const skus = rows.map((row) => {
      let at = spec.values.findIndex((v) => v["zh-Hans"] === row.name);
      if (at < 0) {
        spec.values.push({ "zh-Hans": row.name });
        at = spec.values.length - 1;
        for (const t of names.filter((x) => x.entityId === row.id)) spec.values[at][t.locale as Locale] ??= t.value;
      }
      return strip(row, [at]);
    });
    return { specs: [spec], skus };
  }
  const pairsOf = (json: string) => {
    try {
      const v = JSON.parse(json) as unknown;
      return Array.isArray(v) ? (v as [string, string][]) : [];
    } catch {
      return [];
    }
  };
  const first = pairsOf(rows.find((r) => r.specs !== "[]")!.specs);
  const specs: StoredSpec[] = first.map(([name]) => ({ name: { "zh-Hans": name }, values: [] }));
  const translated = await client.contentTranslation.findMany({
    where: { entity: "sku", field: "specs", entityId: { in: rows.map((r) => r.id) } },
  });
  const skus = rows.map((row) => {
    const pairs = pairsOf(row.specs);
    const values = specs.map((spec, d) => {
      const value = pairs[d]?.[1] ?? "";
      let at = spec.values.findIndex((v) => v["zh-Hans"] === value);
      if (at < 0) {
        spec.values.push({ "zh-Hans": value });
        at = spec.values.length - 1;
      }
      for (const t of translated.filter((x) => x.entityId === row.id)) {
        const other = pairsOf(t.value)[d];
        if (!other) continue;
        spec.name[t.locale as Locale] ??= other[0];
        spec.values[at][t.locale as Locale] ??= other[1];
      }
      return at;
    });
    return strip(row, values);
  });
  return { specs, skus };
}

/** The edit model: texts in every locale, spec dimensions, SKUs (with stock), tags, pictures, audit. */
export async function adminProductDetail(id: number, client: Tx = db): Promise<AdminProductDetail> {
  await dbReady();
  const p = await client.product.findUnique({
    where: { id },
    select: {
      id: true,
      code: true,
      categoryId: true,
      shopId: true,
      name: true,
      subtitle: true,
      description: true,
      images: true,
      image: true,
      isOnSale: true,
      sort: true,
      specDefs: true,
      sales: true,
      version: true,
      deletedAt: true,
      updatedAt: true,
      translations: { select: { locale: true, name: true, subtitle: true, description: true } },
      tags: { select: { tag: true }, orderBy: { sort: "asc" } },
      skus: {
        orderBy: [{ hidden: "asc" }, { sort: "asc" }, { id: "asc" }],
        select: {
          id: true,
          code: true,
          options: true,
          name: true,
          price: true,
          originalPrice: true,
          stock: true,
          weight: true,
          image: true,
          lowStock: true,
          hidden: true,
          specs: true,
        },
      },
    },
  });
  if (!p) throw new ApiError("NOT_FOUND", { key: "PRODUCT_NOT_FOUND" });
  const { specs, skus } = await editableSpecs(client, p.specDefs, p.skus);
  const text = (field: "name" | "subtitle" | "description", base: string) => {
    const out: Record<string, string> = { "zh-Hans": base };
    for (const t of p.translations) if (t[field]) out[t.locale] = t[field]!;
    return out as Text;
  };
  let images: string[] = [];
  try {
    images = (JSON.parse(p.images) as unknown[]).filter((u): u is string => typeof u === "string");
  } catch {
    images = [];
  }
  // Inside a transaction (the CSV import) the trail is not needed, and a read outside it would wait for it.
  const audit =
    client === db
      ? await listAudit({ entity: "product", entityId: String(id) }, { pageIndex: 1, pageSize: 30 })
      : { rows: [] };
  return {
    id: p.id,
    code: p.code,
    categoryId: p.categoryId,
    shopId: p.shopId,
    name: text("name", p.name),
    subtitle: text("subtitle", p.subtitle),
    description: text("description", p.description),
    tags: p.tags.map((t) => t.tag) as AdminProductDetail["tags"],
    images: images.length ? images : [p.image],
    isOnSale: p.isOnSale,
    sort: p.sort,
    specs,
    skus,
    sales: p.sales,
    version: p.version,
    deletedAt: p.deletedAt?.toISOString() ?? null,
    updatedAt: p.updatedAt.toISOString(),
    audit: audit.rows,
  };
}
