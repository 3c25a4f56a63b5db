// Inputs of the back office's catalogue (issue 23, "Catalogue"): products with their texts in four
// locales, spec dimensions and the SKU matrix, stock adjustments, categories, translations, CSV import.
// Prices are integer cents; texts are trimmed and free of control characters; zh-Hans is required
// wherever a text is, the other locales fall back to it when left empty.
import { z } from "zod";
import {
  decimalInt,
  ID_MAX,
  idSchema,
  multiLineText,
  OWN_PICTURE_PATTERN,
  pageQuerySchema,
  requiredText,
  singleLineText,
} from "./common";
import { deltaFitsReason, productTags, stockReasonSign, stockReasons } from "@/lib/domain/catalogue";
import { otherLocales } from "@/lib/domain/locales";

export { otherLocales, productTags, stockReasons };

const optional = (max: number) =>
  singleLineText()
    .max(max, "too_big")
    .optional()
    .transform((v) => v || undefined);

/** A text in every locale: zh-Hans required, the others optional (empty falls back to zh-Hans). */
export const localeText = (max: number) =>
  z.object({
    "zh-Hans": requiredText(max),
    "zh-Hant": optional(max),
    en: optional(max),
    ja: optional(max),
  });
export type LocaleText = z.infer<ReturnType<typeof localeText>>;

/** The same, every locale optional (a subtitle may be left out). */
export const optionalLocaleText = (max: number) =>
  z.object({ "zh-Hans": optional(max), "zh-Hant": optional(max), en: optional(max), ja: optional(max) });

const richText = multiLineText().max(20_000, "too_big").optional();
/** A description in every locale: rich text, sanitised by the service before it is stored. */
export const descriptionText = z.object({ "zh-Hans": richText, "zh-Hant": richText, en: richText, ja: richText });

export const MAX_SPECS = 3;
export const MAX_SPEC_VALUES = 20;
export const MAX_SKUS = 200;

/** A picture of the shop: an upload of this app or one of its drawn pictures, never another site. */
export const imageUrlSchema = z
  .string({ error: "invalid" })
  .max(300, "image_url")
  .regex(OWN_PICTURE_PATTERN, "image_url");

const cents = (min: number) => decimalInt(min, 99_999_999, { tooSmall: "price_range", tooBig: "price_range" });
const codeSchema = singleLineText()
  .max(40, "too_big")
  .regex(/^[A-Za-z0-9._-]+$/, "catalogue_code_format")
  .optional()
  .transform((v) => v || undefined);

export const specInputSchema = z.object({
  name: localeText(20),
  values: z.array(localeText(30)).min(1, "required").max(MAX_SPEC_VALUES, "too_big"),
});
export type SpecInput = z.infer<typeof specInputSchema>;

export const skuInputSchema = z.object({
  /** The SKU's value on each spec dimension: an index into that dimension's values. */
  values: z.array(decimalInt(0, MAX_SPEC_VALUES - 1)).max(MAX_SPECS, "too_big"),
  price: cents(1),
  originalPrice: cents(1).optional(),
  /** Stock of a new SKU (a receipt in the ledger); an existing SKU's stock moves through stock adjustments. */
  stock: decimalInt(0, 1_000_000).default(0),
  /** Grams, for freight. */
  weight: decimalInt(0, 1_000_000).default(0),
  image: imageUrlSchema.optional(),
  code: codeSchema,
  lowStock: decimalInt(0, 1_000_000).optional(),
});
export type SkuInput = z.infer<typeof skuInputSchema>;

export const productInputSchema = z.object({
  categoryId: idSchema,
  shopId: idSchema.nullable().optional(),
  code: codeSchema,
  name: localeText(60),
  subtitle: optionalLocaleText(120).optional(),
  description: descriptionText.optional(),
  tags: z
    .array(z.enum(productTags, { error: "invalid" }))
    .max(productTags.length)
    .default([]),
  images: z.array(imageUrlSchema).max(9, "too_big").default([]),
  isOnSale: z.boolean({ error: "invalid" }).default(false),
  sort: decimalInt(0, 1_000_000).default(0),
  specs: z.array(specInputSchema).max(MAX_SPECS, "too_big").default([]),
  skus: z.array(skuInputSchema).min(1, "required").max(MAX_SKUS, "too_big"),
});
export type ProductInput = z.infer<typeof productInputSchema>;

export const productUpdateSchema = productInputSchema.extend({
  /** The version the operator edited (from the detail); a stale one is refused with 409 and what changed. */
  version: decimalInt(0, ID_MAX),
  /** The SKUs of the edit, in the order of `skus`: the existing SKU's id, or none for a new one. */
  skus: z
    .array(skuInputSchema.extend({ id: idSchema.optional() }))
    .min(1, "required")
    .max(MAX_SKUS, "too_big"),
});
export type ProductUpdate = z.infer<typeof productUpdateSchema>;

export const adminProductSorts = ["updatedAt.desc", "id.desc", "sales.desc", "price.asc", "price.desc"] as const;

