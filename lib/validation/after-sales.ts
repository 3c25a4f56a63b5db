// Inputs of the after-purchase endpoints: after-sales requests (售后), reviews (评价晒图), re-buy and
// deleting an order. Images are URLs of the caller's own uploads (POST /api/v1/upload), at most 9.
import { z } from "zod";
import { decimalInt, idSchema, pageQuerySchema, requiredText, singleLineText } from "./common";
import { cartRowSchema } from "./responses/cart";
import { cents, int, pageOf } from "./responses/common";
import { afterSaleStatuses } from "@/lib/domain/after-sale-status";

export const MAX_AFTER_SALE_IMAGES = 9;
export const MAX_REVIEW_IMAGES = 9;

const imagesSchema = (max: number) => z.array(z.string().trim().min(1).max(500)).max(max, "too_big").default([]);

export const afterSaleTypes = ["refund", "return"] as const;

/** 申请原因: 不想要了, 质量问题, 发错货, 少件, 其他 (translated on screen). */
export const afterSaleReasons = ["not_wanted", "quality", "wrong_item", "missing_item", "other"] as const;
export type AfterSaleReason = (typeof afterSaleReasons)[number];
/** Reasons the shop gives itself, never a shopper: a group (拼团) that failed refunds its members. */
export const systemAfterSaleReasons = ["group_failed"] as const;
export type SystemAfterSaleReason = (typeof systemAfterSaleReasons)[number];
/** The seller's fault: these returns stay open longer (lib/services/after-sales/windows.ts). */
export const sellerFaultReasons = [
  "quality",
  "wrong_item",
  "missing_item",
] as const satisfies readonly AfterSaleReason[];

/** Items of an order with a quantity each, each item once. */
const orderUnitsSchema = z
  .array(z.object({ orderItemId: idSchema, quantity: decimalInt(1, 100_000) }))
  .min(1, "required")
  .max(100, "too_big")
  .refine((rows) => new Set(rows.map((r) => r.orderItemId)).size === rows.length, "invalid");

export const afterSaleApplySchema = z.object({
  orderId: idSchema,
  type: z.enum(afterSaleTypes, { error: "invalid" }),
  reason: z.enum(afterSaleReasons, { error: "invalid" }),
  description: singleLineText().max(200, "too_big").default(""),
  // Left out: every unit of the order that no other request holds.
  items: orderUnitsSchema.optional(),
  images: imagesSchema(MAX_AFTER_SALE_IMAGES),
});
export type AfterSaleApplyInput = z.output<typeof afterSaleApplySchema>;

/** What a request would give back, before applying (the apply screen explains the amount). */
export const afterSaleQuoteSchema = z.object({ orderId: idSchema, items: orderUnitsSchema.optional() });
export type AfterSaleQuoteInput = z.output<typeof afterSaleQuoteSchema>;

export const afterSaleListSchema = pageQuerySchema;
export const afterSaleIdSchema = z.object({ id: idSchema });

const reviewItemSchema = z.object({
  orderItemId: idSchema,
  rating: decimalInt(1, 5),
  content: requiredText(500),
  images: imagesSchema(MAX_REVIEW_IMAGES),
  anonymous: z.boolean({ error: "invalid" }).default(false),
});

/** Reviews of some of an order's items (the others may be reviewed later), each item once. */
export const reviewCreateSchema = z.object({
  orderId: idSchema,
  items: z
    .array(reviewItemSchema)
    .min(1, "required")
    .max(100, "too_big")
    .refine((rows) => new Set(rows.map((r) => r.orderItemId)).size === rows.length, "invalid"),
});
export type ReviewCreateInput = z.output<typeof reviewCreateSchema>;

/** 追评: one follow-up per review. */
export const reviewFollowUpSchema = z.object({
  reviewId: idSchema,
  content: requiredText(500),
  images: imagesSchema(MAX_REVIEW_IMAGES),
});
export type ReviewFollowUpInput = z.output<typeof reviewFollowUpSchema>;

export const productReviewsQuerySchema = pageQuerySchema.extend({
  productId: idSchema,
  // "1": only reviews with photos (晒图).
  withPhotos: z.enum(["0", "1"], { error: "invalid" }).default("0"),
});
export type ProductReviewsQuery = z.output<typeof productReviewsQuerySchema>;

export const orderRefSchema = z.object({ orderId: idSchema });

