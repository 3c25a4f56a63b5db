// The headers every page and API answer carries, by path: next.config.ts hands `headerRules` to Next for
// what Next answers, and the server entry (lib/server/entry.ts) applies the same rules (`headersFor`) to
// what it answers itself before Next (a refused method, a disguised admin path, a slow client's 408, a
// flash sale's crowd). One table, so an answer never lacks a header because of who gave it.

// Origins the in-app web view may frame (lib/services/platform/webview.ts reads the same variable).
const webviewOrigins = (process.env.WEBVIEW_ALLOWED_ORIGINS ?? "")
  .split(",")
  .map((s) => s.trim())
  .filter((s) => /^https?:\/\/[^\s;'"]+$/.test(s));

// Next's own bootstrap is inline script, hence 'unsafe-inline' for scripts; everything else comes
// from this origin only. The dev server's hot reload additionally needs eval.
export const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${process.env.NODE_ENV === "development" ? " 'unsafe-eval'" : ""}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  `frame-src 'self' ${webviewOrigins.join(" ")}`.trim(),
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join("; ");

export type Header = { key: string; value: string };

export const securityHeaders: Header[] = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "SAMEORIGIN" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(self), payment=(self)" },
];

// The back office (issue 21): never indexed, never kept by a browser or proxy cache.
const backOfficeHeaders: Header[] = [
  { key: "X-Robots-Tag", value: "noindex, nofollow" },
  { key: "Cache-Control", value: "no-store" },
];

/**
 * A rule as Next takes it (`source`, in Next's path syntax) and the same path set as a regular
 * expression for the entry (`match`); lib/security-headers.test.ts checks the two agree with Next's own
 * matcher on every kind of path.
 */
export type HeaderRule = { source: string; match: RegExp; headers: Header[] };

export const headerRules: HeaderRule[] = [
  { source: "/:path*", match: /^\//, headers: securityHeaders },
  // The site-wide CSP everywhere except uploads (default-src 'none') and the generated SVGs
  // (sandbox), whose routes set their own, stricter policy: a config header would replace it.
  {
    source: "/((?!uploads/|media/).*)",
    match: /^\/(?!uploads\/|media\/)/,
    headers: [{ key: "Content-Security-Policy", value: contentSecurityPolicy }],
  },
  { source: "/admin", match: /^\/admin$/, headers: backOfficeHeaders },
  { source: "/admin/:path*", match: /^\/admin(?:\/.*)?$/, headers: backOfficeHeaders },
  { source: "/api/admin/:path*", match: /^\/api\/admin(?:\/.*)?$/, headers: backOfficeHeaders },
];

/** The headers Next would add to an answer for `pathname` (lower-case names; a later rule wins, as in Next). */
export function headersFor(pathname: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of headerRules)
    if (rule.match.test(pathname)) for (const { key, value } of rule.headers) out[key.toLowerCase()] = value;
  return out;
}
