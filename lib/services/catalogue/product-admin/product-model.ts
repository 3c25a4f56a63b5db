// Products in the back office (issue 23, "Catalogue"): the edit model with texts in four locales, spec
// dimensions and the SKU matrix, shared by the operations beside it — the list (./list-products.ts),
// create and save (./save-product.ts), the edit view (./product-detail.ts), duplicate, on/off sale and
// soft delete (./change-product.ts). The shop keeps reading what it always read: the base columns hold
// zh-Hans, ProductTranslation and ContentTranslation rows the other locales (docs/decisions/009), and
// each SKU's `name` and `specs` pairs are written from the product's spec dimensions, so the shopper's
// spec picker shows exactly what the operator saved. Stock of an existing SKU moves only through the
// ledger (./stock-admin.ts); a SKU whose value was removed while orders reference it is hidden and sold
// out, never deleted. Every change is audited in its own transaction; the catalogue caches follow
// through the version triggers.
import type { Tx } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import type { Locale } from "@/lib/i18n/routing";
import {
  otherLocales,
  type LocaleText,
  type ProductInput,
  type SkuInput,
  type SpecInput,
} from "@/lib/validation/admin-catalogue";
import { sanitizeRichText } from "../rich-text";
import { refreshNameKeys } from "../search-keys";

export type Text = Partial<Record<Locale, string>> & { "zh-Hans": string };

/** The name of a flat product's only SKU, per locale. */
const STANDARD: Text = { "zh-Hans": "标准", "zh-Hant": "標準", en: "Standard", ja: "標準" };

export type StoredSpec = { name: Text; values: Text[] };

export function parseSpecDefs(json: string): StoredSpec[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? (value as StoredSpec[]) : [];
  } catch {
    return [];
  }
}

export function parseOptions(json: string): number[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) && value.every((n) => Number.isInteger(n)) ? (value as number[]) : [];
  } catch {
    return [];
  }
}

export const clean = (text: LocaleText): Text => {
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
export function checkMatrix(specs: SpecInput[], skus: Pick<SkuInput, "values">[]) {
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

export async function assertCategory(tx: Tx, categoryId: number, shopId: number | null | undefined) {
  if (!(await tx.category.findUnique({ where: { id: categoryId }, select: { id: true } })))
    throw new ApiError("VALIDATION", { fields: { categoryId: "invalid" } });
  if (shopId && !(await tx.shop.findUnique({ where: { id: shopId }, select: { id: true } })))
    throw new ApiError("VALIDATION", { fields: { shopId: "invalid" } });
}

export async function writeTexts(tx: Tx, productId: number, input: ProductInput) {
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

export async function writeSkuTranslations(tx: Tx, skuId: number, specs: StoredSpec[], values: number[]) {
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

export function skuData(specs: StoredSpec[], sku: SkuInput, index: number) {
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
export async function syncPrice(tx: Tx, productId: number) {
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

export function productData(input: ProductInput, specs: StoredSpec[]) {
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

export async function withCodeCheck<T>(fn: () => Promise<T>): Promise<T> {
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

export async function savedView(tx: Tx, id: number): Promise<SavedProduct> {
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
