// Inputs of the catalogue endpoints.
import { z } from "zod";
import { idSchema, pageQuerySchema } from "./common";

export const productTags = ["discount", "boutique", "recommend", "new", "imported"] as const;
export type ProductTagName = (typeof productTags)[number];

export const productListQuerySchema = pageQuerySchema.extend({
  categoryId: idSchema.optional(),
  tag: z.enum(productTags).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const idQuerySchema = z.object({ id: idSchema });
