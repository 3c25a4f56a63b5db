// The proxy's table of API methods must say exactly what the route files export.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { allowedApiMethods, apiRouteMethods } from "./route-methods";
import { methodGate } from "./method-gate";

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name.startsWith("[...") ? [] : routeFiles(full);
    return e.name === "route.ts" ? [full] : [];
  });
}

describe("apiRouteMethods", () => {
  it("matches the methods every app/api route file exports", () => {
    const root = path.resolve(import.meta.dirname, "../../app");
    const actual: Record<string, string[]> = {};
    for (const file of routeFiles(path.join(root, "api"))) {
      const route = "/" + path.relative(root, path.dirname(file)).split(path.sep).join("/");
      const source = fs.readFileSync(file, "utf8");
      actual[route] = [...source.matchAll(/export (?:const|async function|function) (GET|POST|PUT|PATCH|DELETE)\b/g)]
        .map((m) => m[1])
        .sort();
    }
    expect(Object.fromEntries(Object.entries(apiRouteMethods).map(([k, v]) => [k, [...v].sort()]))).toEqual(actual);
  });

  it("resolves dynamic segments and unknown paths", () => {
    expect(allowedApiMethods("/api/v1/payment-notify/wechat")).toEqual(["OPTIONS", "POST"]);
    expect(allowedApiMethods("/api/v1/banner/")).toEqual(["GET", "HEAD", "OPTIONS"]);
    expect(allowedApiMethods("/api/v1/no-such")).toBeNull();
  });
});

describe("methodGate", () => {
  const en = new Headers({ "x-locale": "en" });

  it("refuses TRACE and TRACK on any path", async () => {
    for (const url of ["/", "/goods", "/api/v1/banner", "/_next/static/x.js"]) {
      for (const method of ["TRACE", "TRACK"]) {
        const res = methodGate(method, url, en);
        expect(res?.status, `${method} ${url}`).toBe(405);
        expect(await res!.json()).toMatchObject({ code: "METHOD_NOT_ALLOWED" });
      }
    }
  });

  it("answers a wrong API method with Allow and a JSON body; right ones pass", async () => {
    const res = methodGate("DELETE", "/api/v1/banner", en)!;
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    expect(await res.json()).toEqual({ code: "METHOD_NOT_ALLOWED", message: "Method not allowed" });
    expect(methodGate("POST", "/api/v1/banner", en)?.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    expect(methodGate("GET", "/api/v1/banner", en)).toBeNull();
    expect(methodGate("GET", "/api/v1/sessions", en)?.status).toBe(405);
    expect(methodGate("POST", "/goods", en)).toBeNull();
    expect(methodGate("PUT", "/api/v1/unknown", en)).toBeNull();
  });
});
