// The Node http(s) server hook, installed at start-up (instrumentation.ts), which sees every request
// before Next does:
// - The TCP peer's address for code that only sees a Web Request (route handlers). Next does not
//   expose the socket, and its own X-Forwarded-For handling is `??=`: it fills the header from the
//   socket only when the client sent none, so a directly exposed `next start` reads whatever the
//   client wrote. Every request is stamped with the socket's address under a header whose name is
//   random per process: a client cannot send it, and a value a client sent under any other name is
//   never read.
// - TRACE/TRACK/CONNECT refused with 405 (see REFUSED_METHODS).
// - The API's guards: the back office's disguised-path 404 (lib/api/admin-path.ts) and the method gate
//   (lib/api/method-gate.ts: 405 with Allow and the JSON error body). They run here for the API
//   rather than in the request proxy (proxy.ts) because Next buffers the whole body of every
//   request the proxy sees before the route may run: a client declaring a 2 GB body and sending it
//   slowly was held open instead of answered 413 at once (issue 27). API routes read their bodies
//   themselves, refusing an oversized Content-Length before reading anything (lib/api/body.ts).
// - Early lanes (addEarlyLane): a flash sale's presses are admitted or refused here, before Next
//   (lib/flash-lane.ts), so a crowd of thousands costs the framework only the presses that may succeed.
// - Bounded waits for slow clients: a request's headers must arrive within HTTP_HEADERS_TIMEOUT_MS
//   and the whole request within HTTP_REQUEST_TIMEOUT_MS (lib/env.ts httpServerLimits), answered 408
//   and closed otherwise — Node's own checks (60 s / 300 s by default) run only every 30 s and cannot
//   be tightened on a server Next has already created.
import crypto from "node:crypto";
import http from "node:http";
import https from "node:https";
import type { Socket } from "node:net";
import { httpServerLimits } from "@/lib/env";
import { adminPathNotFound, disguisedAdminPath } from "./admin-path";
import { methodGate } from "./method-gate";
import { localeFromRequest, translator } from "@/lib/i18n/messages";

const KEY = Symbol.for("mall.peerAddressHeader");
const LANES = Symbol.for("mall.earlyLanes");
type Holder = { [KEY]?: string; [LANES]?: EarlyLane[] };

/**
 * A lane that may take a request before Next (lib/flash-lane.ts: a flash sale's crowd): true when it
 * took the request, which it then answers itself or hands to Next after all with `pass` (once).
 */
export type EarlyLane = (req: http.IncomingMessage, res: http.ServerResponse, pass: () => void) => boolean;

/** Adds a lane (once per process: instrumentation.ts); requests it does not take go to Next as before. */
export function addEarlyLane(lane: EarlyLane): void {
  const holder = globalThis as Holder;
  const lanes = (holder[LANES] ??= []);
  if (!lanes.includes(lane)) lanes.push(lane);
}

// Methods no route serves. Next cannot even build a Web Request for them (a 500 with a stack trace
// in the log), so they are answered here, before Next sees them. CONNECT never reaches a request
// handler: Node emits it as "connect" and closes the socket when nobody listens; TRACK is unknown
// to Node's HTTP parser, which answers 400 itself.
const REFUSED_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);

function refuse(res: http.ServerResponse): void {
  const body = JSON.stringify({ code: "METHOD_NOT_ALLOWED", message: "Method not allowed" });
  res.writeHead(405, {
    allow: "GET, HEAD, OPTIONS, POST",
    "content-type": "application/json",
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
  });
  res.end(body);
}

/** The request's headers as a Web Headers object (for the shared method gate and the locale). */
function webHeaders(req: http.IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return headers;
}

/** Writes a Web Response to the Node response. */
function send(res: http.ServerResponse, answer: Response): void {
  const headers: Record<string, string> = { "x-content-type-options": "nosniff" };
  answer.headers.forEach((value, name) => (headers[name] = value));
  void answer.text().then((text) => {
    res.writeHead(answer.status, headers);
    res.end(text);
  });
}

/**
 * The API's guards, here before Next (the proxy no longer sees the API, see above): the back office's
 * disguised-path guard (lib/api/admin-path.ts: 404) and the method gate (405). True when answered.
 */
