// Catalogue and merchandising content in the caller's locale. The base columns hold the default
// locale's text (zh-Hans); ProductTranslation and ContentTranslation rows override them per locale,
// field by field, and anything without a translation falls back to the base text. Reads fetch the
// rows of one locale for the ids at hand (one indexed query per entity) and lay them over the
// rows the caller already loaded, so every query stays a plain Prisma read on any engine.
// docs/decisions/009-content-translations.md
import { db } from "@/lib/db";
import { defaultLocale, type Locale } from "@/lib/i18n/routing";

export type ContentEntity =
  "category" | "sku" | "shop" | "banner" | "button" | "activity" | "discount" | "coupon" | "service" | "hotword";

export type ProductText = { name: string; subtitle: string | null; description: string | null };

const needed = (locale: Locale, ids: readonly number[]) => locale !== defaultLocale && ids.length > 0;
const unique = (ids: readonly number[]) => [...new Set(ids)];

/** Product texts of one locale, by product id (only the products that have a translation). */
export async function productTexts(ids: readonly number[], locale: Locale): Promise<Map<number, ProductText>> {
  if (!needed(locale, ids)) return new Map();
  const rows = await db.productTranslation.findMany({
    where: { locale, productId: { in: unique(ids) } },
    select: { productId: true, name: true, subtitle: true, description: true },
  });
  return new Map(rows.map(({ productId, ...text }) => [productId, text]));
}

/** Translated fields of one entity kind in one locale: id -> field -> value. */
export async function contentTexts(
  entity: ContentEntity,
  ids: readonly number[],
  locale: Locale,
): Promise<Map<number, Map<string, string>>> {
  const out = new Map<number, Map<string, string>>();
  if (!needed(locale, ids)) return out;
  const rows = await db.contentTranslation.findMany({
    where: { entity, locale, entityId: { in: unique(ids) } },
    select: { entityId: true, field: true, value: true },
  });
  for (const row of rows) {
    if (!row.value) continue;
    let fields = out.get(row.entityId);
    if (!fields) out.set(row.entityId, (fields = new Map()));
    fields.set(row.field, row.value);
  }
  return out;
}

type Texted = { id: number; name?: string; subtitle?: string; description?: string };

/** Products (or rows shaped like them) with name, subtitle and description in `locale`. */
export async function localizeProducts<T extends Texted>(rows: readonly T[], locale: Locale): Promise<T[]> {
  const texts = await productTexts(
    rows.map((r) => r.id),
    locale,
  );
  if (texts.size === 0) return [...rows];
  return rows.map((row) => {
    const text = texts.get(row.id);
    if (!text) return row;
    const out = { ...row };
    if (out.name !== undefined) out.name = text.name || row.name;
    if (out.subtitle !== undefined && text.subtitle) out.subtitle = text.subtitle;
    if (out.description !== undefined && text.description) out.description = text.description;
    return out;
  });
}

/**
 * Rows of `entity` with their string `fields` replaced by the translation in `locale` where there is
 * one. `idOf` picks the entity id when the row's own `id` is not it (a cart row's SKU, say).
 */
export async function localizeContent<T extends object, F extends keyof T & string>(
  entity: ContentEntity,
  rows: readonly T[],
  locale: Locale,
  fields: readonly F[],
  idOf: (row: T) => number = (row) => (row as { id: number }).id,
): Promise<T[]> {
  const texts = await contentTexts(entity, rows.map(idOf), locale);
  if (texts.size === 0) return [...rows];
  return rows.map((row) => {
    const translated = texts.get(idOf(row));
    if (!translated) return row;
    const out = { ...row };
    for (const field of fields) {
      const value = translated.get(field);
      if (value !== undefined && typeof row[field] === "string") (out as Record<string, unknown>)[field] = value;
    }
    return out;
  });
}

/** One row; see localizeContent. */
export async function localizeOne<T extends object, F extends keyof T & string>(
  entity: ContentEntity,
  row: T,
  locale: Locale,
  fields: readonly F[],
  idOf?: (row: T) => number,
): Promise<T> {
  return (await localizeContent(entity, [row], locale, fields, idOf))[0];
}
