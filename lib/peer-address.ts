// The TCP peer's address for code that only sees a Web Request (route handlers). Next does not
// expose the socket, and its own X-Forwarded-For handling is `??=`: it fills the header from the
// socket only when the client sent none, so a directly exposed `next start` reads whatever the client
// wrote. The server start-up hook (instrumentation.ts) therefore stamps every incoming request, on
// the Node http(s) server itself, with the socket's address under a header whose name is random per
// process: a client cannot send it, and a value a client sent under any other name is never read.
// The same hook refuses TRACE/TRACK/CONNECT with 405 (see REFUSED_METHODS).
import crypto from "node:crypto";
import http from "node:http";
import https from "node:https";

const KEY = Symbol.for("mall.peerAddressHeader");
type Holder = { [KEY]?: string };

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

type Emitter = { emit: (event: string | symbol, ...args: unknown[]) => boolean };

function patch(proto: Emitter, header: string): void {
  const original = proto.emit;
  proto.emit = function emit(this: unknown, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const req = args[0] as http.IncomingMessage;
      if (REFUSED_METHODS.has((req.method ?? "").toUpperCase())) {
        refuse(args[1] as http.ServerResponse);
        return true;
      }
      req.headers[header] = req.socket?.remoteAddress ?? "";
    }
    return original.call(this, event, ...args);
  };
}

/** Installs the stamp once per process (idempotent); returns the header's name. */
export function installPeerAddressHook(): string {
  const holder = globalThis as Holder;
  if (holder[KEY]) return holder[KEY];
  const header = `x-mall-peer-${crypto.randomBytes(12).toString("hex")}`;
  patch(http.Server.prototype as unknown as Emitter, header);
  patch(https.Server.prototype as unknown as Emitter, header);
  holder[KEY] = header;
  return header;
}

/** The socket address the hook recorded for this request, if the hook is installed. */
export function peerAddress(headers: Headers): string | undefined {
  const header = (globalThis as Holder)[KEY];
  return (header && headers.get(header)?.trim()) || undefined;
}
