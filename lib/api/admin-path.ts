// The proxy's guard for back-office API paths (proxy.ts). The admin handler checks the session on
// every route whatever the path looked like, so this is a second line: a request that names the admin
// API in any disguise (`//api/admin/...`, dot segments, `%2F` or `\` for a slash, `;` parameters, other
// letter case) but not in its one canonical form is answered 404 before Next routes it, so no
// normalisation of Next's or of a proxy in front can turn it into a different route than the one
// the proxy looked at.
import { proxyTranslator } from "./method-gate";

const CANONICAL = /^\/api\/admin\/v1(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*\/?$/;

function decoded(path: string): string {
  let out = path;
  // Twice: %252F is %2F after one decoding.
  for (let i = 0; i < 2; i++) {
    try {
      out = decodeURIComponent(out);
    } catch {
      break;
    }
  }
  return out;
}

/** True for a path that means the admin API but is not written canonically. */
export function disguisedAdminPath(pathname: string): boolean {
  const loose = decoded(pathname)
    .toLowerCase()
    .replace(/\\/g, "/")
    .replace(/;[^/]*/g, "")
    .replace(/\/{2,}/g, "/");
  const meansAdmin = /(^|\/)api\/(\.\/|\.\.\/)*admin(\/|$)/.test(loose) || loose.startsWith("/api/admin");
  return meansAdmin && !CANONICAL.test(pathname);
}

/** The 404 answer for one, as the API's catch-all answers unknown paths. */
export function adminPathNotFound(headers: Headers): Response {
  const t = proxyTranslator(headers);
  return Response.json(
    { code: "NOT_FOUND", message: t("errors.NOT_FOUND") },
    { status: 404, headers: { "cache-control": "no-store" } },
  );
}
