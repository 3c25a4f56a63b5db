// Clear screens (issue 37 part 4): the flash panel names the SKU on flash and picks it when buy is
// pressed; the home's flash strip has one countdown and fills its box on a desktop; the after-sales form
// marks the reason as required and says so on submit, its heading once; the order action bar is one row
// at 320 px (the rest under "more") and never offers deletion while an after-sales request is open; the
// consult pill goes once the new replies have been on screen. Screenshots of each screen at 320 and
// 375 px go to test-results/clear-screens/ (looked at by hand, not compared).
import fs from "node:fs";
import path from "node:path";
import { test, expect, e2eDatabase, type Shopper } from "./fixtures";
import { addE2eSku, addressBody, api, createE2eSku, flashSale, operator, paidOrderOf } from "./shop-fixtures";
import type { Locale } from "../lib/i18n/routing";
import type { APIRequestContext, Page } from "@playwright/test";

// Each test walks a screen at two widths in two or three languages.
test.describe.configure({ timeout: 120_000 });

type Messages = Record<string, Record<string, unknown>>;
const messages = (locale: Locale): Messages =>
  JSON.parse(fs.readFileSync(path.join("messages", `${locale}.json`), "utf8")) as Messages;
/** A message by its dotted key with `{name}` placeholders filled. */
function text(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
  const found = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages(locale));
  return Object.entries(values).reduce((s, [k, v]) => s.replace(`{${k}}`, String(v)), found as string);
}
const prefix = (locale: Locale) => (locale === "zh-Hans" ? "" : `/${locale}`);
/** Opens a shopper page in `locale` (the locale cookie of an earlier page forgotten, so / is zh-Hans). */
async function visit(page: Page, locale: Locale, to: string) {
  await page.context().clearCookies({ name: "NEXT_LOCALE" });
  await page.goto(`${prefix(locale)}${to}`);
}

