// The desktop storefront at 1280 and 1920 px (a desktop browser, no touch): the goods page shows its
// gallery on the left and the title, price, specs and buy box on the right within the first screen;
// the home's banners stay inside the column; list pages put four or five cards in a row; nothing
// scrolls sideways. At 1440 and 1920 the whole purchase from the desktop header: search, two products,
// the cart table, the two-column checkout, the sandbox payment, the order. Every shopper page at
// 1024-2560 px and on 320/375 px phones without sideways scroll; axe finds no serious violation on the
// desktop header, cart table, checkout and account pages; the account screens (the message centre, the
// subscriptions and the address editor included) in the account frame; from 1440 px the page zoomed with
// the window (the 1920 reference width, decision 045), below it nothing shrinks, no text under 12 px.
// Screenshots kept in test-results/.
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { test, expect, type Shopper } from "./fixtures";
import { addressBody, api, createE2eSku } from "./shop-fixtures";
import { axeScan, serious } from "./axe";

const desktop = (width: number) => ({
  viewport: { width, height: width >= 1920 ? 1080 : 800 },
  isMobile: false,
  hasTouch: false,
  deviceScaleFactor: 1,
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
});

async function noSidewaysScroll(page: Page) {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(inner);
}

/** How many of the first product cards (of `scope`, else the page) share the first card's row. */
async function cardsInFirstRow(page: Page, scope?: Locator) {
  const boxes = await (scope ?? page)
    .getByTestId("product-card")
    .evaluateAll((cards) => cards.slice(0, 12).map((c) => Math.round(c.getBoundingClientRect().top)));
  return boxes.filter((top) => top === boxes[0]).length;
}

