// The server's entry (docs/decisions/024-server-entry.md): what happens to a connection and to a
// request before Next sees it, in order. server.ts creates the HTTP server with `createEntryServer`
// and hands Next's request handler in as `next`; nothing of Node's or Next's is patched.
//
// A connection, when it opens:
//   boundHeaders             its first request's headers within HTTP_HEADERS_TIMEOUT_MS, else 408
// A request, once its headers are in, step by step (a step that answers ends the list):
//   1. countRequest              counted by route and status when answered (lib/metrics.ts)
//   2. boundRequest              the whole request within HTTP_REQUEST_TIMEOUT_MS, else 408 and closed
//   3. closeAfterUnboundedBody   a body too long to discard after an early answer: Connection: close
//   4. refuseTraceMethods        TRACE, TRACK, CONNECT: 405
//   5. hideDisguisedAdminPaths   the back office's API named in a disguise: 404
//   6. gateApiMethods            an API route called with a method it does not serve: 405 with Allow
//   7. stampPeerAddress          the socket's address, for the per-address rate limits
//   8. serveBuildAssets          the build's own files (/_next/static/…) from memory (./build-assets.ts)
//   9. runEarlyLanes             lanes the app added at start-up: a flash sale's crowd (lib/flash-lane.ts);
//                                pages, answered when their render is known: 503 when it found the
//                                database unavailable (lib/pages/unavailable.ts)
//   then Next.
// Every answer the entry gives itself carries the headers Next would have added (lib/security-headers.ts).
import http from "node:http";
import type { Socket } from "node:net";
import { stampPeerAddress } from "@/lib/peer-address";
import { gateApiMethods, hideDisguisedAdminPaths, refuseTraceMethods } from "./guards";
import type { BuildAssets } from "./build-assets";
import { closeAfterUnboundedBody } from "./keep-alive";
import { runEarlyLanes } from "./lanes";
import { countRequest } from "./request-metrics";
import { boundHeaders, boundRequest, type SlowClientLimits } from "./slow-clients";

/** What a step knows besides the request: the bounds, and how to hand the request to Next. */
export type StepContext = { limits: SlowClientLimits; next: () => void; assets?: BuildAssets };

/** A step: true when it answered the request (the rest is skipped), else the request goes on. */
export type Step = (req: http.IncomingMessage, res: http.ServerResponse, ctx: StepContext) => boolean | void;

export const requestSteps: readonly Step[] = [
  countRequest,
  boundRequest,
  closeAfterUnboundedBody,
  refuseTraceMethods,
  hideDisguisedAdminPaths,
  gateApiMethods,
  stampPeerAddress,
  serveBuildAssets,
  runEarlyLanes,
];

/** The build's files from memory, when the server holds them (server.ts); else Next serves them. */
function serveBuildAssets(req: http.IncomingMessage, res: http.ServerResponse, ctx: StepContext): boolean {
  return ctx.assets?.answer(req, res) ?? false;
}

/** Next's request handler (`next(...).getRequestHandler()`), or any handler in its place (tests). */
export type Framework = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void> | void;

export type EntryOptions = { limits: SlowClientLimits; next: Framework; assets?: BuildAssets };

/** Runs the steps, then Next. */
export function handleRequest(req: http.IncomingMessage, res: http.ServerResponse, options: EntryOptions): void {
  const ctx: StepContext = {
    limits: options.limits,
    next: () => toFramework(req, res, options.next),
    assets: options.assets,
  };
  for (const step of requestSteps) if (step(req, res, ctx) === true) return;
  ctx.next();
}

/** Hands the request to Next; what it throws is answered 500 (as `next start` does) and logged. */
function toFramework(req: http.IncomingMessage, res: http.ServerResponse, next: Framework): void {
  const fail = (error: unknown) => {
    console.error(`[server] failed to handle ${req.method} ${req.url}`, error);
    if (res.headersSent) return void res.destroy();
    res.statusCode = 500;
    res.end("Internal Server Error");
  };
  try {
    next(req, res)?.catch(fail);
  } catch (error) {
    fail(error);
  }
}

/** A connection that just opened. */
export function handleConnection(socket: Socket, options: EntryOptions): void {
  boundHeaders(socket, options.limits.headersTimeoutMs);
}

/** The HTTP server with the entry in front of `next`. */
export function createEntryServer(options: EntryOptions): http.Server {
  const server = http.createServer((req, res) => handleRequest(req, res, options));
  server.on("connection", (socket: Socket) => handleConnection(socket, options));
  return server;
}