// Response shapes (for the OpenAPI document).
/** How a refund is made up: the units' goods, less their coupon and points shares, plus freight. */
export const refundBreakdownSchema = z.object({
  refundAmount: cents.meta({
    description: "What goes back to the payment, in cents: goods - couponShare - pointsShare + freight",
  }),
  goodsAmount: cents,
  couponShare: cents.meta({ description: "The units' share of the order's coupon discount" }),
  pointsShare: cents.meta({ description: "The units' share of what the order's points took off" }),
  freightAmount: cents.meta({ description: "Freight: only when the whole order is refunded before it shipped" }),
  pointsBack: int.meta({ description: "Spent points given back (in proportion)" }),
  couponBack: z.boolean().meta({ description: "The coupon comes back (only when the whole order is refunded)" }),
});

const afterSaleLineSchema = z.object({
  orderItemId: int,
  productId: int,
  skuId: int,
  name: z.string(),
  skuName: z.string(),
  image: z.string(),
  quantity: int,
  amount: cents,
});

/** A return's way back: where to send it, by when, the parcel, and when it arrived (docs/decisions/036-books.md). */
export const returnShippingSchema = z.object({
  address: z.string().meta({ description: "The shop's return address, once the return is approved; empty before" }),
  sendBy: z.string().nullable().meta({ description: "The goods are to be sent by then, else the return closes" }),
  courier: z.string(),
  waybill: z.string(),
  shippedAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  withoutReturn: z.boolean().meta({ description: "Refunded without the goods coming back" }),
});

export const afterSaleSchema = refundBreakdownSchema.extend({
  id: int,
  orderId: int,
  orderNo: z.string(),
  type: z.enum(afterSaleTypes),
  scope: z.enum(["order", "items"]),
  status: z.enum(afterSaleStatuses),
  reason: z.enum([...afterSaleReasons, ...systemAfterSaleReasons]),
  description: z.string(),
  images: z.array(z.string()),
  operatorNote: z.string(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  returnShipping: returnShippingSchema,
  returnCouriers: z.array(z.object({ code: z.string(), name: z.string() })).meta({
    description:
      "While the goods are to be sent back (awaiting_return): the couriers the parcel may go with, in the reader's locale (the console's couriers for the shop's regions); empty otherwise",
  }),
  items: z.array(
    afterSaleLineSchema.extend({
      resellable: int.meta({ description: "On receipt: units back on sale" }),
      damaged: int.meta({ description: "On receipt: units written off as damaged" }),
    }),
  ),
  itemCount: int,
});

/** The quote: the same figures, for the units asked (or all that are left), and what may be applied for. */
export const afterSaleQuoteResultSchema = refundBreakdownSchema.extend({
  orderId: int,
  type: z.enum(afterSaleTypes),
  wholeOrder: z.boolean().meta({ description: "These units leave the whole order refunded" }),
  items: z.array(afterSaleLineSchema),
  returnUntil: z.string().nullable().meta({ description: "Returns for any reason close then (null before receipt)" }),
  qualityUntil: z.string().nullable().meta({ description: "Returns for the seller's fault close then" }),
  reasons: z.array(z.enum(afterSaleReasons)).meta({ description: "Reasons that may still be given now" }),
});

export const afterSalePageSchema = pageOf(afterSaleSchema);

export const reviewRowSchema = z.object({
  id: int,
  rating: int,
  content: z.string().meta({ description: "Empty on a default review (auto)" }),
  images: z.array(z.string()),
  nickname: z.string().meta({ description: "Masked; empty when anonymous" }),
  avatar: z.string(),
  anonymous: z.boolean(),
  auto: z.boolean().meta({ description: "The default good review given when the review window closed" }),
  skuName: z.string().meta({ description: "The SKU the reviewer bought, in the reader's locale" }),
  createdAt: z.string(),
  followUp: z
    .object({ content: z.string(), images: z.array(z.string()), createdAt: z.string(), days: int })
    .nullable()
    .meta({ description: "追评: days = whole days after the review" }),
  reply: z.string().meta({ description: "The shop's answer, shown under the review; empty when none" }),
});

export const productReviewsSchema = pageOf(reviewRowSchema).extend({
  summary: z.object({ count: int, average: z.number(), goodRate: int, withPhotos: int }),
});

export const reviewCreatedSchema = z.object({
  orderId: int,
  status: int,
  reviewed: int.meta({ description: "Items reviewed by this call" }),
  remaining: int.meta({ description: "Items of the order still to review" }),
});

export const reviewFollowedUpSchema = z.object({ id: int, followUpAt: z.string() });

export const afterSaleCreatedSchema = afterSaleSchema;
export const rebuyResultSchema = z.object({
  rows: z.array(cartRowSchema),
  skipped: z.array(z.object({ skuId: z.number().int(), name: z.string(), reason: z.string() })),
});
export const orderDeletedSchema = z.object({ id: z.number().int(), deleted: z.literal(true) });