const shots = path.join("test-results", "clear-screens");
async function shoot(page: Page, name: string) {
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

async function withAddress(request: APIRequestContext, shopper: Shopper) {
  expect((await api(request, shopper.token).post("/api/v1/create-addresses", addressBody)).ok()).toBe(true);
}

test("the flash panel names the SKU on flash and picks it when buy is pressed", async ({ page, request, shopper }) => {
  const sku = createE2eSku({ price: 9_900, stock: 10 });
  addE2eSku(sku.productId, "典藏款", { price: 12_900, stock: 10 });
  flashSale(sku, Date.now() - 60_000, 5);
  await withAddress(request, shopper);
  await shopper.login(page);
  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 800 });
    for (const locale of ["zh-Hans", "en"] as const) {
      await visit(page, locale, `/goods/${sku.productId}`);
      const panel = page.getByTestId("flash-panel");
      await expect(panel.getByTestId("flash-variant")).toHaveText(text(locale, "flash.variant", { name: "标准款" }));
      await expect(panel.getByRole("button", { name: text(locale, "flash.buy") })).toBeEnabled();
      await panel.scrollIntoViewIfNeeded();
      await shoot(page, `flash-panel-${width}-${locale}`);
    }
  }

  // The shopper looks at the other SKU, then presses buy: the selector shows what the press buys.
  const skus = page.getByRole("radiogroup", { name: text("en", "goods.sku") });
  await skus.getByRole("radio", { name: /典藏款/ }).click();
  await expect(skus.getByRole("radio", { name: /典藏款/ })).toHaveAttribute("aria-checked", "true");
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/v1/flash-buy/**", async (route) => {
    await held;
    await route.continue();
  });
  await page
    .getByTestId("flash-panel")
    .getByRole("button", { name: text("en", "flash.buy") })
    .click();
  await expect(skus.getByRole("radio", { name: /标准款/ })).toHaveAttribute("aria-checked", "true");
  await expect(skus.getByRole("radio", { name: /典藏款/ })).toHaveAttribute("aria-checked", "false");
  release();
  await expect(page).toHaveURL(/\/orders\/\d+\/pay$/);
});

test("the home strip counts down once, and its cards fill the strip on a desktop", async ({ page, browser }) => {
  const sku = createE2eSku({ price: 9_900, stock: 10 });
  flashSale(sku, Date.now() + 2 * 3600_000, 5);
  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 800 });
    for (const locale of ["zh-Hans", "en"] as const) {
      await visit(page, locale, "/");
      const strip = page.getByTestId("flash-strip");
      const card = strip.getByTestId("flash-card").filter({ hasText: sku.name });
      await expect(strip.getByRole("timer")).toHaveCount(1);
      await expect(card.getByRole("timer")).toHaveCount(0);
      await expect(card).toContainText(locale === "en" ? /Starts / : /开抢/);
      await strip.evaluate((el) => el.scrollIntoView({ block: "center" }));
      await shoot(page, `flash-strip-${width}-${locale}`);
    }
  }

  const desktop = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: "zh-CN" });
  const wide = await desktop.newPage();
  await wide.goto("/");
  const row = wide.getByTestId("flash-strip").getByRole("list");
  await expect(wide.getByTestId("flash-strip").getByRole("timer")).toHaveCount(1);
  const box = (await row.boundingBox())!;
  const cards = await row.getByTestId("flash-card").evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right };
    }),
  );
  // The cards span the row (one sale or many), not a 112 px card in a 1200 px box.
  expect(Math.min(...cards.map((c) => c.left)) - box.x).toBeLessThan(16);
  expect(box.x + box.width - Math.max(...cards.map((c) => c.right))).toBeLessThan(16);
  await wide.getByTestId("flash-strip").evaluate((el) => el.scrollIntoView({ block: "center" }));
  await shoot(wide, "flash-strip-1920-zh-Hans");
  await desktop.close();
});

test("the after-sales form marks the reason required and says so on submit; its heading shows once", async ({
  page,
  request,
  shopper,
}) => {
  const sku = createE2eSku({ price: 3_000, stock: 10 });
  const orders = [];
  for (let i = 0; i < 4; i++) orders.push(await paidOrderOf(request, shopper.token, sku.skuId));
  await shopper.login(page);
  let n = 0;
  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 800 });
    for (const locale of ["zh-Hans", "en"] as const) {
      const order = orders[n++];
      await visit(page, locale, `/orders/${order.id}/after-sale`);
      const submit = page.getByRole("button", { name: text(locale, "afterSales.submit") });
      await expect(submit).toBeEnabled();
      await expect(page.getByText(text(locale, "afterSales.applyTitle"), { exact: true })).toHaveCount(1);
      await expect(page.getByRole("heading", { name: text(locale, "afterSales.applyTitle") })).toBeVisible();
      const reasons = page.getByRole("group", {
        name: new RegExp(`^${text(locale, "afterSales.reason")}\\s*\\(${text(locale, "afterSales.required")}\\)$`),
      });
      await expect(reasons).toBeVisible();
      await expect(reasons.getByRole("radio").first()).toHaveAttribute("required", "");

      await submit.click();
      const alert = page.getByTestId("reason-required");
      await expect(alert).toHaveText(text(locale, "afterSales.reasonRequired"));
      await expect(alert).toHaveAttribute("role", "alert");
      await expect(page).toHaveURL(/\/after-sale$/);
      await reasons.scrollIntoViewIfNeeded();
      await shoot(page, `after-sale-${width}-${locale}`);
      await reasons.getByText(text(locale, "afterSales.reasons.not_wanted")).click();
      await expect(alert).toHaveCount(0);
      if (n === 1) {
        await submit.click();
        await expect(page).toHaveURL(/\/after-sales\/\d+$/);
      }
    }
  }
});

/** A shipped order of the shopper, received: 待评价, with five actions. */
async function receivedOrder(request: APIRequestContext, shopper: Shopper) {
  const sku = createE2eSku({ price: 3_000, stock: 10 });
  const order = await paidOrderOf(request, shopper.token, sku.skuId);
  operator("ship", String(order.id), "--courier", "顺丰速运", "--waybill", `SF${order.id}0001`);
  expect((await api(request, shopper.token).post("/api/v1/confirm-receipt", { id: order.id })).ok()).toBe(true);
  return order;
}

/** The visible controls of the action bar, their boxes. */
async function barControls(page: Page) {
  return page
    .getByTestId("order-actions")
    .locator(":scope > div > a, :scope > div > button")
    .evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { text: el.textContent, top: r.top, left: r.left, right: r.right, height: r.height };
      }),
    );
}

