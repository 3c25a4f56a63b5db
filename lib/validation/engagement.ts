// Inputs of the engagement endpoints: coupons, points, daily sign-in, favourites, consult, service area.
import { z } from "zod";
import { decimalInt, idSchema, multiLineText, pageQuerySchema } from "./common";
import { CONSULT_MAX_LENGTH, couponScreenTabs, couponTabs, type CouponScreenTab, type CouponTab } from "./limits";

export { CONSULT_MAX_LENGTH, couponScreenTabs, couponTabs, type CouponScreenTab, type CouponTab };

export const myCouponsQuerySchema = pageQuerySchema.extend({
  status: z.enum(couponTabs).default("available"),
});
export type MyCouponsQuery = z.infer<typeof myCouponsQuerySchema>;

export const claimCouponSchema = z.object({ couponId: idSchema });

/** The checkout's goods amount in cents; the server recomputes the real one when the order is placed. */
export const usableCouponsQuerySchema = z.object({
  amount: decimalInt(0, 1_000_000_000),
});

export const newUserCouponSchema = z.object({
  // false = the shopper closed the popup: it is not offered again either way.
  claim: z.boolean().default(true),
});

/** Month of the sign-in calendar, "yyyy-MM" in the shop's time zone; the current month when absent. */
export const signInQuerySchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "invalid_format")
    .optional(),
});

export const productIdSchema = z.object({ productId: idSchema });

export const favoriteDeleteSchema = z.object({
  productIds: z.array(idSchema).min(1).max(100),
});

/** 足迹 kept per shopper on the server (lib/services/engagement/footprint.ts). */
export const FOOTPRINT_LIMIT = 100;

export const footprintDeleteSchema = z.union(
  [z.object({ productIds: z.array(idSchema).min(1).max(FOOTPRINT_LIMIT) }), z.object({ all: z.literal(true) })],
  { error: "invalid" },
);
export type FootprintDeleteInput = z.output<typeof footprintDeleteSchema>;

/** The device's footprints handed over at login: products and when they were seen (ms since the epoch). */
export const footprintMergeSchema = z.object({
  items: z
    .array(z.object({ productId: idSchema, viewedAt: z.number().int().min(0).max(8_640_000_000_000_000) }))
    .max(FOOTPRINT_LIMIT, "too_big"),
});
export type FootprintMergeInput = z.output<typeof footprintMergeSchema>;

export const consultSendSchema = z.object({
  // Trimmed so that a whitespace-only message counts as blank (spec section 5).
  content: multiLineText({ error: "required" }).min(1, "required").max(CONSULT_MAX_LENGTH, "too_big"),
  productId: idSchema.optional(),
});

export const serviceKinds = ["delivery", "returns", "after-sales", "contact"] as const;
export type ServiceKind = (typeof serviceKinds)[number];

export const serviceItemsQuerySchema = z.object({ kind: z.enum(serviceKinds).optional() });
