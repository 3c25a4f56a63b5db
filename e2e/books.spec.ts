// Books that add up (issue 34, "Done when"), in the browser against the real server: a shopper who
// bought two units returns one for a quality problem; the owner sees the return address on the request,
// the shopper enters the parcel's waybill, the owner marks the unit damaged. The stock is where it was
// (the unit came back and was written off), the stock ledger screen shows the write-off with its order,
// the refund is paid; the order says paid, refunded and net to the shopper and in the console (lists
// and details); the dashboard's net sales — and its WeChat Pay row — drop by the refund. Then an axe
// scan of the dashboard and the ledger screen, and the ledger screen in the four languages at 375, 768
// and 1440 px, nothing wider than the window.
import fs from "node:fs";
import path from "node:path";
import { test, expect } from "./fixtures";
import type { APIRequestContext, Page } from "@playwright/test";
import { addressBody, api, createE2eSku, operator, sandboxNotification, stockOf } from "./shop-fixtures";
import { createOwner, logIn, shopperPage } from "./admin-fixtures";
import { axeScan, serious } from "./axe";

test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

type Tree = { [key: string]: string | Tree };
/** A message of a catalogue by key (plain messages only), {placeholders} filled in. */
function translator(file: string) {
  const tree = JSON.parse(fs.readFileSync(path.join("messages", file), "utf8")) as Tree;
  return (key: string, values: Record<string, string | number> = {}) => {
    const text = key.split(".").reduce<Tree | string>((node, k) => (node as Tree)[k], tree);
    if (typeof text !== "string") throw new Error(`no message ${key} in ${file}`);
    return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
  };
}
const shop = translator("zh-Hans.json");
const back = translator("admin/zh-Hans.json");

/** "¥1,234.56" (or "-¥114.00") in cents. */
const cents = (text: string | null) => {
  const n = Math.round(Number((text ?? "").replace(/[^\d.]/g, "")) * 100);
  return (text ?? "").includes("-") ? -n : n;
};

/** Two units of the SKU, ordered at once and paid through the sandbox's WeChat Pay, shipped, received. */
async function receivedOrderOfTwo(request: APIRequestContext, token: string, skuId: number) {
  const me = api(request, token);
  const address = await (await me.post("/api/v1/create-addresses", addressBody)).json();
  const order = (await (
    await me.post("/api/v1/create-order-now", { addressId: address.id, skuId, quantity: 2 })
  ).json()) as { id: number; orderNo: string; totalAmount: number };
  const payment = (await (await me.get(`/api/v1/wechat-h5-pay?orderId=${order.id}`)).json()) as {
    outTradeNo: string;
    amount: number;
  };
  const notified = await request.get(
    `/api/v1/mpay-callback-local?${new URLSearchParams(sandboxNotification(payment.outTradeNo, payment.amount))}`,
  );
  expect(notified.status()).toBe(200);
  operator("ship", String(order.id), "--courier", "顺丰速运", "--waybill", "SF5550001111");
  expect((await me.post("/api/v1/confirm-receipt", { id: order.id })).status()).toBe(200);
  return { ...order, paid: payment.amount };
}

/** The dashboard's 30-day net and WeChat Pay's refunds of today, as the owner reads them. */
async function dashboardFigures(page: Page) {
  await page.goto("/admin");
  const net = page.getByTestId("dash-month-net").locator("span").nth(1);
  await expect(net).toContainText(/\d/);
  const wechat = page.getByTestId("dash-channel").filter({ hasText: back("settlement.channels.wechat") });
  await expect(wechat).toBeVisible();
  return {
    net: cents(await net.textContent()),
    wechatRefunds: cents(await wechat.locator('[data-figure="today-refunds"]').textContent()),
    wechatNet: cents(await wechat.locator('[data-figure="today-net"]').textContent()),
  };
}

async function noSidewaysScroll(page: Page, what: string) {
  const sizes = await page.evaluate(() => ({
    window: window.innerWidth,
    document: document.documentElement.scrollWidth,
  }));
  expect(sizes.document, what).toBeLessThanOrEqual(sizes.window);
}

