// Reading a request body with a hard byte limit: refused by Content-Length before anything is read,
// and the stream is cancelled as soon as it passes the limit (chunked bodies carry no length), so an
// oversized body never sits in memory whole. And the one check of a body's media type: an endpoint
// takes what it declares (JSON, or its `rawBody` media types: an upload's multipart, a provider's XML
// or form), nothing else (415). A `text/plain` body is what a cross-site form or a no-preflight fetch
// sends; refusing it keeps every JSON endpoint out of their reach whatever else guards it.
import { ApiError } from "@/lib/domain/errors";
import type { EndpointDef } from "./endpoint";

/** What a JSON endpoint takes. JSON is UTF-8 (RFC 8259): another declared charset is refused too. */
export const JSON_MEDIA_TYPES: readonly string[] = ["application/json"];

/** The request's media type, lower-case, without its parameters; "" when it names none. */
export function mediaTypeOf(req: Request): string {
  return (req.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
}

function charsetOf(req: Request): string | null {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(req.headers.get("content-type") ?? "");
  return match ? match[1].toLowerCase() : null;
}

/** 415 unless the body's media type is one of `accepted`, with the accepted types in the message. */
export function assertMediaType(req: Request, accepted: readonly string[]): void {
  const type = mediaTypeOf(req);
  const charset = charsetOf(req);
  const jsonCharsetOk = type !== "application/json" || charset === null || charset === "utf-8" || charset === "utf8";
  if (accepted.includes(type) && jsonCharsetOk) return;
  throw new ApiError("UNSUPPORTED_MEDIA_TYPE", { key: "BODY_MEDIA_TYPE", values: { expected: accepted.join(", ") } });
}

/** Whether the request says it carries a body: a Content-Length above 0, or a chunked one. */
export function declaresBody(req: Request): boolean {
  const length = req.headers.get("content-length");
  if (length !== null) return Number(length) > 0;
  return req.headers.has("transfer-encoding");
}

/**
 * The check for an endpoint whose body the wrapper does not parse as JSON: a `rawBody` endpoint takes
 * its declared media types (its handler reads the body); an endpoint without a body takes none but
 * JSON's (a client library sending `{}` stays welcome). A JSON endpoint's body is checked as it is read
 * (lib/api/handler.ts readJsonBody), so a body without length headers is caught too.
 */
export function assertBodyMediaType(def: Pick<EndpointDef, "body" | "rawBody">, req: Request): void {
  if (def.body || req.method === "GET" || req.method === "HEAD") return;
  if (def.rawBody) assertMediaType(req, Object.keys(def.rawBody.content));
  else if (declaresBody(req)) assertMediaType(req, JSON_MEDIA_TYPES);
}

export type TooLarge = () => ApiError;

const defaultTooLarge: TooLarge = () => new ApiError("PAYLOAD_TOO_LARGE");

/** The body's bytes, or 413 (the given error) once it is longer than `max`. */
export async function readBodyCapped(
  req: Request,
  max: number,
  tooLarge: TooLarge = defaultTooLarge,
): Promise<Buffer<ArrayBuffer>> {
  const declared = req.headers.get("content-length");
  if (declared !== null && Number(declared) > max) throw tooLarge();
  if (!req.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = req.body.getReader();
  for (;;) {
    const { done, value } = await reader.read().catch((error: unknown) => {
      // The client went away mid-body (a phone losing signal, a load generator stopping): nobody is
      // left to answer, and it is not the server's fault, so not an "unhandled error" in the log.
      if (isClientAbort(error)) throw new ApiError("BAD_REQUEST", { key: "REQUEST_ABORTED" });
      throw error;
    });
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Node's error for a request whose connection closed before its body was complete. */
export function isClientAbort(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  return e !== null && typeof e === "object" && (e.code === "ECONNRESET" || e.message === "aborted");
}

/** The body as UTF-8 text, within `max` bytes. */
export async function readTextCapped(req: Request, max: number, tooLarge?: TooLarge): Promise<string> {
  return (await readBodyCapped(req, max, tooLarge)).toString("utf8");
}
