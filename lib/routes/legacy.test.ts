import { describe, expect, it } from "vitest";
import { legacyHashTarget, legacyTarget, merchandisingTarget } from "./legacy";

describe("legacy paths", () => {
  it("maps pages to clean URLs, ids into the path, other query kept", () => {
    expect(legacyTarget("/pages/index/index")).toBe("/");
    expect(legacyTarget("/pages/index/test-home")).toBe("/");
    expect(legacyTarget("/pages/goods/goods-detail", "?id=7")).toBe("/goods/7");
    expect(legacyTarget("/pages/goods/goods-detail", "id=7&from=share")).toBe("/goods/7?from=share");
    expect(legacyTarget("/pages/category/category-id", "?id=3")).toBe("/category/3");
    expect(legacyTarget("/pages/order/no_pay_order")).toBe("/orders?status=0");
    expect(legacyTarget("/pages/address/edit-address")).toBe("/address/new");
    expect(legacyTarget("/pages/address/edit-address", "id=4")).toBe("/address/4/edit");
    expect(legacyTarget("/pages/search/search")).toBe("/search");
  });
  it("returns null for unknown pages and non-numeric ids fall back", () => {
    expect(legacyTarget("/pages/nope/nope")).toBeNull();
    expect(legacyTarget("/pages/error/404/404")).toBeNull();
    expect(legacyTarget("/pages/goods/goods-detail", "id=abc")).toBe("/goods");
  });
  it("understands the hash form", () => {
    expect(legacyHashTarget("#/pages/goods/goods-detail?id=12")).toBe("/goods/12");
    expect(legacyHashTarget("#/pages/me/me")).toBe("/me");
    expect(legacyHashTarget("#/")).toBeNull();
    expect(legacyHashTarget("#section")).toBeNull();
  });
  it("resolves merchandising links to safe targets", () => {
    expect(merchandisingTarget("/pages/goods/goods-detail?id=7")).toBe("/goods/7");
    expect(merchandisingTarget("#/pages/category/category-id?id=3")).toBe("/category/3");
    expect(merchandisingTarget("/discount")).toBe("/discount");
    expect(merchandisingTarget("https://example.com/a?b=1")).toBe("https://example.com/a?b=1");
    expect(merchandisingTarget("")).toBe("/");
    // Never a script or another host through an app link.
    expect(merchandisingTarget("javascript:alert(1)")).toBe("/");
    expect(merchandisingTarget(" JavaScript:alert(1)")).toBe("/");
    expect(merchandisingTarget("data:text/html,<script>alert(1)</script>")).toBe("/");
    expect(merchandisingTarget("//evil.example/x")).toBe("/");
  });
});
