// After the purchase in the browser against the real server: pay -> refund -> closed with the stock
// back; ship (operator CLI with courier and waybill) -> copy the waybill -> receive -> review with a
// photo -> the review on the goods page; re-buy; delete. Screens at 375 px in the four locales.
import fs from "node:fs";
import path from "node:path";
import { test, expect, e2eDatabase } from "./fixtures";
import { addressBody, api, createE2eSku, operator, orderRow, stockOf } from "./shop-fixtures";
// The pure signing helpers only: the payment entry would load the database client into the test runner.
// eslint-disable-next-line no-restricted-imports
import { canonicalString, hmacSha256Hex } from "../lib/services/payment/providers/signing";
import { pngImage } from "../tests/helpers/account-images";
import type { APIRequestContext } from "@playwright/test";

// Pixel 7 as every spec; screenshots are taken at 375 px wide.
const narrow = (page: import("@playwright/test").Page) => page.setViewportSize({ width: 375, height: 812 });

function sandboxNotification(outTradeNo: string, amount: number): Record<string, string> {
  const secret = fs
    .readFileSync(path.join(process.env.E2E_DATA_DIR as string, "payment-sandbox-secret"), "utf8")
    .trim();
  const params = {
    out_trade_no: outTradeNo,
    trade_no: `SBXAS${Date.now()}`,
    total_amount: String(amount),
    trade_status: "SUCCESS",
    timestamp: new Date().toISOString(),
    nonce: "as",
    sign_type: "HMAC-SHA256",
  };
  return { ...params, sign: hmacSha256Hex(secret, canonicalString(params)) };
}

/** A paid order (500) of the shopper, over HTTP. */
async function paidOrder(request: APIRequestContext, token: string, skuId: number) {
  const me = api(request, token);
  const address = await (await me.post("/api/v1/create-addresses", addressBody)).json();
  const order = (await (
    await me.post("/api/v1/create-order-now", { addressId: address.id, skuId, quantity: 1 })
  ).json()) as { id: number };
  const payment = await (await me.post("/api/v1/mpay-h5", { orderId: order.id })).json();
  expect(
    (
      await request.get(
        `/api/v1/mpay-callback-local?${new URLSearchParams(sandboxNotification(payment.outTradeNo, payment.amount))}`,
      )
    ).status(),
  ).toBe(200);
  return order;
}

