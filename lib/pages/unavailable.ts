// Pages under database trouble (issue 31): a page whose render could not read its data because the
// database cannot answer now answers 503 with Retry-After and a page in its own language that loads
// itself again (./unavailable-page.ts), instead of Next's 500 error page — or, for a page that streams
// (a loading.tsx skeleton first), instead of a 200 whose content then fails in the browser. What the API
// does for its JSON (lib/api/errors.ts), done for HTML.
//
// Next cannot do it by itself: a page's status is 200, a redirect, 401/403/404 (notFound and friends) or
// 500, and it is sent with the first bytes of the stream, before the page's data is read. So the answer
// is taken in front of Next, as an early lane (installed at start-up by instrumentation.ts): a page
// request runs through Next inside a scope, with its answer held back until Next has finished it;
// Next reports every error a render throws to instrumentation.ts's onRequestError, which records in
// the scope whether it was the database being unavailable (lib/api/errors.ts databaseUnavailable). At
// the end the held answer goes out as Next made it, or — when a render failed for that reason — the
// 503 page instead. Decision 025.
// An error a page handled itself (a cached catalogue answered while its refresh failed) never reaches
// onRequestError, so it never turns a page that rendered into a 503.
//
// The 503 goes out as soon as the first such error is noted, not when the render ends: the render's
// other branches (the metadata, a related list) would each wait for the pool and the lock again, and the
// page would answer after the sum of those waits (measured: a locked goods page answered after 4.5 s,
// its first error at 3.0 s). Ending the answer closes the response, which stops Next's render.
//
// Holding the answer costs a page its streaming: its skeleton is not sent before its data. A page's
// data is read in milliseconds when the database answers, and its status can only be right if it is
// decided after them. The client router's requests for pages (RSC) are held too: a 503 there makes the
// router load the page as a document, which shows this page.
import { AsyncLocalStorage } from "node:async_hooks";
import type http from "node:http";
import { databaseUnavailable, RETRY_AFTER_SECONDS, type Unavailable } from "@/lib/api/errors";
import { withWaitBudget } from "@/lib/wait-budget";
import { databaseLimits } from "@/lib/env";
import { addEarlyLane } from "@/lib/server/lanes";
import { recordUnavailable } from "@/lib/metrics";
import { headersFor } from "@/lib/security-headers";
import { isPageRequest, pageLocale, unavailablePageHtml } from "./unavailable-page";

/** What one page request's render ran into, and how to answer it at once. */
type Scope = { reason: Unavailable | null; answerNow?: () => void };

// On globalThis: instrumentation.ts's register() (which installs the lane) and its onRequestError may
// be served by different copies of this module.
const SCOPES = Symbol.for("mall.pageRenderScopes");
const scopes = ((globalThis as { [SCOPES]?: AsyncLocalStorage<Scope> })[SCOPES] ??= new AsyncLocalStorage<Scope>());

// The longer wait wins: storage (30 s) over down (5 s) over busy (2 s).
const worse = (a: Unavailable | null, b: Unavailable) =>
  a && RETRY_AFTER_SECONDS[a] >= RETRY_AFTER_SECONDS[b] ? a : b;

/** instrumentation.ts onRequestError: a render failed with `error`; noted when the database could not answer. */
export function noteRenderError(error: unknown): void {
  const scope = scopes.getStore();
  if (!scope) return;
  const reason = databaseUnavailable(error);
  if (!reason) return;
  scope.reason = worse(scope.reason, reason);
  scope.answerNow?.();
}

type Chunk = { data: unknown; encoding?: BufferEncoding };
type WriteCallback = (error?: Error | null) => void;

/**
 * Holds `res` back: status and headers stay settable, what is written is kept; once the writer ends, or
 * earlier when the returned function is called, `settle` runs (after the errors reported meanwhile are
 * noted) and is given `release`, which sends what was held, or `replace`, which answers something else
 * instead. Whatever the writer does after an early `replace` is dropped.
 */
