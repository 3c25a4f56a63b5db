// The back office is closed by default (issue 21, "Security tests"): every endpoint of the admin
// registry declares its access, and every built-in role is tried against every endpoint, generated
// from the registry, so a new endpoint is covered the day it is added. Also: no cookie -> 401, a
// shopper's bearer token -> 401, a change with a foreign or missing Origin -> 403.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { allAdminEndpoints } from "@/lib/api/admin-endpoints";
import {
  accessGranted,
  adminEndpoint,
  declaredAccess,
  SIGNED_IN,
  STATE_CHANGING,
  type AdminEndpointDef,
} from "@/lib/api/admin-endpoint";
import { adminHandler } from "@/lib/api/admin-handler";
import { apiRouteMethods } from "@/lib/api/route-methods";
import { rolePermissions, roles, type Role } from "@/lib/domain/permissions";
import { db } from "@/lib/db";
import { createUser } from "@/tests/helpers/users";
import { ORIGIN, adminCall, createTestOperator, sessionFor, signedIn } from "@/tests/helpers/admin";

type RouteHandler = (req: Request) => Promise<Response>;
type ErrorBody = { code: string; message: string };

const root = path.resolve(import.meta.dirname, "../..");
const name = (def: AdminEndpointDef) => `${def.method} ${def.path}`;
/** The route file of a definition (`{id}` is the folder `[id]`) and a URL that reaches it. */
const routeFile = (def: AdminEndpointDef) => path.join(root, "app", def.path.replace(/\{(\w+)\}/g, "[$1]"), "route.ts");
const urlOf = (def: AdminEndpointDef) => def.path.replace(/\{\w+\}/g, "1");
/** The path parameters Next hands the handler for urlOf's URL. */
const paramsOf = (def: AdminEndpointDef) =>
  Object.fromEntries([...def.path.matchAll(/\{(\w+)\}/g)].map(([, key]) => [key, "1"]));

const handlers = new Map<AdminEndpointDef, RouteHandler>();
for (const def of allAdminEndpoints) {
  const mod = (await import(routeFile(def))) as Record<string, RouteHandler>;
  handlers.set(def, mod[def.method]);
}
const handlerOf = (def: AdminEndpointDef) => handlers.get(def)!;

const guarded = allAdminEndpoints.filter((def) => declaredAccess(def) !== "public");
const changes = allAdminEndpoints.filter((def) => STATE_CHANGING.has(def.method));
/** A request body that gets past the wrapper's checks to the endpoint's own validation. */
const bodyFor = (def: AdminEndpointDef) => (def.method === "GET" ? undefined : {});

