// Inputs of the order endpoints. Amounts never come from the client; unknown keys (a client-sent
// price or total) are dropped by the schemas.
import { z } from "zod";
import { decimalInt, idSchema, pageQuerySchema, singleLineText } from "./common";
import { MAX_CART_LINES, quantitySchema } from "./cart";
import { isOrderStatus } from "@/lib/domain/order-status";
import { invoiceRequestSchema } from "./invoice";

export const remarkSchema = singleLineText().max(100, "too_big").default("");

type Delivery = { addressId?: number; pickupPointId?: number };

/** Exactly one of a delivery address and a pick-up point. */
export function oneDelivery(v: Delivery, ctx: z.RefinementCtx) {
  if ((v.addressId === undefined) === (v.pickupPointId === undefined))
    ctx.addIssue({ code: "custom", path: ["addressId"], message: "required" });
}

export const deliveryFields = { addressId: idSchema.optional(), pickupPointId: idSchema.optional() };
/** For the document: what oneDelivery checks. */
export const oneDeliveryDoc = { oneOf: [{ required: ["addressId"] }, { required: ["pickupPointId"] }] };

/**
 * Points to spend on the order (积分抵扣, lib/services/engagement/points.ts): a number (0 for none), or
 * "max" for the most the order may spend — its cap and the balance, worked out by the server. A number
 * above the cap previews the cap and is refused (409) when placing the order.
 */
export const pointsSchema = z
  .union([z.literal("max"), decimalInt(0, 100_000_000, { tooSmall: "invalid", tooBig: "invalid" })], {
    error: "invalid",
  })
  .default(0)
  .meta({ description: 'Points to spend: a number (0 for none), or "max" for the most this order may spend' });

export const createOrderSchema = z
  .object({
    ...deliveryFields,
    cartIds: z.array(idSchema).min(1).max(MAX_CART_LINES),
    couponId: idSchema.optional(),
    points: pointsSchema,
    remark: remarkSchema,
    invoice: invoiceRequestSchema.optional(),
  })
  .superRefine(oneDelivery)
  .meta(oneDeliveryDoc);

export const createOrderNowSchema = z
  .object({
    ...deliveryFields,
    skuId: idSchema,
    quantity: quantitySchema,
    couponId: idSchema.optional(),
    points: pointsSchema,
    remark: remarkSchema,
    invoice: invoiceRequestSchema.optional(),
  })
  .superRefine(oneDelivery)
  .meta(oneDeliveryDoc);

export type CreateOrderInput = z.output<typeof createOrderSchema>;
export type CreateOrderNowInput = z.output<typeof createOrderNowSchema>;

/**
 * What the confirm screen shows before submitting: the cart lines or one SKU, the delivery (none yet
 * = the default address), and the coupon: an id, null for none, or absent for the best usable one.
 */
export const orderPreviewSchema = z
  .object({
    ...deliveryFields,
    cartIds: z.array(idSchema).min(1).max(MAX_CART_LINES).optional(),
    skuId: idSchema.optional(),
    quantity: quantitySchema.optional(),
    couponId: idSchema.nullable().optional(),
    points: pointsSchema,
    // The delivery tab the shopper is on: "pickup" with no point chosen yet prices pick-up (no freight).
    delivery: z.enum(["express", "pickup"]).optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.cartIds === undefined) === (v.skuId === undefined))
      ctx.addIssue({ code: "custom", path: ["cartIds"], message: "required" });
    if (v.addressId !== undefined && v.pickupPointId !== undefined)
      ctx.addIssue({ code: "custom", path: ["pickupPointId"], message: "invalid" });
    if (v.delivery === "express" && v.pickupPointId !== undefined)
      ctx.addIssue({ code: "custom", path: ["delivery"], message: "invalid" });
    if (v.delivery === "pickup" && v.addressId !== undefined)
      ctx.addIssue({ code: "custom", path: ["delivery"], message: "invalid" });
  });
export type OrderPreviewInput = z.output<typeof orderPreviewSchema>;

export const orderIdSchema = z.object({ id: idSchema });

export const editOrderAddressSchema = z
  .object({ id: idSchema, ...deliveryFields })
  .superRefine(oneDelivery)
  .meta(oneDeliveryDoc);
export type EditOrderAddressInput = z.output<typeof editOrderAddressSchema>;

export const orderListQuerySchema = pageQuerySchema.extend({
  // "?status=" (the "all" tab) means no filter, not status 0.
  status: z.preprocess(
    (v) => (v === "" ? undefined : v),
    decimalInt(0, 1000).refine(isOrderStatus, "invalid").optional(),
  ),
});

export const orderSkusQuerySchema = pageQuerySchema;
