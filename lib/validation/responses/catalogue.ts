// Response schemas of the catalogue endpoints.
import { z } from "zod";
import { cents, dateTime, int, pageOf, rowsOf } from "./common";

export const productRowSchema = z.object({
  id: int,
  name: z.string(),
  price: cents,
  originalPrice: cents.nullable(),
  image: z.string(),
  sales: int,
});
export const productPageSchema = pageOf(productRowSchema);

export const bannerSchema = z.object({ id: int, title: z.string(), image: z.string(), link: z.string() });
export const homeButtonSchema = z.object({ id: int, name: z.string(), icon: z.string(), link: z.string() });

type CategoryNode = { id: number; name: string; icon: string; children: CategoryNode[] };
export const categoryNodeSchema: z.ZodType<CategoryNode, CategoryNode> = z
  .object({
    id: int,
    name: z.string(),
    icon: z.string(),
    get children() {
      return z.array(categoryNodeSchema);
    },
  })
  .meta({ id: "CategoryNode" });

const categoryCardSchema = z.object({ id: int, name: z.string(), icon: z.string() });
export const categoryDetailSchema = categoryCardSchema.extend({
  parent: z.object({ id: int, name: z.string() }).nullable(),
  children: z.array(categoryCardSchema),
});
/** get-category: one category by id, or the top level (a list) without one. */
export const categoryOrTopSchema = z.union([categoryDetailSchema, z.array(categoryCardSchema)]);

/** A SKU's values per spec dimension: [["颜色", "曜石黑"], ["存储", "256GB"]]. */
export const skuSpecsSchema = z.array(z.tuple([z.string(), z.string()]));
export const skuRowSchema = z.object({
  id: int,
  name: z.string(),
  price: cents,
  originalPrice: cents.nullable(),
  stock: int,
  image: z.string().nullable(),
  specs: skuSpecsSchema,
});

export const productDetailSchema = productRowSchema.extend({
  subtitle: z.string(),
  description: z.string(),
  images: z.array(z.string()),
  isOnSale: z.boolean(),
  category: z.object({ id: int, name: z.string() }),
  shop: z.object({ id: int, name: z.string(), logo: z.string() }).nullable(),
  tags: z.array(z.string()),
  /** The running sale pricing the cheapest SKU on sale (the goods page counts down to endsAt). */
  discount: z
    .object({
      id: int,
      title: z.string(),
      /** The share charged, in percent (for a flash price: of that SKU's regular price, rounded). */
      ratePercent: int,
      startsAt: dateTime,
      endsAt: dateTime,
      /** Units left at the sale's price (null: no limit). */
      remaining: int.nullable(),
      /** Units one shopper may buy at the sale's price (null: no limit). */
      perUserLimit: int.nullable(),
      /** The SKUs on sale (null: all of them). */
      skuIds: z.array(int).nullable(),
    })
    .nullable(),
  skus: z.array(skuRowSchema),
});

export const discountPageSchema = pageOf(
  z.object({
    id: int,
    title: z.string(),
    /** The share charged, in percent (for flash prices: of the lowest regular price, rounded). */
    ratePercent: int,
    startsAt: dateTime,
    endsAt: dateTime,
    /** Units left at the sale's price (null: no limit). */
    remaining: int.nullable(),
    perUserLimit: int.nullable(),
    product: productRowSchema,
  }),
);

/** Search suggestions and hot keywords: words to tap. */
export const searchTermsSchema = rowsOf(z.string());
export const productRowsSchema = rowsOf(productRowSchema);
