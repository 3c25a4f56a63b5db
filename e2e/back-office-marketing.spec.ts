// Marketing in the browser against the real server (issue 23, part B): a marketing operator, in the
// English console, creates a coupon and a flash sale for one SKU by their labelled fields; a shopper
// sees the sale's price and countdown on the goods page, claims the coupon and finds it at checkout,
// where the order is charged the flash price less the coupon.
import crypto from "node:crypto";
import { test, expect } from "./fixtures";
import { api, createE2eSku } from "./shop-fixtures";
import { logInAs, shopperPage } from "./admin-fixtures";

test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

test("an operator's coupon and flash sale reach the goods page and the checkout", async ({
  page,
  browser,
  request,
  shopper,
}) => {
  const sku = createE2eSku({ price: 12_000, stock: 20 });
  await logInAs(page, "marketing");

  // The coupon: ¥10 off ¥50, in two languages.
  const tag = crypto.randomBytes(2).toString("hex");
  const couponName = `满50减10 ${tag}`;
  // The English console lists it by its English name; the Chinese shop hands it out by the Chinese one.
  const englishName = `¥10 off ¥50 ${tag}`;
  await page.getByRole("link", { name: "Coupons", exact: true }).click();
  await page.getByRole("button", { name: "New coupon" }).click();
  await page.getByLabel("Name · Simplified Chinese").fill(couponName);
  await page.getByLabel("Name · English").fill(englishName);
  await page.getByLabel("Minimum spend (¥)").fill("50");
  await page.getByLabel("Amount off (¥)").fill("10");
  await page.getByLabel("Total quantity").fill("100");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("coupon-row").filter({ hasText: englishName })).toContainText("0 / 100");

  // The flash sale: the SKU at ¥99.90, 10 units, 2 per shopper.
  await page.getByRole("link", { name: "Sales", exact: true }).click();
  await page.getByRole("button", { name: "New sale" }).click();
  // The product picker: found by its name, picked from the options.
  await page.getByRole("combobox", { name: "Product" }).fill(sku.name);
  await page.getByRole("option", { name: sku.name }).click();
  await page.getByLabel("Title · Simplified Chinese").fill("限时秒杀");
  await page.getByLabel("Title · English").fill("Flash sale");
  await page.getByLabel("Sale quantity").fill("10");
  await page.getByLabel("Limit per shopper").fill("2");
  await page.getByLabel("标准款 on sale").check();
  await page.getByLabel("Flash price for 标准款 (¥)").fill("99.90");
  await page.getByRole("button", { name: "Save" }).click();
  const row = page.getByTestId("sale-row").filter({ hasText: sku.name });
  await expect(row).toContainText("Running");
  await expect(row).toContainText("¥99.90");

  // A shopper sees the flash price and the countdown on the goods page.
  const phone = await shopperPage(browser, shopper);
  await phone.goto(`/goods/${sku.productId}`);
  await expect(phone.getByTestId("goods-price")).toContainText("99.90");
  const countdown = phone.getByTestId("sale-countdown");
  await expect(countdown.getByRole("timer")).toHaveText(/距结束 \d{2}:\d{2}:\d{2}/);
  await expect(countdown).toContainText("每人限购 2 件");
  await expect(countdown).toContainText("仅剩 10 件");

  // Claims the coupon, and finds it at checkout taking ¥10 off the flash price.
  const me = api(request, shopper.token);
  const claimable = (await (await me.get("/api/v1/get-coupons")).json()) as { rows: { id: number; name: string }[] };
  const coupon = claimable.rows.find((c) => c.name === couponName);
  expect(coupon).toBeTruthy();
  expect((await me.post("/api/v1/claim-coupon", { couponId: coupon!.id })).ok()).toBe(true);
  await me.post("/api/v1/create-addresses", {
    name: "张三",
    phone: "13800138000",
    province: "上海市",
    city: "上海市",
    district: "黄浦区",
    detail: "南京东路 1 号",
    isDefault: true,
  });
  await phone.goto(`/order/confirm?skuId=${sku.skuId}&quantity=1`);
  const select = phone.getByRole("combobox", { name: "优惠券" });
  const option = select.locator("option", { hasText: couponName });
  await expect(option).toHaveText(/-¥?10\.00$/);
  await select.selectOption((await option.getAttribute("value"))!);
  await phone.getByRole("button", { name: "提交订单" }).click();
  await expect(phone).toHaveURL(/\/orders\/\d+/);
  const orderId = Number(/\/orders\/(\d+)/.exec(phone.url())?.[1]);
  const order = (await (await me.get(`/api/v1/orders-detail?id=${orderId}`)).json()) as {
    itemsAmount: number;
    discountAmount: number;
    items: { price: number }[];
  };
  expect(order.items[0].price).toBe(9_990);
  expect(order).toMatchObject({ itemsAmount: 9_990, discountAmount: 1_000 });

  // The console counts the claim, its use and the unit sold.
  await page.getByRole("link", { name: "Coupons", exact: true }).click();
  await expect(page.getByTestId("coupon-row").filter({ hasText: englishName })).toContainText("1 / 100");
  await page.getByRole("link", { name: "Sales", exact: true }).click();
  await expect(page.getByTestId("sale-row").filter({ hasText: sku.name })).toContainText("1 / 10");
});
