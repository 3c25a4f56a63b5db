// The mini-program's pure parts: locale, the web-view's addresses, share paths, the pay page's query,
// and its texts in the four locales.
import { describe, expect, it } from "vitest";
import { allTexts, translate } from "../utils/i18n";
import { outcomeOf, payRequestFromQuery } from "../utils/pay";
import {
  localeFromLanguage,
  locales,
  payResultPath,
  safePath,
  sandboxHandle,
  sharePath,
  shopPageUrl,
  webLoginPath,
} from "../utils/shop";

const SHOP = "https://mall.example.com";

describe("addresses", () => {
  it("maps the messaging app's language to the shop's locale", () => {
    expect(["zh_CN", "zh_TW", "zh_HK", "en", "en_US", "ja", "fr", undefined].map(localeFromLanguage)).toEqual([
      "zh-Hans",
      "zh-Hant",
      "zh-Hant",
      "en",
      "en",
      "ja",
      "zh-Hans",
      "zh-Hans",
    ]);
  });

  it("opens only the shop's own pages, in the locale (zh-Hans has no prefix)", () => {
    expect(shopPageUrl(SHOP, "zh-Hans", "/")).toBe(`${SHOP}/`);
    expect(shopPageUrl(SHOP, "en", "/")).toBe(`${SHOP}/en`);
    expect(shopPageUrl(SHOP, "ja", "/goods/7")).toBe(`${SHOP}/ja/goods/7`);
    for (const hostile of ["//evil.example/x", "https://evil.example", "\\\\evil", "goods/7", ""])
      expect(safePath(hostile)).toBe("/");
    expect(shopPageUrl(SHOP, "en", "//evil.example")).toBe(`${SHOP}/en`);
  });

  it("shares the index and goods pages, without locale or other parameters; anything else shares the index", () => {
    expect(sharePath(SHOP, `${SHOP}/en/goods/12?from=cart`)).toBe("/pages/index/index?path=%2Fgoods%2F12");
    expect(sharePath(SHOP, `${SHOP}/goods/12`)).toBe("/pages/index/index?path=%2Fgoods%2F12");
    expect(sharePath(SHOP, `${SHOP}/pages/goods/goods-detail?utm=x&id=5`)).toBe(
      "/pages/index/index?path=%2Fpages%2Fgoods%2Fgoods-detail%3Fid%3D5",
    );
    expect(sharePath(SHOP, `${SHOP}/ja`)).toBe("/pages/index/index");
    expect(sharePath(SHOP, `${SHOP}/orders/3`)).toBe("/pages/index/index");
    expect(sharePath(SHOP, `${SHOP}/login/mini#code=abc`)).toBe("/pages/index/index");
    expect(sharePath(SHOP, "https://elsewhere.example/goods/1")).toBe("/pages/index/index");
    expect(sharePath(SHOP, `${SHOP}.evil.example/goods/1`)).toBe("/pages/index/index");
    expect(sharePath(SHOP, undefined)).toBe("/pages/index/index");
  });

  it("hands the login code over in the fragment and the pay outcome in the query", () => {
    expect(webLoginPath("a-b_c", "/orders/3?x=1")).toBe("/login/mini#code=a-b_c&redirect=%2Forders%2F3%3Fx%3D1");
    expect(webLoginPath("abc", "https://evil.example")).toBe("/login/mini#code=abc&redirect=%2F");
    expect(webLoginPath("abc")).toBe("/login/mini#code=abc");
    expect(payResultPath(9, "cancel", 1700000000000)).toBe(
      "/orders/9/pay/result?outcome=cancel&returned=1700000000000",
    );
  });
});

describe("the pay page's query", () => {
  // What wx.requestPayment takes; the server signs the app id too (WeChat Pay's published example values).
  const request = {
    timeStamp: "1732500000",
    nonceStr: "5K8264ILTKCH16CQ2502SI8ZNMTM67VS",
    package: "prepay_id=wx201410272009395522657a690389285100",
    signType: "MD5",
    paySign: "C380BEC2BFD727A4B6845133519F3AD6",
  };
  const signed = { appId: "wx1234567890", ...request };

  it("takes the five request-payment parameters and the order, encoded or not", () => {
    const encoded = Object.fromEntries(
      Object.entries({ ...signed, orderId: "42" }).map(([k, v]) => [k, encodeURIComponent(v)]),
    );
    for (const query of [{ ...signed, orderId: "42" }, encoded]) {
      expect(payRequestFromQuery(query)).toEqual({ orderId: 42, request });
    }
  });

  it("refuses a query with a parameter missing, an unknown sign type or no order", () => {
    expect(payRequestFromQuery({ ...signed, paySign: undefined, orderId: "1" })).toBeNull();
    expect(payRequestFromQuery({ ...signed, signType: "SHA1", orderId: "1" })).toBeNull();
    expect(payRequestFromQuery({ ...signed })).toBeNull();
    expect(payRequestFromQuery({ ...signed, orderId: "-3" })).toBeNull();
  });

  it("tells a cancelled pay sheet from a failed one; reads the sandbox's handle", () => {
    expect(outcomeOf({ errMsg: "requestPayment:fail cancel" })).toBe("cancel");
    expect(outcomeOf({ errMsg: "requestPayment:fail (detail message)" })).toBe("fail");
    expect(outcomeOf(new Error("x"))).toBe("fail");
    const no = "1".repeat(32);
    const sig = "a".repeat(32);
    expect(sandboxHandle(`prepay_id=sandbox.${no}.${sig}`)).toEqual({ no, sig });
    expect(sandboxHandle(signed.package)).toBeNull();
  });
});

describe("texts", () => {
  it("every locale has every key, and values fill in", () => {
    const keys = Object.keys(allTexts["zh-Hans"]).sort();
    for (const locale of locales) {
      expect(Object.keys(allTexts[locale]).sort(), locale).toEqual(keys);
      for (const key of keys)
        expect(allTexts[locale][key as keyof (typeof allTexts)["en"]], `${locale}.${key}`).not.toBe("");
    }
    expect(translate("en", "sandboxContent", { amount: "12.30" })).toContain("¥12.30");
  });
});
