// The after-purchase journey in the browser against the real server, once in 简体中文 and once in
// English, on a 375 px phone, with the demo catalogue (translated): checkout with a coupon, pay in the
// sandbox cashier, refund one unit and then the rest before shipping (the amounts explained; the
// coupon back on the coupon screen and at the next checkout without a reload), ship with a courier,
// receive, review each item on its own (one skipped, then reviewed), return one item after the review,
// the request lists, and the reviews on the goods page. In English every screen is also read for Han
// characters outside what the shopper wrote.
import fs from "node:fs";
import path from "node:path";
import { test, expect, e2eDatabase, type Shopper } from "./fixtures";
import { api, operator, orderRow, setStock } from "./shop-fixtures";
// The pure signing helpers only: the payment entry would load the database client into the test runner.
// eslint-disable-next-line no-restricted-imports
import { canonicalString, hmacSha256Hex } from "../lib/services/payment/providers/signing";
import { pngImage } from "../tests/helpers/account-images";
import type { APIRequestContext, Page } from "@playwright/test";

type Locale = "zh-Hans" | "en";
type Tree = { [key: string]: string | Tree };
const catalogue = (locale: Locale) =>
  JSON.parse(fs.readFileSync(path.join("messages", `${locale}.json`), "utf8")) as Tree;

/** A message by key with its {placeholders} filled in (plain messages only, no plurals). */
function translator(locale: Locale) {
  const tree = catalogue(locale);
  return (key: string, values: Record<string, string | number> = {}) => {
    const text = key.split(".").reduce<Tree | string>((node, k) => (node as Tree)[k], tree);
    if (typeof text !== "string") throw new Error(`no message ${key}`);
    return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
  };
}

const HAN = /\p{Script=Han}/u;

/** The page's text with what the shopper wrote taken out holds no Han character (English screens). */
async function expectNoHan(page: Page, userText: string[], where = page.locator("body")) {
  let text = await where.innerText();
  for (const own of userText) text = text.split(own).join("");
  const found = [...text].filter((c) => HAN.test(c));
  expect(found.join(""), `Han characters on ${page.url()}:\n${text}`).toBe("");
}

/**
 * Two demo products with one translated SKU each (a pair per locale, so the walks do not meet), cheap
 * enough that two of them stay under the demo's free-shipping threshold (¥99): the freight is paid.
 */
function demoSkus(offset: number): { productId: number; skuId: number }[] {
  const db = e2eDatabase();
  try {
    const rows = db
      .prepare(
        `SELECT p.id AS productId, s.id AS skuId FROM Product p JOIN Sku s ON s.productId = p.id
         WHERE p.isOnSale = 1 AND s.price BETWEEN 1000 AND 4500
           AND (SELECT count(*) FROM Sku x WHERE x.productId = p.id) = 1
           AND EXISTS (SELECT 1 FROM ProductTranslation t WHERE t.productId = p.id AND t.locale = 'en')
           AND EXISTS (SELECT 1 FROM ContentTranslation c WHERE c.entity = 'sku' AND c.entityId = s.id AND c.locale = 'en' AND c.field = 'name')
         ORDER BY p.id LIMIT 2 OFFSET ?`,
      )
      .all(offset) as { productId: number; skuId: number }[];
    expect(rows).toHaveLength(2);
    for (const r of rows) setStock(r.skuId, 500);
    return rows;
  } finally {
    db.close();
  }
}

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

/** An order of both products (one of each), paid, over HTTP. */
async function paidOrderOfTwo(request: APIRequestContext, token: string, skus: { skuId: number }[], addressId: number) {
  const me = api(request, token);
  // An empty cart first (the walk's re-buy left a line in it).
  const cart = (await (await me.get("/api/v1/cart-index")).json()) as { rows: { id: number }[] };
  if (cart.rows.length) await me.post("/api/v1/cart-delete", { ids: cart.rows.map((r) => r.id) });
  const cartIds: number[] = [];
  for (const s of skus)
    cartIds.push((await (await me.post("/api/v1/cart-add", { skuId: s.skuId, quantity: 1 })).json()).id);
  const order = (await (await me.post("/api/v1/create-order", { addressId, cartIds })).json()) as { id: number };
  const payment = await (await me.post("/api/v1/mpay-h5", { orderId: order.id })).json();
  const notified = await request.get(
    `/api/v1/mpay-callback-local?${new URLSearchParams(sandboxNotification(payment.outTradeNo, payment.amount))}`,
  );
  expect(notified.status()).toBe(200);
  return order;
}

