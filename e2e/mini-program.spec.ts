// The shop inside the mini-program's web-view (docs/decisions/019-mini-program.md), with the
// mini-program's user agent and a stub of the messaging app's native bridge (WeixinJSBridge) under the
// real JS-SDK, which records what wx.miniProgram asks for. The mini-program's side is played by the
// test with the mini-program's own address builders: its pay page deciding through the sandbox, its
// shop page reopening the web-view when the pay or login page goes back.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { test, expect, e2eDatabase } from "./fixtures";
import { addressBody, api, createE2eSku } from "./shop-fixtures";
import { payResultPath, sandboxHandle, webLoginPath } from "../miniprogram/utils/shop";
// The pure signing helpers only: the payment entry would load the database client into the test runner.
// eslint-disable-next-line no-restricted-imports
import { canonicalString, hmacSha256Hex } from "../lib/services/payment/providers/signing";

const MINI_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 " +
  "MicroMessenger/8.0.50.2701(0x28003237) NetType/WIFI Language/zh_CN ABI/arm64 miniProgram/wx0123456789abcdef";

test.use({ userAgent: MINI_UA });

type BridgeCall = { name: string; args: { name: string; arg: Record<string, string> } };
type StubWindow = Window & { __bridgeCalls: BridgeCall[]; jWeixin?: unknown };

/** The native bridge a mini-program's web-view injects, recording every call the JS-SDK makes. */
async function stubBridge(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as StubWindow & { __wxjs_environment: string; WeixinJSBridge: unknown };
    w.__wxjs_environment = "miniprogram";
    w.__bridgeCalls = [];
    w.WeixinJSBridge = {
      invoke(name: string, args: BridgeCall["args"], callback?: (res: unknown) => void) {
        w.__bridgeCalls.push({ name, args });
        callback?.({ err_msg: `${name}:ok` });
      },
      on() {},
    };
  });
}

/** The mini-program page the web page navigated to, once it did. */
async function navigatedTo(page: Page, nth = 0): Promise<URL> {
  const calls = () =>
    page.evaluate(() =>
      (window as unknown as StubWindow).__bridgeCalls.filter(
        (c) => c.name === "invokeMiniProgramAPI" && c.args.name === "navigateTo",
      ),
    );
  await expect.poll(async () => (await calls()).length).toBeGreaterThan(nth);
  return new URL((await calls())[nth].args.arg.url, "https://mini-program.invalid");
}

const sandboxSecret = () =>
  fs.readFileSync(path.join(process.env.E2E_DATA_DIR as string, "payment-sandbox-secret"), "utf8").trim();

const orderStatus = (id: number) => {
  const db = e2eDatabase();
  try {
    return (db.prepare('SELECT status FROM "Order" WHERE id = ?').get(id) as { status: number }).status;
  } finally {
    db.close();
  }
};

async function unpaidOrder(me: ReturnType<typeof api>) {
  const sku = createE2eSku({ price: 1990, stock: 3 });
  const address = await (await me.post("/api/v1/create-addresses", addressBody)).json();
  return (await (
    await me.post("/api/v1/create-order-now", { addressId: address.id, skuId: sku.skuId, quantity: 1 })
  ).json()) as {
    id: number;
  };
}

/** Pays on the order's pay screen; answers the parameters the server signed and the pay page's URL. */
async function payInMiniProgram(page: Page, orderId: number, nth = 0) {
  await page.goto(`/orders/${orderId}/pay`);
  await expect(page.getByText("微信支付")).toBeVisible();
  const created = page.waitForResponse((r) => r.url().endsWith("/api/v1/wx-mini-pay"));
  await page.getByRole("button", { name: "立即支付" }).click();
  const signed = ((await (await created).json()) as { action: { kind: string; params: Record<string, string> } })
    .action;
  expect(signed.kind).toBe("mini");
  return { params: signed.params, url: await navigatedTo(page, nth) };
}

