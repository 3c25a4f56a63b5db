// The daily settlement and the reconciliation in the console (issue 34 §5), against the real server:
// a shopper pays through the sandbox's WeChat Pay and Alipay channels; the owner sees today's payments
// by channel, downloads the sandbox's statement, imports it (the day is reconciled), then imports it
// with a line taken out (the difference is named with its order). Photographed at 768 and 1440 px in
// the four languages; nothing wider than the window.
import { test, expect } from "./fixtures";
import type { APIRequestContext, Page } from "@playwright/test";
import { addressBody, api, createE2eSku, sandboxNotification } from "./shop-fixtures";
import { createOwner, logIn } from "./admin-fixtures";

test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

async function paidThrough(request: APIRequestContext, token: string, skuId: number, channel: "wechat" | "alipay") {
  const me = api(request, token);
  const address = await (await me.post("/api/v1/create-addresses", addressBody)).json();
  const order = (await (
    await me.post("/api/v1/create-order-now", { addressId: address.id, skuId, quantity: 1 })
  ).json()) as {
    id: number;
    orderNo: string;
  };
  const payment = (await (
    channel === "alipay"
      ? await me.post("/api/v1/alipay-wap", { orderId: order.id })
      : await me.get(`/api/v1/wechat-h5-pay?orderId=${order.id}`)
  ).json()) as { outTradeNo: string; amount: number };
  const notified = await request.get(
    `/api/v1/mpay-callback-local?${new URLSearchParams(sandboxNotification(payment.outTradeNo, payment.amount))}`,
  );
  expect(notified.status()).toBe(200);
  return { ...order, outTradeNo: payment.outTradeNo, amount: payment.amount };
}

async function noSidewaysScroll(page: Page, what: string) {
  const sizes = await page.evaluate(() => ({
    window: window.innerWidth,
    document: document.documentElement.scrollWidth,
  }));
  expect(sizes.document, what).toBeLessThanOrEqual(sizes.window);
}

test("settlement by day and channel; a statement imported reconciles the day or names the difference", async ({
  page,
  request,
  shopper,
  browserErrors,
}) => {
  test.setTimeout(180_000);
  const owner = createOwner();
  const sku = createE2eSku({ price: 8800, stock: 10 });
  const wechat = await paidThrough(request, shopper.token, sku.skuId, "wechat");
  const alipay = await paidThrough(request, shopper.token, sku.skuId, "alipay");
  await logIn(page, owner);

  await page.goto("/admin/settlement");
  await expect(page.getByRole("heading", { name: "日结算" })).toBeVisible();
  const alipayRow = page.getByTestId("settlement-row").filter({ hasText: "支付宝" }).first();
  await expect(alipayRow).toContainText(`¥${(alipay.amount / 100).toFixed(2)}`);
  await expect(page.getByTestId("settlement-row").filter({ hasText: "微信支付" }).first()).toContainText("未对账");

  // The sandbox's statement of today, imported as it is: nothing left.
  await alipayRow.getByRole("button", { name: "对账" }).click();
  const href = await page.getByRole("link", { name: "沙箱对账单" }).getAttribute("href");
  const statement = await (await page.request.get(href!)).text();
  expect(statement).toContain(alipay.outTradeNo);
  await page.getByTestId("statement-file").setInputFiles({
    name: "alipay.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(statement),
  });
  await expect(page.getByTestId("reconciled")).toBeVisible();
  await expect(alipayRow).toContainText("已对平");

  // WeChat Pay's statement without our payment: paid in the shop, not at the provider, with its order.
  const wechatRow = page.getByTestId("settlement-row").filter({ hasText: "微信支付" }).first();
  await wechatRow.getByRole("button", { name: "对账" }).click();
  const wechatHref = await page.getByRole("link", { name: "沙箱对账单" }).getAttribute("href");
  const bill = await (await page.request.get(wechatHref!)).text();
  const without = bill
    .split("\r\n")
    .filter((l) => !l.includes(wechat.outTradeNo))
    .join("\r\n");
  await page.getByTestId("statement-file").setInputFiles({
    name: "wechat.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(without),
  });
  const difference = page.getByTestId("difference").filter({ hasText: wechat.orderNo });
  await expect(difference).toContainText("店铺已收款，支付机构无记录");
  await expect(wechatRow).toContainText("1 处差异");

  // A file of the other channel: refused in one line, the last result kept.
  browserErrors.allowFailedRequest("/api/admin/v1/reconciliations", 422);
  await page.getByTestId("statement-file").setInputFiles({
    name: "x.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(statement),
  });
  await expect(page.getByTestId("statement-error")).toContainText("这是支付宝账务明细");
  await expect(difference).toBeVisible();

  // The four languages at a tablet's and a desktop's width.
  for (const locale of ["zh-Hans", "zh-Hant", "en", "ja"]) {
    await page
      .context()
      .addCookies([{ name: "mall_admin_locale", value: locale, url: `${test.info().project.use.baseURL}/` }]);
    for (const width of [768, 1440]) {
      await page.setViewportSize({ width, height: 1000 });
      await page.goto("/admin/settlement");
      await expect(page.getByTestId(width < 900 ? "settlement-card" : "settlement-row").first()).toBeVisible();
      await page
        .getByTestId(width < 900 ? "settlement-card" : "settlement-row")
        .filter({ hasText: /微信|WeChat/ })
        .first()
        .getByRole("button")
        .click();
      await expect(page.getByTestId("difference").first()).toBeVisible();
      await noSidewaysScroll(page, `${locale} ${width}`);
      await page.screenshot({ path: test.info().outputPath(`settlement-${locale}-${width}.png`), fullPage: true });
    }
  }
});
