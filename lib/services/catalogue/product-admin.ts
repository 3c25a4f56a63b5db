// Products in the back office (issue 23, "Catalogue"): the list, the edit model with texts in four
// locales, spec dimensions and the SKU matrix, and the changes — create, save (optimistic concurrency:
// a save names the version it edited; a stale one is refused with 409), duplicate, on/off sale, soft
// delete. The shop keeps reading what it always read: the base columns hold zh-Hans, ProductTranslation
// and ContentTranslation rows the other locales (docs/decisions/009), and each SKU's `name` and
// `specs` pairs are written from the product's spec dimensions, so the shopper's spec picker shows
// exactly what the operator saved. Stock of an existing SKU moves only through the ledger (./stock-admin.ts);
// a SKU whose value was removed while orders reference it is hidden and sold out, never deleted.
// Every change is audited in its own transaction; the catalogue caches follow through the version triggers.
import { db, dbReady, dialect, writeTransaction, type Prisma, type Tx } from "@/lib/db";
import { ApiError } from "@/lib/api/errors";
import { skipTake, toPage, type Page } from "@/lib/paging";
import type { Locale } from "@/lib/i18n/routing";
import {
  otherLocales,
  type AdminProductQuery,
  type LocaleText,
  type ProductInput,
  type ProductUpdate,
  type SkuInput,
  type SpecInput,
} from "@/lib/validation/admin-catalogue";
import type { AdminProductDetail, AdminProductRow } from "@/lib/validation/responses/admin-catalogue";
import { listAudit, withAudit, type AuditActor } from "../audit/trail";
import { keywordPatterns } from "./pinyin";
import { sanitizeRichText } from "./rich-text";
import { refreshNameKeys } from "./search-keys";
import { recordStock } from "./stock-admin";

type Text = Partial<Record<Locale, string>> & { "zh-Hans": string };

/** The name of a flat product's only SKU, per locale. */
const STANDARD: Text = { "zh-Hans": "标准", "zh-Hant": "標準", en: "Standard", ja: "標準" };

const sortOrder: Record<AdminProductQuery["sort"], Prisma.ProductOrderByWithRelationInput[]> = {
  "updatedAt.desc": [{ updatedAt: "desc" }, { id: "desc" }],
  "id.desc": [{ id: "desc" }],
  "sales.desc": [{ sales: "desc" }, { id: "desc" }],
  "price.asc": [{ price: "asc" }, { id: "asc" }],
  "price.desc": [{ price: "desc" }, { id: "desc" }],
};

export async function adminListProducts(query: AdminProductQuery): Promise<Page<AdminProductRow>> {
  await dbReady();
  const and: Prisma.ProductWhereInput[] = [];
  const q = query.q?.trim();
  if (q) {
    // A code, an id, or words anywhere in a name in any locale (any case), or the zh-Hans / zh-Hant
    // name's pinyin or initials ("shouji", "sj"; ./pinyin.ts).
    const spelled = keywordPatterns(q.toLowerCase());
    const anyCase = dialect.containsAnyCase(q);
    const or: Prisma.ProductWhereInput[] = [
      { code: q },
      { skus: { some: { code: q } } },
      { name: anyCase },
      { translations: { some: { name: anyCase } } },
      ...spelled.pinyin.map((pattern) => ({ namePinyin: { contains: pattern } })),
      ...(spelled.initials ? [{ nameInitials: { contains: spelled.initials } }] : []),
    ];
    if (/^\d{1,10}$/.test(q) && Number(q) <= 2_147_483_647) or.push({ id: Number(q) });
    and.push({ OR: or });
  }
  if (query.categoryId !== undefined) and.push({ categoryId: query.categoryId });
  if (query.status === "deleted") and.push({ deletedAt: { not: null } });
  else {
    and.push({ deletedAt: null });
    if (query.status) and.push({ isOnSale: query.status === "on" });
  }
  if (query.stock === "out") and.push({ skus: { some: { hidden: false, stock: 0 } } });
  if (query.stock === "low") and.push({ skus: { some: { hidden: false, stock: { lte: db.sku.fields.lowStock } } } });
  const where = { AND: and };
  const [rows, total] = await Promise.all([
    db.product.findMany({
      where,
      orderBy: sortOrder[query.sort],
      select: {
        id: true,
        code: true,
        name: true,
        image: true,
        price: true,
        isOnSale: true,
        deletedAt: true,
        sales: true,
        updatedAt: true,
        category: { select: { id: true, name: true } },
        skus: { where: { hidden: false }, select: { stock: true, lowStock: true } },
      },
      ...skipTake(query),
    }),
    db.product.count({ where }),
  ]);
  return toPage(
    rows.map(({ skus, deletedAt, updatedAt, ...p }) => ({
      ...p,
      deletedAt: deletedAt?.toISOString() ?? null,
      updatedAt: updatedAt.toISOString(),
      skuCount: skus.length,
      stock: skus.reduce((n, s) => n + s.stock, 0),
      lowStock: skus.some((s) => s.stock <= s.lowStock),
    })),
    total,
    query,
  );
}

