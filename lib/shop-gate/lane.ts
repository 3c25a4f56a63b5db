// The shop's gate, before Next (docs/decisions/033-go-live.md): while the shop is closed, a visitor's
// page request is answered with the coming-soon page (./coming-soon.ts) in their language, at the address
// they asked for. It runs in the server entry's early lanes (lib/server/entry.ts, added at start-up by
// instrumentation-node.ts), because the shop's pages are partly prerendered: a check inside a page or a
// layout would not run for them. Passed through to Next as they are: the API (orders are refused there
// by the services: lib/services/shop assertShopTakesOrders), Next's assets, pictures and uploads, files
// (the service worker, the manifest, icons), the back office, the legal pages (a visitor may read them
// before the shop opens), and every request from a browser signed in to the console (operators try the
// shop before opening it).
//
// An open shop costs nothing here once its state is known (a fresh answer in memory, OPEN_STATE_TTL_MS).
// When the database cannot say, the last answer this process had decides; with none, Next answers.
import type http from "node:http";
import { sessionTokenIn } from "@/lib/api/admin-endpoint";
import { localeFromRequest } from "@/lib/i18n/messages";
import { isLocale, type Locale } from "@/lib/i18n/routing";
import { answer, pathOf, webHeaders } from "@/lib/server/answer";
import { addEarlyLane } from "@/lib/server/lanes";
import {
  isOperatorPreview,
  isShopOpen,
  knownOpenState,
  lastKnownOpenState,
  publicShopProfile,
} from "@/lib/services/shop";
import { comingSoonHtml, type ComingSoonShop } from "./coming-soon";

// Not a shop page (as proxy.ts says), or a page readable before opening: the legal pages.
const NOT_A_PAGE = /^\/(api|_next|_vercel|media|uploads|admin)(\/|$)|\.[^/]*$/;
const OPEN_BEFORE_OPENING = /^(\/(zh-Hans|zh-Hant|en|ja))?\/legal(\/|$)/;

/** The path without its locale prefix, and the locale the prefix names. */
function splitLocale(path: string): [Locale | null, string] {
  const match = /^\/([^/]+)(\/.*)?$/.exec(path);
  if (match && isLocale(match[1])) return [match[1], match[2] ?? "/"];
  return [null, path];
}

/** Whether the gate looks at this request: a GET or HEAD of one of the shop's pages. */
export function gatedPage(method: string | undefined, path: string): boolean {
  if (method !== "GET" && method !== "HEAD") return false;
  return !NOT_A_PAGE.test(path) && !OPEN_BEFORE_OPENING.test(path);
}

/** The visitor's language: the path's prefix, else the shop's cookie, else the browser's languages. */
function visitorLocale(req: http.IncomingMessage, prefixed: Locale | null): Locale {
  if (prefixed) return prefixed;
  const headers = webHeaders(req);
  return localeFromRequest(headers, /(?:^|;\s*)NEXT_LOCALE=([^;]+)/.exec(headers.get("cookie") ?? "")?.[1]);
}

const NO_PROFILE: ComingSoonShop = { name: "", logo: "", phone: "", email: "", hours: "" };

async function decide(req: http.IncomingMessage, res: http.ServerResponse, path: string, pass: () => void) {
  let open: boolean | null;
  try {
    open = await isShopOpen();
  } catch {
    open = lastKnownOpenState();
  }
  if (open !== false) return pass();
  const [prefixed, rest] = splitLocale(path);
  const locale = visitorLocale(req, prefixed);
  let shop = NO_PROFILE;
  try {
    if (await isOperatorPreview(sessionTokenIn(req.headers.cookie))) return pass();
    shop = await publicShopProfile(locale);
  } catch (error) {
    // The database failed after saying the shop is closed: the page without the shop's profile.
    console.warn("[shop-gate] coming-soon page without the shop's profile:", (error as Error).message);
  }
  const html = comingSoonHtml(locale, shop, rest);
  answer(req, res, 200, req.method === "HEAD" ? "" : html, {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
    "x-robots-tag": "noindex",
    "content-language": locale,
    vary: "Accept-Language, Cookie",
  });
}

export function shopGateLane(req: http.IncomingMessage, res: http.ServerResponse, pass: () => void): boolean {
  const path = pathOf(req);
  if (!gatedPage(req.method, path)) return false;
  if (knownOpenState() === true) return false;
  void decide(req, res, path, pass);
  return true;
}

/** Adds the gate to the server entry's lanes (once per process). */
export function installShopGate(): void {
  addEarlyLane(shopGateLane);
}
