// The proxy's method checks (proxy.ts), before Next routes the request:
// - TRACE, TRACK and CONNECT are refused everywhere with 405 (Next answered TRACE with a 500 and a
//   stack trace in the log: the Web Request it builds cannot carry them). On the Node server they
//   are already refused before Next sees them (the server entry: lib/server/guards.ts); this is the
//   second line;
// - an API route called with a method it does not export answers 405 with `Allow` and the usual
//   JSON error body { code, message } in the caller's language, instead of Next's empty 405.
// Unknown /api paths are answered by the catch-all route app/api/[...slug] (JSON 404).
import { localeFromRequest, translator } from "@/lib/i18n/messages";
import { allowedApiMethods } from "./route-methods";

const REFUSED = new Set(["TRACE", "TRACK", "CONNECT"]);
const PAGE_METHODS = ["GET", "HEAD", "OPTIONS", "POST"];

function cookieLocale(headers: Headers): string | undefined {
  return /(?:^|;\s*)NEXT_LOCALE=([^;]+)/.exec(headers.get("cookie") ?? "")?.[1];
}

/** A translator in the caller's language, for answers the proxy gives itself. */
export function proxyTranslator(headers: Headers) {
  return translator(localeFromRequest(headers, cookieLocale(headers)));
}

/** The 405 answer: Allow header and the translated JSON error body. */
export function methodNotAllowed(headers: Headers, allow: string[]): Response {
  const t = proxyTranslator(headers);
  return Response.json(
    { code: "METHOD_NOT_ALLOWED", message: t("errors.METHOD_NOT_ALLOWED") },
    { status: 405, headers: { allow: allow.join(", "), "cache-control": "no-store" } },
  );
}

/** A 405 response when the method is not acceptable for this path, else null (carry on). */
export function methodGate(rawMethod: string, pathname: string, headers: Headers): Response | null {
  const method = rawMethod.toUpperCase();
  const isApi = pathname === "/api" || pathname.startsWith("/api/");
  const allowed = isApi ? allowedApiMethods(pathname) : null;
  if (REFUSED.has(method)) return methodNotAllowed(headers, allowed ?? PAGE_METHODS);
  if (allowed && !allowed.includes(method)) return methodNotAllowed(headers, allowed);
  return null;
}
