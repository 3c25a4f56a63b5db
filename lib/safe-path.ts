// One rule for "is this a path of this site?", used by the login redirect and the web view. The check
// runs on the *final, normalised* URL: "/.//evil.example" passes any test on the raw string, yet
// resolves to the path "//evil.example", which a browser reads as another host. So: resolve against
// the site's origin, require that origin, and require a path that does not start with // or /\.
const MAX_LENGTH = 2048;

/** The same-origin path (pathname + search + hash) `raw` resolves to, or null if it is not one. */
export function sameOriginPath(raw: string | null | undefined, siteOrigin: string): string | null {
  if (!raw || raw.length > MAX_LENGTH) return null;
  // Only site-relative paths; browsers treat backslashes as slashes and drop tabs/newlines in URLs.
  if (!raw.startsWith("/") || /[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, siteOrigin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(siteOrigin).origin) return null;
  const out = url.pathname + url.search + url.hash;
  if (out.startsWith("//") || out.startsWith("/\\")) return null;
  // Belt and braces: what the browser will do with the result must land on this origin too.
  if (new URL(out, siteOrigin).origin !== url.origin) return null;
  return out;
}
