// A flash sale's crowd, before Next (docs/decisions/022-flash-sale.md). At the start second thousands
// of presses of POST /api/v1/flash-buy/{id} arrive at once for a few units; each would cost Next's
// request handling (routing, the Web Request, the route module: about a millisecond of CPU, and the
// route's first load at the worst moment), which for 2,000 presses is more than the shop can spend in a
// second on one core. Here, in the server entry's early lanes (lib/server/entry.ts), a press is checked
// as the route checks it first — a valid token, then admitFlashPress (not started, ended, sold out, or
// every unit left already being tried for) — and a refusal is answered at once, in the caller's language.
// A press that may get a unit is served here too, by the route's own handler (lib/api/flash-buy.ts,
// marked admitted so it does not count it twice): the account, the Idempotency-Key, the transaction.
// A request without a valid token, or anything unexpected before the handler, goes on to Next.
// Every answer carries the headers Next would have added for the path (lib/security-headers.ts).
import type http from "node:http";
import { ApiError } from "@/lib/domain/errors";
import { toErrorResponse } from "@/lib/api/errors";
import { bearerToken } from "@/lib/auth/current-user";
import { verifyTokenNow } from "@/lib/auth/jwt";
import { localeFromRequest } from "@/lib/i18n/messages";
import { answer, webHeaders } from "@/lib/server/answer";
import { bodyMayExceed, DRAIN_LIMIT_BYTES } from "@/lib/server/keep-alive";
import { addEarlyLane } from "@/lib/server/lanes";
import { admitFlashPress } from "@/lib/services/order";
import { flashBuyHandler, laneHeader } from "@/lib/api/flash-buy";

const PRESS = /^\/api\/v1\/flash-buy\/([1-9]\d{0,8})$/;
/**
 * The refusal as the route would answer it (lib/api/handler.ts), at once: the small body it did not
 * need is discarded by Node and the connection stays usable (lib/server/keep-alive.ts).
 */
function refuse(req: http.IncomingMessage, res: http.ServerResponse, error: ApiError): void {
  const headers = webHeaders(req);
  const cookie = /(?:^|;\s*)NEXT_LOCALE=([^;]+)/.exec(headers.get("cookie") ?? "")?.[1];
  const { status, body, headers: extra } = toErrorResponse(error, localeFromRequest(headers, cookie));
  answer(req, res, status, JSON.stringify(body), {
    "content-type": "application/json",
    "cache-control": "no-store",
    ...extra,
  });
}

/** Whatever the request's body is (the handler reads and checks it). */
function bodyOf(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.once("end", () => resolve(Buffer.concat(chunks)));
    req.once("error", reject);
  });
}

/** An admitted press, served here by the route's own handler (lib/api/flash-buy.ts) without Next. */
async function serve(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const body = await bodyOf(req);
  const headers = webHeaders(req);
  headers.set(laneHeader(), "1");
  const request = new Request(`http://${req.headers.host ?? "localhost"}${req.url ?? "/"}`, {
    method: "POST",
    headers,
    body: new Uint8Array(body),
  });
  const response = await flashBuyHandler(request);
  answer(req, res, response.status, await response.text(), Object.fromEntries(response.headers));
}

async function handle(req: http.IncomingMessage, res: http.ServerResponse, saleId: number, pass: () => void) {
  let taken = false;
  const take = () => ((taken = true), serve(req, res));
  try {
    const token = bearerToken(webHeaders(req));
    const claims = token ? verifyTokenNow(token) : null;
    // No valid token: the route answers 401.
    if (!claims) return pass();
    await admitFlashPress(saleId, claims.userId, take);
  } catch (error) {
    if (taken) {
      // The handler answers every error itself: only the connection can have failed here.
      if (!res.headersSent) res.destroy();
      return;
    }
    if (error instanceof ApiError) refuse(req, res, error);
    else pass();
  }
}

function flashLane(req: http.IncomingMessage, res: http.ServerResponse, pass: () => void): boolean {
  // A body that may be long (or of unknown length) goes to the route, which reads it within its limit.
  if (req.method !== "POST" || bodyMayExceed(req, DRAIN_LIMIT_BYTES)) return false;
  const match = PRESS.exec((req.url ?? "").split("?")[0]);
  if (!match) return false;
  void handle(req, res, Number(match[1]), pass);
  return true;
}

/** Adds the lane to the server entry's early lanes (instrumentation.ts, once per process). */
export function installFlashLane(): void {
  laneHeader();
  addEarlyLane(flashLane);
}
