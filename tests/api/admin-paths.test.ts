// Path tricks never reach a back-office handler unauthenticated (issue 21, "Security tests"), tried
// against the proxy (proxy.ts) as Next runs it before routing: a disguised admin path is answered 404
// there; whatever passes is the canonical path of a route whose handler then wants a session. Also
// the proxy's other back-office rules (no locale rewrite for /admin, the method gate), the
// configured headers (noindex, no-store) and the separate OpenAPI document.
import fs from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import proxy from "@/proxy";
import nextConfig from "@/next.config";
import { GET as adminOpenapi } from "@/app/api/admin/v1/openapi.json/route";
import { GET as shopperOpenapi } from "@/app/api/v1/openapi.json/route";
import { allAdminEndpoints } from "@/lib/api/admin-endpoints";
import { disguisedAdminPath } from "@/lib/api/admin-path";
import { adminCall, signedIn } from "@/tests/helpers/admin";

type RouteHandler = (req: Request) => Promise<Response>;

// next-intl's middleware (shop pages only) imports "next/server" in a way Node's ESM loader cannot
// resolve outside Next; no request of these tests reaches it, and one that did would show as "intl".
vi.mock("next-intl/middleware", () => ({ default: () => () => new Response("intl", { status: 299 }) }));

const root = path.resolve(import.meta.dirname, "../..");

/** The handler Next would run for a canonical admin API path and method, if any. */
async function routeFor(pathname: string, method: string): Promise<RouteHandler | null> {
  const file = path.join(root, "app", pathname.replace(/\/$/, ""), "route.ts");
  if (!pathname.startsWith("/api/admin/v1/") || !fs.existsSync(file)) return null;
  return ((await import(file)) as Record<string, RouteHandler>)[method] ?? null;
}

const tricks = [
  "//api/admin/v1/me",
  "///api/admin/v1/me",
  "/api//admin/v1/me",
  "/api/admin//v1/me",
  "/api/admin/v1//me",
  "/api/admin/v1/../v1/me",
  "/api/admin/v1/./me",
  "/api/v1/../admin/v1/me",
  "/api/admin/v1/%2e%2e/v1/me",
  "/api/admin/v1/%2E%2E/v1/me",
  "/api/admin%2Fv1%2Fme",
  "/api/admin/v1%2Fme",
  "/api%2Fadmin/v1/me",
  "/api%2fadmin%2fv1%2fme",
  "/api/admin%252Fv1/me",
  "/api/admin\\v1\\me",
  "/api/admin/v1/me;",
  "/api/admin/v1/me;jsessionid=1",
  "/api/admin;/v1/me",
  "/api/admin/v1;x=1/me",
  "/api/admin/v1/me%3B",
  "/api/admin/v1/me%00",
  "/api/admin/v1/%6De",
  "/API/admin/v1/me",
  "/api/ADMIN/v1/me",
  "/api/admin/V1/me",
  "/api/admin/v1/me/",
  "/api/admin/v1/me/.",
  "/api/admin/v1/audit;/..",
  "/api/admin/v1/sessions%2f",
];

function outcome(res: Response): "refused" | "next" | "other" {
  if (res.status === 404) return "refused";
  if (res.headers.get("x-middleware-next") === "1") return "next";
  return "other";
}

