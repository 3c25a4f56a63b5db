// The entry's refusals (lib/server/guards.ts), over real HTTP: each answered before the app, in the
// caller's language, with the site's headers (lib/security-headers.ts); the connection stays usable.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEntry } from "@/tests/helpers/entry-server";
import { keepAliveClient } from "@/tests/helpers/http-client";

let entry: Awaited<ReturnType<typeof startEntry>>;
let client: ReturnType<typeof keepAliveClient>;

beforeAll(async () => {
  entry = await startEntry();
  client = keepAliveClient(entry.base, { maxSockets: 1 });
});
afterAll(async () => {
  client.close();
  await entry.close();
});

describe("refuseTraceMethods", () => {
  it("answers TRACE with 405, Allow and the JSON body; the app never sees it", async () => {
    entry.reached.length = 0;
    const res = await client.request("/", { method: "TRACE" });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toContain("GET");
    expect(res.json()).toMatchObject({ code: "METHOD_NOT_ALLOWED" });
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(entry.reached).toEqual([]);
    expect((await client.request("/")).status).toBe(200);
  });
});

describe("hideDisguisedAdminPaths", () => {
  it("answers a disguised back-office path with 404 and the back office's headers", async () => {
    entry.reached.length = 0;
    const res = await client.request("/api/admin%2Fv1/me", { headers: { "x-locale": "en" } });
    expect(res.status).toBe(404);
    expect(res.json()).toMatchObject({ code: "NOT_FOUND", message: expect.any(String) });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(entry.reached).toEqual([]);
  });

  it("lets the canonical path through", async () => {
    entry.reached.length = 0;
    expect((await client.request("/api/admin/v1/me")).status).toBe(200);
    expect(entry.reached.map((r) => r.url)).toEqual(["/api/admin/v1/me"]);
  });
});

describe("gateApiMethods", () => {
  it("answers a wrong method with 405, Allow and the translated JSON body; the app never sees it", async () => {
    entry.reached.length = 0;
    const res = await client.request("/api/v1/cart-add", { method: "PUT", headers: { "x-locale": "ja" } });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe("OPTIONS, POST");
    const body = res.json<{ code: string; message: string }>();
    expect(body.code).toBe("METHOD_NOT_ALLOWED");
    expect(body.message).not.toMatch(/^[\x20-\x7e]+$/);
    expect(entry.reached).toEqual([]);
  });

  it("lets pages and a right method through", async () => {
    entry.reached.length = 0;
    expect((await client.request("/api/v1/cart-add", { body: {} })).status).toBe(200);
    expect((await client.request("/goods/1", { method: "PUT" })).status).toBe(200);
    expect(entry.reached).toHaveLength(2);
  });
});
