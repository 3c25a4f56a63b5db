// Inputs of the catalogue endpoints.
import { z } from "zod";
import { idSchema, pageQuerySchema } from "./common";
import { stripControlChars } from "@/lib/text/control-chars";
import { KEYWORD_MAX_LENGTH, productSorts, type ProductSort } from "./limits";

export const productTags = ["discount", "boutique", "recommend", "new", "imported"] as const;
export type ProductTagName = (typeof productTags)[number];

export { KEYWORD_MAX_LENGTH, productSorts, type ProductSort };

export const productListQuerySchema = pageQuerySchema.extend({
  categoryId: idSchema.optional(),
  tag: z.enum(productTags).optional(),
  shopId: idSchema.optional(),
  activityId: idSchema.optional(),
  sort: z.enum(productSorts).default("default"),
});
/** The parsed query; server components may leave out the sort. */
export type ProductListQuery = Omit<z.output<typeof productListQuerySchema>, "sort"> & { sort?: ProductSort };

export const idQuerySchema = z.object({ id: idSchema });

/** get-category: one category (with its children and parent) by id, or the top level without one. */
export const categoryQuerySchema = z.object({ id: idSchema.optional() });

export const discountListQuerySchema = pageQuerySchema;


export const productSearchSchema = pageQuerySchema.extend({
  // Whitespace runs collapse to one space so "手机  壳" and "手机 壳" are one query (and one cache entry).
  keyword: z
    .string({ error: "required" })
    .transform((s) => stripControlChars(s).trim().replace(/\s+/g, " "))
    .pipe(z.string().min(1, "required").max(KEYWORD_MAX_LENGTH, "too_long"))
    .meta({ minLength: 1, maxLength: KEYWORD_MAX_LENGTH, description: "Control characters removed, trimmed, whitespace runs collapsed to one space, then checked" }),
});
export type ProductSearchInput = z.output<typeof productSearchSchema>;
