// Invoices (发票) end to end, the shopper inside the messaging app's browser (its user agent, 375 px): a
// company invoice asked for at checkout (a wrong tax number said at once, in the shopper's language),
// paid in the sandbox; the request reaches the console, where the owner attaches the PDF; the shopper
// downloads exactly that file from the order.
import { devices } from "@playwright/test";
import { test, expect } from "./fixtures";
import { createOwner, logIn } from "./admin-fixtures";
import { addressBody, api, createE2eSku } from "./shop-fixtures";

const MESSAGING_APP_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/130.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.50.2701(0x28003253) NetType/WIFI Language/zh_CN";
// Its own company name: other specs (the desktop checkout) ask for company invoices too.
const COMPANY = `星耀科技有限公司 ${Date.now().toString(36)}`;
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

test("a company invoice asked for at checkout reaches the console; the owner attaches the PDF; the shopper downloads it", async ({
  browser,
  page,
  request,
  shopper,
}) => {
  const sku = createE2eSku({ price: 5000, stock: 5 });
  await api(request, shopper.token).post("/api/v1/create-addresses", addressBody);
  const context = await browser.newContext({ ...devices["Pixel 7"], userAgent: MESSAGING_APP_UA, locale: "zh-CN" });
  const phone = await context.newPage();
  await shopper.login(phone);

  await phone.goto(`/order/confirm?skuId=${sku.skuId}&quantity=1`);
  const picker = phone.getByTestId("invoice-picker");
  await picker.getByRole("radio", { name: "单位" }).click();
  await picker.getByPlaceholder("单位名称").fill(COMPANY);
  await phone.getByTestId("invoice-tax-number").fill("91350100M000100Y44");
  await phone.getByTestId("invoice-tax-number").blur();
  await expect(picker.getByRole("alert")).toContainText("税号格式不正确");
  await expect(phone.getByTestId("submit-order")).toBeDisabled();
  await phone.getByTestId("invoice-tax-number").fill("91350100M000100Y43");
  await expect(phone.getByTestId("submit-order")).toBeEnabled();
  await phone.getByTestId("submit-order").click();
  await expect(phone).toHaveURL(/\/orders\/\d+\/pay$/);
  const orderId = Number(/\/orders\/(\d+)\/pay$/.exec(phone.url())![1]);
  await phone.getByRole("button", { name: "立即支付" }).click();
  await phone.getByRole("button", { name: "确认支付" }).click();
  await expect(phone.getByTestId("pay-result")).toHaveText("支付成功");
  await phone.goto(`/orders/${orderId}`);
  await expect(phone.getByTestId("order-invoice")).toContainText(COMPANY);
  await expect(phone.getByTestId("order-invoice-status")).toHaveText("开票中");

  // The console: the request waits there; the owner attaches the PDF.
  await logIn(page, createOwner());
  await page.goto("/admin/invoices");
  const row = page.getByTestId("invoice-row").filter({ hasText: COMPANY });
  await expect(row).toContainText("91350100M000100Y43");
  await row.getByTestId("invoice-pdf").setInputFiles({ name: "invoice.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(row).toHaveCount(0);
  await page.goto("/admin/invoices?status=issued");
  await expect(page.getByTestId("invoice-row").filter({ hasText: COMPANY })).toContainText("已上传 PDF");

  // The shopper downloads it from the order.
  await phone.reload();
  await expect(phone.getByTestId("order-invoice-status")).toHaveText("已开票");
  const [download] = await Promise.all([
    phone.waitForEvent("download"),
    phone.getByTestId("order-invoice-download").click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^invoice-.+\.pdf$/);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).equals(PDF)).toBe(true);
  await context.close();
});
