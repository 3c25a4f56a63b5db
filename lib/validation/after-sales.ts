// Inputs of the after-purchase endpoints: after-sales requests (售后), reviews (评价晒图), re-buy and
// deleting an order. Images are URLs of the caller's own uploads (POST /api/v1/upload), at most 9.
import { z } from "zod";
import { decimalInt, idSchema, pageQuerySchema, requiredText } from "./common";
import { cartRowSchema } from "./responses/cart";

export const MAX_AFTER_SALE_IMAGES = 9;
export const MAX_REVIEW_IMAGES = 9;

const imagesSchema = (max: number) => z.array(z.string().trim().min(1).max(500)).max(max, "too_big").default([]);

export const afterSaleTypes = ["refund", "return"] as const;

export const afterSaleApplySchema = z.object({
  orderId: idSchema,
  type: z.enum(afterSaleTypes, { error: "invalid" }),
  reason: requiredText(200),
  images: imagesSchema(MAX_AFTER_SALE_IMAGES),
});
export type AfterSaleApplyInput = z.output<typeof afterSaleApplySchema>;

export const afterSaleListSchema = pageQuerySchema;
export const afterSaleIdSchema = z.object({ id: idSchema });

export const reviewCreateSchema = z.object({
  orderId: idSchema,
  rating: decimalInt(1, 5),
  content: requiredText(500),
  images: imagesSchema(MAX_REVIEW_IMAGES),
});
export type ReviewCreateInput = z.output<typeof reviewCreateSchema>;

export const productReviewsQuerySchema = pageQuerySchema.extend({ productId: idSchema });
export type ProductReviewsQuery = z.output<typeof productReviewsQuerySchema>;

export const orderRefSchema = z.object({ orderId: idSchema });

// Response shapes (for the OpenAPI document).
export const afterSaleSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNo: z.string(),
  type: z.enum(afterSaleTypes),
  status: z.enum(["pending", "rejected", "refunding", "refunded", "refund_failed"]),
  reason: z.string(),
  images: z.array(z.string()),
  amount: z.number().int(),
  operatorNote: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  item: z.object({ name: z.string(), skuName: z.string(), image: z.string(), count: z.number().int() }).nullable(),
});

const page = <T extends z.ZodType>(row: T) =>
  z.object({
    rows: z.array(row),
    total: z.number().int(),
    hasMore: z.boolean(),
    pageIndex: z.number().int(),
    pageSize: z.number().int(),
  });

export const afterSalePageSchema = page(afterSaleSchema);

export const reviewRowSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  content: z.string(),
  images: z.array(z.string()),
  nickname: z.string(),
  avatar: z.string(),
  skuName: z.string(),
  createdAt: z.string(),
  reply: z.string().meta({ description: "The shop's answer, shown under the review; empty when none" }),
});

export const productReviewsSchema = page(reviewRowSchema).extend({
  summary: z.object({ count: z.number().int(), average: z.number(), goodRate: z.number().int() }),
});

export const reviewCreatedSchema = z.object({
  orderId: z.number().int(),
  status: z.number().int(),
  reviews: z.number().int(),
});

export const afterSaleCreatedSchema = afterSaleSchema;
export const rebuyResultSchema = z.object({
  rows: z.array(cartRowSchema),
  skipped: z.array(z.object({ skuId: z.number().int(), name: z.string(), reason: z.string() })),
});
export const orderDeletedSchema = z.object({ id: z.number().int(), deleted: z.literal(true) });
