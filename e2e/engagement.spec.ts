// Engagement end to end: daily sign-in and points, favourites, coupons (claim centre and the new-user
// popup), consult with an operator's answer, the service area and the web view's allow-list.
import { test, expect, e2eDatabase, createShopper } from "./fixtures";
import type { APIRequestContext } from "@playwright/test";

const auth = (token: string) => ({ authorization: `Bearer ${token}`, "x-locale": "zh-Hans" });

async function firstProduct(request: APIRequestContext): Promise<{ id: number; name: string }> {
  const res = await request.get("/api/v1/products?pageSize=1");
  expect(res.ok()).toBe(true);
  return (await res.json()).rows[0];
}

test("sign in today -> points go up -> signing in again is refused", async ({ page, shopper }) => {
  await shopper.login(page);
  await page.goto("/sign-in");
  await expect(page.getByRole("heading", { name: "每日签到", level: 1 })).toBeVisible();
  await expect(page.getByTestId("sign-in-balance")).toHaveText("0");
  await expect(page.getByText("今日签到可得 5 积分")).toBeVisible();

  await page.getByRole("button", { name: "立即签到" }).click();
  await expect(page.getByTestId("toast")).toHaveText("签到成功，获得 5 积分");
  await expect(page.getByTestId("sign-in-balance")).toHaveText("5");
  await expect(page.getByRole("button", { name: "今日已签到" })).toBeDisabled();
  await expect(page.getByText("已连续签到 1 天")).toBeVisible();
  await expect(page.locator('[data-signed="true"]')).toHaveCount(1);

  // A second sign-in (another tab or device) is refused by the server.
  const again = await page.request.post("/api/v1/daily-sign-in", { headers: auth(shopper.token), data: {} });
  expect(again.status()).toBe(409);
  expect((await again.json()).message).toBe("今天已经签到过了，明天再来吧");

  await page.getByRole("link", { name: /我的积分/ }).click();
  await expect(page).toHaveURL(/\/integral$/);
  await expect(page.getByTestId("points-balance")).toHaveText("5");
  await expect(page.getByRole("listitem").filter({ hasText: "每日签到" })).toContainText("+5");
});

test("favourite a product -> it appears in favourites -> removed again", async ({ page, shopper }) => {
  const product = await firstProduct(page.request);
  await shopper.login(page);
  await page.goto(`/goods/${product.id}`);
  const heart = page.getByRole("button", { name: "收藏", exact: true });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/v1/favorite-add") && r.ok());
  await heart.click();
  await expect(page.getByRole("button", { name: "已收藏" })).toHaveAttribute("aria-pressed", "true");
  await saved;
  // The server holds it: a reload still shows the product favourited.
  await page.reload();
  await expect(page.getByRole("button", { name: "已收藏" })).toHaveAttribute("aria-pressed", "true");

  await page.goto("/collect");
  const item = page.getByTestId("favorite-item").filter({ hasText: product.name });
  await expect(item).toBeVisible();
  await item.getByRole("button", { name: `取消收藏 ${product.name}` }).click();
  await expect(page.getByTestId("toast")).toHaveText("已取消收藏");
  await expect(page.getByText("还没有收藏的商品")).toBeVisible();
});

test("claim a coupon -> it is listed under available", async ({ page, shopper }) => {
  await shopper.login(page);
  await page.goto("/coupon");
  await expect(page.getByText("暂无可用的优惠券")).toBeVisible();
  await page.getByRole("tab", { name: "领券中心" }).click();
  await expect(page).toHaveURL(/\/coupon\?tab=center$/);
  await page.getByRole("button", { name: "立即领取 无门槛5元券" }).click();
  await expect(page.getByTestId("toast")).toHaveText("领取成功");
  await expect(page.getByRole("button", { name: "已领取 无门槛5元券" })).toBeDisabled();

  await page.getByRole("tab", { name: /可使用/ }).click();
  const card = page.getByRole("article", { name: "无门槛5元券" });
  await expect(card).toBeVisible();
  await expect(card).toContainText("无门槛");
  await expect(page.getByRole("tab", { name: /可使用/ })).toContainText("(1)");
});

