// Kept-alive connections are never closed under the client's feet (issue 31, lib/server/keep-alive.ts):
// over real HTTP against the production build, with one kept-alive connection (as Node's agent,
// undici, wx.request and a load balancer's pool keep them), every kind of answer the server gives before
// it has read the request's body is followed by a request on the same connection, which must be served.
// The body goes out after the headers, as clients that stream it do, so the early answer is early.
// A body too long to discard is answered with `Connection: close` instead: the client opens a new
// connection, never sends into a closed one.
import { keepAliveClient, type HttpAnswer, type HttpRequest } from "../tests/helpers/http-client";
import { test, expect, createShopper } from "./fixtures";
import { createOperator } from "./admin-fixtures";

type Client = ReturnType<typeof keepAliveClient>;
type OpenApi = { paths: Record<string, Record<string, { requestBody?: unknown }>> };

/** Sends `init` with its body split from the headers, then `next`: `next` must be served, on the same connection unless told to close. */
async function thenServed(
  client: Client,
  what: string,
  path: string,
  init: HttpRequest,
  next: () => Promise<HttpAnswer>,
) {
  const early = await client.request(path, { splitBodyMs: 40, ...init });
  const after = await next();
  expect(after.status, `the request after ${what} (${early.status})`).toBe(200);
  if (early.headers.connection === "close") expect(after.connection, what).not.toBe(early.connection);
  else {
    expect(early.headers.connection, what).toBe("keep-alive");
    expect(after.connection, `${what}: the same connection`).toBe(early.connection);
  }
  return early;
}

/** The POST (and DELETE) operations of an OpenAPI document that declare no body, with `{id}` filled in. */
function bodyless(doc: OpenApi): { method: string; path: string }[] {
  const out: { method: string; path: string }[] = [];
  for (const [path, operations] of Object.entries(doc.paths))
    for (const [method, operation] of Object.entries(operations))
      if ((method === "post" || method === "delete") && !operation.requestBody)
        out.push({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, "999999") });
  return out;
}

test.describe("kept-alive connections", () => {
  test("a shopper's connection serves the next request after every early answer", async ({ baseURL }) => {
    const shopper = await createShopper();
    // As the shop's apps send a body: JSON, with its content type (a body of another type is a 415).
    const auth = { authorization: `Bearer ${shopper.token}`, "x-locale": "en", "content-type": "application/json" };
    const client = keepAliveClient(baseURL!, { maxSockets: 1 });
    const banner = () => client.request("/api/v1/banner");
    try {
      const cartAdd = { body: { skuId: 1, quantity: 1 } };
      expect((await thenServed(client, "401 without a token", "/api/v1/cart-add", cartAdd, banner)).status).toBe(401);
      expect(
        (
          await thenServed(
            client,
            "401 for a bad token",
            "/api/v1/cart-add",
            { ...cartAdd, headers: { authorization: "Bearer x" } },
            banner,
          )
        ).status,
      ).toBe(401);
      expect((await thenServed(client, "405", "/api/v1/cart-add", { ...cartAdd, method: "PUT" }, banner)).status).toBe(
        405,
      );
      expect(
        (await thenServed(client, "405 on a GET route", "/api/v1/banner", { ...cartAdd, method: "POST" }, banner))
          .status,
      ).toBe(405);
      // A body declared at 2 GB: refused at once, and the client told to close.
      const large = await thenServed(
        client,
        "413",
        "/api/v1/cart-add",
        { headers: { ...auth, "content-length": String(2 * 1024 ** 3) }, body: "{}" },
        banner,
      );
      expect(large.status).toBe(413);
      expect(large.headers.connection).toBe("close");

      const doc = (await banner().then(() => client.request("/api/v1/openapi.json"))).json<OpenApi>();
      const endpoints = bodyless(doc);
      expect(endpoints.map((e) => e.path)).toEqual(
        expect.arrayContaining(["/api/v1/daily-sign-in", "/api/v1/consult-read"]),
      );
      for (const { method, path } of endpoints) {
        const early = await thenServed(
          client,
          `${method} ${path} (no body declared)`,
          path,
          { method, headers: auth, body: "{}" },
          banner,
        );
        expect(early.status, path).toBeLessThan(500);
      }
    } finally {
      client.close();
    }
  });

  test("an operator's connection serves the next request after every early answer", async ({ baseURL }) => {
    const { username, password } = createOperator("catalogue");
    const client = keepAliveClient(baseURL!, { maxSockets: 1 });
    const origin = new URL(baseURL!).origin;
    try {
      const login = await client.request("/api/admin/v1/sessions", {
        headers: { origin, "x-locale": "en" },
        body: { username, password },
      });
      expect(login.status).toBe(200);
      const cookie = String(login.headers["set-cookie"]?.[0] ?? "").split(";")[0];
      const signedIn = { cookie, "x-locale": "en" };
      const me = () => client.request("/api/admin/v1/me", { headers: signedIn });
      const change = { body: { courier: "SF", waybill: "SF1234567890" } };

      expect(
        (
          await thenServed(
            client,
            "403 for the Origin",
            "/api/admin/v1/orders/1/ship",
            { ...change, headers: { ...signedIn, origin: "https://evil.example" } },
            me,
          )
        ).status,
      ).toBe(403);
      expect(
        (
          await thenServed(
            client,
            "401 without a session",
            "/api/admin/v1/orders/1/ship",
            { ...change, headers: { origin, "x-locale": "en" } },
            me,
          )
        ).status,
      ).toBe(401);
      expect(
        (
          await thenServed(
            client,
            "403 without the permission",
            "/api/admin/v1/orders/1/ship",
            { ...change, headers: { ...signedIn, origin } },
            me,
          )
        ).status,
      ).toBe(403);
      expect(
        (
          await thenServed(
            client,
            "405",
            "/api/admin/v1/orders/1/ship",
            { ...change, method: "PUT", headers: { ...signedIn, origin } },
            me,
          )
        ).status,
      ).toBe(405);

      const doc = (await client.request("/api/admin/v1/openapi.json", { headers: signedIn })).json<OpenApi>();
      // Logging out would end the session the rest of the test uses.
      const endpoints = bodyless(doc).filter((e) => e.path !== "/api/admin/v1/sessions");
      expect(endpoints.map((e) => e.path)).toEqual(
        expect.arrayContaining(["/api/admin/v1/me/totp", "/api/admin/v1/after-sales/999999/retry-refund"]),
      );
      for (const { method, path } of endpoints) {
        const early = await thenServed(
          client,
          `${method} ${path} (no body declared)`,
          path,
          { method, headers: { ...signedIn, origin, "content-type": "application/json" }, body: "{}" },
          me,
        );
        expect(early.status, path).toBeLessThan(500);
      }
    } finally {
      client.close();
    }
  });
});
