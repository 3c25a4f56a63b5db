// Catalogue and discovery in the browser: home -> category -> goods detail -> pick a SKU, search with
// persisted history, infinite scroll, pull to refresh, share, and the merchandising screens.
import { test, expect } from "./fixtures";
import type { Page } from "@playwright/test";

async function pullDown(page: Page, distance = 200) {
  // The gesture listens once the screen has hydrated; a drag before that would go nowhere.
  await page.locator('[data-testid="pull-to-refresh"][data-ready="true"]').first().waitFor();
  // A finger drag from the top of the page (Chromium builds Touch objects for synthetic events).
  await page.evaluate(async (dy) => {
    const target = document.querySelector('[data-testid="pull-to-refresh"]') as HTMLElement;
    const touch = (y: number) => new Touch({ identifier: 1, target, clientX: 150, clientY: y });
    const fire = (type: string, y: number) =>
      target.dispatchEvent(
        new TouchEvent(type, {
          touches: type === "touchend" ? [] : [touch(y)],
          changedTouches: [touch(y)],
          bubbles: true,
          cancelable: true,
        }),
      );
    fire("touchstart", 100);
    for (let y = 110; y <= 100 + dy; y += 10) {
      fire("touchmove", y);
      await new Promise((r) => requestAnimationFrame(r));
    }
    fire("touchend", 100 + dy);
  }, distance);
}

