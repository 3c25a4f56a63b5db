// The in-app web view (/webview?url=...) shows only allow-listed pages, so a crafted link cannot frame
// a phishing page inside the shop's chrome. Allowed: paths of this site, and the origins listed in
// WEBVIEW_ALLOWED_ORIGINS (comma-separated, e.g. "https://help.example.com,https://m.example.com").
import { env, webviewAllowedOrigins } from "@/lib/env";
import { sameOriginPath } from "@/lib/safe-path";
import { forgettable } from "@/lib/process-caches";

let configured: string[] | undefined;
forgettable("webview-origins", () => {
  configured = undefined;
});

export function allowedWebviewOrigins(): string[] {
  if (!configured) {
    const own = env().PUBLIC_BASE_URL;
    configured = [...webviewAllowedOrigins(), ...(own ? [new URL(own).origin] : [])];
  }
  return configured;
}

export type WebviewTarget =
  { ok: true; src: string; external: boolean } | { ok: false; reason: "missing" | "notAllowed" };

/**
 * Decides what the web view may show for `raw` (the url parameter). `siteOrigin` is this site's origin
 * as the request saw it; a full URL on it counts as a path of this site.
 */
export function resolveWebviewTarget(
  raw: string | undefined,
  siteOrigin: string,
  allowed: string[] = allowedWebviewOrigins(),
): WebviewTarget {
  const value = raw?.trim();
  if (!value) return { ok: false, reason: "missing" };
  // A path is judged after normalisation: "/.//evil.example" is the path "//evil.example".
  if (value.startsWith("/")) {
    const local = sameOriginPath(value, siteOrigin);
    return local === null ? { ok: false, reason: "notAllowed" } : { ok: true, src: local, external: false };
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, reason: "notAllowed" };
  }
  if (url.origin === siteOrigin) {
    const local = sameOriginPath(url.pathname + url.search + url.hash, siteOrigin);
    return local === null ? { ok: false, reason: "notAllowed" } : { ok: true, src: local, external: false };
  }
  if (url.protocol !== "https:" || url.username || url.password) return { ok: false, reason: "notAllowed" };
  if (!allowed.includes(url.origin)) return { ok: false, reason: "notAllowed" };
  return { ok: true, src: url.toString(), external: true };
}