describe("path tricks", () => {
  it("are refused by the proxy, or pass only as a canonical path whose handler wants a session", async () => {
    const seen = { refused: 0, passed: 0 };
    for (const trick of tricks) {
      for (const method of ["GET", "POST", "DELETE"]) {
        // Joined as text: new URL("//api/...", base) would read the path as a host name.
        const req = new NextRequest(`http://localhost${trick}`, {
          method,
          headers: { "x-locale": "en", origin: "http://localhost" },
        });
        const res = await proxy(req);
        const result = outcome(res);
        const label = `${method} ${trick} (seen as ${req.nextUrl.pathname})`;
        if (result === "refused") {
          seen.refused += 1;
          expect(await res.json(), label).toMatchObject({ code: "NOT_FOUND" });
          continue;
        }
        // A 405 from the method gate is refusal too; a pass must be a canonical admin path.
        if (res.status === 405) continue;
        expect(result, label).toBe("next");
        expect(disguisedAdminPath(req.nextUrl.pathname), label).toBe(false);
        const handler = await routeFor(req.nextUrl.pathname, method);
        if (!handler) continue;
        seen.passed += 1;
        const answered = await handler(new Request(req.url, { method, headers: req.headers }));
        expect(answered.status, label).toBe(401);
      }
    }
    // Both branches are exercised: most disguises are refused, URL-normalised ones reach a guarded handler.
    expect(seen.refused).toBeGreaterThan(40);
    expect(seen.passed).toBeGreaterThan(0);
  });

  it("recognises disguises of the admin API but leaves other paths alone", () => {
    for (const trick of [
      "//api/admin/v1/me",
      "/api/admin%2Fv1/me",
      "/api/admin/v1/me;",
      "/API/admin/v1/me",
      "/api/admin",
      "/api/admin/v2/me",
      "/api/admin/v1/../../admin/v1/me",
    ]) {
      expect(disguisedAdminPath(trick), trick).toBe(true);
    }
    for (const fine of [
      "/api/admin/v1/me",
      "/api/admin/v1/openapi.json",
      "/api/admin/v1/orders/12/ship",
      "/api/v1/banner",
      "/admin",
      "/admin/login",
      "/api/v1/orders;x",
      "/goods/1",
    ]) {
      expect(disguisedAdminPath(fine), fine).toBe(false);
    }
  });

  it("lets /admin pages through without a locale rewrite, and gates admin API methods", async () => {
    for (const page of ["/admin", "/admin/login"]) {
      const res = await proxy(new NextRequest(new URL(page, "http://localhost")));
      expect(res.headers.get("x-middleware-next"), page).toBe("1");
      expect(res.headers.get("x-middleware-rewrite"), page).toBeNull();
    }
    const put = await proxy(
      new NextRequest(new URL("/api/admin/v1/me", "http://localhost"), {
        method: "PUT",
        headers: { "x-locale": "en" },
      }),
    );
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    const sessions = await proxy(
      new NextRequest(new URL("/api/admin/v1/sessions", "http://localhost"), {
        method: "GET",
        headers: { "x-locale": "en" },
      }),
    );
    expect(sessions.headers.get("allow")).toBe("DELETE, OPTIONS, POST");
  });
});

describe("configured headers", () => {
  it("mark /admin and /api/admin noindex and no-store", async () => {
    const rules = await nextConfig.headers!();
    for (const source of ["/admin", "/admin/:path*", "/api/admin/:path*"]) {
      const rule = rules.find((r) => r.source === source);
      expect(rule?.headers, source).toEqual(
        expect.arrayContaining([
          { key: "X-Robots-Tag", value: "noindex, nofollow" },
          { key: "Cache-Control", value: "no-store" },
        ]),
      );
    }
  });
});

describe("the back-office OpenAPI document", () => {
  it("is generated from the admin registry, for signed-in operators only, and apart from the shopper's", async () => {
    expect((await adminCall(adminOpenapi, "/api/admin/v1/openapi.json")).status).toBe(401);
    const { cookie } = await signedIn(["viewer"]);
    const res = await adminCall<{
      info: { title: string };
      paths: Record<
        string,
        Record<string, { security?: unknown; "x-permission": string; responses: Record<string, unknown> }>
      >;
      components: { securitySchemes: unknown };
    }>(adminOpenapi, "/api/admin/v1/openapi.json", { cookie });
    expect(res.status).toBe(200);
    expect(res.body.info.title).toBe("The Mall back-office API");
    expect(res.body.components.securitySchemes).toEqual({
      adminSession: { type: "apiKey", in: "cookie", name: "mall_admin" },
    });
    const documented = Object.entries(res.body.paths).flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`),
    );
    expect(documented.sort()).toEqual(allAdminEndpoints.map((d) => `${d.method} ${d.path}`).sort());
    const audit = res.body.paths["/api/admin/v1/audit"].get;
    expect(audit["x-permission"]).toBe("audit:read");
    expect(audit.security).toEqual([{ adminSession: [] }]);
    expect(Object.keys(audit.responses)).toEqual(expect.arrayContaining(["200", "401", "403", "422"]));
    const loginOp = res.body.paths["/api/admin/v1/sessions"].post;
    expect(loginOp["x-permission"]).toBe("public");
    expect(loginOp.security).toBeUndefined();
    expect(Object.keys(loginOp.responses)).toEqual(expect.arrayContaining(["200", "401", "403", "429"]));

    const shopper = (await (await shopperOpenapi()).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(shopper.paths).filter((p) => p.includes("admin"))).toEqual([]);
  });
});
