import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it("keeps same-site paths with their query", () => {
    expect(safeRedirect("/orders?status=0")).toBe("/orders?status=0");
    expect(safeRedirect("/goods/7#reviews")).toBe("/goods/7#reviews");
    expect(safeRedirect("/")).toBe("/");
  });

  it("refuses other sites and odd forms", () => {
    for (const bad of [
      "//evil.example",
      "https://evil.example/",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "/%0a//evil",
      "/\t/evil.example",
      "evil",
      "",
    ]) {
      const target = safeRedirect(bad);
      expect(target.startsWith("/") && !target.startsWith("//"), bad).toBe(true);
      expect(new URL(target, "http://shop.test").origin, bad).toBe("http://shop.test");
    }
    expect(safeRedirect("https://evil.example/")).toBe("/me");
    expect(safeRedirect(null)).toBe("/me");
  });

  it("judges the normalised URL, not the raw string (issue 15 item 2)", () => {
    for (const bad of [
      "/.//evil.example/phish",
      "/./\\evil.example",
      "/a/..//evil.example",
      "/%2e//evil.example",
      "/.//evil.example?x=1",
    ]) {
      const target = safeRedirect(bad);
      expect(target, bad).toBe("/me");
    }
    expect(safeRedirect(decodeURIComponent("%2F.%2F%2Fevil.example%2Fphish"))).toBe("/me");
    expect(safeRedirect("/./orders")).toBe("/orders");
  });

  it("does not loop back into the login screens", () => {
    expect(safeRedirect("/login")).toBe("/me");
    expect(safeRedirect("/login/phone?redirect=/cart")).toBe("/me");
    expect(safeRedirect("/register")).toBe("/me");
    expect(safeRedirect("/loginx")).toBe("/loginx");
  });
});
