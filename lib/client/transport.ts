// The one request both browser transports make (the shop's ./fetcher.ts: bearer token, retries with an
// Idempotency-Key; the console's lib/admin-client/fetcher.ts: the session cookie): a timeout, JSON in
// and out (FormData as multipart), and the error answer `{ code, message, fields? }` read once. What each
// does with a failure — toasts, the login page, retrying — stays in its own fetcher.
import type { FieldErrors } from "@/lib/domain/errors";

/** A refusal of the API (or no answer at all: status 0, code NETWORK or TIMEOUT), as both clients throw it. */
export class ClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
    this.name = "ClientError";
  }
}

/** No answer: the connection failed, or the timeout ran out first. */
export class NoAnswer extends Error {
  constructor(readonly timedOut: boolean) {
    super(timedOut ? "TIMEOUT" : "NETWORK");
    this.name = "NoAnswer";
  }
}

/** The error body every API answers a refusal with (docs/architecture.md), plus a stale save's record. */
export type ErrorBody = { code?: string; message?: string; fields?: FieldErrors; current?: unknown };

export type Sent<T> = { response: Response; data: (T & ErrorBody) | null };

export type SendOptions = {
  method: string;
  headers: Record<string, string>;
  /**
   * JSON-encoded unless it is FormData (the browser writes a multipart body and its content type) or a
   * Blob (sent as it is, under its own type: a file the endpoint takes whole, e.g. an invoice's PDF).
   */
  body?: unknown;
  timeoutMs: number;
  signal?: AbortSignal;
  credentials?: RequestCredentials;
};

/**
 * Sends one request and reads its JSON answer (null when there is none). Throws NoAnswer when nothing
 * came back (network, timeout); a caller's own abort is rethrown as it came.
 */
export async function send<T>(path: string, options: SendOptions): Promise<Sent<T>> {
  const form = options.body instanceof FormData;
  const blob = options.body instanceof Blob;
  const headers = { ...options.headers };
  const hasBody = options.body !== undefined && options.method !== "GET";
  if (hasBody && blob) headers["content-type"] = (options.body as Blob).type;
  else if (hasBody && !form) headers["content-type"] = "application/json";
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort("timeout"), options.timeoutMs);
  options.signal?.addEventListener("abort", () => controller.abort(options.signal?.reason));
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method,
      headers,
      credentials: options.credentials,
      body: !hasBody ? undefined : form || blob ? (options.body as FormData | Blob) : JSON.stringify(options.body),
      signal: controller.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new NoAnswer(controller.signal.reason === "timeout");
  } finally {
    clearTimeout(timer);
  }
  const data = (await response.json().catch(() => null)) as (T & ErrorBody) | null;
  return { response, data };
}
