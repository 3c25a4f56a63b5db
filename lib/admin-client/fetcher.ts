// The back office's transport: the session is the HttpOnly cookie the browser sends by itself (never a
// token in script reach), the operator's language in x-locale, 60 s timeout, 401 -> the console's login
// (coming back here afterwards), other failures -> a toast with the server's translated message, a lost
// connection -> the network toast. Changes are same-origin fetches, so the browser sends the Origin
// header the server checks.
"use client";

import { showToast } from "@/lib/client/toast";
import type { FieldErrors } from "@/lib/domain/errors";

export const ADMIN_REQUEST_TIMEOUT_MS = 60_000;

export class AdminClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
    /** A stale save's 409: the record as saved now (docs/decisions/020). */
    readonly current?: unknown,
  ) {
    super(message);
    this.name = "AdminClientError";
  }
}

/** Texts shown outside React, set by the console's shell from its locale. */
const texts = { networkError: "网络貌似不太好,请检查网络", timeout: "请求超时，请重试！" };
export function setAdminFetcherTexts(next: Partial<typeof texts>): void {
  Object.assign(texts, next);
}

export type AdminRequestOptions = {
  method?: "GET" | "POST" | "DELETE";
  body?: unknown;
  /** Do not toast on errors (the caller shows them next to its fields). */
  silent?: boolean;
  /** Do not go to the login page on 401 (the login form itself). */
  noLoginRedirect?: boolean;
};

export const ADMIN_LOGIN_PATH = "/admin/login";

export function goToAdminLogin(): void {
  const here = window.location.pathname + window.location.search;
  if (window.location.pathname.startsWith(ADMIN_LOGIN_PATH)) return;
  // A full navigation on purpose: it resets every cached view of the ended session.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign(`${ADMIN_LOGIN_PATH}?redirect=${encodeURIComponent(here)}`);
}

function locale(): string {
  return typeof document === "undefined" ? "zh-Hans" : document.documentElement.lang || "zh-Hans";
}

export async function adminFetch<T>(path: string, options: AdminRequestOptions = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? "GET" : "POST");
  const headers: Record<string, string> = { accept: "application/json", "x-locale": locale() };
  const form = options.body instanceof FormData;
  if (method !== "GET" && !form) headers["content-type"] = "application/json";
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort("timeout"), ADMIN_REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: "same-origin",
      // A FormData body (pictures) goes as multipart; the browser writes its content type.
      body: method === "GET" ? undefined : form ? (options.body as FormData) : JSON.stringify(options.body ?? {}),
      signal: controller.signal,
    });
  } catch {
    const timedOut = controller.signal.reason === "timeout";
    const message = timedOut ? texts.timeout : texts.networkError;
    if (!options.silent) showToast(message, "error");
    throw new AdminClientError(0, timedOut ? "TIMEOUT" : "NETWORK", message);
  } finally {
    clearTimeout(timer);
  }
  const data = (await response.json().catch(() => null)) as
    (T & { code?: string; message?: string; fields?: FieldErrors; current?: unknown }) | null;
  if (response.ok) return data as T;
  const message = data?.message ?? texts.networkError;
  const error = new AdminClientError(
    response.status,
    data?.code ?? `HTTP_${response.status}`,
    message,
    data?.fields,
    data?.current,
  );
  if (response.status === 401 && !options.noLoginRedirect) {
    goToAdminLogin();
    throw error;
  }
  if (!options.silent) showToast(message, "error");
  throw error;
}
