// ApiError and the one mapping from any thrown value to an HTTP response body { code, message, fields? }.
// Messages are looked up by code in the caller's locale (messages/*.json, "errors" namespace).
import { ZodError } from "zod";
import { Prisma } from "@/lib/db";
import { translator } from "@/lib/i18n/messages";
import { zodFieldErrors, type FieldErrors } from "@/lib/validation/field-errors";
import type { Locale } from "@/lib/i18n/routing";

export const errorStatus = {
  VALIDATION: 422,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  OUT_OF_STOCK: 409,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  TOO_MANY_UNPAID: 429,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    /** Optional message key under "errors" (defaults to the code) and its values; `headers` go out with the response (Retry-After). */
    readonly detail?: {
      key?: string;
      values?: Record<string, string | number>;
      fields?: FieldErrors;
      headers?: Record<string, string>;
      /** What the caller's change ran into, answered as `current` (a stale save's 409: the saved record). */
      current?: unknown;
    },
  ) {
    super(code);
    this.name = "ApiError";
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

/**
 * A service's field errors name a "validation" key ("wrong_password", "link_not_allowed"), as zod
 * messages do: translated here in the caller's locale with the field's name. Anything else stays as is.
 */
function translatedFields(fields: FieldErrors | undefined, t: ReturnType<typeof translator>): FieldErrors | undefined {
  if (!fields) return undefined;
  return Object.fromEntries(
    Object.entries(fields).map(([path, value]) => {
      const name =
        path
          .split(".")
          .filter((p) => !/^\d+$/.test(p))
          .at(-1) ?? path;
      const field = t.has(`fields.${name}`) ? t(`fields.${name}`) : path;
      return [path, t.has(`validation.${value}`) ? t(`validation.${value}`, { field, minimum: 0, maximum: 0 }) : value];
    }),
  );
}

export type ErrorBody = { code: ErrorCode; message: string; fields?: FieldErrors; current?: unknown };

export function toErrorResponse(error: unknown, locale: Locale): { status: number; body: ErrorBody } {
  const t = translator(locale);
  if (error instanceof ApiError) {
    const key = `errors.${error.detail?.key ?? error.code}`;
    const message = t.has(key) ? t(key, error.detail?.values) : t(`errors.${error.code}`);
    const body: ErrorBody = { code: error.code, message, fields: translatedFields(error.detail?.fields, t) };
    if (error.detail?.current !== undefined) body.current = error.detail.current;
    return { status: error.status, body };
  }
  if (error instanceof ZodError) {
    const fields = zodFieldErrors(error, t);
    return {
      status: 422,
      body: { code: "VALIDATION", message: Object.values(fields)[0] ?? t("errors.VALIDATION"), fields },
    };
  }
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === "P2025") return { status: 404, body: { code: "NOT_FOUND", message: t("errors.NOT_FOUND") } };
    if (error.code === "P2002") return { status: 409, body: { code: "CONFLICT", message: t("errors.CONFLICT") } };
  }
  console.error("[api] unhandled error", error);
  return { status: 500, body: { code: "INTERNAL", message: t("errors.INTERNAL") } };
}
