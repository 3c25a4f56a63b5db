// The JS-SDK signature (docs/decisions/034-share.md): the official documentation's test vector, and the
// page URLs the shop signs or refuses.
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/domain/errors";
import { jssdkSignature, shopPageUrl } from "./jssdk";

describe("the JS-SDK signature", () => {
  it("matches the official test vector", () => {
    expect(
      jssdkSignature({
        ticket: "sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg",
        nonceStr: "Wm3WZYTPz0wzccnW",
        timestamp: 1414587457,
        url: "http://mp.weixin.qq.com?params=value",
      }),
    ).toBe("0f9de62fce790f9a083d5c99e95740ceb90c27ed");
  });

  it("changes with each field", () => {
    const base = { ticket: "t", nonceStr: "n", timestamp: 1, url: "https://shop.example/goods/1" };
    const signatures = new Set([
      jssdkSignature(base),
      jssdkSignature({ ...base, ticket: "u" }),
      jssdkSignature({ ...base, nonceStr: "m" }),
      jssdkSignature({ ...base, timestamp: 2 }),
      jssdkSignature({ ...base, url: "https://shop.example/goods/2" }),
    ]);
    expect(signatures.size).toBe(5);
  });
});

describe("the page URL to sign", () => {
  const shop = "https://shop.example";

  it("is the shop's page as loaded, without its fragment and not normalised", () => {
    expect(shopPageUrl("https://shop.example/goods/1?from=singlemessage#reviews", shop)).toBe(
      "https://shop.example/goods/1?from=singlemessage",
    );
    // The vector's form: no path, a query straight after the host; signed as sent.
    expect(shopPageUrl("https://shop.example?params=value", shop)).toBe("https://shop.example?params=value");
    expect(shopPageUrl("https://shop.example/en/activity", `${shop}/`)).toBe("https://shop.example/en/activity");
  });

  it.each([
    ["another site", "https://evil.example/goods/1"],
    ["a look-alike host", "https://shop.example.evil.example/goods/1"],
    ["another scheme", "http://shop.example/goods/1"],
    ["another port", "https://shop.example:8443/goods/1"],
    ["credentials in the URL", "https://user:pw@shop.example/goods/1"],
    ["a path without origin", "/goods/1"],
    ["a script URL", "javascript:alert(1)"],
    ["not a URL", "goods 1"],
  ])("refuses %s as a field error", (_what, url) => {
    let error: unknown;
    try {
      shopPageUrl(url, shop);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe("VALIDATION");
    expect((error as ApiError).detail?.fields).toEqual({ url: "jssdk_url_not_shop" });
  });
});
