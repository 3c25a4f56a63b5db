// Reading a request body with a hard byte limit: refused by Content-Length before anything is read,
// and the stream is cancelled as soon as it passes the limit (chunked bodies carry no length), so an
// oversized body never sits in memory whole.
import { ApiError } from "@/lib/domain/errors";

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