function gateApi(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  const target = (req.url ?? "/").split("?")[0];
  // The path as sent, not normalised: a disguise is judged on what the client wrote.
  const pathname = target.startsWith("/") ? target : URL.canParse(target) ? new URL(target).pathname : target;
  if (disguisedAdminPath(pathname)) {
    send(res, adminPathNotFound(webHeaders(req)));
    return true;
  }
  if (pathname !== "/api" && !pathname.startsWith("/api/")) return false;
  const refused = methodGate(req.method ?? "GET", pathname, webHeaders(req));
  if (!refused) return false;
  send(res, refused);
  return true;
}

// ---------- slow clients ----------

const HEADERS_TIMER = Symbol("mall.headersTimer");
type TimedSocket = Socket & { [HEADERS_TIMER]?: ReturnType<typeof setTimeout> };

const RAW_408 = "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n";

/** From now, the next request's headers must arrive within the bound. */
function awaitHeaders(socket: TimedSocket, ms: number): void {
  clearTimeout(socket[HEADERS_TIMER]);
  socket[HEADERS_TIMER] = setTimeout(() => {
    if (socket.destroyed) return;
    socket.end(RAW_408, () => socket.destroy());
  }, ms);
  socket[HEADERS_TIMER].unref();
}

function trackConnection(socket: TimedSocket, headersMs: number): void {
  awaitHeaders(socket, headersMs);
  socket.once("close", () => clearTimeout(socket[HEADERS_TIMER]));
}

/** The whole request (its body included) must arrive within the bound; 408 and closed otherwise. */
function boundRequest(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  limits: ReturnType<typeof httpServerLimits>,
) {
  const socket = req.socket as TimedSocket;
  clearTimeout(socket[HEADERS_TIMER]);
  const timer = setTimeout(() => {
    if (req.complete || socket.destroyed) return;
    if (!res.headersSent) {
      const t = translator(localeFromRequest(webHeaders(req)));
      res.writeHead(408, { "content-type": "application/json", connection: "close", "cache-control": "no-store" });
      res.end(JSON.stringify({ code: "REQUEST_TIMEOUT", message: t("errors.REQUEST_TIMEOUT") }), () =>
        socket.destroy(),
      );
    } else socket.destroy();
  }, limits.requestTimeoutMs);
  timer.unref();
  res.once("close", () => clearTimeout(timer));
  res.once("finish", () => {
    clearTimeout(timer);
    if (socket.destroyed) return;
    if (!req.complete) {
      // Answered before the body arrived (413 by Content-Length): nothing more is wanted from this
      // connection. Node discards what still comes in; the connection closes a second after the answer.
      socket.end();
      setTimeout(() => socket.destroy(), 1000).unref();
      return;
    }
    // A kept-alive connection waits for its next request's headers under the same bound.
    awaitHeaders(socket, limits.headersTimeoutMs);
  });
}

type Emitter = { emit: (event: string | symbol, ...args: unknown[]) => boolean };

function patch(proto: Emitter, header: string, limits: ReturnType<typeof httpServerLimits>): void {
  const original = proto.emit;
  proto.emit = function emit(this: unknown, event: string | symbol, ...args: unknown[]) {
    if (event === "connection") trackConnection(args[0] as TimedSocket, limits.headersTimeoutMs);
    if (event === "request") {
      const req = args[0] as http.IncomingMessage;
      const res = args[1] as http.ServerResponse;
      boundRequest(req, res, limits);
      if (REFUSED_METHODS.has((req.method ?? "").toUpperCase())) {
        refuse(res);
        return true;
      }
      if (gateApi(req, res)) return true;
      req.headers[header] = req.socket?.remoteAddress ?? "";
      for (const lane of (globalThis as Holder)[LANES] ?? [])
        if (lane(req, res, () => original.call(this, event, ...args))) return true;
    }
    return original.call(this, event, ...args);
  };
}

/** Installs the hook once per process (idempotent); returns the peer-address header's name. */
export function installPeerAddressHook(): string {
  const holder = globalThis as Holder;
  if (holder[KEY]) return holder[KEY];
  const header = `x-mall-peer-${crypto.randomBytes(12).toString("hex")}`;
  const limits = httpServerLimits();
  patch(http.Server.prototype as unknown as Emitter, header, limits);
  patch(https.Server.prototype as unknown as Emitter, header, limits);
  holder[KEY] = header;
  return header;
}

/** The socket address the hook recorded for this request, if the hook is installed. */
export function peerAddress(headers: Headers): string | undefined {
  const header = (globalThis as Holder)[KEY];
  return (header && headers.get(header)?.trim()) || undefined;
}