// ---------- texts ----------

export type StoredSpec = { name: Text; values: Text[] };

function parseSpecDefs(json: string): StoredSpec[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? (value as StoredSpec[]) : [];
  } catch {
    return [];
  }
}

function parseOptions(json: string): number[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) && value.every((n) => Number.isInteger(n)) ? (value as number[]) : [];
  } catch {
    return [];
  }
}

const clean = (text: LocaleText): Text => {
  const out: Text = { "zh-Hans": text["zh-Hans"] };
  for (const locale of otherLocales) if (text[locale]) out[locale] = text[locale];
  return out;
};
const inLocale = (text: Text, locale: Locale) => text[locale] || text["zh-Hans"];

/** Texts of one locale as the product's translation row, or null when the locale has none of its own. */
function productTranslation(input: ProductInput, locale: (typeof otherLocales)[number]) {
  const name = input.name[locale] ?? "";
  const subtitle = input.subtitle?.[locale] ?? null;
  const description = input.description?.[locale] ? sanitizeRichText(input.description[locale]!) : null;
  return name || subtitle || description ? { name, subtitle, description } : null;
}

/** A SKU's name and spec pairs in one locale, from the product's dimensions and the SKU's value indexes. */
function skuTexts(specs: StoredSpec[], values: number[], locale: Locale) {
  if (specs.length === 0) return { name: inLocale(STANDARD, locale), specs: "[]" };
  const pairs = specs.map((spec, i) => [inLocale(spec.name, locale), inLocale(spec.values[values[i]], locale)]);
  return { name: pairs.map(([, v]) => v).join(" "), specs: JSON.stringify(pairs) };
}

/** Refuses a SKU list that does not fit the dimensions: a value index out of range, or one combination twice. */
function checkMatrix(specs: SpecInput[], skus: Pick<SkuInput, "values">[]) {
  const seen = new Set<string>();
  skus.forEach((sku, i) => {
    const fits = sku.values.length === specs.length && sku.values.every((v, d) => v >= 0 && v < specs[d].values.length);
    if (!fits) throw new ApiError("VALIDATION", { fields: { [`skus.${i}.values`]: "sku_values" } });
    const key = sku.values.join(",");
    if (seen.has(key)) throw new ApiError("VALIDATION", { fields: { [`skus.${i}.values`]: "sku_duplicate" } });
    seen.add(key);
  });
  specs.forEach((spec, d) => {
    const names = spec.values.map((v) => v["zh-Hans"]);
    if (new Set(names).size !== names.length)
      throw new ApiError("VALIDATION", { fields: { [`specs.${d}.values`]: "spec_value_duplicate" } });
  });
  const dims = specs.map((s) => s.name["zh-Hans"]);
  if (new Set(dims).size !== dims.length) throw new ApiError("VALIDATION", { fields: { specs: "spec_duplicate" } });
}

async function assertCategory(tx: Tx, categoryId: number, shopId: number | null | undefined) {
  if (!(await tx.category.findUnique({ where: { id: categoryId }, select: { id: true } })))
    throw new ApiError("VALIDATION", { fields: { categoryId: "invalid" } });
  if (shopId && !(await tx.shop.findUnique({ where: { id: shopId }, select: { id: true } })))
    throw new ApiError("VALIDATION", { fields: { shopId: "invalid" } });
}