for (const width of [1280, 1920]) {
  test.describe(`${width} px`, () => {
    test.use(desktop(width));

    test("goods page: gallery left; title, price, specs and buy box right, in the first screen", async ({ page }) => {
      await page.goto("/goods/1");
      const gallery = page.getByTestId("goods-gallery");
      const title = page.getByTestId("goods-title");
      const price = page.getByTestId("goods-price");
      const buy = page.getByRole("button", { name: "立即购买" });
      const height = page.viewportSize()!.height;
      for (const el of [gallery, title, price, buy]) {
        const box = (await el.boundingBox())!;
        expect(box.y + box.height, await el.evaluate((e) => e.outerHTML.slice(0, 80))).toBeLessThanOrEqual(height);
      }
      expect((await gallery.boundingBox())!.x).toBeLessThan((await title.boundingBox())!.x);
      await expect(page.locator("#sku-selector")).toBeInViewport();
      await noSidewaysScroll(page);
      await page.screenshot({ path: `test-results/desktop-goods-${width}.png` });
    });

    test("home: banners inside the column, a wide grid; list pages with 4-5 cards a row", async ({ page }) => {
      await page.goto("/");
      const column = (await page.locator("main").first().boundingBox())!;
      for (const banner of await page.getByRole("region", { name: "轮播广告" }).all()) {
        const box = (await banner.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(column.x - 1);
        expect(box.x + box.width).toBeLessThanOrEqual(column.x + column.width + 1);
      }
      // Every big banner whole inside the column (none cut off at its edge).
      const big = page.getByRole("region", { name: "专题推荐" });
      await expect(big.getByRole("link").first()).toBeVisible();
      for (const link of await big.getByRole("link").all()) {
        const box = (await link.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(column.x - 1);
        expect(box.x + box.width).toBeLessThanOrEqual(column.x + column.width + 1);
      }
      // The feed under the strips: a grid of four or five a row.
      const feed = page.getByRole("region", { name: "为你推荐" });
      await expect
        .poll(async () => {
          const perRow = await cardsInFirstRow(page, feed);
          return perRow >= 4 && perRow <= 5;
        })
        .toBe(true);
      await noSidewaysScroll(page);
      await page.screenshot({ path: `test-results/desktop-home-${width}.png`, fullPage: false });

      await page.goto("/new-product");
      // Measured once the list has laid out (a streamed page may still show its loading screen).
      await expect
        .poll(async () => {
          const perRow = await cardsInFirstRow(page);
          return perRow >= 4 && perRow <= 5;
        })
        .toBe(true);
      await noSidewaysScroll(page);
      await page.screenshot({ path: `test-results/desktop-list-${width}.png` });
    });
  });
}

for (const width of [1440, 1920]) {
  test.describe(`${width} px purchase`, () => {
    test.use(desktop(width));

    test("search from the header, two products, the cart table, two-column checkout with a company invoice, pay, the order", async ({
      page,
      request,
      shopper,
    }) => {
      test.setTimeout(90_000);
      const first = createE2eSku({ price: 1990, stock: 9 });
      const second = createE2eSku({ price: 2990, stock: 9 });
      await api(request, shopper.token).post("/api/v1/create-addresses", { ...addressBody, isDefault: true });
      await shopper.login(page);
      await page.goto("/");
      const header = page.locator("header[data-desktop-header]");
      await expect(header).toBeVisible();
      // No phone bars on a desktop: neither the tab bar nor the home's search link.
      await expect(page.getByRole("navigation", { name: "主导航" })).toHaveCount(1);
      await expect(page.getByRole("link", { name: "购物车" })).toHaveCount(1);

      for (const sku of [first, second]) {
        const word = sku.name.split(" ").pop()!;
        const box = header.getByRole("searchbox", { name: "搜索" });
        // Suggestions under the header's box as the shopper types (its live part loads when idle).
        await expect(async () => {
          await box.fill("");
          await box.pressSequentially(word);
          await expect(header.getByRole("list", { name: "搜索建议" }).getByRole("button")).not.toHaveCount(0, {
            timeout: 2000,
          });
        }).toPass({ timeout: 20_000 });
        await box.press("Enter");
        await expect(page).toHaveURL(new RegExp(`/search\\?keyword=${word}$`));
        await page.getByRole("link", { name: sku.name }).first().click();
        await expect(page).toHaveURL(new RegExp(`/goods/${sku.productId}$`));
        await page.getByRole("button", { name: "加入购物车" }).click();
        await expect(page.getByTestId("toast")).toBeVisible();
      }
      // The header's cart count follows.
      const cartLink = header.getByTestId("desktop-cart");
      await expect(cartLink.locator("[data-desktop-cart-count]")).toHaveText("2");
      await cartLink.click();
      await expect(page).toHaveURL(/\/cart$/);

      // The cart as a table: unit price, quantity and subtotal side by side on each row.
      const row = page.getByTestId("cart-line").filter({ hasText: first.name });
      await expect(row).toBeVisible();
      await expect(page.getByText("左滑或长按可删除")).toBeHidden();
      await row.getByRole("button", { name: "增加" }).click();
      await row.getByRole("button", { name: "增加" }).click();
      await expect(row.getByRole("group", { name: `${first.name} 的数量` })).toContainText("3");
      await expect(row.getByTestId("cart-line-subtotal")).toHaveText("¥59.70");
      await row.getByRole("button", { name: "减少" }).click();
      await expect(row.getByTestId("cart-line-subtotal")).toHaveText("¥39.80");
      const x = async (l: Locator) => (await l.boundingBox())!.x;
      const unit = row.locator("span.inline-flex").first();
      const stepper = row.getByRole("group");
      const subtotal = row.getByTestId("cart-line-subtotal");
      const remove = row.getByRole("button", { name: `删除 ${first.name}` });
      expect(await x(unit)).toBeLessThan(await x(stepper));
      expect(await x(stepper)).toBeLessThan(await x(subtotal));
      expect(await x(subtotal)).toBeLessThan(await x(remove));
      // One row high: the stepper and the subtotal on the name's line, not under it (in the layout's own
      // pixels: from 1440 px the page is zoomed with the window, and boxes are measured as painted).
      const rowBox = (await row.boundingBox())!;
      const zoom = await page.evaluate(() => document.documentElement.currentCSSZoom);
      expect(rowBox.height / zoom).toBeLessThan(160);
      await expect(page.getByTestId("cart-total")).toContainText("¥69.70");
      await noSidewaysScroll(page);
      await page.screenshot({ path: `test-results/desktop-cart-${width}.png` });

      await page.getByRole("button", { name: "结算(2)" }).click();
      await expect(page).toHaveURL(/\/order\/confirm$/);
      // Two columns: the form on the left, the summary with the pay button on the right, in the first screen.
      const main = page.locator("[data-checkout-main]");
      const summary = page.getByRole("complementary", { name: "订单摘要" });
      await expect(summary.getByTestId("order-total")).toBeVisible();
      expect(await x(summary)).toBeGreaterThan((await main.boundingBox())!.x + 400);
      await expect(main.getByText(first.name)).toBeVisible();
      await expect(main.getByText(second.name)).toBeVisible();
      const submit = summary.getByRole("button", { name: "提交订单" });
      await expect(submit).toBeInViewport();
      expect((await submit.boundingBox())!.width).toBeGreaterThan(250);
      // A company invoice, in the left column.
      const invoice = main.getByTestId("invoice-picker");
      await invoice.getByRole("radio", { name: "单位" }).click();
      await invoice.getByPlaceholder("单位名称").fill("星耀科技有限公司");
      await invoice.getByTestId("invoice-tax-number").fill("91350100M000100Y43");
      await noSidewaysScroll(page);
      await page.screenshot({ path: `test-results/desktop-checkout-${width}.png` });
      await submit.click();

      await expect(page).toHaveURL(/\/orders\/\d+\/pay$/);
      const orderId = Number(/\/orders\/(\d+)/.exec(page.url())?.[1]);
      await page.getByRole("button", { name: "立即支付" }).click();
      await expect(page).toHaveURL(/\/pay\/sandbox\?no=\d{32}&sig=/);
      await page.getByRole("button", { name: "确认支付" }).click();
      await expect(page.getByTestId("pay-result")).toHaveText("支付成功");
      await page.getByRole("link", { name: "查看订单" }).click();
      await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
      await expect(page.getByTestId("order-status")).toHaveText("待发货");
      await expect(page.getByText(first.name)).toBeVisible();
      await expect(page.getByText(second.name)).toBeVisible();
      await expect(page.getByTestId("order-invoice")).toContainText("星耀科技有限公司");
      await noSidewaysScroll(page);
    });
  });
}

for (const width of [1440, 1920]) {
  test.describe(`${width} px in four locales`, () => {
    test.use(desktop(width));

    test("the cart table and the two-column checkout in every locale (screenshots)", async ({
      page,
      request,
      shopper,
    }) => {
      test.setTimeout(90_000);
      const me = api(request, shopper.token);
      await me.post("/api/v1/create-addresses", { ...addressBody, isDefault: true });
      for (const price of [1990, 2990]) {
        const sku = createE2eSku({ price, stock: 9 });
        await me.post("/api/v1/cart-add", { skuId: sku.skuId, quantity: 1 });
      }
      await shopper.login(page);
      for (const locale of ["zh-Hans", "zh-Hant", "en", "ja"]) {
        const prefix = locale === "zh-Hans" ? "" : `/${locale}`;
        await page.goto(`${prefix}/cart`);
        await expect(page.getByTestId("cart-line")).toHaveCount(2);
        await expect(page.getByTestId("cart-line-subtotal").first()).toBeVisible();
        await noSidewaysScroll(page);
        await page.screenshot({ path: `test-results/desktop-cart-${width}-${locale}.png` });
        await page.getByRole("button", { name: /\(\s*2\s*\)/ }).click();
        await expect(page).toHaveURL(new RegExp(`${prefix}/order/confirm$`));
        const summary = page.locator("[data-checkout-summary]");
        await expect(summary.getByTestId("order-total")).toBeVisible();
        await expect(summary.getByTestId("submit-order")).toBeInViewport();
        expect((await summary.boundingBox())!.x).toBeGreaterThan(
          (await page.locator("[data-checkout-main]").boundingBox())!.x + 400,
        );
        await noSidewaysScroll(page);
        await page.screenshot({ path: `test-results/desktop-checkout-${width}-${locale}.png` });
      }
    });
  });
}

/** A shopper with an order, an address and a cart line, so the account pages have something to lay out. */
async function shopperWithHistory(request: APIRequestContext, shopper: Shopper) {
  const sku = createE2eSku({ price: 1990, stock: 9 });
  const me = api(request, shopper.token);
  const address = await (await me.post("/api/v1/create-addresses", { ...addressBody, isDefault: true })).json();
  const order = await (
    await me.post("/api/v1/create-order-now", { addressId: address.id, skuId: sku.skuId, quantity: 1 })
  ).json();
  await me.post("/api/v1/cart-add", { skuId: sku.skuId, quantity: 1 });
  return { sku, orderId: order.id as number, addressId: address.id as number };
}

const shopperPages = (h: { sku: { productId: number }; orderId: number; addressId: number }) => [
  "/",
  "/category",
  "/search?keyword=手机",
  `/goods/${h.sku.productId}`,
  "/new-product",
  "/discount",
  "/cart",
  "/order/confirm",
  "/me",
  "/orders",
  `/orders/${h.orderId}`,
  `/orders/${h.orderId}/pay`,
  "/after-sales",
  "/address",
  "/address/new",
  `/address/${h.addressId}`,
  `/address/${h.addressId}/edit`,
  "/messages",
  "/notices",
  "/collect",
  "/coupon",
  "/integral",
  "/footprint",
  "/profile",
  "/setting",
  "/login",
];

const accountPages =
  /^\/(orders(\/\d+)?$|after-sales|address|collect|coupon|integral|footprint|profile|setting|messages|notices)\b/;

// Each page is loaded once per kind of device and measured at each of its widths by resizing the window
// (the layout is CSS media queries and the zoom; the server sends one page to every desktop): a load
// per page and width cost the run three times as long.
for (const [kind, widths] of [
  ["desktop", [1024, 1440, 1920, 2560]],
  ["phone", [320, 375]],
] as const) {
  test.describe(`${widths.join(", ")} px pages`, () => {
    test.use(kind === "desktop" ? desktop(widths[0]) : { viewport: { width: widths[0], height: 700 } });

    test("no shopper page scrolls sideways", async ({ page, request, shopper }) => {
      test.setTimeout(180_000);
      const history = await shopperWithHistory(request, shopper);
      await shopper.login(page);
      for (const path of shopperPages(history)) {
        await page.setViewportSize({ width: widths[0], height: kind === "desktop" ? 800 : 700 });
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        for (const width of widths) {
          await page.setViewportSize({ width, height: width >= 1920 ? 1080 : kind === "desktop" ? 800 : 700 });
          // Two frames: media queries, the zoom and any resize listener have run.
          await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
          const at = `${path} at ${width} px`;
          const { scroll, inner } = await page.evaluate(() => ({
            scroll: document.documentElement.scrollWidth,
            inner: window.innerWidth,
          }));
          expect(scroll, at).toBeLessThanOrEqual(inner);
          if (width === 1440) {
            const name = path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
            await page.screenshot({ path: `test-results/desktop-page-1440-${name}.png` });
          }
          // The desktop header from 1024 px, the phone's own bars below.
          await expect(page.locator("header[data-desktop-header]"), at).toBeVisible({ visible: width >= 1024 });
          // The account screens inside the account menu's frame on a desktop.
          if (accountPages.test(path)) {
            await expect(page.locator("[data-account-menu]"), at).toBeVisible({ visible: width >= 1024 });
          }
        }
      }
    });
  });
}

test.describe("scaled to the 1920 reference width", () => {
  test.use(desktop(1024));

  test("from 1440 px the page zooms with the window; below it nothing shrinks and no text is under 12 px", async ({
    page,
  }) => {
    const product = createE2eSku({ price: 1990, stock: 9 }).productId;
    /** The column's and the header search box's painted widths, the zoom, the smallest painted text. */
    const measure = async (width: number, path: string) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const name = path === "/" ? "home" : "goods";
      await page.screenshot({ path: `test-results/desktop-scaled-${name}-${width}.png` });
      return page.evaluate(() => {
        const header = document.querySelector("header[data-desktop-header] > div")!;
        const search = document.querySelector('header[data-desktop-header] input[type="search"]')!;
        let smallest = Infinity;
        let smallestText = "";
        for (const el of document.body.querySelectorAll<HTMLElement>("*")) {
          const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
          if (!own || !el.checkVisibility() || el.closest(".sr-only")) continue;
          const size = parseFloat(getComputedStyle(el).fontSize) * el.currentCSSZoom;
          if (size < smallest) [smallest, smallestText] = [size, el.outerHTML.slice(0, 160)];
        }
        return {
          column: header.getBoundingClientRect().width,
          search: search.getBoundingClientRect().width,
          zoom: document.documentElement.currentCSSZoom,
          smallest,
          smallestText,
          scroll: document.documentElement.scrollWidth,
        };
      });
    };
    for (const path of ["/", `/goods/${product}`]) {
      const at: Record<number, Awaited<ReturnType<typeof measure>>> = {};
      for (const w of [1024, 1280, 1440, 1920, 2560]) at[w] = await measure(w, path);
      // 1440 to 2560: one layout in proportion; the column is 8/9 of the window at each width.
      for (const w of [1440, 1920, 2560]) {
        expect(at[w].zoom, `${path} ${w}`).toBeCloseTo(w / 1440, 3);
        expect(at[w].column / w, `${path} ${w}`).toBeCloseTo(1280 / 1440, 2);
        expect(at[w].search / at[1440].search, `${path} ${w}`).toBeCloseTo(w / 1440, 2);
      }
      // Narrower desktops keep the authored sizes (zoom 1): the column reflows instead.
      for (const w of [1024, 1280]) {
        expect(at[w].zoom, `${path} ${w}`).toBe(1);
        expect(at[w].column, `${path} ${w}`).toBeLessThanOrEqual(w);
        expect(at[w].search, `${path} ${w}`).toBeLessThanOrEqual(at[1440].search + 0.5);
      }
      for (const [w, m] of Object.entries(at)) {
        expect(m.smallest, `${path} ${w}: smallest text ${m.smallestText}`).toBeGreaterThanOrEqual(12);
        expect(m.scroll, `${path} ${w}`).toBeLessThanOrEqual(Number(w));
      }
    }
  });
});

test.describe("1440 px accessibility", () => {
  test.use(desktop(1440));

  test("the desktop header, cart table, checkout and account pages: no serious or critical axe violation", async ({
    page,
    request,
    shopper,
  }) => {
    test.setTimeout(120_000);
    const history = await shopperWithHistory(request, shopper);
    await shopper.login(page);
    const scan = async (path: string) => {
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(300);
      const result = await axeScan(page).analyze();
      const found = serious(result.violations).map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
      );
      expect(found, path).toEqual([]);
    };
    for (const path of [
      "/",
      `/goods/${history.sku.productId}`,
      "/cart",
      "/me",
      "/orders",
      `/orders/${history.orderId}`,
    ]) {
      await page.goto(path);
      await scan(path);
    }
    // The checkout, reached from the cart table.
    await page.goto("/cart");
    await page.getByRole("button", { name: "结算(1)" }).click();
    await expect(page.locator("[data-checkout-summary]").getByTestId("order-total")).toBeVisible();
    await scan("/order/confirm");
  });
});
