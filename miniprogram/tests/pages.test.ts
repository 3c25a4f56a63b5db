// The mini-program's four pages with a mocked wx (tests/harness.ts): the shop page's web-view
// address and share card, the login handing a one-time code to the web page, and the pay page paying
// with exactly the signed parameters, cancelling, leaving, and the sandbox's simulated pay sheet; the
// subscribe page asking for the subscribe-message templates on a tap and telling the server the accepted ones.
import { describe, expect, it } from "vitest";
import { SHOP, installWx, instantiate, loadPages, run, type PageInstance } from "./harness";

const session = { id: 7, token: "mini-session-token", token_expires_in: 604800 };
const webCode = { code: "Q".repeat(43), expires_in: 60 };
const loginAnswers = {
  "POST /api/v1/weapp/authorizations": { statusCode: 200, data: session },
  "POST /api/v1/weapp/web-codes": { statusCode: 201, data: webCode },
};

/** The shop page and another page, as the framework holds them: shop first, the other pushed on top. */
async function shopAnd(other: "login" | "pay" | "subscribe") {
  const [shopOptions, otherOptions] = await loadPages("../pages/index/index", `../pages/${other}/${other}`);
  const shop = instantiate(shopOptions);
  await run(shop, "onLoad", {});
  run(shop, "onShow");
  return { shop, other: instantiate(otherOptions) };
}

/** What the framework does on navigateBack: the page on top unloads, the shop page shows again. */
function back(shop: PageInstance, top: PageInstance) {
  run(top, "onUnload");
  run(shop, "onShow");
}

describe("the shop page", () => {
  it("opens the shop in the messaging app's language; a share card's path opens that page", async () => {
    installWx({ language: "en" });
    const [options] = await loadPages("../pages/index/index");
    const home = instantiate(options);
    await run(home, "onLoad", {});
    expect(home.data.src).toBe(`${SHOP}/en`);
    const shared = instantiate(options);
    await run(shared, "onLoad", { path: encodeURIComponent("/goods/12") });
    expect(shared.data.src).toBe(`${SHOP}/en/goods/12`);
    const hostile = instantiate(options);
    await run(hostile, "onLoad", { path: "//evil.example/goods/1" });
    expect(hostile.data.src).toBe(`${SHOP}/en`);
  });

  it("shares the goods page shown in the web-view, the index otherwise", async () => {
    installWx({ language: "zh_CN" });
    const [options] = await loadPages("../pages/index/index");
    const page = instantiate(options);
    await run(page, "onLoad", {});
    expect(run(page, "onShareAppMessage", { from: "menu", target: undefined, webViewUrl: `${SHOP}/goods/3` })).toEqual({
      title: "商城",
      path: "/pages/index/index?path=%2Fgoods%2F3",
    });
    expect(run(page, "onShareAppMessage", { from: "menu", target: undefined, webViewUrl: `${SHOP}/cart` })).toEqual({
      title: "商城",
      path: "/pages/index/index",
    });
  });
});

