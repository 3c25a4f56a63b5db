// The headers every page and API answer carries: next.config.ts applies them to what Next answers, and
// the server hook's early lanes (lib/flash-lane.ts) to what they answer themselves before Next.

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

export const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "SAMEORIGIN" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(self), payment=(self)" },
];