test("browse home -> category -> goods detail -> pick a SKU", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("region", { name: "轮播广告" })).toBeVisible();
  // The section shortcuts once, in the operator's button grid.
  await expect(page.getByRole("main").getByRole("link", { name: /优惠区/ })).toHaveCount(1);
  await expect(page.getByTestId("product-card").first()).toBeVisible();

  await page.getByRole("navigation", { name: "主导航" }).getByRole("link", { name: "分类" }).click();
  await expect(page).toHaveURL(/\/category$/);
  const rail = page.getByRole("tablist", { name: "一级分类" });
  await rail.getByRole("tab", { name: "家用电器" }).click();
  await expect(rail.getByRole("tab", { name: "家用电器" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("tabpanel", { name: "家用电器" }).getByRole("link", { name: "厨房电器" }).click();
  await expect(page.getByRole("heading", { name: "厨房电器", level: 1 })).toBeVisible();

  await page.getByTestId("product-card").filter({ hasText: "空气炸锅" }).click();
  await expect(page).toHaveURL(/\/goods\/\d+$/);
  await expect(page.getByRole("heading", { name: /空气炸锅/, level: 2 })).toBeVisible();
  const skus = page.getByRole("radiogroup", { name: "规格" });
  await expect(skus.getByRole("radio")).toHaveCount(2);
  const sku = skus.getByRole("radio", { name: /薄荷绿/ });
  await sku.click();
  await expect(sku).toHaveAttribute("aria-checked", "true");
  await expect(page.getByText("已选：薄荷绿")).toBeVisible();
  await expect(page.getByTestId("goods-price")).toContainText("299.00");
  // Every SKU shows its price and stock; the summary shows the chosen one's stock.
  for (const radio of await skus.getByRole("radio").all())
    await expect(radio).toHaveAccessibleName(/¥\d+\.\d{2}.*(库存 \d+|已售罄)/);
  await expect(page.getByRole("region", { name: /空气炸锅/ }).getByText(/^库存 \d+$/)).toBeVisible();

  await page.getByRole("button", { name: "增加数量" }).click();
  await page.getByRole("button", { name: "立即购买" }).click();
  // The confirm screen asks a logged-out shopper to log in first, coming back to it afterwards.
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === "/login" &&
      /^\/order\/confirm\?skuId=\d+&quantity=2$/.test(url.searchParams.get("redirect") ?? ""),
  );
  // Let the login screen finish loading: closing the browser context in the middle of that second
  // navigation was seen to hang Chromium's teardown for a minute under CI load.
  await expect(page.getByRole("heading", { name: "登录", level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
});

test("search finds Chinese and English, and keeps the history across reloads", async ({ page }) => {
  await page.goto("/search");
  await expect(page.getByText("暂无搜索历史")).toBeVisible();
  const box = page.getByRole("searchbox", { name: "搜索" });
  await box.fill("手机");
  await box.press("Enter");
  await expect(page).toHaveURL(/keyword=%E6%89%8B%E6%9C%BA/);
  await expect(page.getByTestId("product-card").first()).toContainText("手机");

  await box.fill("phone");
  await page.getByRole("button", { name: "搜索", exact: true }).click();
  await expect(page.getByTestId("product-card").first()).toContainText(/phone/i);

  await page.goto("/search");
  const history = page.getByRole("list", { name: "搜索历史" });
  await expect(history.getByRole("button")).toHaveText(["phone", "手机"]);
  await page.reload();
  await expect(history.getByRole("button")).toHaveText(["phone", "手机"]);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("lifeData") ?? "{}").$search.history);
  expect(stored).toEqual(["phone", "手机"]);

  await history.getByRole("button", { name: "手机" }).click();
  await expect(page).toHaveURL(/keyword=/);
  await page.goto("/search");
  await expect(history.getByRole("button")).toHaveText(["手机", "phone"]);

  await page.getByRole("button", { name: "清空历史" }).click();
  await expect(page.getByText("暂无搜索历史")).toBeVisible();
  await page.reload();
  await expect(page.getByText("暂无搜索历史")).toBeVisible();
});

test("search without results shows the empty state", async ({ page }) => {
  await page.goto("/search?keyword=zzqqxxyy");
  await expect(page.getByText("没有找到与“zzqqxxyy”相关的商品")).toBeVisible();
});

test("the goods list loads more on scroll until there is no more", async ({ page }) => {
  await page.goto("/goods");
  await expect(page.getByTestId("product-card")).toHaveCount(20);
  const loader = page.getByTestId("list-loader");
  // Scroll to the loader until the list says there is no more: as many pages as the catalogue has (the
  // other specs add products as they run), each at the pace of a busy machine.
  await expect(async () => {
    await loader.scrollIntoViewIfNeeded();
    expect(await loader.getAttribute("data-state")).toBe("noMore");
  }).toPass({ timeout: 30_000, intervals: [300] });
  await expect(loader).toHaveText("没有更多了");
  expect(await page.getByTestId("product-card").count()).toBeGreaterThan(20);
});

test("pull to refresh reloads a list", async ({ page }) => {
  await page.goto("/discount");
  await expect(page.getByTestId("discount-card").first()).toBeVisible();
  const refreshed = page.waitForResponse((r) => r.url().includes("/api/v1/get-discount") && r.ok());
  await pullDown(page);
  await refreshed;
  await expect(page.getByTestId("discount-card").first()).toBeVisible();
});

test("pull to refresh on a product list: the server page at first, the live list once scrolled", async ({ page }) => {
  await page.goto("/goods");
  await expect(page.getByTestId("product-card")).toHaveCount(20);
  // Only the server-rendered first page is shown: a pull renders the page again on the server.
  const serverRender = page.waitForRequest((r) => new URL(r.url()).pathname === "/goods" && r.headers()["rsc"] === "1");
  await pullDown(page);
  await serverRender;
  await expect(page.getByTestId("pull-to-refresh")).not.toHaveAttribute("data-refreshing", "true");
  await expect(page.getByTestId("product-card")).toHaveCount(20);

  // Scrolling to the end brings in the live list, which loads page 2...
  await page.getByTestId("list-loader").scrollIntoViewIfNeeded();
  await expect(page.getByTestId("product-card")).toHaveCount(40);
  // ...and from then on a pull starts it over from page 1 through the API.
  await page.evaluate(() => window.scrollTo(0, 0));
  const firstPage = page.waitForResponse((r) => /\/api\/v1\/products\?.*pageIndex=1\b/.test(r.url()) && r.ok());
  await pullDown(page);
  await firstPage;
  await expect(page.getByTestId("product-card")).toHaveCount(20);
});

test("a list whose live part cannot load offers a retry instead of breaking the page", async ({
  page,
  browserErrors,
}) => {
  // The scripts refused below.
  browserErrors.allowFailedRequest(/\/_next\/static\/chunks\//);
  // Serve every script the page itself names (its HTML and inline payload); refuse the ones it would
  // load later, as a phone that lost its connection would, until the test lets them through.
  let html = "";
  let offline = true;
  await page.route("**/*", async (route) => {
    const request = route.request();
    if (request.resourceType() === "document") {
      const response = await route.fetch();
      html = await response.text();
      return route.fulfill({ response, body: html });
    }
    const { pathname } = new URL(request.url());
    if (offline && pathname.startsWith("/_next/static/chunks/") && !html.includes(pathname))
      return route.abort("internetdisconnected");
    return route.continue();
  });
  await page.goto("/goods");
  await expect(page.getByTestId("product-card")).toHaveCount(20);
  await page.getByTestId("list-loader").scrollIntoViewIfNeeded();
  await expect(page.getByRole("alert").filter({ hasText: "网络开小差了！" })).toBeVisible();
  await expect(page.getByTestId("product-card")).toHaveCount(20);

  offline = false;
  await page.getByRole("button", { name: "重试" }).click();
  await expect(page.getByTestId("product-card")).toHaveCount(40);
});

test("share copies the link when the Web Share API is missing", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => Object.defineProperty(navigator, "share", { value: undefined }));
  await page.goto("/goods");
  await page.getByTestId("product-card").first().click();
  await page.getByRole("button", { name: "分享", exact: true }).click();
  await page.getByTestId("share-sheet").getByRole("button", { name: "分享链接" }).click();
  await expect(page.getByTestId("toast")).toHaveText("内容已复制");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("/goods/");
});