export const adminProductQuerySchema = pageQuerySchema.extend({
  /** A product id, a product or SKU code, words anywhere in a name in any locale, or a name's pinyin or initials. */
  q: singleLineText().max(60, "too_big").optional(),
  /** Exactly these products, by id ("3,7,12"; at most 100): what a picker holds. */
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, "invalid")
    .transform((v) => v.split(",").map(Number))
    .optional(),
  categoryId: idSchema.optional(),
  status: z.enum(["on", "off", "deleted"], { error: "invalid" }).optional(),
  stock: z.enum(["low", "out"], { error: "invalid" }).optional(),
  sort: z.enum(adminProductSorts, { error: "invalid" }).default("updatedAt.desc"),
});
export type AdminProductQuery = z.infer<typeof adminProductQuerySchema>;

export const productStatusSchema = z.object({ isOnSale: z.boolean({ error: "invalid" }) });

/** Every kind of row in the stock ledger: an operator's reasons, and the movements the shop writes itself. */
export const stockLedgerReasons = [...stockReasons, "import"] as const;
/** A change of stock by hand: its sign must be its reason's (a receipt adds, a write-off takes away). */
export const stockAdjustSchema = z
  .object({
    delta: z
      .number({ error: "invalid" })
      .int("invalid")
      .min(-1_000_000, "invalid")
      .max(1_000_000, "invalid")
      .refine((n) => n !== 0, "invalid"),
    reason: z.enum(stockReasons, { error: "invalid" }),
    note: singleLineText().max(200, "too_big").default(""),
  })
  .superRefine((v, ctx) => {
    if (v.delta === 0 || deltaFitsReason(v.reason, v.delta)) return;
    ctx.addIssue({
      code: "custom",
      path: ["delta"],
      message: stockReasonSign[v.reason] > 0 ? "stock_adds" : "stock_removes",
    });
  });
export const lowStockSchema = z.object({ lowStock: decimalInt(0, 1_000_000) });

export const adminStockQuerySchema = pageQuerySchema.extend({
  q: singleLineText().max(60, "too_big").optional(),
  /** One SKU (the dashboard's low-stock rows open it). */
  skuId: idSchema.optional(),
  state: z.enum(["low", "out"], { error: "invalid" }).optional(),
});

export const MAX_CATEGORY_LEVELS = 10;
export const categoryInputSchema = z.object({
  name: localeText(20),
  parentId: idSchema.nullable().default(null),
  icon: imageUrlSchema.or(z.literal("")).default(""),
  hidden: z.boolean({ error: "invalid" }).default(false),
});
export const categoryOrderSchema = z.object({
  parentId: idSchema.nullable(),
  ids: z.array(idSchema).min(1, "required").max(500, "too_big"),
});

export const translationEntities = [
  "product",
  "sku",
  "category",
  "shop",
  "banner",
  "button",
  "activity",
  "discount",
  "coupon",
  "service",
] as const;
export type TranslationEntity = (typeof translationEntities)[number];

export const translationQuerySchema = pageQuerySchema.extend({
  entity: z.enum(translationEntities, { error: "invalid" }),
  /** Only rows that miss this locale (in any of their fields). */
  missing: z.enum(otherLocales, { error: "invalid" }).optional(),
  q: singleLineText().max(60, "too_big").optional(),
});

export const translationSaveSchema = z.object({
  entity: z.enum(translationEntities, { error: "invalid" }),
  id: idSchema,
  locale: z.enum(otherLocales, { error: "invalid" }),
  field: z
    .string()
    .regex(/^[a-z][a-z0-9]*$/, "invalid")
    .max(20, "invalid"),
  /** Empty removes the translation (the shop then shows zh-Hans). */
  value: multiLineText().max(20_000, "too_big"),
});

export const productImportSchema = z.object({
  csv: z.string({ error: "required" }).min(1, "required").max(1_000_000, "too_big"),
  /** Only check: report every problem, write nothing. */
  dryRun: z.boolean().default(false),
  /**
   * Absolute stock figures apply even where the stock moved since the export (sales since are undone):
   * the operator's explicit choice. Without it such rows are refused with the exported and current stock.
   */
  overwriteStock: z.boolean().default(false),
});

/**
 * A bulk change of selected products (issue 35 §4): every SKU's price by a percentage (−90 % to +500 %)
 * or an amount in cents (±), on or off sale, or another category; `confirm` false previews it.
 */
export const bulkChangeSchema = z.object({
  ids: z
    .array(idSchema, { error: "invalid" })
    .min(1, "required")
    .max(200, "too_big")
    .refine((ids) => new Set(ids).size === ids.length, "duplicate"),
  change: z.discriminatedUnion(
    "kind",
    [
      z.object({
        kind: z.literal("pricePercent"),
        percent: z
          .number({ error: "invalid" })
          .int("invalid")
          .min(-90, "too_small")
          .max(500, "too_big")
          .refine((n) => n !== 0, "invalid"),
      }),
      z.object({
        kind: z.literal("priceAmount"),
        cents: z
          .number({ error: "invalid" })
          .int("invalid")
          .min(-99_999_999, "too_small")
          .max(99_999_999, "too_big")
          .refine((n) => n !== 0, "invalid"),
      }),
      z.object({ kind: z.literal("onSale"), isOnSale: z.boolean({ error: "invalid" }) }),
      z.object({ kind: z.literal("category"), categoryId: idSchema }),
    ],
    { error: "invalid" },
  ),
  confirm: z.boolean({ error: "invalid" }).default(false),
});
export type BulkChangeInput = z.output<typeof bulkChangeSchema>;
