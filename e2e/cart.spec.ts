// The cart tab in the browser: login prompt, adding from the goods screen, optimistic quantity edits
// that persist (and roll back when the server refuses), check marks and totals, removal.
import { test, expect } from "./fixtures";
import { api, createE2eSku, setStock } from "./shop-fixtures";

test("a visitor is asked to log in", async ({ page }) => {
  await page.goto("/cart");
  await expect(page.getByText("登录后查看购物车")).toBeVisible();
  await page.getByRole("button", { name: "去登录" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcart/);
});

test("add from the goods screen, change quantity, reload, check, remove", async ({ page, shopper }) => {
  const sku = createE2eSku({ price: 1250, stock: 5 });
  await shopper.login(page);
  await page.goto(`/goods/${sku.productId}`);
  await page.getByRole("button", { name: "加入购物车" }).click();
  await expect(page.getByTestId("toast")).toBeVisible();

  await page.goto("/cart");
  const line = page.getByTestId("cart-line").filter({ hasText: sku.name });
  await expect(line).toBeVisible();
  await expect(page.getByTestId("cart-total")).toContainText("12.50");
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/v1/cart-edit") && r.ok());
  await line.getByRole("button", { name: "增加" }).click();
  // On screen at once; then saved (a reload before the answer could read the cart before the edit).
  await expect(line.locator("output")).toHaveText("2");
  await expect(page.getByTestId("cart-total")).toContainText("25.00");
  await saved;

  // Persisted on the server: a reload shows the same cart.
  await page.reload();
  await expect(line.locator("output")).toHaveText("2");

  // A tap's check mark changes in the render of the tap itself, not in a later pass the browser gets to
  // when it has time (React runs the click's own render before the page's next microtask).
  const afterTap = await line.getByRole("checkbox").evaluate(async (box: HTMLInputElement) => {
    box.click();
    await Promise.resolve();
    return box.checked;
  });
  expect(afterTap).toBe(false);
  await expect(page.getByTestId("cart-total")).toContainText("0.00");
  await expect(page.getByRole("button", { name: "结算(0)" })).toBeDisabled();
  await page.getByRole("checkbox", { name: "全选" }).check();
  await expect(page.getByTestId("cart-total")).toContainText("25.00");

  await line.getByRole("button", { name: `删除 ${sku.name}` }).click();
  await page.getByRole("alertdialog", { name: "确定删除这件商品吗？" }).getByRole("button", { name: "删除" }).click();
  await expect(page.getByText("购物车空空如也")).toBeVisible();
});

test("a refused quantity change rolls back", async ({ page, request, shopper, browserErrors }) => {
  browserErrors.allowFailedRequest("/api/v1/cart-edit", 409);
  const sku = createE2eSku({ stock: 5 });
  await api(request, shopper.token).post("/api/v1/cart-add", { skuId: sku.skuId, quantity: 1 });
  await shopper.login(page);
  await page.goto("/cart");
  const line = page.getByTestId("cart-line").filter({ hasText: sku.name });
  await expect(line.locator("output")).toHaveText("1");
  // Someone else bought the rest meanwhile: the screen still thinks 5 are left.
  setStock(sku.skuId, 1);
  await line.getByRole("button", { name: "增加" }).click();
  await expect(page.getByTestId("toast")).toContainText("库存不足");
  await expect(line.locator("output")).toHaveText("1");
  await page.reload();
  await expect(line.locator("output")).toHaveText("1");
});