test("one of two units returned damaged: stock unchanged, the write-off in the ledger, refund paid and read everywhere", async ({
  page,
  browser,
  request,
  shopper,
}) => {
  test.setTimeout(240_000);
  const owner = createOwner();
  const sku = createE2eSku({ price: 11400, stock: 10 });
  const order = await receivedOrderOfTwo(request, shopper.token, sku.skuId);
  expect(order.paid).toBe(22800);
  const stockBefore = stockOf(sku.skuId);
  expect(stockBefore).toBe(8);

  await logIn(page, owner);
  const returnAddress = "上海市浦东新区退货仓 2 号 售后组 021-00000001";
  await page.goto("/admin/settings#returns");
  const policy = page.getByTestId("return-policy");
  await policy.getByLabel(back("afterSales.returnAddress")).fill(returnAddress);
  await policy.getByRole("button", { name: "保存" }).click();
  await expect(policy.getByRole("status")).toHaveText("已保存");
  const before = await dashboardFigures(page);

  // ---- The shopper returns one of the two units, for a quality problem ----
  const phone = await shopperPage(browser, shopper);
  await phone.setViewportSize({ width: 375, height: 812 });
  await phone.goto(`/orders/${order.id}`);
  await phone.getByRole("link", { name: shop("order.return") }).click();
  await phone.getByRole("button", { name: shop("cart.decrease") }).click();
  await phone.getByText(shop("afterSales.reasons.quality"), { exact: true }).click();
  await phone.getByRole("textbox").fill("外壳有裂纹");
  await expect(phone.getByTestId("refund-amount")).toContainText("114.00");
  await phone.getByRole("button", { name: shop("afterSales.submit") }).click();
  await expect(phone.getByTestId("after-sale-status")).toHaveText(shop("afterSales.status.pending"));
  await expect(phone).toHaveURL(/\/after-sales\/\d+$/);
  const requestId = Number(/\/after-sales\/(\d+)/.exec(phone.url())?.[1]);

  // ---- The owner approves it: the request shows where the goods go ----
  await page.goto(`/admin/after-sales/${requestId}`);
  await page.getByRole("button", { name: back("afterSales.approve") }).click();
  const dialog = page.getByRole("dialog", { name: back("afterSales.approveTitle") });
  await dialog.getByLabel("原因").fill("质量问题，请寄回");
  await dialog.getByRole("button", { name: back("afterSales.approve") }).click();
  await expect(page.getByTestId("after-sale-status")).toHaveText(back("afterSales.statuses.awaiting_return"));
  await expect(page.getByTestId("after-sale-return-address")).toHaveText(returnAddress);

  // ---- The shopper sends the unit back with a waybill ----
  await phone.reload();
  await expect(phone.getByTestId("return-address")).toHaveText(returnAddress);
  const parcel = phone.getByTestId("waybill-form");
  await parcel.getByLabel(shop("afterSales.courier")).selectOption("SF");
  await parcel.getByLabel(shop("afterSales.waybill")).fill("SF7770002222");
  await parcel.getByRole("button", { name: shop("afterSales.submitWaybill") }).click();
  await expect(phone.getByTestId("after-sale-status")).toHaveText(shop("afterSales.status.returning"));

  // ---- The owner receives it damaged: written off, and only now refunded ----
  await page.reload();
  await expect(page.getByTestId("after-sale-waybill")).toContainText("SF7770002222");
  await page.getByRole("button", { name: back("afterSales.receive") }).click();
  const receipt = page.getByRole("dialog", { name: back("afterSales.receiveTitle") });
  await receipt.getByLabel(back("afterSales.damagedUnits")).fill("1");
  await receipt.getByLabel(back("afterSales.writeOffNote")).fill("外壳裂纹，不可再售");
  await receipt.getByRole("button", { name: back("afterSales.receive") }).click();
  await expect(page.getByTestId("after-sale-status")).toHaveText(back("afterSales.statuses.refunded"));
  await expect(page.getByTestId("after-sale-received")).toHaveText(
    back("afterSales.receivedUnits", { resellable: 0, damaged: 1 }),
  );
  expect(stockOf(sku.skuId)).toBe(stockBefore);

  // ---- The stock ledger screen: the order's movements, then only the write-off ----
  await page
    .getByRole("navigation", { name: back("nav.label") })
    .getByRole("link", { name: back("nav.stockLedger") })
    .click();
  await expect(page.getByRole("heading", { name: back("stock.ledgerTitle") })).toBeVisible();
  const filters = page.getByRole("search", { name: back("frame.filters") });
  await filters.getByRole("searchbox").fill(`#${order.id}`);
  await filters.getByRole("button", { name: back("frame.search") }).click();
  const rows = page.getByTestId("stock-ledger-row");
  await expect(rows).toHaveCount(3);
  const kinds = ["damage", "return", "sale"].map((k) => back(`stock.reasons.${k}`));
  for (const [i, [kind, delta]] of [
    [kinds[0], "-1"],
    [kinds[1], "+1"],
    [kinds[2], "-2"],
  ].entries()) {
    await expect(rows.nth(i)).toContainText(kind);
    await expect(rows.nth(i)).toContainText(delta);
    await expect(rows.nth(i)).toContainText(`#${order.id}`);
  }
  await filters.getByLabel(back("stock.reason")).selectOption("damage");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("外壳裂纹，不可再售");
  await expect(rows.first()).toContainText(`#${requestId}`);
  await expect(rows.first()).toContainText(String(stockBefore));

  // ---- Paid, refunded and net: the console's order, the shopper's order ----
  await page.goto(`/admin/orders?q=${order.orderNo}`);
  const listed = page.getByTestId("order-row").filter({ hasText: order.orderNo });
  await expect(listed).toContainText("¥228.00");
  await expect(listed.getByTestId("order-row-refunded")).toContainText("¥114.00");
  await expect(listed.getByTestId("order-row-net")).toContainText("¥114.00");
  await page.goto(`/admin/orders/${order.id}`);
  // The order's stock movements are a link away.
  await expect(page.getByRole("main").getByRole("link", { name: back("orders.stockMoves") })).toHaveAttribute(
    "href",
    `/admin/stock/ledger?orderId=${order.id}`,
  );
  await expect(page.getByTestId("order-refunded")).toContainText("¥114.00");
  await expect(page.getByTestId("order-net")).toContainText("¥114.00");
  await phone.goto("/orders");
  const card = phone.getByTestId("order-card").filter({ hasText: order.orderNo });
  await expect(card).toContainText("¥228.00");
  await expect(card.getByTestId("order-card-refunded")).toContainText("¥114.00");
  await expect(card.getByTestId("order-card-net")).toContainText("¥114.00");
  await phone.goto(`/orders/${order.id}`);
  await expect(phone.getByTestId("order-total")).toContainText("¥228.00");
  await expect(phone.getByTestId("order-refunded")).toContainText("¥114.00");
  await expect(phone.getByTestId("order-net")).toContainText("¥114.00");
  await phone.screenshot({ path: test.info().outputPath("books-order-shopper.png"), fullPage: true });
  await phone.context().close();

  // ---- The dashboard's net sales drop by the refund, and so does WeChat Pay's today ----
  const after = await dashboardFigures(page);
  expect(before.net - after.net).toBe(11400);
  expect(after.wechatRefunds - before.wechatRefunds).toBe(11400);
  expect(before.wechatNet - after.wechatNet).toBe(11400);
  await page.screenshot({ path: test.info().outputPath("books-dashboard.png"), fullPage: true });

  // ---- No serious or critical accessibility problem on the two screens this issue drew ----
  for (const url of ["/admin", `/admin/stock/ledger?skuId=${sku.skuId}`]) {
    await page.goto(url);
    await page.waitForLoadState("networkidle");
    const result = await axeScan(page).analyze();
    expect(serious(result.violations).map((v) => `${url}: ${v.id}: ${v.help}`)).toEqual([]);
  }

  // ---- The ledger screen in the four languages at a phone's, a tablet's and a desktop's width ----
  for (const locale of ["zh-Hans", "zh-Hant", "en", "ja"]) {
    await page
      .context()
      .addCookies([{ name: "mall_admin_locale", value: locale, url: `${test.info().project.use.baseURL}/` }]);
    const t = translator(`admin/${locale}.json`);
    for (const width of [375, 768, 1440]) {
      await page.setViewportSize({ width, height: 1000 });
      await page.goto(`/admin/stock/ledger?skuId=${sku.skuId}`);
      await expect(page.getByRole("heading", { name: t("stock.ledgerTitle") })).toBeVisible();
      await expect(page.getByTestId("stock-ledger-row")).toHaveCount(3);
      // The chosen SKU reads as its product, not as an id.
      await expect(page.getByRole("list", { name: t("frame.inForce") })).toContainText(sku.name);
      await noSidewaysScroll(page, `${locale} ${width}`);
      await page.screenshot({ path: test.info().outputPath(`stock-ledger-${locale}-${width}.png`), fullPage: true });
    }
  }
});