test("pay: the pay page gets exactly what the server signed; back from it, the order shows paid", async ({
  page,
  request,
  shopper,
}) => {
  const order = await unpaidOrder(api(request, shopper.token));
  await shopper.login(page);
  await stubBridge(page);
  const { params, url } = await payInMiniProgram(page, order.id);

  expect(url.pathname).toBe("/pages/pay/pay");
  expect(Object.fromEntries(url.searchParams)).toEqual({ ...params, orderId: String(order.id) });
  const { paySign, ...signedFields } = params;
  expect(Object.keys(signedFields).sort()).toEqual(["appId", "nonceStr", "package", "signType", "timeStamp"]);
  expect(paySign).toBe(hmacSha256Hex(sandboxSecret(), canonicalString(signedFields)));

  // The pay page: the sandbox's simulated sheet, paid.
  const handle = sandboxHandle(url.searchParams.get("package") ?? "");
  expect(handle).not.toBeNull();
  const decided = await request.post("/api/v1/sandbox-decide", { data: { ...handle, decision: "pay" } });
  expect(decided.status()).toBe(200);
  // It went through the messaging app's JS-SDK, loaded for the mini-program.
  expect(await page.evaluate(() => typeof (window as unknown as StubWindow).jWeixin)).toBe("object");

  // Back in the shop page: the web-view opens the order's pay result, which asks at once.
  await page.goto(payResultPath(order.id, "paid", Date.now()));
  await expect(page.getByTestId("pay-result")).toHaveText("支付成功");
  await expect(page.getByTestId("order-status")).toHaveText("待发货");
  expect(orderStatus(order.id)).toBe(500);
});

test("pay: a cancelled pay sheet leaves the order payable, and paying again hands over anew", async ({
  page,
  request,
  shopper,
}) => {
  const order = await unpaidOrder(api(request, shopper.token));
  await shopper.login(page);
  await stubBridge(page);
  const first = await payInMiniProgram(page, order.id);

  await page.goto(payResultPath(order.id, "cancel", Date.now()));
  await expect(page.getByTestId("pay-result")).toHaveText("支付未完成");
  await expect(page.getByTestId("order-status")).toHaveText("待付款");
  expect(orderStatus(order.id)).toBe(0);

  await page.getByRole("link", { name: "重新支付" }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}/pay$`));
  const second = await payInMiniProgram(page, order.id);
  expect(second.url.searchParams.get("package")).not.toBe(first.url.searchParams.get("package"));
  expect(orderStatus(order.id)).toBe(0);
});

test("login: handed to the mini-program; its one-time code logs the web page in once, and leaves no trace", async ({
  page,
  request,
  browserErrors,
}) => {
  // The same code a second time, at the end.
  browserErrors.allowFailedRequest("/api/v1/weapp/web-code-authorizations", 400);
  await stubBridge(page);
  await page.goto(`/login/wechat?redirect=${encodeURIComponent("/me")}`);
  await page.getByRole("button", { name: "允许并登录" }).click();
  const login = await navigatedTo(page);
  expect(login.pathname).toBe("/pages/login/login");
  expect(Object.fromEntries(login.searchParams)).toEqual({ redirect: "/me", login: "sandbox" });

  // The mini-program's login page: its own sign-in, then a one-time code for the web page.
  const session = await (
    await request.post("/api/v1/weapp/authorizations", { data: { code: `sandbox-e2e${Date.now()}` } })
  ).json();
  const minted = await request.post("/api/v1/weapp/web-codes", {
    headers: { authorization: `Bearer ${session.token}` },
    data: {},
  });
  expect(minted.status()).toBe(201);
  const handedOver = webLoginPath((await minted.json()).code, "/me");

  await page.goto(handedOver);
  await expect(page).toHaveURL(/\/me$/);
  await expect(page.getByTestId("me-nickname")).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem("session") ?? "{}"));
  expect(stored.id).toBe(session.id);
  // The login page replaced itself: going back does not return to the address with the code.
  await page.goBack();
  expect(page.url()).not.toContain("code=");

  // The same code a second time: refused, with the way back to the login.
  await page.evaluate(() => window.localStorage.removeItem("session"));
  await page.goto(handedOver);
  await expect(page.getByRole("alert").filter({ hasText: "登录码" })).toHaveText(
    "登录码无效、已使用或已过期，请重新登录",
  );
  await expect(page.getByRole("link", { name: "返回登录" })).toBeVisible();
  expect(page.url()).not.toContain("code=");
});

test.describe("in a plain browser", () => {
  test.use({
    userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36",
  });

  test("the pay screen never loads the JS-SDK", async ({ page, request, shopper }) => {
    const order = await unpaidOrder(api(request, shopper.token));
    await shopper.login(page);
    await stubBridge(page);
    await page.goto(`/orders/${order.id}/pay`);
    await expect(page.getByRole("button", { name: "立即支付" })).toBeEnabled();
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => typeof (window as unknown as StubWindow).jWeixin)).toBe("undefined");
  });
});
