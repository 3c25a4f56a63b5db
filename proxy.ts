// Request proxy (Next 16's name for middleware): legacy page paths of the specification redirect to
// their clean URLs (permanent, so shared links keep working), then next-intl picks the locale.
import createMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { routing, isLocale } from "@/lib/i18n/routing";
import { legacyTarget } from "@/lib/routes/legacy";

const intl = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const segments = pathname.split("/");
  const prefix = isLocale(segments[1]) ? `/${segments[1]}` : "";
  const rest = prefix ? "/" + segments.slice(2).join("/") : pathname;
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
  // Everything except the API, Next's assets, generated media and files with an extension.
  matcher: ["/((?!api|_next|_vercel|media|.*\\..*).*)"],
};
