// Inputs of the address endpoints. Text is trimmed; blank counts as missing (spec section 5).
import { z } from "zod";
import { idSchema, PHONE_PATTERN, requiredText } from "./common";

export const addressFieldsSchema = z.object({
  name: requiredText(20),
  // Spaces and dashes people type inside a number are dropped before the pattern check.
  phone: z
    .string({ error: "required" })
    .transform((s) => s.replace(/[\s-]/g, ""))
    .pipe(z.string().min(1, "required").regex(PHONE_PATTERN))
    .meta({
      pattern: PHONE_PATTERN.source,
      description: "Mainland mobile number; spaces and dashes are dropped before the check",
    }),
  province: requiredText(20),
  city: requiredText(20),
  district: requiredText(20),
  detail: requiredText(120),
  isDefault: z.boolean().optional(),
});
export type AddressFields = z.output<typeof addressFieldsSchema>;

export const createAddressSchema = addressFieldsSchema;

/** Edits replace every field of the address. */
export const editAddressSchema = addressFieldsSchema.extend({ id: idSchema });
export type EditAddressInput = z.output<typeof editAddressSchema>;

/** addresses-is-default: makes the address the default one, or deletes it (`delete: true`), as the spec's one call does both. */
export const addressDefaultSchema = z.object({
  id: idSchema,
  delete: z.boolean().default(false),
});

export const addressIdQuerySchema = z.object({ id: idSchema });
