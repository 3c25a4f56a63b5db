// Bounded waits for slow clients (issue 27): a request's headers must arrive within
// HTTP_HEADERS_TIMEOUT_MS of the connection opening (or of the previous answer on a kept-alive
// connection), and the whole request, its body included, within HTTP_REQUEST_TIMEOUT_MS; otherwise 408
// and the connection is closed. Our own timers rather than Node's headersTimeout/requestTimeout: Node
// checks those only every connectionsCheckingInterval (30 s) and answers its 408 without a body, where
// ours carries the JSON error in the caller's language.
import type http from "node:http";
import type { Socket } from "node:net";
import { localeFromRequest, translator } from "@/lib/i18n/messages";
import { metrics } from "@/lib/metrics";
import { answer, webHeaders } from "./answer";

export type SlowClientLimits = { headersTimeoutMs: number; requestTimeoutMs: number };

const HEADERS_TIMER = Symbol("mall.headersTimer");
type TimedSocket = Socket & { [HEADERS_TIMER]?: ReturnType<typeof setTimeout> };

// Before any request exists there is nobody to translate for, and no path for the site's headers.
const RAW_408 = "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n";

/** From now, the connection's next request must have sent its headers within `ms`. */
export function boundHeaders(socket: Socket, ms: number): void {
  const timed = socket as TimedSocket;
  if (!(HEADERS_TIMER in timed)) socket.once("close", () => clearTimeout(timed[HEADERS_TIMER]));
  clearTimeout(timed[HEADERS_TIMER]);
  timed[HEADERS_TIMER] = setTimeout(() => {
    if (socket.destroyed) return;
    metrics().earlyCloses.inc({ reason: "headers_timeout" });
    socket.end(RAW_408, () => socket.destroy());
  }, ms);
  timed[HEADERS_TIMER].unref();
}

/**
 * The request's headers are in: the whole request must be in within the bound, else 408 and closed.
 * Once answered, a kept-alive connection waits for its next request's headers under the headers bound
 * (which also bounds the discarding of a small body the answer did not need: ./keep-alive.ts).
 */
export function boundRequest(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  { limits }: { limits: SlowClientLimits },
): void {
  const socket = req.socket as TimedSocket;
  clearTimeout(socket[HEADERS_TIMER]);
  const timer = setTimeout(() => {
    if (req.complete || socket.destroyed) return;
    metrics().earlyCloses.inc({ reason: "request_timeout" });
    if (res.headersSent) return void socket.destroy();
    const t = translator(localeFromRequest(webHeaders(req)));
    res.once("finish", () => socket.destroy());
    answer(req, res, 408, JSON.stringify({ code: "REQUEST_TIMEOUT", message: t("errors.REQUEST_TIMEOUT") }), {
      "content-type": "application/json",
      "cache-control": "no-store",
      connection: "close",
    });
  }, limits.requestTimeoutMs);
  timer.unref();
  res.once("close", () => clearTimeout(timer));
  res.once("finish", () => {
    clearTimeout(timer);
    if (!socket.destroyed && res.shouldKeepAlive) boundHeaders(socket, limits.headersTimeoutMs);
  });
}