const cents = (text: string | null) => Math.round(Number((text ?? "").replace(/[^\d.]/g, "")) * 100);

async function walk(page: Page, request: APIRequestContext, shopper: Shopper, locale: Locale) {
  const t = translator(locale);
  const prefix = locale === "zh-Hans" ? "" : `/${locale}`;
  const english = locale === "en";
  const me = api(request, shopper.token);
  const [a, b] = demoSkus(english ? 2 : 0);
  const nameOf = async (productId: number) =>
    (
      (await (
        await request.get(`/api/v1/products-detail?id=${productId}`, { headers: { "x-locale": locale } })
      ).json()) as { name: string }
    ).name;
  const [nameA, nameB] = [await nameOf(a.productId), await nameOf(b.productId)];

  // What the shopper writes (kept out of the Han check): their address, nickname and words.
  const address = english
    ? {
        name: "Alex Lin",
        phone: "13912345678",
        province: "Shanghai",
        city: "Shanghai",
        district: "Huangpu",
        detail: "100 East Nanjing Road",
      }
    : {
        name: "王小明",
        phone: "13912345678",
        province: "上海市",
        city: "上海市",
        district: "黄浦区",
        detail: "南京东路 100 号",
      };
  const words = english
    ? { a: "Sturdy and quick, well packed", b: "Fine for the price", why: "The corner is dented" }
    : { a: "做工扎实，物流很快", b: "性价比不错", why: "边角有磕碰" };
  const userText = [...Object.values(address), ...Object.values(words)];
  const db = e2eDatabase();
  db.prepare("UPDATE User SET nickname = ?, points = 1000 WHERE id = ?").run(english ? "Alex" : "小明同学", shopper.id);
  db.close();
  const addressId = (await (await me.post("/api/v1/create-addresses", { ...address, isDefault: true })).json())
    .id as number;
  const center = (await (await me.get("/api/v1/get-coupons")).json()) as { rows: { id: number; name: string }[] };
  const five = center.rows.find((c) => c.name === "无门槛5元券");
  const claimed = await me.post("/api/v1/claim-coupon", { couponId: five?.id });
  expect(claimed.ok()).toBe(true);
  const heldId = String((await claimed.json()).id);

  await shopper.login(page);
  await page.setViewportSize({ width: 375, height: 812 });
  const shot = (name: string) => page.screenshot({ path: `test-results/after-sales-${name}-${locale}.png` });
  // A tab of the bottom tab bar (tab switches replace the history entry: "back" is not the way there).
  const tab = async (key: "me" | "cart") => {
    await page
      .getByRole("navigation", { name: t("tabs.label") })
      // The cart's name carries its count ("Cart, 2 items").
      .getByRole("link", { name: new RegExp(`^${t(`tabs.${key}`)}`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${key}$`));
  };

  // ---- Checkout with the coupon, pay in the sandbox cashier ----
  await page.goto(`${prefix}/goods/${a.productId}`);
  await page.getByRole("button", { name: t("goods.increase") }).click();
  await page.getByRole("button", { name: t("goods.buyNow") }).click();
  await expect(page).toHaveURL(/\/order\/confirm/);
  // The best coupon is chosen for the shopper.
  await expect(page.getByRole("combobox", { name: t("order.coupon") })).toHaveValue(heldId);
  await page.getByRole("button", { name: t("order.submit") }).click();
  await expect(page).toHaveURL(/\/orders\/\d+\/pay$/);
  const orderId = Number(/\/orders\/(\d+)/.exec(page.url())?.[1]);
  if (english) await expectNoHan(page, userText);
  await page.getByRole("button", { name: t("payment.payNow") }).click();
  await expect(page.getByTestId("sandbox-subject")).toHaveText(nameA);
  if (english) await expectNoHan(page, userText);
  await page.getByRole("button", { name: t("payment.sandbox.confirm") }).click();
  await expect(page.getByTestId("pay-result")).toHaveText(t("payment.result.paid"));
  // From here on the app navigates in place: a mark on the window shows that nothing reloads it.
  await page.evaluate(() => ((window as unknown as { walkMark: number }).walkMark = 1));
  await page.getByRole("link", { name: t("payment.continueShopping") }).click();
  // The coupon screens read now, before the refund: the coupon is used.
  await tab("me");
  await page.getByRole("link", { name: t("account.me.menu.coupon"), exact: true }).click();
  await expect(page.getByText(t("coupons.empty.available"))).toBeVisible();
  await page.getByRole("button", { name: t("common.back") }).click();
  await tab("me");
  await page.getByRole("link", { name: new RegExp(t("account.me.status.toShip")) }).click();
  await page.getByTestId("order-card").first().getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));

  // ---- One unit refunded before shipping, explained ----
  await page.getByRole("link", { name: t("order.refund") }).click();
  await expect(page.getByTestId("after-sale-type")).toHaveText(t("afterSales.type.refund"));
  await page.getByRole("button", { name: t("cart.decrease") }).click();
  await page.getByText(t("afterSales.reasons.not_wanted"), { exact: true }).click();
  const breakdown = page.getByTestId("refund-breakdown");
  await expect(breakdown).toContainText(t("afterSales.explain.couponShare"));
  await expect(breakdown).toContainText(t("afterSales.explain.couponKept"));
  await expect(page.getByTestId("refund-amount")).toContainText(/\d/);
  const firstAmount = cents(await page.getByTestId("refund-amount").textContent());
  if (english) await expectNoHan(page, userText);
  await shot("refund-part");
  await page.getByRole("button", { name: t("afterSales.submit") }).click();
  await expect(page.getByTestId("after-sale-status")).toHaveText(t("afterSales.status.refunded"));
  expect(orderRow(orderId).status).toBe(500);

  // ---- The rest: the freight and the coupon come back with it ----
  await page.getByRole("link", { name: t("afterSales.viewOrder") }).click();
  await page.getByRole("link", { name: t("order.refund") }).click();
  await page.getByText(t("afterSales.reasons.other"), { exact: true }).click();
  await expect(breakdown).toContainText(t("afterSales.explain.freight"));
  await expect(breakdown).toContainText(t("afterSales.explain.couponBack"));
  await expect(page.getByTestId("refund-amount")).toContainText(/\d/);
  const restAmount = cents(await page.getByTestId("refund-amount").textContent());
  await page.getByRole("button", { name: t("afterSales.submit") }).click();
  await expect(page.getByTestId("after-sale-status")).toHaveText(t("afterSales.status.refunded"));
  const paid = (await (await me.get(`/api/v1/orders-detail?id=${orderId}`)).json()) as { totalAmount: number };
  expect(firstAmount + restAmount).toBe(paid.totalAmount);
  expect(orderRow(orderId)).toEqual({ status: 10, closeReason: "refunded" });

  // ---- Without a reload: the coupon screen and the next checkout see the coupon back ----
  await page.getByRole("link", { name: t("afterSales.viewOrder") }).click();
  await page.getByRole("button", { name: t("order.rebuy") }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await tab("me");
  await page.getByRole("link", { name: t("account.me.menu.coupon"), exact: true }).click();
  await expect(page.getByRole("link", { name: t("coupons.use") })).toBeVisible({ timeout: 3000 });
  await page.getByRole("button", { name: t("common.back") }).click();
  await tab("cart");
  await page.getByRole("button", { name: new RegExp(`^${t("cart.checkout", { count: "" }).split("(")[0]}`) }).click();
  await expect(page.getByRole("combobox", { name: t("order.coupon") })).toHaveValue(heldId, { timeout: 3000 });
  expect(await page.evaluate(() => (window as unknown as { walkMark?: number }).walkMark)).toBe(1);

  // ---- Ship with a courier, receive ----
  const order = await paidOrderOfTwo(request, shopper.token, [a, b], addressId);
  operator("ship", String(order.id), "--courier", "顺丰速运", "--waybill", "SF1029384756");
  await page.goto(`${prefix}/orders/${order.id}`);
  await expect(page.getByTestId("order-courier")).toHaveText(t("order.couriers.sf"));
  if (english) await expectNoHan(page, userText);
  await page.getByRole("button", { name: t("order.confirmReceipt") }).click();
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: t("order.confirmReceipt") })
    .click();
  await expect(page.getByTestId("order-status")).toHaveText(t("order.status.520"));

  // ---- Reviews, item by item: the second is left for later, then written ----
  await page.getByRole("link", { name: t("order.review"), exact: true }).click();
  const itemA = page.getByTestId("review-item").filter({ hasText: nameA });
  await itemA.getByRole("radio", { name: english ? "4 stars" : "4 星" }).click();
  await itemA.getByRole("textbox").fill(words.a);
  await itemA
    .getByTestId("photo-input")
    .setInputFiles({ name: "a.png", mimeType: "image/png", buffer: pngImage(40, 40) });
  await expect(itemA.getByRole("button", { name: `${t("afterSales.removePhoto")} 1` })).toBeVisible();
  if (english) await expectNoHan(page, userText);
  await shot("review");
  await page.getByRole("button", { name: t("reviews.submitCount", { count: 1 }) }).click();
  await expect(page.getByTestId("reviewed-item")).toHaveCount(1);
  await expect(page.getByTestId("review-item")).toHaveCount(1);
  expect(orderRow(order.id).status).toBe(520);
  const itemB = page.getByTestId("review-item").filter({ hasText: nameB });
  await itemB.getByRole("textbox").fill(words.b);
  await itemB.getByRole("checkbox").check();
  await page.getByRole("button", { name: t("reviews.submitCount", { count: 1 }) }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
  await expect(page.getByTestId("order-status")).toHaveText(t("order.status.530"));

  // ---- A return after the review, of one item, with a reason from the list ----
  await page.getByRole("link", { name: t("order.return") }).click();
  await page.getByRole("checkbox", { name: t("afterSales.selectItem", { name: nameB }) }).uncheck();
  await page.getByText(t("afterSales.reasons.quality"), { exact: true }).click();
  await page.getByRole("textbox").fill(words.why);
  await expect(page.getByTestId("return-window")).toBeVisible();
  await expect(page.getByTestId("refund-amount")).not.toHaveText("");
  if (english) await expectNoHan(page, userText);
  await shot("return");
  await page.getByRole("button", { name: t("afterSales.submit") }).click();
  await expect(page.getByTestId("after-sale-status")).toHaveText(t("afterSales.status.pending"));
  await expect(page.getByTestId("after-sale-reason")).toHaveText(t("afterSales.reasons.quality"));
  if (english) await expectNoHan(page, userText);
  await shot("detail");
  await page.goto(`${prefix}/after-sales`);
  const row = page.getByTestId("after-sale-row").first();
  await expect(row).toContainText(nameA);
  await expect(row).toContainText(english ? "1 item" : "共 1 件");
  if (english) await expectNoHan(page, userText);
  await shot("list");

  // ---- The goods page: the review with its photo and the SKU bought ----
  await page.goto(`${prefix}/goods/${a.productId}`);
  const reviews = page.getByTestId("goods-reviews");
  await reviews.scrollIntoViewIfNeeded();
  await reviews.getByRole("button", { name: new RegExp(t("reviews.filterPhotos", { count: 1 })) }).click();
  const mine = reviews.getByTestId("review-row").filter({ hasText: words.a });
  await expect(mine).toBeVisible();
  await expect(mine.getByTestId("review-sku")).not.toBeEmpty();
  await expect(mine.getByRole("img", { name: t("reviews.photoAlt", { index: 1 }) })).toBeVisible();
  if (english) await expectNoHan(page, [...userText, "A***x"], reviews);
  await reviews.screenshot({ path: `test-results/after-sales-goods-reviews-${locale}.png` });
  // The nuts' review is not on this product's page.
  await expect(reviews.getByText(words.b)).toHaveCount(0);
}

test("the after-purchase journey in 简体中文", async ({ page, request, shopper }) => {
  test.setTimeout(180_000);
  await walk(page, request, shopper, "zh-Hans");
});

test("the after-purchase journey in English, no Han character outside what the shopper wrote", async ({
  page,
  request,
  shopper,
}) => {
  test.setTimeout(180_000);
  await walk(page, request, shopper, "en");
});