test("the merchandising screens list seeded data", async ({ page }) => {
  for (const [path, title, card] of [
    ["/boutique", "精品", "product-card"],
    ["/recommend", "推荐", "product-card"],
    ["/new-product", "新品", "product-card"],
    ["/imported-goods", "进口商品", "product-card"],
    ["/discount", "优惠区", "discount-card"],
    ["/activity", "活动", "activity-card"],
    ["/shop", "推荐店铺", "shop-card"],
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await expect(page.getByTestId(card).first(), path).toBeVisible();
  }
});

test("goods detail in English", async ({ page }) => {
  await page.goto("/en/goods");
  await page.getByTestId("product-card").first().click();
  await expect(page.getByRole("button", { name: "Add to cart" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Product details", level: 1 })).toBeAttached();
});

test("add to cart: logged out goes to login, logged in adds with a toast", async ({ page, shopper }) => {
  await page.goto("/goods/14");
  await page.getByRole("radiogroup", { name: "规格" }).getByRole("radio").last().click();
  await page.getByRole("button", { name: "加入购物车" }).click();
  // The login comes back to this page with the choice (sku, quantity) to finish the add.
  await expect(page).toHaveURL(/\/login\?redirect=%2Fgoods%2F14%3FskuId%3D\d+%26quantity%3D1%26add%3D1$/);

  await shopper.login(page);
  await page.goto("/goods/14");
  await page.getByRole("button", { name: "加入购物车" }).click();
  // No SKU chosen yet: the shopper is asked to choose one.
  await expect(page.getByTestId("toast")).toHaveText("请选择规格");
  await page.getByRole("radiogroup", { name: "规格" }).getByRole("radio").last().click();
  const added = page.waitForResponse((r) => r.url().endsWith("/api/v1/cart-add"));
  await page.getByRole("button", { name: "加入购物车" }).click();
  expect((await added).status()).toBe(200);
  await expect(page.getByTestId("toast")).toHaveText("已加入购物车");
});
