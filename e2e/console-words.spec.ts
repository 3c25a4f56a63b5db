// The console an operator uses all day (issue 35), in the browser against the real server: the order's
// history and the after-sales screen say what happened in words (the shopper's steps too), an export
// follows the language chosen in the console, and at a tablet's 768 px no screen is wider than the
// window. Each screen is photographed at 768 and 1440 px into the test's output folder. The forbidden
// screen, the masked orders, the packing slip and the bulk change are e2e/console-week.spec.ts's.
import { test, expect } from "./fixtures";
import type { Page } from "@playwright/test";
import { api, createE2eSku, paidOrderOf } from "./shop-fixtures";
import { createOwner, logIn } from "./admin-fixtures";

test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

const WIDTHS = [768, 1440] as const;

/** The page's widest part against its window: nothing may scroll sideways. */
async function overflow(page: Page) {
  return page.evaluate(() => ({
    window: window.innerWidth,
    document: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
  }));
}

/** Opens `path` at each width, waits for `ready`, asserts no sideways scroll, photographs it. */
async function atWidths(page: Page, name: string, path: string, ready: (page: Page) => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 1000 });
    await page.goto(path);
    await ready(page);
    const sizes = await overflow(page);
    expect(sizes.document, `${name} at ${width}px`).toBeLessThanOrEqual(sizes.window);
    expect(sizes.body, `${name} at ${width}px`).toBeLessThanOrEqual(sizes.window);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test("history in words, exports in the console's language, nothing wider than a tablet", async ({
  page,
  request,
  shopper,
}) => {
  test.setTimeout(120_000);
  const owner = createOwner();
  const sku = createE2eSku({ price: 11400, stock: 5 });
  const order = await paidOrderOf(request, shopper.token, sku.skuId);
  await logIn(page, owner);

  // Ship it; the shopper asks to return it.
  await page.goto(`/admin/orders/${order.id}`);
  await page.getByLabel("快递公司").selectOption("SF");
  await page.getByLabel("运单号").fill("SF1357924680");
  await page.getByRole("button", { name: "发货", exact: true }).click();
  await expect(page.getByTestId("order-waybill")).toContainText("SF1357924680");
  const applied = await (
    await api(request, shopper.token).post("/api/v1/after-sales-apply", {
      orderId: order.id,
      type: "return",
      reason: "quality",
    })
  ).json();

  // The order's history: the shopper's steps and the owner's, in words; no code, no cents.
  await page.reload();
  const history = page.getByTestId("audit-row");
  await expect(history.filter({ hasText: "申请退货退款" })).toContainText("顾客");
  await expect(history.filter({ hasText: "发货" }).first()).toContainText(owner.username);
  await expect(history.filter({ hasText: "下单" })).toContainText(/¥\d+\.\d{2}/);
  await expect(history.filter({ hasText: "付款" }).first()).toContainText("顾客");
  const historyText = (await history.allInnerTexts()).join("\n");
  expect(historyText).not.toMatch(/order\.ship|status: ?5\d0|11400|shopper:/);
  // The order's after-sales: type, status and reason in words.
  const afterSales = page.locator("li").filter({ has: page.getByRole("link", { name: `#${applied.id}` }) });
  await expect(afterSales).toContainText("退货退款");
  await expect(afterSales).toContainText("质量问题");
  await expect(afterSales).not.toContainText(/return|quality|pending/);

  await atWidths(page, "order-detail", `/admin/orders/${order.id}`, async (p) => {
    await expect(p.getByTestId("order-waybill")).toBeVisible();
    await expect(p.getByTestId("audit-row").first()).toBeVisible();
  });
  await atWidths(page, "orders", "/admin/orders", async (p) => {
    await expect(p.getByText(order.orderNo).first()).toBeVisible();
  });
  await atWidths(page, "after-sale", `/admin/after-sales/${applied.id}`, async (p) => {
    await expect(p.getByRole("heading", { name: "操作记录" })).toBeVisible();
    // The payment's provider and its last answer in words.
    await expect(p.locator("main")).toContainText(/(支付通知|模拟支付): 已支付/);
    await expect(p.locator("main")).toContainText("沙箱（模拟支付） · ¥");
    await expect(p.locator("main")).not.toContainText(/(notify|sandbox): ?paid|sandbox ·/);
  });
  await atWidths(page, "product", `/admin/products/${sku.productId}`, async (p) => {
    await expect(p.locator("main input").first()).toBeVisible();
  });
  await atWidths(page, "audit", "/admin/audit", async (p) => {
    await expect(p.getByTestId("audit-row").first()).toBeVisible();
  });

  // The console in English (the switcher), the browser still Chinese: the export follows the console.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/admin/orders");
  await page.getByLabel("语言").selectOption("en");
  await expect(page.getByRole("heading", { name: "Orders" })).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await (await download).createReadStream();
  let text = "";
  for await (const chunk of file) text += chunk.toString("utf8");
  const [head, ...lines] = text
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  expect(head).toMatch(/^Order number,Status,Placed at,/);
  const line = lines.find((l) => l.startsWith(order.orderNo))!;
  expect(line).toContain(",Shipped,");
});
