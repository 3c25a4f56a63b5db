// Inputs of the account endpoints (spec section 5). Shared by the route handlers and the forms, so
// the browser shows the same field messages before a request is sent. A schema's message is a key
// under "validation" in the messages (lib/api/errors.ts translates it with the field's name).
import { z } from "zod";
import { SMS_CODE_PATTERN, USERNAME_PATTERN, idSchema, pageQuerySchema, phoneNumber, singleLineText } from "./common";
import { NICKNAME_MAX } from "./limits";

export { NICKNAME_MAX };

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 15;

const notBlank = (value: string) => value.trim().length > 0;

/**
 * Blank (null, empty, whitespace) is missing. Trimmed and lower-cased: "Alice" and "alice" are one
 * account, so nobody can register a look-alike of someone else's name.
 */
export const usernameSchema = z
  .string({ error: "required" })
  .trim()
  .min(1, "required")
  .regex(USERNAME_PATTERN, "username_format")
  .toLowerCase();

/** Passwords are not trimmed (a space is a character like any other), but a blank one counts as missing. */
export const passwordSchema = z
  .string({ error: "required" })
  .refine(notBlank, "required")
  .min(PASSWORD_MIN, "password_length")
  .max(PASSWORD_MAX, "password_length");

/** Login compares against what was stored: only presence and a sane upper bound, no format hints. */
const loginPasswordSchema = z.string({ error: "required" }).refine(notBlank, "required").max(64, "too_long");

export const phoneSchema = phoneNumber();
export const smsCodeSchema = z
  .string({ error: "required" })
  .trim()
  .min(1, "required")
  .regex(SMS_CODE_PATTERN, "code_format");

export const loginSchema = z.object({ username: usernameSchema, password: loginPasswordSchema });
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.object({ username: usernameSchema, password: passwordSchema });
export type RegisterInput = z.infer<typeof registerSchema>;

export const sendSmsSchema = z.object({ phone: phoneSchema });
export const phoneLoginSchema = z.object({ phone: phoneSchema, code: smsCodeSchema });
export type PhoneLoginInput = z.infer<typeof phoneLoginSchema>;

/** The code the messaging app hands back after the shopper agreed to log in. */
export const socialCodeSchema = z.object({
  code: z.string({ error: "required" }).trim().min(1, "required").max(256, "too_long"),
});

/**
 * A one-time code from the mini-program (docs/decisions/019-mini-program.md): 32 random bytes in
 * base64url. Anything else cannot be one, so it is refused before the database is asked.
 */
export const webLoginCodeExchangeSchema = z.object({
  code: z
    .string({ error: "required" })
    .trim()
    .min(1, "required")
    .regex(/^[A-Za-z0-9_-]{43}$/, "invalid"),
});

export const editPasswordSchema = z
  .object({ oldPassword: loginPasswordSchema, newPassword: passwordSchema })
  .refine((v) => v.oldPassword !== v.newPassword, { message: "password_same", path: ["newPassword"] });
export type EditPasswordInput = z.infer<typeof editPasswordSchema>;

/**
 * Cancelling needs the shopper's confirmation and proof of presence: the password, or for accounts
 * without one an SMS code to the account's phone (the service says which one the account needs).
 */
export const cancelAccountSchema = z.object({
  confirm: z.literal(true, { error: "confirm_required" }),
  password: loginPasswordSchema.optional(),
  code: smsCodeSchema.optional(),
});
export type CancelAccountInput = z.infer<typeof cancelAccountSchema>;

export const editUserInfoSchema = z
  .object({
    nickname: singleLineText().min(1, "required").max(NICKNAME_MAX, "too_long").optional(),
    // An uploaded file of the caller's (its URL), or "" for the default avatar.
    avatar: singleLineText().max(512, "too_long").optional(),
  })
  .refine((v) => v.nickname !== undefined || v.avatar !== undefined, { message: "required", path: ["nickname"] })
  .meta({ anyOf: [{ required: ["nickname"] }, { required: ["avatar"] }] });
export type EditUserInfoInput = z.infer<typeof editUserInfoSchema>;

/** Upload categories group records (spec: category_id); a short slug. */
export const uploadCategorySchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9_-]{1,32}$/, "invalid_format")
  .optional();

export const uploadListQuerySchema = pageQuerySchema.extend({ categoryId: uploadCategorySchema });
export type UploadListQuery = z.infer<typeof uploadListQuerySchema>;

export const uploadIdQuerySchema = z.object({ id: idSchema });
export const uploadDeleteSchema = z.object({ id: idSchema });

export const testSmsQuerySchema = z.object({ phone: phoneSchema });
