// Inputs of the catalogue endpoints.
import { z } from "zod";
import { decimalInt, ID_MAX, idSchema, pageQuerySchema } from "./common";
import { stripControlChars } from "@/lib/text/control-chars";
import { KEYWORD_MAX_LENGTH, PRICE_FILTER_MAX_CENTS, productSorts, type ProductSort } from "./limits";

export const productTags = ["discount", "boutique", "recommend", "new", "imported"] as const;
export type ProductTagName = (typeof productTags)[number];

export { KEYWORD_MAX_LENGTH, productSorts, type ProductSort };

/**
 * A price range in cents, on the price charged now (discounts applied); either end may be open. Decimal
 * digits or a JSON integer, as the document says: not `true`, `null`, " 1" or "0x10" read as numbers.
 */
const priceBound = decimalInt(0, PRICE_FILTER_MAX_CENTS, { tooSmall: "invalid", tooBig: "invalid" }).optional();
const priceRangeFields = { priceMin: priceBound, priceMax: priceBound };
function priceRangeInOrder(v: { priceMin?: number; priceMax?: number }, ctx: z.RefinementCtx) {
  if (v.priceMin !== undefined && v.priceMax !== undefined && v.priceMin > v.priceMax)
    ctx.addIssue({ code: "custom", path: ["priceMax"], message: "invalid" });
}

/** Most ids one product-list request may name (the browsing history keeps 50). */
export const PRODUCT_IDS_MAX = 50;

/** "3,1,2": products by id (e.g. the browsing history), each a positive integer, at most 50. */
const productIds = z
  .string()
  .transform((s) => s.split(","))
  .pipe(
    z
      .array(z.string().regex(/^[1-9][0-9]{0,9}$/, "invalid"))
      .min(1, "invalid")
      .max(PRODUCT_IDS_MAX, "too_long"),
  )
  .transform((ids) => ids.map(Number))
  .refine((ids) => ids.every((id) => id <= ID_MAX), "invalid")
  .meta({
    type: "string",
    pattern: "^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,49}$",
    description: "Comma-separated product ids, at most 50",
  });

export const productListQuerySchema = pageQuerySchema
  .extend({
    ids: productIds.optional(),
    categoryId: idSchema.optional(),
    tag: z.enum(productTags).optional(),
    shopId: idSchema.optional(),
    activityId: idSchema.optional(),
    sort: z.enum(productSorts).default("default"),
    ...priceRangeFields,
  })
  .superRefine(priceRangeInOrder);
/** The parsed query; server components may leave out the sort. */
export type ProductListQuery = Omit<z.output<typeof productListQuerySchema>, "sort"> & { sort?: ProductSort };

export const idQuerySchema = z.object({ id: idSchema });

/** get-category: one category (with its children and parent) by id, or the top level without one. */
export const categoryQuerySchema = z.object({ id: idSchema.optional() });

export const discountListQuerySchema = pageQuerySchema;

export const productSearchSchema = pageQuerySchema
  .extend({
    // Whitespace runs collapse to one space so "手机  壳" and "手机 壳" are one query (and one cache entry).
    keyword: z
      .string({ error: "required" })
      .transform((s) => stripControlChars(s).trim().replace(/\s+/g, " "))
      .pipe(z.string().min(1, "required").max(KEYWORD_MAX_LENGTH, "too_long"))
      .meta({
        minLength: 1,
        maxLength: KEYWORD_MAX_LENGTH,
        description: "Control characters removed, trimmed, whitespace runs collapsed to one space, then checked",
      }),
    // Optional refinements of the results; "default" (and absent) is the relevance order.
    sort: z.enum(productSorts).optional(),
    ...priceRangeFields,
  })
  .superRefine(priceRangeInOrder);
export type ProductSearchInput = z.output<typeof productSearchSchema>;

/** Search suggestions: product names starting with or containing what has been typed so far. */
export const searchSuggestQuerySchema = z.object({
  keyword: z
    .string({ error: "required" })
    .transform((s) => stripControlChars(s).trim().replace(/\s+/g, " "))
    .pipe(z.string().min(1, "required").max(KEYWORD_MAX_LENGTH, "too_long"))
    .meta({
      minLength: 1,
      maxLength: KEYWORD_MAX_LENGTH,
      description: "Control characters removed, trimmed, whitespace runs collapsed to one space, then checked",
    }),
});

/** Related products of a product (same category first). */
export const relatedQuerySchema = z.object({ id: idSchema, limit: decimalInt(1, 20).default(6) });
