// Security headers on every kind of response of the production server: pages, the 404 screen,
// legacy redirects, JSON API answers (success and errors), the API description, static chunks and
// media (which keeps its own CSP). Values come from next.config.ts; this proves they reach the wire.
import { test, expect } from "./fixtures";

function expectSecurityHeaders(headers: Record<string, string>, what: string) {
  const csp = headers["content-security-policy"] ?? "";
  expect(csp, `${what}: CSP`).toContain("default-src 'self'");
  expect(csp, `${what}: CSP frame-ancestors`).toMatch(/frame-ancestors 'self'/);
  expect(csp, `${what}: CSP object-src`).toContain("object-src 'none'");
  expect(csp, `${what}: CSP base-uri`).toContain("base-uri 'self'");
  expect(csp, `${what}: no eval in production`).not.toContain("unsafe-eval");
  expect(headers["x-content-type-options"], `${what}: nosniff`).toBe("nosniff");
  expect(headers["referrer-policy"], `${what}: Referrer-Policy`).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"], `${what}: X-Frame-Options`).toBe("SAMEORIGIN");
  expect(headers["x-powered-by"], `${what}: no X-Powered-By`).toBeUndefined();
}

test("every kind of response carries the security headers", async ({ request }) => {
  const home = await request.get("/");
  expect(home.status()).toBe(200);
  expectSecurityHeaders(home.headers(), "home page");
  const chunk = /src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(await home.text())?.[1];
  expect(chunk, "a script chunk on the home page").toBeTruthy();

  const cases: [string, Promise<import("@playwright/test").APIResponse>, number][] = [
    ["static chunk", request.get(chunk!), 200],
    ["goods list", request.get("/goods"), 200],
    ["English page", request.get("/en/category"), 200],
    ["404 screen", request.get("/no-such-screen"), 404],
    ["legacy redirect", request.get("/pages/cart/cart", { maxRedirects: 0 }), 307],
    ["API JSON", request.get("/api/v1/banner"), 200],
    ["API 401", request.get("/api/v1/user-info"), 401],
    ["API 422", request.post("/api/v1/sessions", { data: { username: 1 } }), 422],
    ["API 404", request.get("/api/v1/products-detail?id=2147483647"), 404],
    ["API description", request.get("/api/v1/openapi.json"), 200],
    ["unknown API path", request.get("/api/v1/no-such-endpoint"), 404],
  ];
  for (const [what, pending, status] of cases) {
    const res = await pending;
    expect([status, ...(status === 307 ? [308] : [])], `${what} status`).toContain(res.status());
    expectSecurityHeaders(res.headers(), what);
  }
  // Media (and uploads) carry their own, stricter CSP (e2e/hardening.spec.ts); the other headers too.
  const media = (await request.get("/media/avatar/default.svg")).headers();
  expect(media["content-security-policy"]).toContain("sandbox");
  expect(media["x-content-type-options"]).toBe("nosniff");
  expect(media["x-frame-options"]).toBe("SAMEORIGIN");
  // API answers are not cached by shared caches.
  expect((await request.get("/api/v1/user-info")).headers()["cache-control"]).toContain("no-store");
});