test("the order action bar is one row at 320 px, the rest under more", async ({ page, request, shopper }) => {
  const order = await receivedOrder(request, shopper);
  await shopper.login(page);
  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 760 });
    for (const locale of ["zh-Hans", "en", "ja"] as const) {
      await visit(page, locale, `/orders/${order.id}`);
      const bar = page.getByTestId("order-actions");
      await expect(bar.getByRole("link", { name: text(locale, "order.review"), exact: true })).toBeVisible();
      await expect(bar.getByRole("link", { name: text(locale, "order.return") })).toBeVisible();
      const controls = await barControls(page);
      expect(controls).toHaveLength(3);
      // One row: the same top for all, inside the screen.
      expect(new Set(controls.map((c) => Math.round(c.top))).size).toBe(1);
      for (const c of controls) {
        expect(c.left).toBeGreaterThanOrEqual(0);
        expect(c.right).toBeLessThanOrEqual(width);
      }
      await shoot(page, `order-bar-${width}-${locale}`);
      await bar.getByRole("button", { name: text(locale, "order.more") }).click();
      const menu = page.getByRole("menu", { name: text(locale, "order.more") });
      await expect(menu.getByRole("menuitem")).toHaveText([
        text(locale, "order.rebuy"),
        text(locale, "order.complete"),
        text(locale, "order.trajectory"),
      ]);
      await shoot(page, `order-bar-more-${width}-${locale}`);
      await page.keyboard.press("Escape");
      await expect(menu).toHaveCount(0);
    }
  }
  // From the menu: the parcel's trajectory.
  await visit(page, "zh-Hans", `/orders/${order.id}`);
  await page.getByRole("button", { name: "更多" }).click();
  await page.getByRole("menuitem", { name: "物流轨迹" }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}/trajectory$`));
});

test("no deletion is offered while a return is open (and the server refuses it)", async ({
  page,
  request,
  shopper,
}) => {
  const order = await receivedOrder(request, shopper);
  const me = api(request, shopper.token);
  expect((await me.post("/api/v1/complete-order", { id: order.id })).ok()).toBe(true);
  await shopper.login(page);
  await page.setViewportSize({ width: 320, height: 760 });
  await page.goto(`/orders/${order.id}`);
  await page.getByTestId("order-actions").getByRole("button", { name: "更多" }).click();
  // Completed, nothing open: deletion is there.
  await expect(page.getByRole("menuitem", { name: "删除订单" })).toBeVisible();

  const applied = await me.post("/api/v1/after-sales-apply", { orderId: order.id, type: "return", reason: "quality" });
  expect(applied.ok()).toBe(true);
  await page.reload();
  const bar = page.getByTestId("order-actions");
  await expect(bar).toBeVisible();
  await expect(page.getByText("删除订单")).toHaveCount(0);
  const more = bar.getByRole("button", { name: "更多" });
  if (await more.count()) {
    await more.click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "删除订单" })).toHaveCount(0);
  }
  const refused = await me.post("/api/v1/order-delete", { id: order.id });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe("售后处理中的订单不能删除");
});

/** `count` answers of the shop's service to the shopper, unread, straight in the database (as the operator's CLI writes them). */
function serviceReplies(shopper: Shopper, replies: string[]) {
  const db = e2eDatabase();
  const base = Date.now() - replies.length * 1000;
  const insert = db.prepare(
    "INSERT INTO ConsultMessage (userId, sender, content, createdAt) VALUES (?, 'service', ?, ?)",
  );
  replies.forEach((content, i) =>
    insert.run(shopper.id, content, new Date(base + i * 1000).toISOString().replace("Z", "+00:00")),
  );
  db.close();
}

test("the consult pill goes once the new reply is on screen", async ({ page, shopper }) => {
  await shopper.login(page);
  await page.goto("/consult");
  await page.getByRole("textbox", { name: "请输入您要咨询的问题" }).fill("请问什么时候发货？");
  await page.getByRole("button", { name: "发送" }).click();
  await expect(page.getByTestId("consult-message").filter({ hasText: "请问什么时候发货？" })).toBeVisible();
  serviceReplies(shopper, ["今天下午发货"]);
  await page.reload();
  const answer = page.getByTestId("consult-message").filter({ hasText: "今天下午发货" });
  await expect(answer).toBeInViewport();
  await expect(page.getByTestId("consult-new")).toBeVisible();
  // The one new reply is on screen: no pill saying there is one.
  await expect(page.getByText("1 条新回复")).toHaveCount(0);
  await expect(page.getByTestId("consult-new-pill")).toHaveCount(0);
});

for (const locale of ["zh-Hans", "en"] as const) {
  test(`the consult pill counts the new replies not yet seen and goes once they were (${locale})`, async ({
    page,
    shopper,
  }) => {
    const long = locale === "en" ? "Here is a long answer about delivery. " : "这是一条关于发货时间的较长回复。";
    serviceReplies(
      shopper,
      Array.from({ length: 10 }, (_, i) => `${i + 1}: ${long.repeat(4)}`),
    );
    await shopper.login(page);
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 700 });
      if (width === 375) {
        // The first visit read them: new ones for the second.
        serviceReplies(
          shopper,
          Array.from({ length: 10 }, (_, i) => `${i + 11}: ${long.repeat(4)}`),
        );
      }
      await visit(page, locale, "/consult");
      const pill = page.getByTestId("consult-new-pill");
      await expect(pill).toBeVisible();
      // The last replies are on screen (the thread opens at its end): the pill counts the others.
      const count = async () => Number(/\d+/.exec((await pill.textContent()) ?? "")?.[0]);
      await expect.poll(count).toBeLessThan(10);
      expect(await count()).toBeGreaterThan(0);
      await shoot(page, `consult-pill-${width}-${locale}`);
      await pill.click();
      await expect(page.getByTestId("consult-new")).toBeInViewport();
      // Read up to the last one: every new reply has been on screen.
      const news = page.locator("[data-new-reply]");
      for (let i = 0; i < (await news.count()); i++) await news.nth(i).scrollIntoViewIfNeeded();
      await expect(pill).toHaveCount(0);
    }
  });
}