describe("the admin registry", () => {
  it("declares the access of every endpoint; only logging in is public", () => {
    expect(allAdminEndpoints.length).toBeGreaterThan(3);
    expect(allAdminEndpoints.filter((def) => declaredAccess(def) === null).map(name)).toEqual([]);
    expect(allAdminEndpoints.filter((def) => declaredAccess(def) === "public").map(name)).toEqual([
      "POST /api/admin/v1/sessions",
    ]);
    for (const def of allAdminEndpoints) expect(def.path, name(def)).toMatch(/^\/api\/admin\/v1\//);
  });

  it("matches the route files under app/api/admin, each exporting the handler of its definition", () => {
    const routed = Object.entries(apiRouteMethods)
      .filter(([route]) => route.startsWith("/api/admin/"))
      .flatMap(([route, methods]) => methods.map((m) => `${m} ${route}`))
      .sort();
    expect(allAdminEndpoints.map((def) => `${def.method} ${def.path.replace(/\{(\w+)\}/g, "[$1]")}`).sort()).toEqual(
      routed,
    );
    for (const def of allAdminEndpoints) {
      expect(fs.existsSync(routeFile(def)), name(def)).toBe(true);
      expect(typeof handlerOf(def), name(def)).toBe("function");
    }
  });

  it("refuses a definition that declares no access: at compile time and, cast past the types, at run time", async () => {
    const response = z.object({ ok: z.literal(true) });
    // @ts-expect-error neither `permission` nor `public`
    const none = adminEndpoint({ method: "GET", path: "/api/admin/v1/x", summary: "x", tag: "x", response });
    const both = adminEndpoint({
      method: "GET",
      path: "/api/admin/v1/x",
      summary: "x",
      tag: "x",
      response,
      public: true,
      // @ts-expect-error both
      permission: "order:read",
    });
    const unknown = adminEndpoint({
      method: "GET",
      path: "/api/admin/v1/x",
      summary: "x",
      tag: "x",
      response,
      // @ts-expect-error a permission that does not exist
      permission: "order:delete",
    });
    // @ts-expect-error a shopper path
    adminEndpoint({ method: "GET", path: "/api/v1/x", summary: "x", tag: "x", response, permission: "order:read" });
    const { cookie } = await signedIn(["owner"]);
    for (const def of [none, both, unknown, { ...none, public: false } as unknown as AdminEndpointDef]) {
      expect(declaredAccess(def)).toBeNull();
      let ran = false;
      const res = await adminCall<ErrorBody>(
        adminHandler(def, async () => {
          ran = true;
          return { ok: true as const };
        }),
        "/api/admin/v1/x",
        { cookie },
      );
      expect(res.status).toBe(403);
      expect(ran).toBe(false);
    }
  });
});

describe("the permission matrix: every built-in role against every admin endpoint", () => {
  const expected = (role: Role, def: AdminEndpointDef) => {
    const access = declaredAccess(def);
    return access !== null && accessGranted(access, rolePermissions[role]);
  };

  it("is not vacuous: some cells allow, some refuse, and owner holds every permission", () => {
    const cells = roles.flatMap((role) => allAdminEndpoints.map((def) => expected(role, def)));
    expect(cells.filter(Boolean).length).toBeGreaterThan(0);
    expect(cells.filter((c) => !c).length).toBeGreaterThan(0);
    for (const def of allAdminEndpoints) expect(expected("owner", def), name(def)).toBe(true);
  });

  for (const role of roles) {
    it(`${role}: allowed where the role holds the permission, 403 everywhere else`, async () => {
      const operator = await createTestOperator({ roles: [role] });
      for (const def of guarded) {
        // A fresh session per call: logging out ends the one it is called with.
        const res = await adminCall<ErrorBody>(handlerOf(def), urlOf(def), {
          params: paramsOf(def),
          method: def.method,
          cookie: await sessionFor(operator.id),
          body: bodyFor(def),
        });
        if (expected(role, def)) {
          expect([401, 403], `${role} ${name(def)}: ${JSON.stringify(res.body)}`).not.toContain(res.status);
        } else {
          expect(res.status, `${role} ${name(def)}`).toBe(403);
          expect(res.body).toEqual({ code: "FORBIDDEN", message: "Your role does not allow this" });
        }
      }
    });
  }

  it("grants nothing for role names it does not know, or for none", async () => {
    for (const stored of [["superuser", "admin", "root"], []]) {
      const operator = await createTestOperator({ roles: stored });
      for (const def of guarded) {
        const res = await adminCall(handlerOf(def), urlOf(def), {
          params: paramsOf(def),
          method: def.method,
          cookie: await sessionFor(operator.id),
          body: bodyFor(def),
        });
        if (def.permission === SIGNED_IN) expect([401, 403], name(def)).not.toContain(res.status);
        else expect(res.status, name(def)).toBe(403);
      }
    }
  });
});

describe("who is let in at all", () => {
  it("answers 401 without a session cookie, and with a cookie that opens nothing (removing it)", async () => {
    for (const def of guarded) {
      const none = await adminCall<ErrorBody>(handlerOf(def), urlOf(def), {
        params: paramsOf(def),
        method: def.method,
        body: bodyFor(def),
      });
      expect(none.status, name(def)).toBe(401);
      expect(none.body).toEqual({ code: "UNAUTHORIZED", message: "Please sign in to the back office" });
      expect(none.headers.get("www-authenticate")).toBeNull();
      const forged = await adminCall(handlerOf(def), urlOf(def), {
        params: paramsOf(def),
        method: def.method,
        cookie: "A".repeat(43),
        body: bodyFor(def),
      });
      expect(forged.status, name(def)).toBe(401);
      expect(forged.headers.get("set-cookie")).toMatch(/^mall_admin=; Path=\/; HttpOnly; SameSite=Strict; Max-Age=0/);
    }
  });

  it("never reads a shopper's bearer token: 401 with one, whatever it belongs to", async () => {
    const { user, token } = await createUser();
    // Even an operator whose id equals the shopper's id gets nothing from the shopper's token.
    await createTestOperator({ roles: ["owner"] });
    expect(await db.user.findUnique({ where: { id: user.id } })).not.toBeNull();
    for (const def of guarded) {
      const res = await adminCall(handlerOf(def), urlOf(def), {
        params: paramsOf(def),
        method: def.method,
        headers: { authorization: `Bearer ${token}` },
        body: bodyFor(def),
      });
      expect(res.status, name(def)).toBe(401);
    }
  });

  it("answers 401 for a disabled operator's session", async () => {
    const operator = await createTestOperator({ roles: ["owner"] });
    const cookie = await sessionFor(operator.id);
    await db.operator.update({ where: { id: operator.id }, data: { disabled: true } });
    for (const def of guarded)
      expect(
        (
          await adminCall(handlerOf(def), urlOf(def), {
            params: paramsOf(def),
            method: def.method,
            cookie,
            body: bodyFor(def),
          })
        ).status,
        name(def),
      ).toBe(401);
  });

  it("refuses every change without this site's Origin with 403, before the session or the body is looked at", async () => {
    expect(changes.length).toBeGreaterThan(0);
    const { operator } = await signedIn(["owner"]);
    const cases: { origin: string | null; headers?: Record<string, string> }[] = [
      { origin: "https://evil.example" },
      { origin: "http://localhost.evil.example" },
      { origin: "http://localhost:3000" },
      { origin: "https://localhost" },
      { origin: "null" },
      { origin: null },
      // The right Origin, but the browser says the page was another site's.
      { origin: ORIGIN, headers: { "sec-fetch-site": "cross-site" } },
      { origin: ORIGIN, headers: { "sec-fetch-site": "same-site" } },
      // The address the browser sent the request to (Host) is not the page's origin.
      { origin: "http://127.0.0.1:3150", headers: { host: "127.0.0.1:9999" } },
    ];
    for (const def of changes) {
      for (const c of cases) {
        const res = await adminCall<ErrorBody>(handlerOf(def), urlOf(def), {
          params: paramsOf(def),
          method: def.method,
          cookie: await sessionFor(operator.id),
          origin: c.origin,
          headers: c.headers,
          body: bodyFor(def),
        });
        expect(res.status, `${name(def)} ${JSON.stringify(c)}`).toBe(403);
        expect(res.body.message).toBe("This request did not come from the back office and was refused");
      }
      const same = await adminCall(handlerOf(def), urlOf(def), {
        params: paramsOf(def),
        method: def.method,
        cookie: await sessionFor(operator.id),
        headers: { "sec-fetch-site": "same-origin" },
        body: bodyFor(def),
      });
      expect(same.status, name(def)).not.toBe(403);
      // Served as localhost, addressed by the browser as 127.0.0.1:3150: the Host it sent is this site.
      const byHost = await adminCall(handlerOf(def), urlOf(def), {
        params: paramsOf(def),
        method: def.method,
        cookie: await sessionFor(operator.id),
        origin: "http://127.0.0.1:3150",
        headers: { host: "127.0.0.1:3150", "sec-fetch-site": "same-origin" },
        body: bodyFor(def),
      });
      expect(byHost.status, name(def)).not.toBe(403);
    }
  });

  it("answers no-store and a request id, on success and on refusal", async () => {
    const { cookie } = await signedIn(["viewer"]);
    for (const def of guarded) {
      for (const res of [
        await adminCall(handlerOf(def), urlOf(def), {
          params: paramsOf(def),
          method: def.method,
          body: bodyFor(def),
        }),
        await adminCall(handlerOf(def), urlOf(def), {
          params: paramsOf(def),
          method: def.method,
          cookie,
          body: bodyFor(def),
        }),
      ]) {
        expect(res.headers.get("cache-control"), name(def)).toBe("no-store");
        expect(res.headers.get("x-request-id"), name(def)).toMatch(/^[0-9a-f-]{36}$/);
      }
    }
  });
});
