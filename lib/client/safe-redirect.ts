// Where to go after login. The `redirect` parameter comes from the address bar, so anyone can craft
// it: only same-site paths are followed ("/orders?status=0"), never another site ("//evil.example",
// "https://…", "/\evil.example") and never back into the login screens.
export const AFTER_LOGIN_DEFAULT = "/me";

export function safeRedirect(raw: string | null | undefined, fallback = AFTER_LOGIN_DEFAULT): string {
  if (!raw || raw.length > 2048) return fallback;
  // Browsers treat backslashes as slashes and drop tabs/newlines inside URLs.
  if (!raw.startsWith("/") || /[\\\u0000-\u001f\u007f]/.test(raw) || raw.startsWith("//")) return fallback;
  let url: URL;
  try {
    url = new URL(raw, "http://same.site");
  } catch {
    return fallback;
  }
  if (url.origin !== "http://same.site") return fallback;
  const path = url.pathname;
  if (/^\/(login|register)(\/|$)/.test(path)) return fallback;
  return path + url.search + url.hash;
}
