import { describe, expect, it } from "vitest";
import { resolveWebviewTarget } from "./webview";

const site = "https://mall.example.com";
const allowed = ["https://help.example.com"];
const resolve = (url: string | undefined) => resolveWebviewTarget(url, site, allowed);

describe("resolveWebviewTarget", () => {
  it("shows paths and full URLs of this site", () => {
    expect(resolve("/service/list?kind=returns")).toEqual({
      ok: true,
      src: "/service/list?kind=returns",
      external: false,
    });
    expect(resolve("https://mall.example.com/coupon#x")).toEqual({ ok: true, src: "/coupon#x", external: false });
  });

  it("shows https pages of allow-listed origins", () => {
    expect(resolve("https://help.example.com/faq?q=1")).toEqual({
      ok: true,
      src: "https://help.example.com/faq?q=1",
      external: true,
    });
  });

  it("refuses everything else", () => {
    for (const url of [
      "https://evil.example.net/",
      "http://help.example.com/faq",
      "https://help.example.com.evil.net/",
      "https://user:pw@help.example.com/",
      "//evil.example.net/x",
      "/\\evil.example.net",
      "/.//evil.example",
      "/x/..//evil.example/",
      "/%2e//evil.example",
      "https://mall.example.com/.//evil.example",
      "javascript:alert(1)",
      "data:text/html,<h1>x</h1>",
      "not a url",
    ]) {
      expect(resolve(url), url).toEqual({ ok: false, reason: "notAllowed" });
    }
    expect(resolve(undefined)).toEqual({ ok: false, reason: "missing" });
    expect(resolve("  ")).toEqual({ ok: false, reason: "missing" });
  });
});
