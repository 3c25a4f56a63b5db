// Inputs of the back office (API and CLI). Messages are keys under "validation" (lib/api/errors.ts).
import { z } from "zod";
import { pageQuerySchema } from "./common";
import { usernameSchema } from "./account";
import { roles } from "@/lib/domain/permissions";

/** Operators' names follow the shoppers' rules: trimmed, lower-cased, a letter then 6-18 of [A-Za-z0-9_-]. */
export const operatorUsernameSchema = usernameSchema;

export const OPERATOR_PASSWORD_MIN = 10;
/** bcrypt reads only the first 72 bytes: a longer password would be checked only in part. */
export const OPERATOR_PASSWORD_MAX_BYTES = 72;

/** Not trimmed (a space is a character), at least 10 characters, at most 72 bytes of UTF-8. */
export const operatorPasswordSchema = z
  .string({ error: "required" })
  .refine((v) => v.trim().length > 0, "required")
  .refine((v) => [...v].length >= OPERATOR_PASSWORD_MIN, "operator_password_length")
  .refine((v) => Buffer.byteLength(v, "utf8") <= OPERATOR_PASSWORD_MAX_BYTES, "operator_password_length");

export const roleSchema = z.enum(roles, { error: "invalid" });

/**
 * Login: only presence and sane bounds, no format hints about names or passwords. A name that could
 * not be an operator's is still checked (against a dummy hash) so it answers like any other.
 */
export const adminLoginSchema = z.object({
  username: z.string({ error: "required" }).trim().min(1, "required").max(64, "too_long").toLowerCase(),
  password: z.string({ error: "required" }).min(1, "required").max(200, "too_long"),
  // Six digits; spaces that authenticator apps show between groups are dropped.
  totp: z
    .string()
    .transform((v) => v.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, "totp_format"))
    .optional(),
});
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;

/** Audit filters are exact matches on indexed columns; nothing reaches an ORDER BY. */
export const auditQuerySchema = pageQuerySchema.extend({
  entity: z.string().trim().max(64, "too_long").optional(),
  entityId: z.string().trim().max(64, "too_long").optional(),
  actor: z.string().trim().max(80, "too_long").optional(),
  action: z.string().trim().max(80, "too_long").optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
