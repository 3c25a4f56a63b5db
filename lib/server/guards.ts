// The entry's refusals (./entry.ts), each answered before Next sees the request.
import type http from "node:http";
import { adminPathNotFound, disguisedAdminPath } from "@/lib/api/admin-path";
import { methodGate } from "@/lib/api/method-gate";
import { answer, answerResponse, pathOf, webHeaders } from "./answer";

// Methods no route serves. Next cannot even build a Web Request for them (a 500 with a stack trace in
// the log). CONNECT never reaches a request handler: Node emits it as "connect" and closes the socket
// when nobody listens; TRACK is unknown to Node's HTTP parser, which answers 400 itself.
const REFUSED_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);

/** TRACE (and TRACK, CONNECT) refused with 405 everywhere. True when answered. */
export function refuseTraceMethods(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  if (!REFUSED_METHODS.has((req.method ?? "").toUpperCase())) return false;
  answer(req, res, 405, JSON.stringify({ code: "METHOD_NOT_ALLOWED", message: "Method not allowed" }), {
    allow: "GET, HEAD, OPTIONS, POST",
    "content-type": "application/json",
    "cache-control": "no-store",
  });
  return true;
}

/**
 * The back office's API named in a disguise (`//api/admin`, `%2F`, dot segments, other letter case:
 * lib/api/admin-path.ts) answered 404, so no normalisation by Next or a proxy can route it. True when answered.
 */
export function hideDisguisedAdminPaths(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  if (!disguisedAdminPath(pathOf(req))) return false;
  void answerResponse(req, res, adminPathNotFound(webHeaders(req)));
  return true;
}

/**
 * An API route called with a method it does not export: 405 with Allow and the JSON error body
 * (lib/api/method-gate.ts). Here rather than in the request proxy (proxy.ts): Next reads the whole body
 * of every request its proxy sees before the route runs, so a declared 2 GB body sent slowly was held
 * open instead of refused at once (issue 27). True when answered.
 */
export function gateApiMethods(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  const pathname = pathOf(req);
  if (pathname !== "/api" && !pathname.startsWith("/api/")) return false;
  const refused = methodGate(req.method ?? "GET", pathname, webHeaders(req));
  if (!refused) return false;
  void answerResponse(req, res, refused);
  return true;
}