function hold(
  res: http.ServerResponse,
  settle: (answer: {
    release: () => void;
    replace: (status: number, headers: Record<string, string>, body: string) => void;
  }) => void,
): () => void {
  // The response's own methods, for sending what was held (called with `res` as this).
  const writeHead = res.writeHead as (this: unknown, status: number, headers?: Record<string, string>) => unknown;
  const write = res.write as (this: unknown, data: unknown, encoding?: BufferEncoding) => boolean;
  const end = res.end as (this: unknown, data?: unknown, callback?: WriteCallback) => unknown;
  const chunks: Chunk[] = [];
  let ended = false;
  let endCallback: WriteCallback | undefined;
  // "scheduled": settle is due (on the next turn); "answered": the answer went out.
  let state: "holding" | "scheduled" | "answered" = "holding";
  const settleSoon = () => {
    if (state !== "holding") return;
    state = "scheduled";
    // The errors handed to onRequestError before now are recorded a few promise turns later: let those
    // run first.
    setImmediate(() =>
      settle({
        release: () => {
          state = "answered";
          writeHead.call(res, res.statusCode);
          for (const chunk of chunks) write.call(res, chunk.data, chunk.encoding);
          end.call(res, undefined, endCallback);
        },
        replace: (status, headers, body) => {
          state = "answered";
          chunks.length = 0;
          for (const name of res.getHeaderNames()) res.removeHeader(name);
          writeHead.call(res, status, headers);
          end.call(res, body, ended ? endCallback : undefined);
          // The render goes on until it sees the response closed: its headers are dropped from now on
          // (setting one on a sent response would throw inside Next).
          res.setHeader = () => res;
          res.appendHeader = () => res;
          res.removeHeader = () => undefined;
        },
      }),
    );
  };
  // Not sent yet: the status and headers are only recorded on the response, as setHeader does.
  res.writeHead = function heldWriteHead(this: http.ServerResponse, status: number, ...rest: unknown[]) {
    if (state === "answered") return this;
    this.statusCode = status;
    const headers = typeof rest[0] === "string" ? rest[1] : rest[0];
    if (Array.isArray(headers))
      for (let i = 0; i + 1 < headers.length; i += 2) this.setHeader(headers[i], headers[i + 1]);
    else if (headers) for (const [name, value] of Object.entries(headers)) this.setHeader(name, value as string);
    return this;
  } as typeof res.writeHead;
  res.flushHeaders = () => undefined;
  res.write = function heldWrite(data: unknown, encoding?: unknown, callback?: unknown) {
    if (ended) return false;
    const cb = typeof encoding === "function" ? encoding : callback;
    if (state !== "answered")
      chunks.push({ data, encoding: typeof encoding === "string" ? (encoding as BufferEncoding) : undefined });
    if (typeof cb === "function") process.nextTick(cb as WriteCallback);
    return true;
  } as typeof res.write;
  res.end = function heldEnd(data?: unknown, encoding?: unknown, callback?: unknown) {
    if (ended) return res;
    ended = true;
    endCallback = [data, encoding, callback].find((a): a is WriteCallback => typeof a === "function");
    if (state === "answered") {
      if (endCallback) process.nextTick(endCallback);
      return res;
    }
    if (data !== undefined && typeof data !== "function")
      chunks.push({ data, encoding: typeof encoding === "string" ? (encoding as BufferEncoding) : undefined });
    settleSoon();
    return res;
  } as typeof res.end;
  return settleSoon;
}

/** The page asked for: its path, and the address to load again (path and query). */
function requestedPage(req: http.IncomingMessage): { pathname: string; href: string } {
  try {
    const url = new URL(req.url ?? "/", "http://page.invalid");
    return { pathname: url.pathname, href: url.pathname + url.search };
  } catch {
    return { pathname: "/", href: "/" };
  }
}

/** The early lane: page requests go to Next inside a scope, their answers held until it is known. */
export function pageLane(req: http.IncomingMessage, res: http.ServerResponse, pass: () => void): boolean {
  const { pathname, href } = requestedPage(req);
  if (!isPageRequest(req.method, pathname)) return false;
  const scope: Scope = { reason: null };
  scope.answerNow = hold(res, ({ release, replace }) => {
    if (!scope.reason) return release();
    const retryAfter = RETRY_AFTER_SECONDS[scope.reason];
    const locale = pageLocale(pathname, {
      "accept-language": req.headers["accept-language"],
      cookie: req.headers.cookie,
    });
    console.warn(`[pages] ${req.method} ${pathname}: 503, the database is unavailable (${scope.reason})`);
    recordUnavailable(scope.reason);
    replace(
      503,
      {
        // The headers Next would have added for the path (the security headers, the console's).
        ...headersFor(pathname),
        "content-type": "text/html; charset=utf-8",
        "cache-control": "no-store",
        "retry-after": String(retryAfter),
        vary: "Accept-Language, Cookie",
      },
      unavailablePageHtml({ locale, reason: scope.reason, retryAfterSeconds: retryAfter, href }),
    );
  });
  scopes.run(scope, pass);
  return true;
}

/** Adds the lane (once per process; instrumentation.ts at start-up). */
export function installUnavailablePages(): void {
  addEarlyLane(pageLane);
}

/**
 * The first lane: a page request's waits for the database, from the shop's gate to the end of its
 * render, share one DATABASE_POOL_TIMEOUT_MS (lib/wait-budget.ts). Without it a page waited that long
 * at each step that reads (measured on the fault suite's locked PostgreSQL: the gate's read, then the
 * page's, 4.3 s for the zh-Hant home with a 2.5 s bound).
 */
export function pageWaitBudgetLane(req: http.IncomingMessage, res: http.ServerResponse, pass: () => void): boolean {
  const { pathname } = requestedPage(req);
  if (!isPageRequest(req.method, pathname)) return false;
  withWaitBudget(databaseLimits().poolTimeoutMs, pass);
  return true;
}

/** Adds the budget's lane; before the shop's gate (instrumentation-node.ts). */
export function installPageWaitBudget(): void {
  addEarlyLane(pageWaitBudgetLane);
}
