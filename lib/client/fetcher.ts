// The transport under the typed client (api.ts), following the specification's request rules (section 7):
// bearer token when logged in, 60 s timeout, 401 -> login page with redirect, other failures ->
// toast with the response's `message`, network failure -> the network toast. Refreshed tokens in
// responses replace the stored one, with their own expiry.
// A 503 (the shop's database down or busy: SERVICE_UNAVAILABLE with Retry-After) is, for the shopper,
// the network failing: the same network toast, shown at most once every few seconds however many
// reads fail. Writes that take an Idempotency-Key (api.ts) are sent with one and repeated with the same
// key after a network failure or a 503, so a write whose answer was lost is never made twice; reads
// retry by themselves (SWR's error retry; lib/client/resource.ts).
"use client";

import { clearSession, readSession, replaceToken, isLoggedIn } from "./session";
import { showToast } from "./toast";
import { currentLocale, currentPathWithoutLocale, localePath } from "./locale-path";
import type { FieldErrors } from "@/lib/domain/errors";

export const REQUEST_TIMEOUT_MS = 60_000;
const REFRESHED_TOKEN_HEADER = "x-refreshed-token";
const REFRESHED_TOKEN_EXPIRES_HEADER = "x-refreshed-token-expires-in";

/** Stores a refreshed token from response headers with its new expiry (lib/api/handler.ts sends both). */
export function storeRefreshedToken(get: (name: string) => string | null): void {
  const refreshed = get(REFRESHED_TOKEN_HEADER);
  if (!refreshed) return;
  const seconds = Number(get(REFRESHED_TOKEN_EXPIRES_HEADER));
  replaceToken(refreshed, Number.isFinite(seconds) && seconds > 0 ? seconds : undefined);
}

export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
    /** Seconds the server asked to wait before retrying (Retry-After), when it said. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "ApiClientError";
  }
}

/** No answer at all, or the shop unavailable for now (503): worth trying again later. */
export function isTransient(error: unknown): boolean {
  return error instanceof ApiClientError && (error.code === "NETWORK" || error.status === 503);
}

/** The network toast, at most once every few seconds (an outage fails every read at once, and retries). */
const NETWORK_TOAST_EVERY_MS = 4000;
let lastNetworkToast = 0;
function networkToast(message: string): void {
  const now = Date.now();
  if (now - lastNetworkToast < NETWORK_TOAST_EVERY_MS) return;
  lastNetworkToast = now;
  showToast(message, "error");
}

/** The longest the fetcher waits before repeating a write (Retry-After beyond it is capped). */
const MAX_RETRY_PAUSE_MS = 5000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A key for one write (Idempotency-Key): random, from the browser's crypto (there in plain-http pages too). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Texts the fetcher shows outside React; set by <ClientMessages /> from the current locale. */
const texts = { networkError: "网络貌似不太好,请检查网络", timeout: "请求超时，请重试！" };
export function setFetcherTexts(next: Partial<typeof texts>): void {
  Object.assign(texts, next);
}

export type RequestOptions = {
  method?: "GET" | "POST";
  body?: unknown;
  /** Do not toast on errors (the caller shows them, e.g. next to form fields). */
  silent?: boolean;
  /** Do not navigate to login on 401 (e.g. the login form itself). */
  noLoginRedirect?: boolean;
  signal?: AbortSignal;
  /** Sent as Idempotency-Key; with it, a network failure or a 503 is retried (`retries` times) with the same key. */
  idempotencyKey?: string;
  retries?: number;
};

/** To the login page, which comes back to `returnTo` (default: here) afterwards. */
export function goToLogin(returnTo?: string): void {
  const here = currentPathWithoutLocale();
  if (here.startsWith("/login") || here.startsWith("/register")) return;
  // A full navigation on purpose: it resets every cached view of the logged-out user.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign(`${localePath("/login")}?redirect=${encodeURIComponent(returnTo ?? here)}`);
}

/** A request to `path` (with its query). Screens call the API through api.ts, which types it. */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const retries = options.idempotencyKey ? (options.retries ?? 0) : 0;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fetchOnce<T>(path, { ...options, silent: options.silent || attempt < retries });
    } catch (error) {
      if (attempt >= retries || !isTransient(error) || options.signal?.aborted) throw error;
      // The same key again: if the first attempt did write, the server answers its outcome.
      const seconds = (error as ApiClientError).retryAfter;
      await pause(Math.min(MAX_RETRY_PAUSE_MS, seconds ? seconds * 1000 : 1000 * 2 ** attempt));
    }
  }
}

async function fetchOnce<T>(path: string, options: RequestOptions): Promise<T> {
  const method = options.method ?? (options.body === undefined ? "GET" : "POST");
  const headers: Record<string, string> = { accept: "application/json", "x-locale": currentLocale() };
  const session = readSession();
  if (isLoggedIn(session)) headers.authorization = `Bearer ${session.token}`;
  if (method === "POST") headers["content-type"] = "application/json";
  if (options.idempotencyKey) headers["idempotency-key"] = options.idempotencyKey;

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort("timeout"), REQUEST_TIMEOUT_MS);
  options.signal?.addEventListener("abort", () => controller.abort(options.signal?.reason));
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: method === "POST" ? JSON.stringify(options.body ?? {}) : undefined,
      signal: controller.signal,
    });
  } catch (error) {
    const timedOut = controller.signal.reason === "timeout";
    if (options.signal?.aborted) throw error;
    const message = timedOut ? texts.timeout : texts.networkError;
    if (!options.silent) {
      if (timedOut) showToast(message, "error");
      else networkToast(message);
    }
    throw new ApiClientError(0, timedOut ? "TIMEOUT" : "NETWORK", message);
  } finally {
    clearTimeout(timer);
  }

  storeRefreshedToken((name) => response.headers.get(name));

  const data = (await response.json().catch(() => null)) as
    (T & { code?: string; message?: string; fields?: FieldErrors }) | null;
  if (response.ok) return data as T;

  if (response.status === 503) {
    // The shop cannot answer now: to the shopper, the network failing (the specification's toast).
    const retryAfter = Number(response.headers.get("retry-after")) || undefined;
    if (!options.silent) networkToast(texts.networkError);
    throw new ApiClientError(503, data?.code ?? "SERVICE_UNAVAILABLE", texts.networkError, undefined, retryAfter);
  }
  const message = data?.message ?? texts.networkError;
  const error = new ApiClientError(response.status, data?.code ?? "HTTP_" + response.status, message, data?.fields);
  if (response.status === 401) {
    clearSession();
    if (!options.noLoginRedirect) goToLogin();
    if (options.noLoginRedirect && !options.silent) showToast(message, "error");
    throw error;
  }
  if (!options.silent) showToast(message, "error");
  throw error;
}

/** SWR's and the resource cache's fetcher: the key is a GET route's URL (api.ts apiUrl). */
export const swrFetcher = <T>(key: string) => apiFetch<T>(key);
