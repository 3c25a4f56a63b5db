// A flash sale's crowd, before Next (docs/decisions/022-flash-sale.md). At the start second thousands
// of presses of POST /api/v1/flash-buy/{id} arrive at once for a few units; each costs Next's request
// handling (routing, the Web Request, the handler: about a millisecond of CPU), which for 2,000 presses
// is more than the shop can spend in a second on one core. Here, on the Node server hook
// (lib/peer-address.ts), a press is checked as the route would check it first — a valid token, then
// admitFlashPress (not started, ended, sold out, or every unit left already being tried for) — and a
// refusal is answered at once, in the caller's language, without Next. Only a press that may get a
// unit goes on to Next (marked admitted, so the route does not count it twice), which runs it in full:
// the account, the Idempotency-Key, the transaction. Anything unexpected here hands the press to Next.
import crypto from "node:crypto";
import type http from "node:http";
import { ApiError, toErrorResponse } from "@/lib/api/errors";
import { bearerToken } from "@/lib/auth/current-user";
import { verifyTokenNow } from "@/lib/auth/jwt";
import { localeFromRequest } from "@/lib/i18n/messages";
import { addEarlyLane } from "@/lib/peer-address";
import { admitFlashPress } from "@/lib/services/order";

const PRESS = /^\/api\/v1\/flash-buy\/([1-9]\d{0,8})$/;
const KEY = Symbol.for("mall.flashLaneHeader");
type Holder = { [KEY]?: string };

/** The header marking a press admitted here: its name is random per process, so no client can send it. */
function laneHeader(): string {
  const holder = globalThis as Holder;
  return (holder[KEY] ??= `x-mall-flash-${crypto.randomBytes(12).toString("hex")}`);
}

/** Whether this process's lane admitted the request (the route then skips its own admission). */
export function admittedByLane(headers: Headers): boolean {
  const name = (globalThis as Holder)[KEY];
  return name !== undefined && headers.get(name) === "1";
}

function webHeaders(req: http.IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, v);
  return headers;
}

/** The refusal as the route would answer it (lib/api/handler.ts), after reading the small body. */
function refuse(req: http.IncomingMessage, res: http.ServerResponse, error: ApiError): void {
  const headers = webHeaders(req);
  const cookie = /(?:^|;\s*)NEXT_LOCALE=([^;]+)/.exec(headers.get("cookie") ?? "")?.[1];
  const { status, body, headers: extra } = toErrorResponse(error, localeFromRequest(headers, cookie));
  const text = JSON.stringify(body);
  // Answered once the body is in: an answer before it would close a kept-alive connection (the hook
  // treats it as a refused upload).
  req.once("end", () => {
    if (res.headersSent || res.destroyed) return;
    res.writeHead(status, {
      "content-type": "application/json",
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      ...extra,
    });
    res.end(text);
  });
  req.resume();
}

async function handle(req: http.IncomingMessage, res: http.ServerResponse, saleId: number, pass: () => void) {
  let passed = false;
  const toNext = () =>
    new Promise<void>((resolve) => {
      if (!passed) {
        passed = true;
        req.headers[laneHeader()] = "1";
        res.once("finish", resolve);
        res.once("close", resolve);
        pass();
      } else resolve();
    });
  try {
    const token = bearerToken(webHeaders(req));
    const claims = token ? verifyTokenNow(token) : null;
    // No valid token: the route answers 401.
    if (!claims) return await toNext();
    await admitFlashPress(saleId, claims.userId, toNext);
  } catch (error) {
    if (passed) return;
    if (error instanceof ApiError) refuse(req, res, error);
    else void toNext();
  }
}

function flashLane(req: http.IncomingMessage, res: http.ServerResponse, pass: () => void): boolean {
  if (req.method !== "POST") return false;
  const match = PRESS.exec((req.url ?? "").split("?")[0]);
  if (!match) return false;
  delete req.headers[laneHeader()];
  void handle(req, res, Number(match[1]), pass);
  return true;
}

/** Installs the lane on the server hook (instrumentation.ts, once per process). */
export function installFlashLane(): void {
  laneHeader();
  addEarlyLane(flashLane);
}
