// Shared pieces of input schemas: ids, paging, the specification's patterns.
import "@/lib/zod-config";
import { z } from "zod";
import { stripControlChars } from "@/lib/text/control-chars";
import { parsePhone, type PhoneRegion } from "@/lib/phone";

const DECIMAL_DIGITS = /^[0-9]{1,15}$/;

/**
 * An integer written in decimal: a JSON number that is an integer, or a query-string value of digits
 * only. Nothing is coerced: true, [2], "0x2", "1e1", " 2", "-1" and "" are refused (Number() would
 * have read most of them as numbers). `range` gives the bounds' messages (keys under "validation").
 */
export function decimalInt(min: number, max: number, range: { tooSmall?: string; tooBig?: string } = {}) {
  return z
    .union([z.number().int(), z.string().regex(DECIMAL_DIGITS).transform(Number)], { error: "invalid" })
    .pipe(z.number().int("invalid").min(min, range.tooSmall).max(max, range.tooBig));
}

/** The largest id (the engines' 32-bit integer columns). */
export const ID_MAX = 2_147_483_647;

/** A positive integer id, from JSON or from a query string. */
export const idSchema = decimalInt(1, ID_MAX, { tooSmall: "invalid", tooBig: "invalid" });

export const pageQuerySchema = z.object({
  pageIndex: decimalInt(1, 100_000).default(1),
  pageSize: decimalInt(1, 100).default(20),
});

export type PageQuery = z.infer<typeof pageQuerySchema>;

/**
 * A picture of this shop, as an <img src> may name it: an upload (/uploads/<32 hex>.<ext>, the only names
 * the upload store gives) or a drawn picture under /media/, with an optional plain query. Checked on the
 * text as written, which must already be the path a browser requests: no percent-encoding in the path
 * (`%2e%2e`, `%2f`), no backslash (browsers read it as a slash), no segment starting with a dot (`.` and
 * `..` would climb out: `/uploads/../api/admin/v1/orders/export` runs that request with the viewer's
 * cookie), no `//host`, no whitespace or control characters (browsers drop tabs and newlines inside URLs).
 */
export const OWN_PICTURE_PATTERN =
  /^\/(uploads\/[a-f0-9]{32}\.(png|jpg|gif|webp)|media(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+(\?[A-Za-z0-9=&%+*._~-]*)?)$/;

/** The characters a phone number may be typed with: digits, a leading +, spaces, dashes, dots, brackets. */
export const PHONE_INPUT_PATTERN = /^[\s\d+().-]+$/;

/**
 * A shopper's mobile number (lib/phone): E.164 of the mainland, Hong Kong, Macau or Taiwan, or the
 * specification's 11-digit mainland form; normalised to E.164, so "13812345678" and "+86 138 1234 5678"
 * are one number everywhere (accounts, SMS codes, rate limits). A number without its region code is
 * read in `defaultRegion`. The shape is checked here (and in the browser); the services check the
 * assigned mobile ranges (lib/phone/mobile.ts).
 */
export function phoneNumber(defaultRegion: PhoneRegion = "CN") {
  return z
    .string({ error: "required" })
    .trim()
    .min(1, "required")
    .max(24, "too_long")
    .transform((input, ctx) => {
      const parsed = parsePhone(input, defaultRegion);
      if (parsed.ok) return parsed.e164;
      ctx.addIssue({ code: "custom", message: parsed.error, input });
      return z.NEVER;
    })
    .meta({
      pattern: PHONE_INPUT_PATTERN.source,
      description:
        "A mobile number: E.164 of the mainland (+86), Hong Kong (+852), Macau (+853) or Taiwan (+886), or an 11-digit mainland number; spaces and dashes are ignored. Answered in E.164.",
      examples: ["+8613812345678", "+85291234567", "+85366123456", "+886912345678", "13812345678"],
    });
}

export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{5,17}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;

/** A string with control characters removed (lib/text/control-chars.ts), then trimmed. */
export function singleLineText(params?: { error: string }) {
  return z
    .string(params)
    .overwrite((s) => stripControlChars(s))
    .trim();
}

/** Like singleLineText, but line breaks and tabs are kept (messages). */
export function multiLineText(params?: { error: string }) {
  return z
    .string(params)
    .overwrite((s) => stripControlChars(s, { multiline: true }))
    .trim();
}

/** Trimmed string; blank (null, empty, whitespace) counts as missing, as the specification says. */
export function requiredText(max: number) {
  return singleLineText({ error: "required" }).min(1, "required").max(max, "too_big");
}
