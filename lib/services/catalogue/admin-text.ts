// What the back office's editors share: texts per locale (the base column holds zh-Hans, the other
// locales are ContentTranslation rows, decision 009), optimistic concurrency by a version column, and
// links checked against what exists. Used by the marketing, content and settings services.
import type { Tx } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { defaultLocale, locales, type Locale } from "@/lib/i18n/routing";
import type { ContentEntity } from "./content-locale";

/** A text in every locale: zh-Hans required (the base column), the others optional (fall back to it). */
export type LocalizedText = { "zh-Hans": string } & Partial<Record<Exclude<Locale, "zh-Hans">, string>>;

const otherLocales = locales.filter((l): l is Exclude<Locale, "zh-Hans"> => l !== defaultLocale);

/** The translation rows of some entities: id -> field -> locale -> value. */
export async function readTranslations(
  client: Tx,
  entity: ContentEntity,
  ids: readonly number[],
): Promise<Map<number, Map<string, Map<string, string>>>> {
  const out = new Map<number, Map<string, Map<string, string>>>();
  if (ids.length === 0) return out;
  const rows = await client.contentTranslation.findMany({
    where: { entity, entityId: { in: [...new Set(ids)] } },
    select: { entityId: true, field: true, locale: true, value: true },
  });
  for (const r of rows) {
    if (!r.value) continue;
    const fields = out.get(r.entityId) ?? new Map<string, Map<string, string>>();
    out.set(r.entityId, fields);
    const byLocale = fields.get(r.field) ?? new Map<string, string>();
    fields.set(r.field, byLocale);
    byLocale.set(r.locale, r.value);
  }
  return out;
}

/** A field in every locale: the base column's text and its translations. */
export function localizedOf(base: string, translations: Map<string, string> | undefined): LocalizedText {
  const text: LocalizedText = { "zh-Hans": base };
  for (const locale of otherLocales) {
    const value = translations?.get(locale);
    if (value) text[locale] = value;
  }
  return text;
}

/**
 * Writes the translations of an entity's fields: a locale with text gets its row, a locale left empty
 * loses it (and falls back to zh-Hans). The base column is the caller's to write.
 */
export async function writeTranslations(
  tx: Tx,
  entity: ContentEntity,
  entityId: number,
  fields: Record<string, LocalizedText | undefined>,
): Promise<void> {
  for (const [field, text] of Object.entries(fields)) {
    if (!text) continue;
    for (const locale of otherLocales) {
      const value = text[locale]?.trim();
      const key = { entity_locale_entityId_field: { entity, locale, entityId, field } };
      if (value)
        await tx.contentTranslation.upsert({
          where: key,
          create: { entity, locale, entityId, field, value },
          update: { value },
        });
      else await tx.contentTranslation.deleteMany({ where: { entity, locale, entityId, field } });
    }
  }
}

/** Removes every translation of an entity (it is being deleted). */
export async function dropTranslations(tx: Tx, entity: ContentEntity, entityId: number): Promise<void> {
  await tx.contentTranslation.deleteMany({ where: { entity, entityId } });
}

/**
 * The 409 of a save that names a version someone else has already replaced: the answer carries the
 * record as it is now (`current`), so the operator sees what changed instead of overwriting it.
 */
export function staleVersion(current: unknown): ApiError {
  return new ApiError("CONFLICT", { key: "STALE_VERSION", current });
}
