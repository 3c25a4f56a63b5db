// Shared pieces of input schemas: ids, paging, the specification's patterns.
import { z } from "zod";

/** A positive integer id, from JSON or from a query string. */
export const idSchema = z.coerce.number({ error: "invalid" }).int("invalid").positive("invalid").max(2_147_483_647, "invalid");

export const pageQuerySchema = z.object({
  pageIndex: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export type PageQuery = z.infer<typeof pageQuerySchema>;

// Spec section 5: mainland-China mobile numbers.
export const PHONE_PATTERN = /^1(3\d|4[4579]|5\d|66|7\d|8\d|9[89])\d{8}$/;
export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{5,17}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;

/** Trimmed string; blank (null, empty, whitespace) counts as missing, as the specification says. */
export function requiredText(max: number) {
  return z.string({ error: "required" }).trim().min(1, "required").max(max, "too_big");
}