test("use a claimed coupon at checkout -> the total drops by its amount", async ({ page, shopper }) => {
  const headers = auth(shopper.token);
  const center = (await (await page.request.get("/api/v1/get-coupons", { headers })).json()) as {
    rows: { id: number; name: string }[];
  };
  const five = center.rows.find((c) => c.name === "无门槛5元券");
  expect(five).toBeTruthy();
  const claimed = await page.request.post("/api/v1/claim-coupon", { headers, data: { couponId: five?.id } });
  expect(claimed.ok()).toBe(true);
  const heldId: number = (await claimed.json()).id;
  const address = {
    name: "张三",
    phone: "13800138000",
    province: "上海市",
    city: "上海市",
    district: "黄浦区",
    detail: "人民大道 100 号",
    isDefault: true,
  };
  expect((await page.request.post("/api/v1/create-addresses", { headers, data: address })).ok()).toBe(true);
  const product = await firstProduct(page.request);
  const detail = (await (await page.request.get(`/api/v1/products-detail?id=${product.id}`)).json()) as {
    skus: { id: number; stock: number }[];
  };
  const sku = detail.skus.find((s) => s.stock > 0);

  await shopper.login(page);
  await page.goto(`/order/confirm?skuId=${sku?.id}&quantity=1`);
  const coupon = page.getByRole("combobox", { name: "优惠券" });
  const total = async () =>
    Math.round(Number((await page.getByTestId("order-total").textContent())?.replace(/[^\d.]/g, "")) * 100);
  await coupon.selectOption("");
  await expect(coupon).toHaveValue("");
  await expect.poll(total).toBeGreaterThan(500);
  const without = await total();
  await coupon.selectOption(String(heldId));
  await expect.poll(total).toBe(without - 500);

  await page.getByRole("button", { name: "提交订单" }).click();
  await expect(page).toHaveURL(/\/orders\/\d+/);
  const orderId = Number(/\/orders\/(\d+)/.exec(page.url())?.[1]);
  const order = await (await page.request.get(`/api/v1/orders-detail?id=${orderId}`, { headers })).json();
  expect(order).toMatchObject({ discountAmount: 500, totalAmount: without - 500 });
  const used = await (await page.request.get("/api/v1/get-my-coupons?status=used", { headers })).json();
  expect(used.rows.map((c: { id: number }) => c.id)).toContain(heldId);
});

test("the new-user popup gives its coupons once", async ({ page }) => {
  const shopper = await createShopper({ newUserOffer: true });
  await shopper.login(page);
  await page.goto("/coupon/new-user");
  const dialog = page.getByRole("dialog", { name: "新人专享礼包" });
  await expect(dialog.getByRole("article")).toHaveCount(2);
  await dialog.getByRole("button", { name: "一键领取" }).click();
  await expect(page).toHaveURL(/\/coupon$/);
  await expect(page.getByRole("article", { name: "新人专享 无门槛减20" })).toBeVisible();
  await page.goto("/coupon/new-user");
  await expect(page.getByText("新人礼包已领取或已过期")).toBeVisible();
});

test("consult: ask, the operator answers, the answer shows as new (not as unread while it is read)", async ({
  page,
  shopper,
}) => {
  await shopper.login(page);
  await page.goto("/consult");
  await page.getByRole("textbox", { name: "请输入您要咨询的问题" }).fill("请问什么时候发货？");
  await page.getByRole("button", { name: "发送" }).click();
  const mine = page.getByTestId("consult-message").filter({ hasText: "请问什么时候发货？" });
  await expect(mine).toContainText("等待回复");

  // The operator's CLI writes the answer straight into the database (scripts/answer-consult.ts).
  const db = e2eDatabase();
  const now = new Date().toISOString().replace("Z", "+00:00");
  db.prepare("UPDATE ConsultMessage SET readAt = ? WHERE userId = ? AND sender = 'shopper'").run(now, shopper.id);
  db.prepare("INSERT INTO ConsultMessage (userId, sender, content, createdAt) VALUES (?, 'service', ?, ?)").run(
    shopper.id,
    "今天下午发货",
    now,
  );
  db.close();

  await page.reload();
  const answer = page.getByTestId("consult-message").filter({ hasText: "今天下午发货" });
  // The shopper is reading it: no "unread" label, a divider marks where the news starts.
  await expect(answer).toBeVisible();
  await expect(page.getByTestId("consult-new")).toHaveText("以下为新回复");
  await expect(page.getByText("未读")).toHaveCount(0);
  await expect(mine).toContainText("已读");
});

test("service area: hub -> list of a kind -> detail", async ({ page }) => {
  await page.goto("/service");
  await page.getByRole("link", { name: "退换货" }).first().click();
  await expect(page).toHaveURL(/\/service\/list\?kind=returns$/);
  await page.getByRole("link", { name: /七天无理由退货/ }).click();
  await expect(page.getByRole("heading", { name: "七天无理由退货" })).toBeVisible();
  await expect(page.getByText(/自签收次日起 7 天内/)).toBeVisible();
});

test("web view opens this site's pages as themselves (one nav bar) and refuses others", async ({ page }) => {
  await page.goto("/webview?url=" + encodeURIComponent("https://evil.example.net/login"));
  await expect(page.getByRole("heading", { name: "无法打开此网页" })).toBeVisible();
  await page.goto("/pages/webview/webview?url=" + encodeURIComponent("/service"));
  await expect(page).toHaveURL(/\/service$/);
  await expect(page.getByRole("heading", { name: "服务中心", level: 1 })).toBeVisible();
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(page.locator("header[data-spec-colour]")).toHaveCount(1);
});

test("pages that need login send a visitor to login with the way back", async ({ page }) => {
  await page.goto("/integral");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fintegral$/);
});
