// Group buying (拼团) as shoppers meet it, against the real server: one shopper starts a group from the
// goods page and pays in the sandbox; a friend opens the shared link (the group's page), joins and pays;
// the group fills and both orders wait to ship together. A group that does not fill in time fails:
// every paid member is refunded, with the points spent on it back. On a phone (375 px), zh-Hans.
import type { Page } from "@playwright/test";
import { test, expect, createShopper, e2eDatabase } from "./fixtures";
import { addressBody, api, createE2eSku, orderRow } from "./shop-fixtures";

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString().replace("Z", "+00:00");

/** A rule for the product: `size` seats, the group price, open since yesterday for two days. */
function groupRule(sku: { productId: number; skuId: number }, size: number, price: number): number {
  const db = e2eDatabase();
  try {
    const now = Date.now();
    const rule = db
      .prepare(
        "INSERT INTO GroupRule (productId, price, size, hoursToFill, perUserLimit, startsAt, endsAt, active, version, createdAt, updatedAt) VALUES (?, ?, ?, 24, 1, ?, ?, 1, 1, ?, ?)",
      )
      .run(sku.productId, price, size, iso(now - 24 * HOUR), iso(now + 48 * HOUR), iso(now), iso(now));
    db.prepare("INSERT INTO GroupRuleSku (ruleId, skuId) VALUES (?, ?)").run(rule.lastInsertRowid, sku.skuId);
    return Number(rule.lastInsertRowid);
  } finally {
    db.close();
  }
}

function groupRow(id: number): { status: string; taken: number; paid: number } {
  const db = e2eDatabase();
  try {
    return db.prepare("SELECT status, taken, paid FROM GroupBuy WHERE id = ?").get(id) as {
      status: string;
      taken: number;
      paid: number;
    };
  } finally {
    db.close();
  }
}

/** On the confirm screen: submit, then pay in the sandbox's cashier; answers the order's id. */
async function submitAndPay(page: Page, amount: string): Promise<number> {
  await expect(page.getByTestId("submit-order")).toBeEnabled();
  await page.getByTestId("submit-order").click();
  await expect(page).toHaveURL(/\/orders\/\d+\/pay$/);
  const orderId = Number(/\/orders\/(\d+)\/pay$/.exec(page.url())![1]);
  await expect(page.getByTestId("pay-amount")).toContainText(amount);
  await page.getByRole("button", { name: "立即支付" }).click();
  await page.getByRole("button", { name: "确认支付" }).click();
  await expect(page.getByTestId("pay-result")).toHaveText("支付成功");
  return orderId;
}

test("a shopper starts a group, a friend joins from the shared link, the group fills and both orders wait to ship", async ({
  page,
  browser,
  request,
  shopper,
}) => {
  const sku = createE2eSku({ price: 3000, stock: 10 });
  groupRule(sku, 2, 1990);
  await api(request, shopper.token).post("/api/v1/create-addresses", addressBody);
  await shopper.login(page);

  // The goods page shows the rule and starts a group.
  await page.goto(`/goods/${sku.productId}`);
  await expect(page.getByTestId("group-price")).toContainText("19.90");
  await page.getByTestId("group-open").click();
  await expect(page).toHaveURL(/\/group\/confirm\?ruleId=\d+&skuId=\d+/);
  await expect(page.getByText("拼团每人每团限购 1 件")).toBeVisible();
  const first = await submitAndPay(page, "27.90");
  await expect(page.getByTestId("order-status")).toHaveText("待成团");

  // The order leads to its group: one member, one seat left, the invite button.
  await page.goto(`/orders/${first}`);
  await page.getByTestId("order-group").click();
  await expect(page).toHaveURL(/\/group\/\d+$/);
  const groupId = Number(/\/group\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByTestId("group-member")).toHaveCount(1);
  await expect(page.getByTestId("group-seats-left")).toHaveText("还差1人");
  await expect(page.getByTestId("group-countdown")).toContainText(/剩余 \d{2}:\d{2}:\d{2}/);
  await expect(page.getByTestId("group-invite")).toBeVisible();
  expect(groupRow(groupId)).toEqual({ status: "open", taken: 1, paid: 1 });

  // A friend opens the shared link, joins and pays.
  const friend = await createShopper();
  await api(request, friend.token).post("/api/v1/create-addresses", { ...addressBody, name: "李小红" });
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const other = await context.newPage();
  await friend.login(other);
  await other.goto(`/group/${groupId}`);
  await expect(other.getByTestId("group-status")).toHaveAttribute("data-status", "open");
  await other.getByTestId("group-join").click();
  await expect(other).toHaveURL(new RegExp(`/group/confirm\\?groupId=${groupId}&skuId=\\d+`));
  const second = await submitAndPay(other, "27.90");
  await expect(other.getByTestId("order-status")).toHaveText("待发货");
  await context.close();

  // The group is full: both orders wait to ship, and the first shopper's page says so by itself.
  expect(groupRow(groupId)).toEqual({ status: "full", taken: 2, paid: 2 });
  expect(orderRow(first).status).toBe(500);
  expect(orderRow(second).status).toBe(500);
  await expect(page.getByTestId("group-status")).toHaveAttribute("data-status", "full", { timeout: 15_000 });
  await expect(page.getByTestId("group-status")).toContainText("拼团成功");
  await expect(page.getByTestId("group-member")).toHaveCount(2);
});

test("a group that does not fill in time fails and refunds its paid member with the points back", async ({
  page,
  request,
}) => {
  const shopper = await createShopper({ points: 1000 });
  const sku = createE2eSku({ price: 3000, stock: 10 });
  const ruleId = groupRule(sku, 3, 1990);
  const me = api(request, shopper.token);
  const address = await (await me.post("/api/v1/create-addresses", addressBody)).json();
  const opened = await (
    await me.post("/api/v1/group-open", { ruleId, skuId: sku.skuId, addressId: address.id, points: 500 })
  ).json();
  expect(opened.groupId).toBeGreaterThan(0);
  await shopper.login(page);
  await page.goto(`/orders/${opened.id}/pay`);
  await page.getByRole("button", { name: "立即支付" }).click();
  await page.getByRole("button", { name: "确认支付" }).click();
  await expect(page.getByTestId("pay-result")).toHaveText("支付成功");
  const db = e2eDatabase();
  try {
    expect((db.prepare("SELECT points FROM User WHERE id = ?").get(shopper.id) as { points: number }).points).toBe(500);
    // Its time runs out: the server's sweep (every few seconds) fails it and refunds the paid seat.
    db.prepare("UPDATE GroupBuy SET expiresAt = ? WHERE id = ?").run(iso(Date.now() - 1000), opened.groupId);
  } finally {
    db.close();
  }
  await page.goto(`/group/${opened.groupId}`);
  await expect(page.getByTestId("group-status")).toHaveAttribute("data-status", "failed", { timeout: 20_000 });
  await expect(page.getByTestId("group-status")).toContainText("已付款项原路退回");
  await expect.poll(() => orderRow(opened.id).status, { timeout: 15_000 }).toBe(10);
  const after = e2eDatabase();
  try {
    expect((after.prepare("SELECT points FROM User WHERE id = ?").get(shopper.id) as { points: number }).points).toBe(
      1000,
    );
  } finally {
    after.close();
  }
});
