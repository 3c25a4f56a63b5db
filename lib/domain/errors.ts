// The shop's refusals: a stable code per kind of "no" and the error services throw with it. This is the
// ground floor (docs/decisions/027-ground-floor.md): it imports nothing of the app, so a service, a
// validation schema, the API layer and a screen all name the same codes. What a code means on the wire
// (its HTTP status, its translated message) is the API layer's: lib/api/errors.ts.

/** Every code an error answer may carry (`{ code, message, fields? }`, docs/architecture.md). */
export const errorCodes = [
  "VALIDATION",
  "BAD_REQUEST",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "METHOD_NOT_ALLOWED",
  "REQUEST_TIMEOUT",
  "OUT_OF_STOCK",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "RATE_LIMITED",
  "TOO_MANY_UNPAID",
  "INTERNAL",
  "SERVICE_UNAVAILABLE",
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && (errorCodes as readonly string[]).includes(value);
}

/** Field path ("phone", "items.0.rating"; "_" for the input as a whole) -> message (or a "validation" key). */
export type FieldErrors = Record<string, string>;

/** Why a request was refused, thrown by services and answered by the API layer's one mapping. */
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
}
