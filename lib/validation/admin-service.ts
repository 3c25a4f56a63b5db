// Inputs of the back office's service desk (issue 21): after-sales and refunds, the consult inbox,
// reviews, shoppers and staff. Filters are allow-listed values or exact matches.
import { z } from "zod";
import { decimalInt, idSchema, multiLineText, pageQuerySchema, requiredText, singleLineText } from "./common";
import { operatorPasswordSchema, operatorUsernameSchema, roleSchema } from "./admin";
import { afterSaleStatuses } from "@/lib/domain/after-sale-status";

export { afterSaleStatuses };

export const adminAfterSaleFilterSchema = z.object({
  /** One status; without it, the open ones (pending, awaiting_return, returning, refunding, refund_failed). */
  status: z.enum(afterSaleStatuses, { error: "invalid" }).optional(),
  type: z.enum(["refund", "return"], { error: "invalid" }).optional(),
});
export type AdminAfterSaleFilter = z.infer<typeof adminAfterSaleFilterSchema>;
export const adminAfterSaleQuerySchema = pageQuerySchema.extend(adminAfterSaleFilterSchema.shape);

export const consultReplySchema = z.object({
  content: multiLineText({ error: "required" }).min(1, "required").max(500, "too_big"),
});

export const adminThreadQuerySchema = pageQuerySchema.extend({
  /** waiting: threads with questions nobody answered yet (oldest first); all: every thread, latest first. */
  filter: z.enum(["waiting", "all"], { error: "invalid" }).default("waiting"),
});

export const userIdParamsSchema = z.object({ userId: idSchema });

export const adminReviewQuerySchema = pageQuerySchema.extend({
  productId: idSchema.optional(),
  rating: decimalInt(1, 5).optional(),
  visibility: z.enum(["all", "visible", "hidden"], { error: "invalid" }).default("all"),
});
export type AdminReviewFilter = z.infer<typeof adminReviewQuerySchema>;

export const reviewVisibilitySchema = z.object({ hidden: z.boolean({ error: "invalid" }), reason: requiredText(500) });
export const reviewReplySchema = z.object({ reply: multiLineText().max(500, "too_big") });

export const adminShopperQuerySchema = pageQuerySchema.extend({
  /** A username, phone number, nickname or shopper id. */
  q: singleLineText().max(64, "too_big").optional(),
  status: z.enum(["all", "active", "disabled"], { error: "invalid" }).default("all"),
});
export type AdminShopperFilter = z.infer<typeof adminShopperQuerySchema>;

export const shopperDisableSchema = z.object({ disabled: z.boolean({ error: "invalid" }), reason: requiredText(500) });

/** A point adjustment: a signed amount (not zero) and the reason the shopper's ledger shows. */
export const pointsAdjustSchema = z.object({
  delta: z
    .number({ error: "invalid" })
    .int("invalid")
    .min(-1_000_000, "invalid")
    .max(1_000_000, "invalid")
    .refine((n) => n !== 0, "invalid"),
  reason: requiredText(200),
});

export const staffCreateSchema = z.object({
  username: operatorUsernameSchema,
  password: operatorPasswordSchema,
  roles: z.array(roleSchema).min(1, "required").max(7, "invalid"),
});

export const staffRolesSchema = z.object({
  roles: z.array(roleSchema).min(1, "required").max(7, "invalid"),
  reason: requiredText(500),
});
export const staffDisableSchema = z.object({ disabled: z.boolean({ error: "invalid" }), reason: requiredText(500) });
export const staffResetSchema = z.object({ password: operatorPasswordSchema, reason: requiredText(500) });
export const operatorIdParamsSchema = z.object({ id: idSchema });

export const ownPasswordSchema = z.object({
  oldPassword: z.string({ error: "required" }).min(1, "required").max(200, "too_long"),
  newPassword: operatorPasswordSchema,
});

// Codes are read off a phone and typed with the spaces some apps show ("123 456").
const totpCodeSchema = z
  .string({ error: "required" })
  .transform((v) => v.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "totp_format"));

export const totpConfirmSchema = z.object({
  /** The enrolment token answered by the start step (the secret, sealed for this operator). */
  enrolment: z.string({ error: "required" }).min(1, "required").max(500, "too_long"),
  /** A code of the new secret: the app holds it. */
  code: totpCodeSchema,
  /** The operator's password: a session alone (a stolen cookie) binds no second factor. */
  password: z.string({ error: "required" }).min(1, "required").max(200, "too_long"),
  /** A code of the authenticator enrolled now, when there is one: required to replace it. */
  currentCode: totpCodeSchema.optional(),
});

/** A provider's bill of one day (shop time) to reconcile: the providers that serve bills. */
export const billQuerySchema = z.object({
  provider: z.enum(["wechat", "alipay"], { error: "invalid" }),
  date: z.iso.date({ error: "invalid" }),
});