describe("the login page", () => {
  it("wx.login -> the shop's mini-program login -> a one-time code the web-view opens the web login with", async () => {
    const { wx, requests } = installWx({ language: "ja", answers: loginAnswers });
    const { shop, other: login } = await shopAnd("login");
    await run(login, "onLoad", { redirect: encodeURIComponent("/orders/5") });
    expect(wx.login).toHaveBeenCalledOnce();
    expect(requests.map((r) => [r.method, r.url, r.data, r.header.authorization, r.header["x-locale"]])).toEqual([
      ["POST", "/api/v1/weapp/authorizations", { code: "wx-login-code-1" }, undefined, "ja"],
      ["POST", "/api/v1/weapp/web-codes", {}, "Bearer mini-session-token", "ja"],
    ]);
    expect(wx.navigateBack).toHaveBeenCalledOnce();
    back(shop, login);
    expect(shop.data.src).toBe(`${SHOP}/ja/login/mini#code=${webCode.code}&redirect=%2Forders%2F5`);
    // The mini-program's own session is in no URL and not stored.
    expect(String(shop.data.src)).not.toContain(session.token);
    expect(wx.setStorageSync).not.toHaveBeenCalled();
  });

  it("with the offline sandbox sends a stable per-device sandbox code instead of wx.login's", async () => {
    const { wx, requests } = installWx({
      answers: {
        "POST /api/v1/weapp/authorizations": [
          { statusCode: 201, data: session },
          { statusCode: 200, data: session },
        ],
        "POST /api/v1/weapp/web-codes": [
          { statusCode: 201, data: webCode },
          { statusCode: 201, data: webCode },
        ],
      },
    });
    const { other: first } = await shopAnd("login");
    await run(first, "onLoad", { login: "sandbox" });
    const [, secondOptions] = await loadPages("../pages/index/index", "../pages/login/login");
    await run(instantiate(secondOptions), "onLoad", { login: "sandbox" });
    expect(wx.login).not.toHaveBeenCalled();
    const codes = requests.filter((r) => r.url === "/api/v1/weapp/authorizations").map((r) => r.data);
    expect(codes[0]).toEqual({ code: expect.stringMatching(/^sandbox-[0-9a-f]{32}$/) });
    expect(codes[1]).toEqual(codes[0]);
  });

  it("shows the server's message; a retry signs in; a sign-in finishing after the shopper left hands nothing over", async () => {
    const { wx } = installWx({
      language: "en",
      answers: {
        "POST /api/v1/weapp/authorizations": [
          { statusCode: 400, data: { code: "BAD_REQUEST", message: "The WeChat authorisation is invalid" } },
          { statusCode: 200, data: session },
          { statusCode: 200, data: session },
        ],
        "POST /api/v1/weapp/web-codes": { statusCode: 201, data: webCode },
      },
    });
    const { shop, other: login } = await shopAnd("login");
    await run(login, "onLoad", {});
    expect(login.data).toMatchObject({ status: "failed", message: "The WeChat authorisation is invalid" });
    expect(login.data.texts).toEqual({ signingIn: "Logging in with WeChat…", retry: "Retry", back: "Back" });
    expect(wx.navigateBack).not.toHaveBeenCalled();
    await run(login, "signIn");
    back(shop, login);
    // No redirect asked for: the web login goes where it goes by default.
    expect(shop.data.src).toBe(`${SHOP}/en/login/mini#code=${webCode.code}`);

    const [, options] = await loadPages("../pages/index/index", "../pages/login/login");
    const late = instantiate(options);
    const signingIn = run(late, "onLoad", {});
    run(late, "onUnload");
    await signingIn;
    expect(wx.navigateBack).toHaveBeenCalledOnce();
  });
});

describe("the pay page", () => {
  // What wx.requestPayment takes; the server signs the app id too (WeChat Pay's published example values).
  const request = {
    timeStamp: "1732500000",
    nonceStr: "5K8264ILTKCH16CQ2502SI8ZNMTM67VS",
    package: "prepay_id=wx201410272009395522657a690389285100",
    signType: "MD5",
    paySign: "C380BEC2BFD727A4B6845133519F3AD6",
  };
  const signed = { appId: "wx1234567890", ...request };
  const query = { ...signed, orderId: "42" };

  it("pays with exactly the signed parameters, then the web-view opens the order's result", async () => {
    const { wx } = installWx();
    const { shop, other: pay } = await shopAnd("pay");
    await run(pay, "onLoad", query);
    expect(wx.requestPayment).toHaveBeenCalledExactlyOnceWith(request);
    expect(wx.navigateBack).toHaveBeenCalledOnce();
    back(shop, pay);
    expect(shop.data.src).toMatch(new RegExp(`^${SHOP}/orders/42/pay/result\\?outcome=paid&returned=\\d+$`));
  });

  it("a cancelled pay sheet goes back with 'cancel'; another failure with 'fail'", async () => {
    for (const [errMsg, outcome] of [
      ["requestPayment:fail cancel", "cancel"],
      ["requestPayment:fail system error", "fail"],
    ]) {
      const { wx } = installWx();
      wx.requestPayment.mockRejectedValueOnce({ errMsg });
      const { shop, other: pay } = await shopAnd("pay");
      await run(pay, "onLoad", query);
      back(shop, pay);
      expect(shop.data.src).toContain(`/orders/42/pay/result?outcome=${outcome}&`);
    }
  });

  it("leaving with the back button while the sheet is open is a cancel", async () => {
    const { wx } = installWx();
    wx.requestPayment.mockReturnValueOnce(new Promise(() => undefined));
    const { shop, other: pay } = await shopAnd("pay");
    void run(pay, "onLoad", query);
    await new Promise((r) => setTimeout(r, 0));
    back(shop, pay);
    expect(shop.data.src).toContain("/orders/42/pay/result?outcome=cancel&");
  });

  it("refuses incomplete parameters without calling the pay sheet", async () => {
    const { wx } = installWx({ language: "en" });
    const { shop, other: pay } = await shopAnd("pay");
    await run(pay, "onLoad", { ...query, paySign: "" });
    expect(wx.requestPayment).not.toHaveBeenCalled();
    expect(pay.data).toMatchObject({ status: "failed" });
    back(shop, pay);
    expect(shop.data.src).toBe(`${SHOP}/en`);
  });

  describe("the sandbox's simulated pay sheet", () => {
    const no = "2".repeat(32);
    const sig = "b".repeat(32);
    const sandboxQuery = {
      ...query,
      appId: "sandbox",
      signType: "HMAC-SHA256",
      package: `prepay_id=sandbox.${no}.${sig}`,
    };
    const answers = {
      "GET /api/v1/sandbox-cashier": { statusCode: 200, data: { amount: 2790 } },
      "POST /api/v1/sandbox-decide": { statusCode: 200, data: { orderId: 42, decision: "pay", delivered: true } },
    };

    it("shows the amount; paying decides through the sandbox, never wx.requestPayment", async () => {
      const { wx, requests } = installWx({ language: "en", answers });
      const { shop, other: pay } = await shopAnd("pay");
      await run(pay, "onLoad", sandboxQuery);
      expect(wx.requestPayment).not.toHaveBeenCalled();
      expect(wx.showModal).toHaveBeenCalledWith(
        expect.objectContaining({ title: "Simulated payment", content: expect.stringContaining("¥27.90") }),
      );
      expect(requests.map((r) => [r.method, r.url, r.data])).toEqual([
        ["GET", "/api/v1/sandbox-cashier", { no, sig }],
        ["POST", "/api/v1/sandbox-decide", { no, sig, decision: "pay" }],
      ]);
      back(shop, pay);
      expect(shop.data.src).toContain("/en/orders/42/pay/result?outcome=paid&");
    });

    it("cancelling the sheet tells the sandbox nothing and leaves the order payable", async () => {
      const { wx, requests } = installWx({ answers });
      wx.showModal.mockResolvedValueOnce({ confirm: false, cancel: true });
      const { shop, other: pay } = await shopAnd("pay");
      await run(pay, "onLoad", sandboxQuery);
      expect(requests.map((r) => r.url)).toEqual(["/api/v1/sandbox-cashier"]);
      back(shop, pay);
      expect(shop.data.src).toContain("/orders/42/pay/result?outcome=cancel&");
    });
  });
});

