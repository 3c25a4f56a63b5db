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

export const groupDetailQuerySchema = z.object({ id: idSchema });
export const productGroupsQuerySchema = z.object({ productId: idSchema });
