// Inputs of the group-buying endpoints (拼团, docs/decisions/040-group-buying.md). A seat is one unit
// of one of the rule's SKUs, delivered like any order; the price is the server's.
import { z } from "zod";
import { idSchema } from "./common";
import { deliveryFields, oneDelivery, oneDeliveryDoc, pointsSchema, remarkSchema } from "./order";

const seatFields = {
  ...deliveryFields,
  skuId: idSchema,
  couponId: idSchema.optional(),
  points: pointsSchema,
  remark: remarkSchema,
};

export const groupOpenSchema = z
  .object({ ruleId: idSchema, ...seatFields })
  .superRefine(oneDelivery)
  .meta(oneDeliveryDoc);
export type GroupOpenInput = z.output<typeof groupOpenSchema>;

export const groupJoinSchema = z
  .object({ groupId: idSchema, ...seatFields })
  .superRefine(oneDelivery)
  .meta(oneDeliveryDoc);
export type GroupJoinInput = z.output<typeof groupJoinSchema>;

/**
 * The group checkout's figures before the seat is taken (POST /api/v1/group-preview): the rule to open
 * a group of, or the group to join (exactly one), the SKU, and the delivery and coupon as the order
 * preview takes them (none named yet: the default address; coupon absent: the best usable one).
 */
export const groupPreviewSchema = z
  .object({
    ruleId: idSchema.optional(),
    groupId: idSchema.optional(),
    skuId: idSchema,
    ...deliveryFields,
    couponId: idSchema.nullable().optional(),
    points: pointsSchema,
    delivery: z.enum(["express", "pickup"]).optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.ruleId === undefined) === (v.groupId === undefined))
      ctx.addIssue({ code: "custom", path: ["ruleId"], message: "required" });
    if (v.addressId !== undefined && v.pickupPointId !== undefined)
      ctx.addIssue({ code: "custom", path: ["pickupPointId"], message: "invalid" });
  })
  .meta({ oneOf: [{ required: ["ruleId"] }, { required: ["groupId"] }] });
export type GroupPreviewInput = z.output<typeof groupPreviewSchema>;

export const groupDetailQuerySchema = z.object({ id: idSchema });
export const productGroupsQuerySchema = z.object({ productId: idSchema });
