// The back office in the browser against the real server (issue 21): an owner created by the CLI logs
// in with a TOTP code, sees the paid order on the dashboard, ships it (the shopper sees the waybill),
// sets the shop's return address, approves the shopper's return (the shopper sees the address and sends
// the goods back with a waybill; the owner receives them, unit by unit, and only then is it refunded —
// docs/decisions/036-books.md), answers a consult live (the shopper's open screen shows the answer), and
// the audit trail shows each step, in words, with the owner as its actor. Then an axe scan of every
// console screen. Desktop width, the console's default language (zh-Hans).
import { test, expect } from "./fixtures";
import { api, createE2eSku, paidOrderOf } from "./shop-fixtures";
import { OWNER_PASSWORD as PASSWORD, createOwner, createOwnerWithCli, logIn, shopperPage } from "./admin-fixtures";
import { axeScan, serious } from "./axe";

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
  const owner = createOwnerWithCli();
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

  // The shop's return address, set in the console's settings: an approved return shows it to the shopper.
  const returnAddress = "上海市浦东新区退货仓 1 号 售后组 021-00000000";
  await page.goto("/admin/settings#returns");
  const policy = page.getByTestId("return-policy");
  await policy.getByLabel("退货地址").fill(returnAddress);
  await policy.getByRole("button", { name: "保存" }).click();
  await expect(policy.getByRole("status")).toHaveText("已保存");

  // The shopper asks for a return; the owner approves it with a reason: the goods are to come back.
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
  await page.getByRole("button", { name: "同意退货" }).click();
  const dialog = page.getByRole("dialog", { name: "同意退货" });
  await dialog.getByRole("button", { name: "同意退货" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("请填写原因");
  await dialog.getByLabel("原因").fill("外包装破损，同意退货退款");
  await dialog.getByRole("button", { name: "同意退货" }).click();
  await expect(page.getByTestId("after-sale-status")).toHaveText("待买家寄回");
  await expect(page.getByTestId("after-sale-return-address")).toHaveText(returnAddress);

  // The shopper sees where to send the goods and enters the parcel's waybill.
  await phone.goto(`/after-sales/${applied.id}`);
  await expect(phone.getByTestId("after-sale-status")).toHaveText("待寄回");
  await expect(phone.getByTestId("return-address")).toHaveText(returnAddress);
  const parcel = phone.getByTestId("waybill-form");
  await parcel.getByLabel("快递公司").selectOption("SF");
  await parcel.getByLabel("运单号").fill("SF2468013579");
  await parcel.getByRole("button", { name: "提交运单号" }).click();
  await expect(phone.getByTestId("after-sale-status")).toHaveText("已寄回，待商家收货");

  // The owner sees the parcel, receives the goods (the one unit back on sale): refunded only now.
  await page.reload();
  await expect(page.getByTestId("after-sale-status")).toHaveText("买家已寄回");
  await expect(page.getByTestId("after-sale-waybill")).toContainText("SF2468013579");
  await page.getByRole("button", { name: "确认收货" }).click();
  const receipt = page.getByRole("dialog", { name: "退货收货" });
  await expect(receipt.getByTestId("receive-line")).toHaveCount(1);
  await receipt.getByRole("button", { name: "确认收货" }).click();
  await expect(page.getByTestId("after-sale-status")).toHaveText("已退款");
  await expect(page.getByTestId("after-sale-received")).toHaveText("已收货：可再售 1 件，报损 0 件");
  await phone.reload();
  await expect(phone.getByTestId("after-sale-status")).toHaveText("已退款");

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

  // The audit trail: each step, in words, with the owner as its actor (the reason beside the approval).
  await page.goto("/admin/audit");
  await page.getByLabel("操作人").selectOption(owner.username);
  const rows = page.getByTestId("audit-row");
  const step = (words: string) => rows.filter({ has: page.getByText(words, { exact: true }) }).first();
  for (const words of ["登录", "发货", "修改退货设置", "同意售后", "退货收货", "回复咨询"])
    await expect(step(words)).toContainText(owner.username);
  await expect(step("同意售后")).toContainText("外包装破损，同意退货退款");
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
      const result = await axeScan(page).analyze();
      for (const v of serious(result.violations))
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
