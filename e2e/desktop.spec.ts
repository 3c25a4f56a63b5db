// The desktop storefront at 1280 and 1920 px (a desktop browser, no touch): the goods page shows its
// gallery on the left and the title, price, specs and buy box on the right within the first screen;
// the home's banners stay inside the column; list pages put four or five cards in a row; nothing
// scrolls sideways. Screenshots of each are kept in test-results/.
import type { Locator, Page } from "@playwright/test";
import { test, expect } from "./fixtures";

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
