// Content in the shopper's language and pictures a shopper believes: an English shopper browses the
// category tree and the goods list in English, the goods page shows the product's drawn picture and
// switches it with a colour SKU, and zh-Hant labels are traditional throughout.
import { test, expect } from "./fixtures";

const HAN = /[\u3400-\u9fff]/;

test("an English shopper sees English category and product names", async ({ page }) => {
  await page.goto("/en/category");
  const categories = page.getByRole("main");
  await expect(categories.getByText("Phones & Digital").first()).toBeVisible();
  await expect(categories.getByText("手机数码")).toHaveCount(0);

  // Best sellers first: the seeded catalogue (thousands sold each). Other specs running beside this one
  // add products of their own ("E2E 商品 …", no translation) that the default order (by the shop's
  // sort number, theirs 0) puts first, enough of them to push the seeded ones off the first page.
  await page.goto("/en/goods?sort=sales");
  const cards = page.getByTestId("product-card");
  await expect(cards.first()).toBeVisible();
  // The seeded catalogue is what must be English.
  const names = (await cards.allInnerTexts()).filter((n) => !n.startsWith("E2E "));
  expect(names.length).toBeGreaterThanOrEqual(5);
  const chinese = names.filter((n) => HAN.test(n));
  expect(chinese, chinese.join(" | ")).toHaveLength(0);
});

test("the goods page shows the drawn picture and the SKU's colour", async ({ page }) => {
  await page.goto("/en/goods/1");
  await expect(page.getByRole("heading", { name: "Xingyao X20 5G Smartphone" })).toBeVisible();
  const first = page.getByTestId("goods-gallery").locator("img").first();
  await expect(first).toHaveAttribute("src", /\/media\/product\/1\.svg\?k=phone&c=111827/);
  // The picture really loads (and is a drawing, 400 px wide, not a broken image).
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
  await expect(page.getByTestId("goods-gallery").locator("img")).toHaveCount(3);

  // Choosing silver shows the silver phone at once, before its storage is chosen (colour × storage picker).
  const colours = page.getByRole("radiogroup", { name: "Colour" });
  await colours.getByRole("radio", { name: "Glacier Silver" }).click();
  await expect(first).toHaveAttribute("src", /c=dbe4ee/);
  await page.getByRole("radiogroup", { name: "Storage" }).getByRole("radio", { name: "8GB+256GB" }).click();
  await expect(page.getByText("Selected: Glacier Silver 8GB+256GB")).toBeVisible();
  await expect(first).toHaveAttribute("src", /c=dbe4ee/);

  const svg = await page.request.get("/media/product/1.svg?k=phone&c=111827");
  expect(svg.headers()["content-type"]).toContain("image/svg+xml");
  expect(svg.headers()["cache-control"]).toContain("immutable");
  expect(svg.headers()["x-content-type-options"]).toBe("nosniff");
  expect(await svg.text()).toContain("#111827");
});

test("a Japanese shopper reads the goods page in Japanese", async ({ page }) => {
  await page.goto("/ja/goods/26");
  await expect(page.getByRole("heading", { name: "レディース ニットカーディガン" })).toBeVisible();
  await expect(page.getByTestId("goods-gallery").locator("img").first()).toHaveAttribute("src", /k=cardigan/);
});

test("zh-Hant home labels are traditional, not simplified", async ({ page }) => {
  await page.goto("/zh-Hant");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: /優惠區/ }).first()).toBeVisible();
  await expect(main.getByText("优惠区")).toHaveCount(0);
});