describe("the subscribe page", () => {
  const consentAnswers = {
    ...loginAnswers,
    "POST /api/v1/notices-push-consent": { statusCode: 200, data: { credits: 1 } },
  };

  it("on a tap asks for the shop's templates, tells the server the accepted ones with its own session, goes back", async () => {
    const { wx, requests } = installWx({ language: "zh_TW", answers: consentAnswers });
    wx.requestSubscribeMessage.mockResolvedValueOnce({ errMsg: "ok", tmplA: "accept", tmplB: "reject" });
    const { other: page } = await shopAnd("subscribe");
    await run(page, "onLoad", { tmpl: encodeURIComponent("tmplA,tmplB,bad id") });
    expect(page.data.texts).toMatchObject({ allow: "允許通知", later: "暫不" });
    // Nothing is asked before the tap (the messaging app requires one).
    expect(wx.requestSubscribeMessage).not.toHaveBeenCalled();
    await run(page, "allow");
    expect(wx.requestSubscribeMessage).toHaveBeenCalledWith({ tmplIds: ["tmplA", "tmplB"] });
    expect(requests.map((r) => [r.method, r.url, r.data, r.header.authorization])).toEqual([
      ["POST", "/api/v1/weapp/authorizations", { code: "wx-login-code-1" }, undefined],
      ["POST", "/api/v1/notices-push-consent", { templateIds: ["tmplA"] }, "Bearer mini-session-token"],
    ]);
    expect(wx.navigateBack).toHaveBeenCalledOnce();
  });

  it("declined: tells the server nothing; the sandbox logs in with its code; a failure stays with a message", async () => {
    const { wx, requests } = installWx({ language: "en", answers: loginAnswers });
    wx.requestSubscribeMessage.mockResolvedValueOnce({ errMsg: "ok", tmplA: "reject" });
    const { other: declined } = await shopAnd("subscribe");
    await run(declined, "onLoad", { tmpl: "tmplA" });
    await run(declined, "allow");
    expect(requests).toEqual([]);
    expect(wx.navigateBack).toHaveBeenCalledOnce();

    // The sandbox: its per-device code, not wx.login's; the consent call fails (no answer queued).
    const [, options] = await loadPages("../pages/index/index", "../pages/subscribe/subscribe");
    const sandbox = instantiate(options);
    await run(sandbox, "onLoad", { tmpl: "tmplA", login: "sandbox" });
    await run(sandbox, "allow");
    expect(wx.login).not.toHaveBeenCalled();
    expect(requests[0].data).toEqual({ code: expect.stringMatching(/^sandbox-[0-9a-f]{32}$/) });
    expect(sandbox.data).toMatchObject({ busy: false, message: expect.stringContaining("could not be saved") });
    expect(wx.navigateBack).toHaveBeenCalledOnce();

    // No template named: straight back.
    const none = instantiate(options);
    await run(none, "onLoad", {});
    expect(wx.navigateBack).toHaveBeenCalledTimes(2);
  });
});
