// The back office in the browser against the real server (issue 21): an owner created by the CLI logs
// in with a TOTP code, sees the paid order on the dashboard, ships it (the shopper sees the waybill),
// approves the shopper's return (refunded), answers a consult live (the shopper's open screen shows the
// answer), and the audit trail shows each step with the owner as its actor. Then an axe scan of every
// console screen. Desktop width, the console's default language (zh-Hans).
import AxeBuilder from "@axe-core/playwright";
import { test, expect } from "./fixtures";
import { api, createE2eSku, paidOrderOf } from "./shop-fixtures";
import { OWNER_PASSWORD as PASSWORD, createOwner, logIn, shopperPage } from "./admin-fixtures";

test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

test("owner with TOTP: dashboard, ship, return refunded, consult answered live, each step in the audit", async ({
  page,
  browser,
  request,
  shopper,
  browserErrors,
}) => {
  // A wrong code first.
  browserErrors.allowFailedRequest("/api/admin/v1/sessions", 401);
  const owner = createOwner();
  const sku = createE2eSku({ price: 4990, stock: 5 });
  const order = await paidOrderOf(request, shopper.token, sku.skuId);

  // A wrong code reads like any other failure; the right one opens the console.
  await page.goto("/admin/login");
  await page.getByLabel("用户名").fill(owner.username);
  await page.getByLabel("密码").fill(PASSWORD);
  await page.getByLabel("动态验证码").fill("000000");
  await page.getByRole("button", { name: "登录" }).click();
  await expect(page.locator("form").getByRole("alert")).toHaveText("用户名、密码或验证码错误");
  await logIn(page, owner);
  await expect(page.getByTestId("admin-operator")).toContainText(owner.username);
  await expect(page.getByTestId("dash-to-ship")).not.toContainText(/待发货\s*0$/);

  // Ship it from the list of orders waiting to ship.
  await page.getByTestId("dash-to-ship").click();
  await expect(page).toHaveURL(/\/admin\/orders\?status=500/);
  await page.getByRole("link", { name: `查看 ${order.orderNo}` }).click();
  await page.getByLabel("快递公司").selectOption("SF");
  await page.getByLabel("运单号").fill("SF1357924680");
  await page.getByRole("button", { name: "发货", exact: true }).click();
  await expect(page.getByTestId("order-waybill")).toContainText("SF1357924680");
  await expect(page.getByText("待收货").first()).toBeVisible();

  const phone = await shopperPage(browser, shopper);
  await phone.goto(`/orders/${order.id}`);
  await expect(phone.getByTestId("order-waybill")).toContainText("SF1357924680");

  // The shopper asks for a return; the owner approves it with a reason: refunded.
  const me = api(request, shopper.token);
  const applied = await (
    await me.post("/api/v1/after-sales-apply", { orderId: order.id, type: "return", reason: "quality" })
  ).json();
  await page.goto("/admin/after-sales");
  await page.getByRole("link", { name: `处理 #${applied.id}` }).click();
  // The request explains its refund and marks the units it covers (here: all of them).
  await expect(page.getByText("退款构成")).toBeVisible();
  await expect(page.getByTestId("after-sale-breakdown")).toContainText(/¥\d+\.\d{2}/);
  await expect(page.getByTestId("after-sale-item").first()).toContainText("本次申请");
  await page.getByRole("button", { name: "同意并退款" }).click();
  const dialog = page.getByRole("dialog", { name: "同意退货" });
  await dialog.getByRole("button", { name: "同意并退款" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("请填写原因");
  await dialog.getByLabel("原因").fill("外包装破损，同意退货退款");
  await dialog.getByRole("button", { name: "同意并退款" }).click();
  await expect(page.getByTestId("after-sale-status")).toHaveText("已退款");

  // A consult answered live: the inbox shows the new question without a reload, the shopper's open
  // thread shows the answer without a reload.
  await page.goto("/admin/consult");
  await phone.goto("/consult");
  await phone.getByRole("textbox", { name: "请输入您要咨询的问题" }).fill("退款什么时候到账？");
  await phone.getByRole("button", { name: "发送" }).click();
  const thread = page.getByTestId("consult-threads").getByRole("button", { name: new RegExp(shopper.username) });
  await expect(thread).toBeVisible({ timeout: 15_000 });
  await thread.click();
  await expect(page.getByTestId("consult-thread")).toContainText("退款什么时候到账？");
  await page.getByLabel("回复内容").fill("已原路退回，1-3 个工作日到账");
  await page.getByRole("button", { name: "发送" }).click();
  await expect(phone.getByTestId("consult-message").filter({ hasText: "已原路退回" })).toBeVisible({ timeout: 15_000 });

  // The audit trail: each step with the owner as its actor.
  await page.goto("/admin/audit");
  await page.getByLabel("操作人").fill(owner.username);
  await page.getByRole("button", { name: "搜索" }).click();
  const rows = page.getByTestId("audit-row");
  for (const action of ["session.login", "order.ship", "aftersale.approve", "consult.reply"])
    await expect(rows.filter({ hasText: action }).first()).toContainText(owner.username);
  await expect(rows.filter({ hasText: "aftersale.approve" }).first()).toContainText("外包装破损，同意退货退款");
  await phone.context().close();
});

// Two halves of the console's screens, each its own test: a scan is seconds on a quiet machine but far more
// on a busy 2-core one, and a half stays well within its timeout there.
for (const part of [1, 2] as const)
  test(`an axe scan of every console screen finds no serious or critical violation (part ${part} of 2)`, async ({
    page,
    request,
    shopper,
  }) => {
    test.setTimeout(120_000);
    const owner = createOwner();
    const sku = createE2eSku({ stock: 5 });
    const order = await paidOrderOf(request, shopper.token, sku.skuId);
    const me = api(request, shopper.token);
    await me.post("/api/v1/consult-send", { content: "axe" });
    const refund = await (
      await me.post("/api/v1/after-sales-apply", { orderId: order.id, type: "refund", reason: "not_wanted" })
    ).json();
    const problems: string[] = [];
    const scan = async (url: string) => {
      await page.goto(url);
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(300);
      const result = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
        .analyze();
      for (const v of result.violations.filter((x) => x.impact === "serious" || x.impact === "critical"))
        problems.push(
          `${url}: ${v.id}: ${v.help} — ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(" "))
            .join(" | ")}`,
        );
    };
    // Never indexed, never kept by a cache, on the real server.
    const login = await request.get("/admin/login");
    expect(login.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(login.headers()["cache-control"]).toContain("no-store");
    if (part === 1) await scan("/admin/login");
    await logIn(page, owner);
    const screens = [
      "/admin",
      "/admin/orders",
      `/admin/orders/${order.id}`,
      "/admin/after-sales",
      `/admin/after-sales/${refund.id}`,
      "/admin/refunds",
      "/admin/consult",
      `/admin/consult?user=${shopper.id}`,
      "/admin/reviews",
      "/admin/shoppers",
      `/admin/shoppers/${shopper.id}`,
      "/admin/staff",
      "/admin/audit",
      "/admin/profile",
    ];
    const half = Math.ceil(screens.length / 2);
    for (const url of part === 1 ? screens.slice(0, half) : screens.slice(half)) await scan(url);
    expect(problems).toEqual([]);
  });
