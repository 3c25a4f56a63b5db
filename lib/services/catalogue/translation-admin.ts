// The back office's side-by-side translation editor (issue 23, "Translations"): every catalogue and
// content table with per-locale text, zh-Hans beside zh-Hant, en and ja, filterable to the rows that
// miss a locale. Products' texts live in ProductTranslation; the rest in ContentTranslation
// (docs/decisions/009); the spec values of a product live in its specDefs and are written through to
// its SKUs' names and spec pairs, as the product screen does. An empty value removes a translation
// (the shop then shows zh-Hans). Every save is audited.
import { db, dbReady, writeTransaction, type Tx } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { toPage } from "@/lib/paging";
import type { Locale } from "@/lib/i18n/routing";
import { otherLocales, type TranslationEntity } from "@/lib/validation/admin-catalogue";
import { withAudit, type AuditActor } from "../audit/trail";
import { sanitizeRichText } from "./rich-text";
import { rewriteSkuTexts, type StoredSpec } from "./product-admin/product-model";
import { refreshNameKeys } from "./search-keys";

type OtherLocale = (typeof otherLocales)[number];
type Base = { id: number; label: string; fields: Record<string, string> };

/** The base rows (zh-Hans) of each kind and the fields a shopper reads translated. */
const kinds: Record<
  Exclude<TranslationEntity, "product" | "sku">,
  { fields: string[]; load: () => Promise<Base[]> }
> = {
  category: {
    fields: ["name"],
    load: async () =>
      (await db.category.findMany({ select: { id: true, name: true }, orderBy: { id: "asc" } })).map((r) => ({
        id: r.id,
        label: r.name,
        fields: { name: r.name },
      })),
  },
  shop: {
    fields: ["name", "description"],
    load: async () =>
      (await db.shop.findMany({ select: { id: true, name: true, description: true }, orderBy: { id: "asc" } })).map(
        (r) => ({ id: r.id, label: r.name, fields: { name: r.name, description: r.description } }),
      ),
  },
  banner: {
    fields: ["title"],
    load: async () =>
      (await db.banner.findMany({ select: { id: true, title: true }, orderBy: { id: "asc" } })).map((r) => ({
        id: r.id,
        label: r.title,
        fields: { title: r.title },
      })),
  },
  button: {
    fields: ["name"],
    load: async () =>
      (await db.homeButton.findMany({ select: { id: true, name: true }, orderBy: { id: "asc" } })).map((r) => ({
        id: r.id,
        label: r.name,
        fields: { name: r.name },
      })),
  },
  activity: {
    fields: ["title", "description"],
    load: async () =>
      (
        await db.activity.findMany({ select: { id: true, title: true, description: true }, orderBy: { id: "asc" } })
      ).map((r) => ({ id: r.id, label: r.title, fields: { title: r.title, description: r.description } })),
  },
  discount: {
    fields: ["title"],
    load: async () =>
      (await db.discount.findMany({ select: { id: true, title: true }, orderBy: { id: "asc" } })).map((r) => ({
        id: r.id,
        label: r.title,
        fields: { title: r.title },
      })),
  },
  coupon: {
    fields: ["name"],
    load: async () =>
      (await db.coupon.findMany({ select: { id: true, name: true }, orderBy: { id: "asc" } })).map((r) => ({
        id: r.id,
        label: r.name,
        fields: { name: r.name },
      })),
  },
  service: {
    fields: ["title", "summary", "content"],
    load: async () =>
      (
        await db.serviceItem.findMany({
          select: { id: true, title: true, summary: true, content: true },
          orderBy: { id: "asc" },
        })
      ).map((r) => ({ id: r.id, label: r.title, fields: { title: r.title, summary: r.summary, content: r.content } })),
  },
};

type Row = {
  entity: TranslationEntity;
  id: number;
  label: string;
  fields: ({ field: string } & Record<Locale, string>)[];
};

/** Products with their three texts; specs (entity "sku") as d<i> (a dimension) and d<i>v<j> (a value). */
async function productRows(entity: "product" | "sku", q: string | undefined): Promise<Row[]> {
  const products = await db.product.findMany({
    where: {
      deletedAt: null,
      ...(q ? { name: { startsWith: q } } : {}),
      ...(entity === "sku" ? { NOT: { specDefs: "[]" } } : {}),
    },
    select: { id: true, name: true, subtitle: true, description: true, specDefs: true, translations: true },
    orderBy: { id: "asc" },
  });
  return products.map((p) => {
    if (entity === "product") {
      const fields = (["name", "subtitle", "description"] as const).map((field) => {
        const out = { field, "zh-Hans": p[field] } as { field: string } & Record<Locale, string>;
        for (const locale of otherLocales) out[locale] = p.translations.find((t) => t.locale === locale)?.[field] ?? "";
        return out;
      });
      return { entity, id: p.id, label: p.name, fields };
    }
    const specs = JSON.parse(p.specDefs) as StoredSpec[];
    const fields = specs.flatMap((spec, d) =>
      [spec.name, ...spec.values].map((text, j) => {
        const out = { field: j === 0 ? `d${d}` : `d${d}v${j - 1}`, "zh-Hans": text["zh-Hans"] } as {
          field: string;
        } & Record<Locale, string>;
        for (const locale of otherLocales) out[locale] = text[locale] ?? "";
        return out;
      }),
    );
    return { entity, id: p.id, label: p.name, fields };
  });
}

