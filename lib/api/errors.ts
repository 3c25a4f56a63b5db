// The one mapping from any thrown value to an HTTP response body { code, message, fields? }: an
// ApiError's code (lib/domain/errors.ts, the ground floor services throw from) gets its HTTP status here,
// and its message is looked up by code in the caller's locale (messages/*.json, "errors" namespace).
// A database that cannot answer now (down, busy past a bound, out of disk: lib/db unavailableReason)
// is not a bug: 503 SERVICE_UNAVAILABLE with Retry-After, never the generic 500.
import { ZodError } from "zod";
import { Prisma, unavailableReason, type Unavailable } from "@/lib/db";
import { translator } from "@/lib/i18n/messages";
import { recordUnavailable } from "@/lib/metrics";
import { zodFieldErrors } from "@/lib/validation/field-errors";
import type { Locale } from "@/lib/i18n/routing";
import { ApiError, type ErrorCode, type FieldErrors } from "@/lib/domain/errors";

/** The HTTP status of each code: every code has one (the record's type says so). */
export const errorStatus: Record<ErrorCode, number> = {
  VALIDATION: 422,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  OUT_OF_STOCK: 409,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  TOO_MANY_UNPAID: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
};

/** Seconds a client should wait before retrying, by why the database could not answer. */
export const RETRY_AFTER_SECONDS: Record<Unavailable, number> = { busy: 2, down: 5, storage: 30 };

export type { Unavailable };

/**
 * Why `error` means the database cannot answer now (busy, down, storage), or null for anything else:
 * the same judgement for the API's answers (below) and for pages' (lib/pages/unavailable.ts).
 */
export function databaseUnavailable(error: unknown): Unavailable | null {
  return unavailableReason(error);
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

export type ErrorResponse = { status: number; body: ErrorBody; headers?: Record<string, string> };

export function toErrorResponse(error: unknown, locale: Locale): ErrorResponse {
  const t = translator(locale);
  if (error instanceof ApiError) {
    const key = `errors.${error.detail?.key ?? error.code}`;
    const fields = translatedFields(error.detail?.fields, t);
    // A field error without a message of its own reads as the schema's do: the first field's message.
    const fieldMessage = !error.detail?.key && fields ? Object.values(fields)[0] : undefined;
    const message = fieldMessage ?? (t.has(key) ? t(key, error.detail?.values) : t(`errors.${error.code}`));
    const body: ErrorBody = { code: error.code, message, fields };
    if (error.detail?.current !== undefined) body.current = error.detail.current;
    return { status: errorStatus[error.code], body, headers: error.detail?.headers };
  }
  const unavailable = databaseUnavailable(error);
  if (unavailable) {
    // Logged in one line: an outage makes many of these, and none is a bug to trace.
    console.warn(`[api] database unavailable (${unavailable}): ${firstLine(error)}`);
    recordUnavailable(unavailable);
    return {
      status: 503,
      body: { code: "SERVICE_UNAVAILABLE", message: t(`errors.SERVICE_UNAVAILABLE_${unavailable.toUpperCase()}`) },
      headers: { "retry-after": String(RETRY_AFTER_SECONDS[unavailable]) },
    };
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

/** The error's name, code and the last line of its message (Prisma puts the driver's words there). */
function firstLine(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 300);
  const code = (error as { code?: unknown }).code;
  const last =
    error.message
      .split("\n")
      .filter((line) => line.trim())
      .at(-1) ?? "";
  return `${error.name}${typeof code === "string" ? ` ${code}` : ""}: ${last.trim()}`.slice(0, 300);
}