async function writeTexts(tx: Tx, productId: number, input: ProductInput) {
  for (const locale of otherLocales) {
    const row = productTranslation(input, locale);
    if (row)
      await tx.productTranslation.upsert({
        where: { productId_locale: { productId, locale } },
        create: { productId, locale, ...row },
        update: row,
      });
    else await tx.productTranslation.deleteMany({ where: { productId, locale } });
  }
  await tx.productTag.deleteMany({ where: { productId } });
  for (const [i, tag] of input.tags.entries()) await tx.productTag.create({ data: { productId, tag, sort: i } });
  // The names were just written (zh-Hans on the row, zh-Hant as a translation): their search keys follow.
  await refreshNameKeys(tx, [productId]);
}

async function writeSkuTranslations(tx: Tx, skuId: number, specs: StoredSpec[], values: number[]) {
  const base = skuTexts(specs, values, "zh-Hans");
  for (const locale of otherLocales) {
    const texts = skuTexts(specs, values, locale);
    for (const field of ["name", "specs"] as const) {
      const key = { entity_locale_entityId_field: { entity: "sku", locale, entityId: skuId, field } };
      if (texts[field] === base[field])
        await tx.contentTranslation.deleteMany({ where: key.entity_locale_entityId_field });
      else
        await tx.contentTranslation.upsert({
          where: key,
          create: { ...key.entity_locale_entityId_field, value: texts[field] },
          update: { value: texts[field] },
        });
    }
  }
}

/** Writes every visible SKU's name and spec pairs (all locales) again from the product's dimensions. */
export async function rewriteSkuTexts(tx: Tx, productId: number, specs: StoredSpec[]) {
  const skus = await tx.sku.findMany({ where: { productId, hidden: false }, select: { id: true, options: true } });
  for (const sku of skus) {
    const values = parseOptions(sku.options);
    if (values.length !== specs.length) continue;
    const texts = skuTexts(specs, values, "zh-Hans");
    await tx.sku.update({ where: { id: sku.id }, data: { name: texts.name, specs: texts.specs } });
    await writeSkuTranslations(tx, sku.id, specs, values);
  }
}

function skuData(specs: StoredSpec[], sku: SkuInput, index: number) {
  const texts = skuTexts(specs, sku.values, "zh-Hans");
  return {
    name: texts.name,
    specs: texts.specs,
    options: JSON.stringify(sku.values),
    price: sku.price,
    originalPrice: sku.originalPrice ?? null,
    weight: sku.weight,
    image: sku.image ?? null,
    code: sku.code ?? null,
    lowStock: sku.lowStock ?? 5,
    sort: index,
    hidden: false,
  };
}

/** The listing price: the lowest visible SKU's (and its regular price), kept in step with the SKUs. */
async function syncPrice(tx: Tx, productId: number) {
  const cheapest = await tx.sku.findFirst({
    where: { productId, hidden: false },
    orderBy: [{ price: "asc" }, { id: "asc" }],
    select: { price: true, originalPrice: true },
  });
  if (cheapest)
    await tx.product.update({
      where: { id: productId },
      data: { price: cheapest.price, originalPrice: cheapest.originalPrice },
    });
}

function productData(input: ProductInput, specs: StoredSpec[]) {
  const images = input.images;
  return {
    name: input.name["zh-Hans"],
    subtitle: input.subtitle?.["zh-Hans"] ?? "",
    description: input.description?.["zh-Hans"] ? sanitizeRichText(input.description["zh-Hans"]) : "",
    categoryId: input.categoryId,
    shopId: input.shopId ?? null,
    code: input.code ?? null,
    isOnSale: input.isOnSale,
    sort: input.sort,
    specDefs: JSON.stringify(specs),
    images: JSON.stringify(images),
    // The cover is the first picture; a product without pictures gets its kind's drawn one.
    image: images[0] ?? "/media/product/0.svg",
    price: Math.min(...input.skus.map((s) => s.price)),
  };
}

const uniqueCode = (error: unknown) =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2002";

async function withCodeCheck<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (uniqueCode(error)) throw new ApiError("CONFLICT", { key: "CODE_TAKEN" });
    throw error;
  }
}

export type SavedProduct = {
  id: number;
  version: number;
  skus: { id: number; values: number[]; price: number; stock: number }[];
};

async function savedView(tx: Tx, id: number): Promise<SavedProduct> {
  const product = await tx.product.findUniqueOrThrow({
    where: { id },
    select: {
      id: true,
      version: true,
      skus: {
        where: { hidden: false },
        orderBy: [{ sort: "asc" }, { id: "asc" }],
        select: { id: true, options: true, price: true, stock: true },
      },
    },
  });
  return {
    id: product.id,
    version: product.version,
    skus: product.skus.map((s) => ({ id: s.id, values: parseOptions(s.options), price: s.price, stock: s.stock })),
  };
}

