// A kept-alive connection is never closed under the client's feet (issue 31). Many answers come before
// the request's body is read: a 401 for a missing token, a 405, a back-office change refused for its
// Origin, an endpoint that declares no body, a 413 by Content-Length. Node then discards the rest of
// the body itself and the connection serves the client's next request, so for a body of bounded size
// nothing is needed. A body that may be large (declared above DRAIN_LIMIT_BYTES) or of unknown length
// (chunked) is not worth reading to the end after such an answer — a 2 GB upload refused with 413 —
// so for those the answer says `Connection: close` from the start: the client knows not to reuse the
// connection, and Node closes it once the answer is out.
import type http from "node:http";
import { metrics } from "@/lib/metrics";

/**
 * The largest body discarded after an early answer to keep its connection: the largest JSON body the
 * API reads (lib/api/handler.ts MAX_BODY_BYTES); at the slowest pace the headers bound still allows.
 */
export const DRAIN_LIMIT_BYTES = 1024 * 1024;

/** Whether the request's body may be longer than `limit` bytes (declared so, or of unknown length). */
export function bodyMayExceed(req: http.IncomingMessage, limit: number): boolean {
  const length = req.headers["content-length"];
  if (length !== undefined) return !/^\d+$/.test(length) || Number(length) > limit;
  return req.headers["transfer-encoding"] !== undefined;
}

/**
 * A request whose body may be too long to discard is answered with `Connection: close`; counted as a
 * connection closed early when the answer indeed went out before the body was in.
 */
export function closeAfterUnboundedBody(req: http.IncomingMessage, res: http.ServerResponse): void {
  if (!bodyMayExceed(req, DRAIN_LIMIT_BYTES)) return;
  res.shouldKeepAlive = false;
  res.once("finish", () => {
    if (!req.complete) metrics().earlyCloses.inc({ reason: "unread_body" });
  });
}
