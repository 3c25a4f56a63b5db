// One table of headers for Next and for the server entry (lib/security-headers.ts): each rule's regular
// expression (the entry's) matches exactly the paths its `source` matches in Next's own matcher.
import { describe, expect, it } from "vitest";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { headerRules, headersFor } from "./security-headers";

const paths = [
  "/",
  "/goods/1",
  "/en/cart",
  "/admin",
  "/admin/orders/3",
  "/administrator",
  "/api/v1/flash-buy/7",
  "/api/admin",
  "/api/admin/v1/me",
  "/api/administer",
  "/uploads/a.png",
  "/uploads",
  "/media/p/1.svg",
  "/mediafile",
  "/_next/static/x.js",
];

describe("headerRules", () => {
  it("match the same paths in the entry as in Next", () => {
    for (const rule of headerRules) {
      const next = getPathMatch(rule.source);
      for (const path of paths)
        expect([rule.source, path, rule.match.test(path)]).toEqual([rule.source, path, next(path) !== false]);
    }
  });
});

describe("headersFor", () => {
  it("gives a flash-buy answer the site's headers and CSP, the back office's API its own", () => {
    expect(headersFor("/api/v1/flash-buy/7")).toMatchObject({
      "x-content-type-options": "nosniff",
      "x-frame-options": "SAMEORIGIN",
      "content-security-policy": expect.stringContaining("frame-ancestors 'self'"),
    });
    expect(headersFor("/api/v1/flash-buy/7")["x-robots-tag"]).toBeUndefined();
    expect(headersFor("/api/admin/v1/me")).toMatchObject({
      "x-robots-tag": "noindex, nofollow",
      "cache-control": "no-store",
    });
    expect(headersFor("/uploads/a.png")["content-security-policy"]).toBeUndefined();
  });
});
