// Where to go after login. The `redirect` parameter comes from the address bar, so anyone can craft
// it: only same-site paths are followed ("/orders?status=0"), never another site ("//evil.example",
// "https://…", "/\evil.example", "/.//evil.example" which normalises to "//evil.example") and never
// back into the login screens. The rule itself is lib/safe-path.ts, shared with the web view.
import { sameOriginPath } from "@/lib/safe-path";

export const AFTER_LOGIN_DEFAULT = "/me";

export function safeRedirect(raw: string | null | undefined, fallback = AFTER_LOGIN_DEFAULT): string {
  const path = sameOriginPath(raw, "http://same.site");
  if (path === null) return fallback;
  if (/^\/(login|register)(\/|$|\?|#)/.test(path)) return fallback;
  return path;
}
