// Inputs of the back office's order endpoints (issue 21, "Orders"). Filters are values of allow-lists
// or exact matches; the sort is one of the names below, mapped to an ORDER BY by the service, so
// nothing the caller sends reaches SQL as text.
import { z } from "zod";
import { decimalInt, idSchema, pageQuerySchema, requiredText, singleLineText } from "./common";
import { isOrderStatus } from "@/lib/domain/order-status";

/** yyyy-MM-dd, a calendar day in the shop's time zone (+8, spec section 9). */
export const daySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "invalid")
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00+08:00`)), "invalid");

export const adminOrderSorts = [
  "createdAt.desc",
  "createdAt.asc",
  "paidAt.asc",
  "totalAmount.desc",
  "totalAmount.asc",
] as const;
export type AdminOrderSort = (typeof adminOrderSorts)[number];

export const adminOrderFilterSchema = z.object({
  status: decimalInt(0, 530).refine(isOrderStatus, "invalid").optional(),
  /** Created on or after this day (+8). */
  from: daySchema.optional(),
  /** Created on or before this day (+8). */
  to: daySchema.optional(),
  /** An order number (or its start), a shopper's phone or username, or the receiver's name or phone. */
  q: singleLineText().max(64, "too_big").optional(),
  /** Orders holding this product. */
  productId: idSchema.optional(),
  sort: z.enum(adminOrderSorts, { error: "invalid" }).default("createdAt.desc"),
});
export type AdminOrderFilter = z.infer<typeof adminOrderFilterSchema>;

export const adminOrderQuerySchema = pageQuerySchema.extend(adminOrderFilterSchema.shape);
export type AdminOrderQuery = z.infer<typeof adminOrderQuerySchema>;

export const idParamsSchema = z.object({ id: idSchema });

/** A courier's code (the console's couriers, docs/decisions/038): the service checks it is an active one. */
export const courierSchema = singleLineText({ error: "invalid" })
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9_]{2,16}$/, "invalid"));

/** A waybill number as couriers print them: letters, digits and dashes. */
export const waybillSchema = singleLineText({ error: "required" })
  .min(1, "required")
  .max(40, "too_big")
  .regex(/^[A-Za-z0-9-]+$/, "waybill_format");

export const shipSchema = z.object({ courier: courierSchema, waybill: waybillSchema });
export type ShipInput = z.infer<typeof shipSchema>;

const coordinate = (min: number, max: number) => z.number({ error: "invalid" }).min(min, "invalid").max(max, "invalid");

export const trackingSchema = z
  .object({
    description: requiredText(200),
    location: singleLineText().max(50, "too_big").default(""),
    lat: coordinate(-90, 90).optional(),
    lng: coordinate(-180, 180).optional(),
  })
  .refine((v) => (v.lat === undefined) === (v.lng === undefined), { path: ["lat"], message: "invalid" });
export type TrackingInput = z.infer<typeof trackingSchema>;

export const reasonSchema = z.object({ reason: requiredText(500) });

export const remarkSchema = z.object({ remark: singleLineText().max(500, "too_big") });

/**
 * What a line of the file does: `ship` (it ships, or shipped once confirmed); `alreadyShipped` (the
 * order left the shop before); `notPaid` (waiting for payment, closed or refunded: nothing to ship);
 * `unknownOrder` (no such order number); `unknownCourier` (not one of the accepted couriers, which the
 * answer lists); `badWaybill`; `repeated` (the order number is on an earlier line, `firstLine`).
 */
export const batchOutcomes = [
  "ship",
  "alreadyShipped",
  "notPaid",
  "unknownOrder",
  "unknownCourier",
  "badWaybill",
  "repeated",
] as const;
/**
 * Batch shipping: the CSV file's text (order number, courier, waybill), read by the console from the
 * chosen file; `confirm` false previews what every line would do, true applies it.
 */
export const shipBatchSchema = z.object({
  csv: z.string({ error: "required" }).min(1, "required").max(1_000_000, "too_big"),
  confirm: z.boolean({ error: "invalid" }).default(false),
});