export async function listTranslations(query: {
  entity: TranslationEntity;
  missing?: OtherLocale;
  q?: string;
  pageIndex: number;
  pageSize: number;
}) {
  await dbReady();
  let rows: Row[];
  const q = query.q?.trim();
  if (query.entity === "product" || query.entity === "sku") rows = await productRows(query.entity, q);
  else {
    const kind = kinds[query.entity];
    const [bases, texts] = await Promise.all([
      kind.load(),
      db.contentTranslation.findMany({ where: { entity: query.entity } }),
    ]);
    rows = bases
      .filter((b) => !q || b.label.startsWith(q))
      .map((b) => ({
        entity: query.entity,
        id: b.id,
        label: b.label,
        fields: kind.fields.map((field) => {
          const out = { field, "zh-Hans": b.fields[field] ?? "" } as { field: string } & Record<Locale, string>;
          for (const locale of otherLocales)
            out[locale] =
              texts.find((t) => t.entityId === b.id && t.locale === locale && t.field === field)?.value ?? "";
          return out;
        }),
      }));
  }
  if (query.missing) {
    const locale = query.missing;
    rows = rows.filter((r) => r.fields.some((f) => f["zh-Hans"].trim() !== "" && !f[locale].trim()));
  }
  const start = (query.pageIndex - 1) * query.pageSize;
  return toPage(rows.slice(start, start + query.pageSize), rows.length, query);
}

async function saveSpecText(tx: Tx, productId: number, locale: OtherLocale, field: string, value: string) {
  const match = /^d(\d)(?:v(\d{1,2}))?$/.exec(field);
  const product = await tx.product.findUnique({ where: { id: productId }, select: { specDefs: true } });
  if (!product || !match) throw new ApiError("NOT_FOUND");
  const specs = JSON.parse(product.specDefs) as StoredSpec[];
  const spec = specs[Number(match[1])];
  const text = match[2] === undefined ? spec?.name : spec?.values[Number(match[2])];
  if (!text) throw new ApiError("NOT_FOUND");
  if (value) text[locale] = value.slice(0, 30);
  else delete text[locale];
  await tx.product.update({
    where: { id: productId },
    data: { specDefs: JSON.stringify(specs), version: { increment: 1 } },
  });
  await rewriteSkuTexts(tx, productId, specs);
}

/** Saves one field of one row in one locale (an empty value removes the translation). */
export async function saveTranslation(
  input: { entity: TranslationEntity; id: number; locale: OtherLocale; field: string; value: string },
  actor: AuditActor,
) {
  const { entity, id, locale, field } = input;
  const value = field === "description" || field === "content" ? sanitizeRichText(input.value) : input.value.trim();
  await dbReady();
  return writeTransaction(async (tx) => {
    if (entity === "sku") await saveSpecText(tx, id, locale, field, value);
    else if (entity === "product") {
      if (!["name", "subtitle", "description"].includes(field)) throw new ApiError("NOT_FOUND");
      if (!(await tx.product.findUnique({ where: { id }, select: { id: true } }))) throw new ApiError("NOT_FOUND");
      const existing = await tx.productTranslation.findUnique({
        where: { productId_locale: { productId: id, locale } },
      });
      const next = {
        name: existing?.name ?? "",
        subtitle: existing?.subtitle ?? null,
        description: existing?.description ?? null,
        [field]: value || (field === "name" ? "" : null),
      };
      if (!next.name && !next.subtitle && !next.description)
        await tx.productTranslation.deleteMany({ where: { productId: id, locale } });
      else
        await tx.productTranslation.upsert({
          where: { productId_locale: { productId: id, locale } },
          create: { productId: id, locale, ...next },
          update: next,
        });
      // A stale edit of the product screen must not write over this text: its version moves on.
      await tx.product.update({ where: { id }, data: { version: { increment: 1 } } });
      // A zh-Hant name is read into the search keys (pinyin and initials).
      if (locale === "zh-Hant" && field === "name") await refreshNameKeys(tx, [id]);
    } else {
      if (!kinds[entity].fields.includes(field)) throw new ApiError("NOT_FOUND");
      if (!(await kinds[entity].load()).some((b) => b.id === id)) throw new ApiError("NOT_FOUND");
      const key = { entity, locale, entityId: id, field };
      if (value)
        await tx.contentTranslation.upsert({
          where: { entity_locale_entityId_field: key },
          create: { ...key, value },
          update: { value },
        });
      else await tx.contentTranslation.deleteMany({ where: key });
    }
    await withAudit(tx, actor, {
      action: "translation.save",
      entity,
      entityId: id,
      after: { locale, field, value: value.slice(0, 200) },
    });
    return { ok: true as const };
  });
}