/** Creates a product with its SKUs (their stock as receipts in the ledger), texts and tags. */
export async function createProduct(input: ProductInput, actor: AuditActor, tx?: Tx): Promise<SavedProduct> {
  checkMatrix(input.specs, input.skus);
  if (input.specs.length === 0 && input.skus.length > 1)
    throw new ApiError("VALIDATION", { fields: { skus: "sku_values" } });
  const specs = input.specs.map((s) => ({ name: clean(s.name), values: s.values.map(clean) }));
  const run = async (t: Tx) => {
    await assertCategory(t, input.categoryId, input.shopId);
    const product = await t.product.create({ data: productData(input, specs), select: { id: true } });
    await writeTexts(t, product.id, input);
    for (const [i, sku] of input.skus.entries()) {
      const created = await t.sku.create({
        data: { ...skuData(specs, sku, i), productId: product.id, stock: 0 },
        select: { id: true },
      });
      await writeSkuTranslations(t, created.id, specs, sku.values);
      if (sku.stock > 0) await recordStock(t, created.id, sku.stock, "receipt", "", actor);
    }
    await syncPrice(t, product.id);
    await withAudit(t, actor, {
      action: "product.create",
      entity: "product",
      entityId: product.id,
      after: { name: input.name["zh-Hans"], skus: input.skus.length, isOnSale: input.isOnSale },
    });
    return savedView(t, product.id);
  };
  await dbReady();
  return withCodeCheck(() => (tx ? run(tx) : writeTransaction(run)));
}

/**
 * Saves an edit made on `version`. SKUs named by id keep their id (price, values, code... change;
 * their stock does not: stock moves through the ledger); new ones are created with their stock as a
 * receipt; SKUs left out are deleted, or hidden and sold out when an order references them.
 */
export async function updateProduct(
  id: number,
  input: ProductUpdate,
  actor: AuditActor,
  tx?: Tx,
): Promise<SavedProduct> {
  checkMatrix(input.specs, input.skus);
  if (input.specs.length === 0 && input.skus.length > 1)
    throw new ApiError("VALIDATION", { fields: { skus: "sku_values" } });
  const specs = input.specs.map((s) => ({ name: clean(s.name), values: s.values.map(clean) }));
  const run = async (t: Tx) => {
    const before = await t.product.findUnique({
      where: { id },
      select: { name: true, price: true, isOnSale: true, categoryId: true, deletedAt: true, specDefs: true },
    });
    if (!before || before.deletedAt) throw new ApiError("NOT_FOUND", { key: "PRODUCT_NOT_FOUND" });
    await assertCategory(t, input.categoryId, input.shopId);
    const moved = await t.product.updateMany({
      where: { id, version: input.version },
      data: { ...productData(input, specs), version: { increment: 1 } },
    });
    if (moved.count !== 1) throw new ApiError("CONFLICT", { key: "PRODUCT_CHANGED" });
    await writeTexts(t, id, input);
    const existing = await t.sku.findMany({
      where: { productId: id },
      select: { id: true, stock: true, hidden: true },
    });
    const kept = new Set<number>();
    for (const [i, sku] of input.skus.entries()) {
      if (sku.id !== undefined) {
        if (!existing.some((e) => e.id === sku.id))
          throw new ApiError("VALIDATION", { fields: { [`skus.${i}.id`]: "invalid" } });
        kept.add(sku.id);
        await t.sku.update({ where: { id: sku.id }, data: skuData(specs, sku, i) });
        await writeSkuTranslations(t, sku.id, specs, sku.values);
      } else {
        const created = await t.sku.create({
          data: { ...skuData(specs, sku, i), productId: id, stock: 0 },
          select: { id: true },
        });
        await writeSkuTranslations(t, created.id, specs, sku.values);
        if (sku.stock > 0) await recordStock(t, created.id, sku.stock, "receipt", "", actor);
      }
    }
    for (const gone of existing.filter((e) => !kept.has(e.id))) {
      const ordered = await t.orderItem.count({ where: { skuId: gone.id } });
      if (ordered === 0) {
        await t.stockEntry.deleteMany({ where: { skuId: gone.id } });
        await t.sku.delete({ where: { id: gone.id } });
      } else if (!gone.hidden) {
        await t.sku.update({ where: { id: gone.id }, data: { hidden: true } });
        if (gone.stock > 0) await recordStock(t, gone.id, -gone.stock, "correction", "removed from sale", actor);
        await t.cartItem.deleteMany({ where: { skuId: gone.id } });
      }
    }
    await syncPrice(t, id);
    const after = await t.product.findUniqueOrThrow({
      where: { id },
      select: { name: true, price: true, isOnSale: true, categoryId: true, specDefs: true },
    });
    await withAudit(t, actor, {
      action: "product.update",
      entity: "product",
      entityId: id,
      before: { ...before, deletedAt: undefined },
      after: { ...after, skus: input.skus.length },
    });
    return savedView(t, id);
  };
  await dbReady();
  return withCodeCheck(() => (tx ? run(tx) : writeTransaction(run)));
}

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
  if (stored.length || rows.every((r) => r.specs === "[]"))
    return { specs: stored, skus: rows.map((r) => strip(r, parseOptions(r.options))) };
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