test("pay -> refund -> closed, stock back, the request in the after-sales list", async ({ page, request, shopper }) => {
  const sku = createE2eSku({ price: 1990, stock: 3 });
  const order = await paidOrder(request, shopper.token, sku.skuId);
  expect(stockOf(sku.skuId)).toBe(2);
  await shopper.login(page);
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByTestId("order-status")).toHaveText("待发货");
  await page.getByRole("link", { name: "申请退款" }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}/after-sale$`));
  await expect(page.getByTestId("after-sale-type")).toHaveText("仅退款");
  await page.getByLabel("申请原因").fill("拍错了，不想要了");
  await narrow(page);
  await page.screenshot({ path: "test-results/after-sales-apply-zh-Hans.png" });
  await page.getByRole("button", { name: "提交申请" }).click();
  await expect(page).toHaveURL(/\/after-sales\/\d+$/);
  await expect(page.getByTestId("after-sale-status")).toHaveText("已退款");
  expect(orderRow(order.id)).toEqual({ status: 10, closeReason: "refunded" });
  expect(stockOf(sku.skuId)).toBe(3);
  await page.getByRole("link", { name: "查看订单" }).click();
  await expect(page.getByTestId("order-status")).toHaveText("已关闭");
  await expect(page.getByText("已退款，订单已关闭")).toBeVisible();
  await page.goto("/after-sales");
  await expect(page.getByTestId("after-sale-row").first()).toContainText("已退款");
  // Deleting the closed order removes it from the list.
  await page.goto(`/orders/${order.id}`);
  await page.getByRole("button", { name: "删除订单" }).click();
  await page
    .getByRole("alertdialog", { name: "删除后将不再显示该订单，确定删除？" })
    .getByRole("button", { name: "删除订单" })
    .click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByText("还没有相关订单")).toBeVisible();
  await expect(page.getByTestId("order-card")).toHaveCount(0);
});

test("ship with courier and waybill -> copy -> receive -> review with a photo -> on the goods page; re-buy", async ({
  page,
  request,
  shopper,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const sku = createE2eSku({ price: 2590, stock: 5 });
  const order = await paidOrder(request, shopper.token, sku.skuId);
  operator("ship", String(order.id), "快递已揽收", "--courier", "顺丰速运", "--waybill", "SF1029384756");
  await shopper.login(page);
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByTestId("order-status")).toHaveText("待收货");
  await expect(page.getByTestId("order-courier")).toHaveText("顺丰速运");
  await expect(page.getByTestId("order-waybill")).toHaveText("SF1029384756");
  await page.getByRole("button", { name: "复制 运单号" }).click();
  await expect(page.getByTestId("toast")).toHaveText("内容已复制");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("SF1029384756");
  await page.screenshot({ path: "test-results/after-sales-order-detail-zh-Hans.png" });
  await page.getByRole("button", { name: "确认收货" }).click();
  await page.getByRole("alertdialog", { name: "确认已收到商品吗？" }).getByRole("button", { name: "确认收货" }).click();
  await expect(page.getByTestId("order-status")).toHaveText("待评价");

  await page.getByRole("link", { name: "评价", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}/review$`));
  await page.getByRole("radio", { name: "4 星" }).click();
  await page.getByLabel("评价内容").fill("包装很好，物流很快");
  await page
    .getByTestId("photo-input")
    .setInputFiles({ name: "review.png", mimeType: "image/png", buffer: pngImage(40, 40) });
  await expect(page.getByRole("button", { name: "移除图片 1" })).toBeVisible();
  await page.screenshot({ path: "test-results/after-sales-review-zh-Hans.png" });
  await page.getByRole("button", { name: "发布评价" }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
  await expect(page.getByTestId("order-status")).toHaveText("已完成");

  await page.goto(`/goods/${sku.productId}`);
  const reviews = page.getByTestId("goods-reviews");
  await reviews.scrollIntoViewIfNeeded();
  await expect(reviews.getByTestId("reviews-summary")).toContainText("好评率 100%");
  await expect(reviews.getByTestId("review-row").first()).toContainText("包装很好，物流很快");
  await expect(reviews.getByRole("img", { name: "评价图片 1" })).toBeVisible();
  await reviews.screenshot({ path: "test-results/after-sales-goods-reviews-zh-Hans.png" });

  await page.goto(`/orders/${order.id}`);
  await page.getByRole("button", { name: "再次购买" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText(sku.name)).toBeVisible();
});

test("a return waits for the operator; the screens in four locales at 375 px", async ({ page, request, shopper }) => {
  // Twelve screens, three per locale.
  test.setTimeout(120_000);
  const sku = createE2eSku({ price: 990, stock: 5 });
  const order = await paidOrder(request, shopper.token, sku.skuId);
  operator("ship", String(order.id), "--courier", "中通快递", "--waybill", "ZT5566");
  const me = api(request, shopper.token);
  const applied = await (
    await me.post("/api/v1/after-sales-apply", { orderId: order.id, type: "return", reason: "尺码不合适" })
  ).json();
  expect(applied).toMatchObject({ orderId: order.id, type: "return", status: "pending" });
  await shopper.login(page);
  await narrow(page);
  for (const locale of ["zh-Hans", "zh-Hant", "en", "ja"]) {
    const prefix = locale === "zh-Hans" ? "" : `/${locale}`;
    await page.goto(`${prefix}/after-sales`);
    await expect(page.getByTestId("after-sale-row").first()).toBeVisible();
    await page.screenshot({ path: `test-results/after-sales-list-${locale}.png` });
    await page.goto(`${prefix}/after-sales/${applied.id}`);
    await expect(page.getByTestId("after-sale-status")).toBeVisible();
    await page.screenshot({ path: `test-results/after-sales-detail-${locale}.png` });
    await page.goto(`${prefix}/orders/${order.id}`);
    await expect(page.getByTestId("order-waybill")).toHaveText("ZT5566");
    await page.screenshot({ path: `test-results/after-sales-order-${locale}.png` });
  }
  const db = e2eDatabase();
  try {
    expect(
      (db.prepare('SELECT afterSaleOpen FROM "Order" WHERE id = ?').get(order.id) as { afterSaleOpen: number })
        .afterSaleOpen,
    ).toBe(1);
  } finally {
    db.close();
  }
});
