// Back office II in the browser (issue 23): an owner creates a phone with 2 colours × 3 storages in
// four languages with pictures and puts it on sale; an English shopper finds it by an English word,
// picks a colour and storage, buys and pays; the owner sees the paid order on the dashboard. Then the
// catalogue screens pass an axe scan.
import crypto from "node:crypto";
import { test, expect } from "./fixtures";
import { addressBody, api } from "./shop-fixtures";
import { createOwner, logIn, shopperPage } from "./admin-fixtures";
import { pngImage } from "../tests/helpers/account-images";
import { axeScan, serious } from "./axe";

test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

test("an owner creates a phone in four languages; an English shopper finds it, picks, buys; the dashboard counts it", async ({
  page,
  browser,
  request,
  shopper,
}) => {
  test.setTimeout(120_000);
  const word = `Nebula${crypto.randomBytes(3).toString("hex")}`;
  const owner = createOwner();
  await logIn(page, owner);
  const before = Number((await page.getByTestId("dash-today-orders").innerText()).replace(/\D+/g, "")) || 0;

  await page.goto("/admin/products/new");
  // The category picker: its options are the tree's categories (searched as typed); take the first.
  await page.getByRole("combobox", { name: "分类" }).click();
  await page.getByRole("listbox", { name: "分类" }).getByRole("option").first().click();
  const names = { 简体中文: "星云手机", 繁體中文: "星雲手機", English: `${word} Phone`, 日本語: "ネビュラフォン" };
  const nameGroup = page.getByRole("group", { name: "名称 *" });
  for (const [locale, text] of Object.entries(names)) await nameGroup.getByLabel(locale, { exact: true }).fill(text);
  await page
    .getByRole("group", { name: "副标题" })
    .getByLabel("English", { exact: true })
    .fill("Two colours, three sizes");
  await page.getByLabel("添加图片").setInputFiles([
    { name: "front.png", mimeType: "image/png", buffer: pngImage(40, 40, [20, 20, 30]) },
    { name: "back.png", mimeType: "image/png", buffer: pngImage(40, 40, [200, 200, 210]) },
  ]);
  await expect(page.getByTestId("product-pictures").locator("img")).toHaveCount(2);
  // The second picture becomes the cover.
  await page.getByRole("button", { name: "图片 2 前移" }).click();

  // The description in the rich-text editor: a heading, bold, a list and a picture uploaded from it.
  const rich = page.getByTestId("rich-text");
  const editor = rich.getByRole("textbox", { name: "详情 · 简体中文" });
  await editor.click();
  await rich.getByRole("button", { name: "标题", exact: true }).click();
  await editor.pressSequentially("星云之光");
  await editor.press("Enter");
  await rich.getByRole("button", { name: "加粗" }).click();
  await editor.pressSequentially("双色三容量");
  await rich.getByRole("button", { name: "加粗" }).click();
  await editor.press("Enter");
  await rich.getByRole("button", { name: "项目列表" }).click();
  await editor.pressSequentially("6.7 英寸屏幕");
  await rich
    .getByLabel("图片", { exact: true })
    .setInputFiles({ name: "inside.png", mimeType: "image/png", buffer: pngImage(40, 40, [90, 120, 200]) });
  await expect(editor.locator("img")).toHaveAttribute("src", /\/uploads\/[a-f0-9]{32}\.png/);

  await page.getByRole("button", { name: "添加规格" }).click();
  const colour = page.getByTestId("spec").nth(0);
  await colour.getByLabel("名称 · 简体中文").fill("颜色");
  await colour.getByLabel("名称 · English").fill("Colour");
  await colour.getByLabel("值 1 · 简体中文").fill("星空黑");
  await colour.getByLabel("值 1 · English").fill("Starry Black");
  await colour.getByRole("button", { name: "添加值" }).click();
  await colour.getByLabel("值 2 · 简体中文").fill("云雾白");
  await colour.getByLabel("值 2 · English").fill("Misty White");
  await page.getByRole("button", { name: "添加规格" }).click();
  const storage = page.getByTestId("spec").nth(1);
  await storage.getByLabel("名称 · 简体中文").fill("存储");
  await storage.getByLabel("名称 · English").fill("Storage");
  for (const [i, size] of ["128GB", "256GB", "512GB"].entries()) {
    if (i > 0) await storage.getByRole("button", { name: "添加值" }).click();
    await storage.getByLabel(`值 ${i + 1} · 简体中文`).fill(size);
  }
  const rows = page.getByTestId("sku-row");
  await expect(rows).toHaveCount(6);
  for (let i = 0; i < 6; i++) {
    const row = rows.nth(i);
    await row.getByLabel(/价格（元）$/).fill(String(2999 + (i % 3) * 500));
    await row.getByLabel(/ 库存$/).fill("5");
  }
  await page.getByLabel("上架销售").check();
  await page.getByRole("button", { name: "创建商品" }).click();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  const productId = Number(/products\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole("heading", { name: "编辑 星云手机" })).toBeVisible();
  await expect(page.getByTestId("sku-row")).toHaveCount(6);

  // A flash sale of Misty White 256GB: ¥2,599, 10 units, one per shopper.
  await page.getByRole("link", { name: "限时优惠", exact: true }).click();
  await page.getByRole("button", { name: "新建活动" }).click();
  // The product picker finds it by a word of any of its names (the English one is unique) and shows it
  // by its name in the console's language.
  await page.getByRole("combobox", { name: "商品" }).fill(word);
  await page.getByRole("option", { name: "星云手机" }).click();
  await page.getByLabel("标题 · 简体中文").fill("新品秒杀");
  await page.getByLabel("标题 · 英文").fill("Launch flash sale");
  await page.getByLabel("活动总量").fill("10");
  await page.getByLabel("每人限购/限领").fill("1");
  await page.getByLabel("云雾白 256GB 参与活动").check();
  await page.getByLabel("云雾白 256GB 秒杀价（元）").fill("2599");
  await page.getByRole("button", { name: "保存" }).click();
  await expect(page.getByTestId("sale-row").filter({ hasText: "新品秒杀" })).toContainText("¥2599.00");

  // The English shopper: search by the English word, pick Misty White 256GB, see the countdown, buy and pay.
  await api(request, shopper.token).post("/api/v1/create-addresses", { ...addressBody, isDefault: true });
  const phone = await shopperPage(browser, shopper, "en-US");
  await phone.goto(`/en/search?keyword=${word}`);
  await phone
    .getByRole("link", { name: new RegExp(`${word} Phone`) })
    .first()
    .click();
  await expect(phone).toHaveURL(new RegExp(`/en/goods/${productId}$`));
  await expect(phone.getByRole("heading", { name: `${word} Phone` })).toBeVisible();
  await expect(phone.getByTestId("goods-gallery").locator("img").first()).toHaveAttribute(
    "src",
    /\/uploads\/[a-f0-9]{32}\.png/,
  );
  // The description as written (English falls back to the zh-Hans one), through the server's sanitiser.
  const shown = phone.locator(".rich-text");
  await expect(shown.getByRole("heading", { name: "星云之光", level: 3 })).toBeVisible();
  await expect(shown.locator("strong")).toHaveText("双色三容量");
  await expect(shown.locator("li")).toHaveText("6.7 英寸屏幕");
  await expect(shown.locator("img")).toHaveAttribute("src", /\/uploads\/[a-f0-9]{32}\.png/);
  await phone.getByRole("radiogroup", { name: "Colour" }).getByRole("radio", { name: "Misty White" }).click();
  await phone.getByRole("radiogroup", { name: "Storage" }).getByRole("radio", { name: "256GB" }).click();
  await expect(phone.getByText("Selected: Misty White 256GB")).toBeVisible();
  await expect(phone.getByTestId("sale-countdown").getByRole("timer")).toBeVisible();
  await expect(phone.getByTestId("goods-price")).toContainText("2599.00");
  await phone.getByRole("button", { name: "Buy now" }).click();
  // The flash price; the seeded default rule ships free from ¥99 (满 99 包邮), so no freight.
  await expect(phone.getByTestId("order-total")).toContainText("2599.00");
  await phone.getByRole("button", { name: "Place order" }).click();
  await expect(phone).toHaveURL(/\/en\/orders\/\d+\/pay$/);
  await phone.getByRole("button", { name: "Pay now" }).click();
  await phone.getByRole("button", { name: "Confirm payment" }).click();
  await expect(phone.getByTestId("pay-result")).toHaveText("Payment successful");
  const orderId = Number(/\/orders\/(\d+)/.exec(phone.url())![1]);
  const order = await (await api(request, shopper.token).get(`/api/v1/orders-detail?id=${orderId}`)).json();
  expect(order.items[0]).toMatchObject({ price: 259_900, skuName: "云雾白 256GB" });
  await phone.context().close();

  // The owner sees it on the dashboard.
  await page.goto("/admin");
  await expect(page.getByTestId("dash-today-orders")).toContainText(String(before + 1));
});

test("the catalogue, marketing, content and settings screens pass an axe scan", async ({ page }) => {
  test.setTimeout(120_000);
  const owner = createOwner();
  await logIn(page, owner);
  const problems: string[] = [];
  for (const url of [
    "/admin/products",
    "/admin/products/new",
    "/admin/products/1",
    "/admin/stock",
    "/admin/categories",
    "/admin/translations",
  ]) {
    await page.goto(url);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(300);
    const result = await axeScan(page).analyze();
    for (const v of serious(result.violations))
      problems.push(
        `${url}: ${v.id}: ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(" "))
          .join(" | ")}`,
      );
  }
  expect(problems).toEqual([]);
});
