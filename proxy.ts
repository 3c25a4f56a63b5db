// Request proxy (Next 16's name for middleware): first the back-office path guard (lib/api/admin-path.ts:
// the admin API named in a disguised form gets 404); then the method gate (lib/api/method-gate.ts: API
// routes called with a method they do not serve get 405 with Allow and the JSON error body); then,
// for pages only, legacy page paths of the specification redirect to their clean URLs (permanent, so
// shared links keep working) and next-intl picks the locale.
// Paths under /api/ are not matched (config below): Next reads the whole body of a request the proxy
// sees before its route runs, so a slow 2 GB body was waited on instead of refused at once (issue 27).
// For them the same two guards run in the server's entry before Next (lib/server/entry.ts), and routes
// refuse oversized bodies themselves (lib/api/body.ts). Disguised admin paths that do not start with
// "/api/" ("//api/admin", "/API/admin") still come here.
import createMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { routing } from "@/lib/i18n/routing";
import { splitLocalePrefix } from "@/lib/i18n/locale-path";
import { legacyTarget } from "@/lib/routes/legacy";
import { methodGate } from "@/lib/api/method-gate";
import { adminPathNotFound, disguisedAdminPath } from "@/lib/api/admin-path";

const intl = createMiddleware(routing);

// Not shop pages: the API, Next's assets, generated media, uploads, files with an extension, and the
// back office (app/admin: its own layout and locale handling, no locale prefix).
const NOT_A_PAGE = /^\/(api|_next|_vercel|media|uploads|admin)(\/|$)|\.[^/]*$/;

export default function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (disguisedAdminPath(pathname)) return adminPathNotFound(request.headers);
  const refused = methodGate(request.method, pathname, request.headers);
  if (refused) return refused;
  if (NOT_A_PAGE.test(pathname)) return NextResponse.next();
  const [prefix, rest] = splitLocalePrefix(pathname);
  if (rest.startsWith("/pages/") || rest.startsWith("/components/") || rest.startsWith("/uni_modules/")) {
    const target = legacyTarget(rest, search);
    if (target) {
      const url = request.nextUrl.clone();
      const [path, query = ""] = target.split("?");
      url.pathname = prefix + (path === "/" && prefix ? "" : path);
      url.search = query ? `?${query}` : "";
      return NextResponse.redirect(url, 308);
    }
  }
  return intl(request);
}

export const config = {
  // Pages and the paths that merely look like the API; not /api/ itself (see above), Next's static
  // assets or generated media.
  matcher: ["/((?!api/|_next/static|_next/image|media/).*)"],
};
