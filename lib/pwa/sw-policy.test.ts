import { describe, expect, it } from "vitest";
import { swPolicy, type SwRequestInfo } from "./sw-policy";
import { serviceWorkerSource } from "./sw-source";

const origin = "https://mall.example";
const req = (path: string, over: Partial<SwRequestInfo> = {}): SwRequestInfo => ({
  method: "GET",
  url: path.startsWith("http") ? path : origin + path,
  origin,
  mode: "navigate",
  hasAuthorization: false,
  isRsc: false,
  ...over,
});

describe("service worker policy", () => {
  it("never stores the API, per-user or authenticated requests", () => {
    for (const path of ["/api/v1/cart-index", "/api/v1/orders", "/api/v1/products", "/uploads/a.png", "/sw.js"]) {
      expect(swPolicy(req(path, { mode: "cors" }))).toBe("bypass");
    }
    expect(swPolicy(req("/goods/1", { hasAuthorization: true }))).toBe("bypass");
    expect(swPolicy(req("/goods/1", { method: "POST" }))).toBe("bypass");
    expect(swPolicy(req("/goods/1", { isRsc: true, mode: "cors" }))).toBe("bypass");
    expect(swPolicy(req("/goods/1?_rsc=abc", { mode: "cors" }))).toBe("bypass");
    expect(swPolicy(req("https://elsewhere.example/goods/1"))).toBe("bypass");
  });

  it("leaves the back office alone: pages and API", () => {
    for (const path of ["/admin", "/admin/", "/admin/login", "/admin/orders/5?x=1", "/api/admin/v1/me"]) {
      expect(swPolicy(req(path)), path).toBe("bypass");
      expect(swPolicy(req(path, { mode: "cors" })), path).toBe("bypass");
    }
    // Only the /admin segment: a shop page that merely starts with the letters is not the console.
    expect(swPolicy(req("/administer"))).toBe("page-no-store");
  });

  it("stores catalogue pages and tab shells, in every locale", () => {
    for (const path of [
      "/",
      "/en",
      "/category",
      "/ja/category/3",
      "/goods/9",
      "/zh-Hant/search?q=x",
      "/cart",
      "/me",
      "/discount",
    ]) {
      expect(swPolicy(req(path))).toBe("page");
    }
  });

  it("answers per-user screens from the network only (offline screen when it fails)", () => {
    for (const path of ["/orders", "/en/orders/5", "/address", "/setting", "/login", "/order/confirm", "/coupon"]) {
      expect(swPolicy(req(path))).toBe("page-no-store");
    }
  });

  it("keeps build files, icons and pictures cache-first; other sub-resources pass", () => {
    expect(swPolicy(req("/_next/static/chunks/a.js", { mode: "no-cors" }))).toBe("static");
    expect(swPolicy(req("/icons/icon-192.png", { mode: "no-cors" }))).toBe("static");
    expect(swPolicy(req("/favicon.ico", { mode: "no-cors" }))).toBe("static");
    expect(swPolicy(req("/media/product/1.svg", { mode: "no-cors" }))).toBe("media");
    expect(swPolicy(req("/goods/1", { mode: "cors" }))).toBe("bypass");
  });

  it("the worker's source embeds the policy and the build version and parses as a script", () => {
    const source = serviceWorkerSource("b123");
    expect(source).toContain('const VERSION = "b123"');
    expect(source).toContain("SKIP_WAITING");
    expect(() => new Function(source)).not.toThrow();
    expect(serviceWorkerSource("b124")).not.toBe(source);
  });
});
