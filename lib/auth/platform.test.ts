import { describe, expect, it } from "vitest";
import { Platform, detectEnvironment, offersWechatLogin, wechatPlace } from "./platform";

const UA = {
  wechatWeb:
    "Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.43.2480(0x28002B37) NetType/WIFI Language/zh_CN",
  wechatMini:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.42 NetType/WIFI Language/zh_CN miniProgram/wx1234",
  alipayWeb:
    "Mozilla/5.0 (Linux; Android 12) AppleWebKit/537.36 Chrome/99 Mobile Safari/537.36 AlipayClient/10.5.36.8000 Language/zh-Hans",
  alipayMini:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 AlipayClient/10.5.0 MiniProgram Language/zh-Hans",
  appIos:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Html5Plus/1.0 uni-app",
  appAndroid:
    "Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/116 Mobile Safari/537.36 Html5Plus/1.0 (Immersed/24)",
  phone:
    "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36",
  desktop: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36",
};

describe("detectEnvironment", () => {
  it("maps user agents to the specification's platform codes", () => {
    expect(detectEnvironment(UA.wechatWeb)).toEqual({ kind: "wechat-web", platform: Platform.MP });
    expect(detectEnvironment(UA.wechatMini)).toEqual({ kind: "wechat-mini", platform: Platform.MINI_WECHAT });
    expect(detectEnvironment(UA.alipayWeb)).toEqual({ kind: "alipay-web", platform: Platform.WAP });
    expect(detectEnvironment(UA.alipayMini)).toEqual({ kind: "alipay-mini", platform: Platform.MINI_ALIPAY });
    expect(detectEnvironment(UA.appIos)).toEqual({ kind: "app", platform: Platform.IOS });
    expect(detectEnvironment(UA.appAndroid)).toEqual({ kind: "app", platform: Platform.ANDROID });
    expect(detectEnvironment(UA.phone)).toEqual({ kind: "web", platform: Platform.WAP });
    expect(detectEnvironment(UA.desktop)).toEqual({ kind: "web", platform: Platform.WEB });
    expect(detectEnvironment(null)).toEqual({ kind: "web", platform: Platform.WEB });
  });

  it("offers the messaging-app login only inside the app, unless the sandbox runs", () => {
    expect(offersWechatLogin(detectEnvironment(UA.wechatWeb), "wechat")).toBe(true);
    expect(offersWechatLogin(detectEnvironment(UA.wechatMini), "wechat")).toBe(true);
    expect(offersWechatLogin(detectEnvironment(UA.phone), "wechat")).toBe(false);
    expect(offersWechatLogin(detectEnvironment(UA.alipayWeb), "wechat")).toBe(false);
    expect(offersWechatLogin(detectEnvironment(UA.phone), "sandbox")).toBe(true);
  });

  it("puts the messaging-app login first inside the app, among the other ways in the sandbox elsewhere", () => {
    for (const provider of ["wechat", "sandbox"] as const) {
      expect(wechatPlace(detectEnvironment(UA.wechatWeb), provider)).toBe("first");
      expect(wechatPlace(detectEnvironment(UA.wechatMini), provider)).toBe("first");
    }
    expect(wechatPlace(detectEnvironment(UA.phone), "sandbox")).toBe("other");
    expect(wechatPlace(detectEnvironment(UA.desktop), "sandbox")).toBe("other");
    expect(wechatPlace(detectEnvironment(UA.phone), "wechat")).toBeNull();
    expect(wechatPlace(detectEnvironment(UA.alipayWeb), "wechat")).toBeNull();
  });
});
