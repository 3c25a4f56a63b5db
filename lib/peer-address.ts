// The TCP peer's address for code that only sees a Web Request (route handlers: the per-address rate
// limits, lib/api/request-info.ts). Next does not expose the socket, and its own X-Forwarded-For
// handling is `??=`: it fills the header from the socket only when the client sent none, so a directly
// exposed server would read whatever the client wrote. The server entry (lib/server/entry.ts) stamps
// every request with the socket's address under a header whose name is random per process: a client
// cannot send it (a value under that name is overwritten), and a value a client sent under any other
// name is never read.
import crypto from "node:crypto";
import type http from "node:http";

const KEY = Symbol.for("mall.peerAddressHeader");
type Holder = { [KEY]?: string };

/** This process's name of the stamp (on globalThis: the entry and the route bundles each load this module). */
export function peerAddressHeader(): string {
  const holder = globalThis as Holder;
  return (holder[KEY] ??= `x-mall-peer-${crypto.randomBytes(12).toString("hex")}`);
}

/** Stamps the request with its socket's address (entry step). */
export function stampPeerAddress(req: http.IncomingMessage): void {
  req.headers[peerAddressHeader()] = req.socket?.remoteAddress ?? "";
}

/** The socket address the entry stamped on this request, if it went through the entry. */
export function peerAddress(headers: Headers): string | undefined {
  const header = (globalThis as Holder)[KEY];
  return (header && headers.get(header)?.trim()) || undefined;
}