/** A copy to edit (off sale, no code, no stock): the texts, specs, SKU prices and pictures. */
export async function duplicateProduct(id: number, actor: AuditActor): Promise<SavedProduct> {
  const source = await adminProductDetail(id);
  const input: ProductInput = {
    categoryId: source.categoryId,
    shopId: source.shopId,
    name: source.name as LocaleText,
    subtitle: source.subtitle as ProductInput["subtitle"],
    description: source.description as ProductInput["description"],
    tags: source.tags,
    images: source.images.filter((u) => /^\/(uploads|media)\//.test(u)),
    code: undefined,
    isOnSale: false,
    sort: source.sort,
    specs: source.specs as SpecInput[],
    skus: source.skus
      .filter((s) => !s.hidden)
      .map((s) => ({
        values: s.values,
        price: s.price,
        originalPrice: s.originalPrice ?? undefined,
        stock: 0,
        weight: s.weight,
        image: s.image ?? undefined,
        code: undefined,
        lowStock: s.lowStock,
      })),
  };
  input.name = { ...input.name, "zh-Hans": `${input.name["zh-Hans"]}`.slice(0, 60) };
  return writeTransaction(async (tx) => {
    const saved = await createProduct(input, actor, tx);
    await withAudit(tx, actor, {
      action: "product.duplicate",
      entity: "product",
      entityId: saved.id,
      after: { from: id },
    });
    return saved;
  });
}

/** Puts a product on or off sale. */
export async function setProductOnSale(id: number, isOnSale: boolean, actor: AuditActor) {
  await dbReady();
  return writeTransaction(async (tx) => {
    const before = await tx.product.findUnique({
      where: { id },
      select: { isOnSale: true, deletedAt: true, version: true },
    });
    if (!before || before.deletedAt) throw new ApiError("NOT_FOUND", { key: "PRODUCT_NOT_FOUND" });
    if (before.isOnSale !== isOnSale) {
      await tx.product.update({ where: { id }, data: { isOnSale, version: { increment: 1 } } });
      await withAudit(tx, actor, {
        action: isOnSale ? "product.on_sale" : "product.off_sale",
        entity: "product",
        entityId: id,
        before: { isOnSale: before.isOnSale },
        after: { isOnSale },
      });
    }
    return { id, isOnSale, version: before.version + (before.isOnSale !== isOnSale ? 1 : 0) };
  });
}

/** Removes a product from the shop for good: off sale and out of every list; its orders keep their snapshot. */
export async function deleteProduct(id: number, actor: AuditActor) {
  await dbReady();
  return writeTransaction(async (tx) => {
    const before = await tx.product.findUnique({
      where: { id },
      select: { deletedAt: true, isOnSale: true, name: true },
    });
    if (!before || before.deletedAt) throw new ApiError("NOT_FOUND", { key: "PRODUCT_NOT_FOUND" });
    await tx.product.update({
      where: { id },
      data: { deletedAt: new Date(), isOnSale: false, code: null, version: { increment: 1 } },
    });
    await tx.sku.updateMany({ where: { productId: id }, data: { code: null } });
    await tx.cartItem.deleteMany({ where: { sku: { productId: id } } });
    await withAudit(tx, actor, {
      action: "product.delete",
      entity: "product",
      entityId: id,
      before: { name: before.name, isOnSale: before.isOnSale },
    });
    return { ok: true as const };
  });
}
