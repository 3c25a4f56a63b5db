// The API wrapper end to end through real route handlers: success shape, validation errors in the
// caller's language, the one error mapping, and token checks (HS256 pinned, expiry, tampering).
import { describe, expect, it } from "vitest";
import { SignJWT } from "jose";
import { GET as products } from "@/app/api/v1/products/route";
import { GET as banner } from "@/app/api/v1/banner/route";
import { GET as category } from "@/app/api/v1/category/route";
import { GET as openapi } from "@/app/api/v1/openapi.json/route";
import { handler } from "@/lib/api/handler";
import { z } from "zod";
import { endpoint } from "@/lib/api/endpoint";
import { call } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/users";
import { db } from "@/lib/db";

type Page = {
  rows: { id: number; name: string; price: number; image: string; sales: number }[];
  total: number;
  hasMore: boolean;
};
type ErrorBody = { code: string; message: string; fields?: Record<string, string> };

const whoami = handler(
  endpoint({
    method: "GET",
    path: "/api/v1/test-whoami",
    summary: "test",
    tag: "Test",
    auth: "required",
    response: z.object({ id: z.number() }),
  }),
  async ({ user }) => ({ id: user.id }),
);

describe("catalogue basics", () => {
  it("lists seeded products as { rows, total, hasMore } with cents", async () => {
    const res = await call<Page>(products, "/api/v1/products?pageSize=5");
    expect(res.status).toBe(200);
    expect(res.body.rows).toHaveLength(5);
    expect(res.body.total).toBeGreaterThanOrEqual(80);
    expect(res.body.hasMore).toBe(true);
    for (const row of res.body.rows) {
      expect(Number.isInteger(row.price)).toBe(true);
      expect(row.image).toMatch(/^\/media\//);
    }
    const last = await call<Page>(products, `/api/v1/products?pageSize=20&pageIndex=${Math.ceil(res.body.total / 20)}`);
    expect(last.body.hasMore).toBe(false);
  });

  it("serves banners and a two-level category tree", async () => {
    const b = await call<unknown[]>(banner, "/api/v1/banner");
    expect(b.body.length).toBeGreaterThanOrEqual(3);
    const c = await call<{ children: unknown[] }[]>(category, "/api/v1/category");
    expect(c.body.length).toBeGreaterThanOrEqual(10);
    expect(c.body.every((top) => top.children.length > 0)).toBe(true);
  });
});

describe("errors", () => {
  it("answers bad input with 422 and translated field messages", async () => {
    const en = await call<ErrorBody>(products, "/api/v1/products?pageSize=500", { locale: "en" });
    expect(en.status).toBe(422);
    expect(en.body.code).toBe("VALIDATION");
    expect(en.body.fields?.pageSize).toBe("Page size must be at most 100");
    const zh = await call<ErrorBody>(products, "/api/v1/products?pageSize=500", { locale: "zh-Hans" });
    expect(zh.body.fields?.pageSize).toBe("每页数量不能大于 100");
    const ja = await call<ErrorBody>(products, "/api/v1/products?tag=nope", {
      headers: { "accept-language": "ja-JP,ja;q=0.9" },
      locale: "",
    });
    expect(ja.status).toBe(422);
    expect(ja.body.message).toContain("タグ");
  });

  it("never leaks internals on a bug", async () => {
    const broken = handler(
      endpoint({
        method: "GET",
        path: "/api/v1/test-broken",
        summary: "t",
        tag: "T",
        auth: "none",
        response: z.object({}),
      }),
      async () => {
        throw new Error("secret internals");
      },
    );
    const original = console.error;
    console.error = () => {};
    const res = await call<ErrorBody>(broken, "/api/v1/test-broken", { locale: "zh-Hant" });
    console.error = original;
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: "INTERNAL", message: "網絡開小差了！" });
  });
});

describe("tokens", () => {
  it("accepts a valid token and rejects missing ones with 401", async () => {
    const { user, token } = await createUser();
    expect((await call<{ id: number }>(whoami, "/api/v1/test-whoami", { token })).body.id).toBe(user.id);
    const none = await call<ErrorBody>(whoami, "/api/v1/test-whoami");
    expect(none.status).toBe(401);
    expect(none.body.code).toBe("UNAUTHORIZED");
  });

  it("rejects tampered, unsigned, wrong-algorithm and expired tokens", async () => {
    const { user, token } = await createUser();
    const [h, p, s] = token.split(".");
    const payload = JSON.parse(Buffer.from(p, "base64url").toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...payload, sub: String(user.id + 1) })).toString("base64url")}.${s}`;
    const unsigned = `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${p}.`;
    const secret = new TextEncoder().encode(process.env.JWT_SECRET);
    const hs512 = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: "HS512" })
      .setSubject(String(user.id))
      .setIssuer("the-mall")
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(secret);
    const expired = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(user.id))
      .setIssuer("the-mall")
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(secret);
    for (const bad of [forged, unsigned, hs512, expired, "garbage"]) {
      const res = await call<ErrorBody>(whoami, "/api/v1/test-whoami", { token: bad });
      expect(res.status, bad).toBe(401);
      expect(res.body.code).toBe("UNAUTHORIZED");
    }
  });

  it("rejects a token after the user's token version moved on (password change, cancellation)", async () => {
    const { user, token } = await createUser();
    await db.user.update({ where: { id: user.id }, data: { tokenVersion: { increment: 1 } } });
    expect((await call(whoami, "/api/v1/test-whoami", { token })).status).toBe(401);
  });
});

describe("openapi", () => {
  it("describes endpoints keyed by full path, with zod-derived parameters", async () => {
    const res = await openapi();
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<string, { get?: { parameters?: { name: string }[] } }>;
    };
    expect(doc.openapi).toBe("3.1.0");
    const names = doc.paths["/api/v1/products"].get?.parameters?.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(["pageIndex", "pageSize", "categoryId", "tag"]));
  });
});
