// Orders in the browser and over HTTP against the real server: the whole purchase from the goods
// screen to a cancelled order, pick-up orders, tracking drawn from the operator CLI's points, legacy
// links, and checkouts racing for the last units.
import { test, expect, createShopper, e2eDatabase } from "./fixtures";
import { addressBody, api, createE2eSku, operator, orderRow, stockOf } from "./shop-fixtures";

// The purchase journey with the shop's service worker on, as a shopper's phone has it (playwright.config.ts
// turns it off elsewhere): its page and file caching must not change what the shopper sees.
test.use({ serviceWorkers: "allow" });

test("goods -> cart -> confirm with a new address -> to pay; cancel -> closed, stock back", async ({
  page,
  shopper,
}) => {
  const sku = createE2eSku({ price: 3990, stock: 5 });
  await shopper.login(page);
  await page.goto(`/goods/${sku.productId}`);
  await page.getByRole("button", { name: "加入购物车" }).click();
  await expect(page.getByTestId("toast")).toBeVisible();
  await page.goto("/cart");
  await page.getByRole("button", { name: "结算(1)" }).click();

  await expect(page).toHaveURL(/\/order\/confirm$/);
  await expect(page.getByText(sku.name)).toBeVisible();
  await page.getByRole("link", { name: "添加收货地址" }).click();
  await expect(page).toHaveURL(/\/address\/new\?select=1$/);
  await page.getByLabel("姓名").fill(addressBody.name);
  await page.getByLabel("手机号").fill(addressBody.phone);
  await page.getByLabel("省份").fill(addressBody.province);
  await page.getByLabel("城市").fill(addressBody.city);
  await page.getByLabel("区县").fill(addressBody.district);
  await page.getByLabel("详细地址").fill(addressBody.detail);
  await page.getByRole("button", { name: "保存" }).click();

  await expect(page).toHaveURL(/\/order\/confirm$/);
  await expect(page.getByTestId("delivery-card")).toContainText(addressBody.name);
  // 39.90 + 8.00 freight (seeded default rule: first kilo 8.00).
  await expect(page.getByTestId("order-total")).toHaveText("¥47.90");
  await page.getByRole("button", { name: "提交订单" }).click();
  await expect(page).toHaveURL(/\/orders\/\d+(\/pay)?$/);
  const orderId = Number(/\/orders\/(\d+)/.exec(page.url())?.[1]);
  expect(stockOf(sku.skuId)).toBe(4);

  await page.goto("/orders?status=0");
  const card = page.getByTestId("order-card").filter({ hasText: sku.name });
  await expect(card.getByTestId("order-status")).toHaveText("待付款");
  await card.getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  await expect(page.getByText(/请在 \d\d:\d\d 内完成支付/)).toBeVisible();
  await page.getByRole("button", { name: "取消订单" }).click();
  await page
    .getByRole("alertdialog", { name: "确定取消这个订单吗？" })
    .getByRole("button", { name: "取消订单" })
    .click();
  await expect(page.getByTestId("order-status")).toHaveText("已关闭");
  expect(stockOf(sku.skuId)).toBe(5);
  expect(orderRow(orderId)).toEqual({ status: 10, closeReason: "cancelled" });
  await page.goto("/orders");
  await expect(page.getByTestId("order-card").filter({ hasText: sku.name }).getByTestId("order-status")).toHaveText(
    "已关闭",
  );
});

test("buy now for pick-up: no freight", async ({ page, shopper }) => {
  const sku = createE2eSku({ price: 1000, stock: 3 });
  await shopper.login(page);
  await page.goto(`/order/confirm?skuId=${sku.skuId}&quantity=2`);
  await page.getByRole("tab", { name: "到店自提" }).click();
  await page.getByRole("link", { name: "选择自提点" }).click();
  await page.getByTestId("pickup-row").first().click();
  await expect(page).toHaveURL(/\/order\/confirm\?skuId=/);
  await expect(page.getByTestId("delivery-card")).toContainText("自提点");
  await expect(page.getByTestId("order-total")).toHaveText("¥20.00");
  // The choice survives a reload (lifeData.$order).
  await page.reload();
  await expect(page.getByTestId("delivery-card")).toContainText("自提点");
  await page.getByRole("button", { name: "提交订单" }).click();
  await expect(page).toHaveURL(/\/orders\/\d+(\/pay)?$/);
  expect(stockOf(sku.skuId)).toBe(1);
});

test("tracking: the operator ships and adds points; the screen draws the route", async ({ page, request, shopper }) => {
  const sku = createE2eSku({ stock: 3 });
  const me = api(request, shopper.token);
  const address = await (await me.post("/api/v1/create-addresses", addressBody)).json();
  const order = await (
    await me.post("/api/v1/create-order-now", { addressId: address.id, skuId: sku.skuId, quantity: 1 })
  ).json();
  // Paying is issue 6's; here the order is marked paid in the database.
  const db = e2eDatabase();
  db.prepare('UPDATE "Order" SET status = 500, paidAt = ? WHERE id = ?').run(
    new Date().toISOString().replace("Z", "+00:00"),
    order.id,
  );
  db.close();
  operator("ship", String(order.id), "快递员已揽件", "--location", "上海", "--lat", "31.23", "--lng", "121.47");
  operator("track", order.orderNo, "到达杭州转运中心", "--location", "杭州", "--lat", "30.27", "--lng", "120.15");
  await shopper.login(page);
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByTestId("order-status")).toHaveText("待收货");
  await page.getByText("到达杭州转运中心").click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}/trajectory$`));
  await expect(page.getByTestId("trajectory-point")).toHaveCount(2);
  await expect(page.getByTestId("trajectory-route")).toBeVisible();
  await page.goto(`/pages/map/list-trajectory?id=${order.id}`);
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}/trajectory$`));
});

test("legacy order links land on their tab", async ({ page, shopper }) => {
  await shopper.login(page);
  await page.goto("/pages/order/no_pay_order");
  await expect(page).toHaveURL(/\/orders\?status=0$/);
  await expect(page.getByRole("link", { name: "待付款" })).toHaveAttribute("aria-current", "page");
  await page.goto("/pages/order/ship_order");
  await expect(page.getByRole("link", { name: "待收货" })).toHaveAttribute("aria-current", "page");
});

test.describe("over HTTP against the real server", () => {
  async function buyers(request: Parameters<typeof api>[0], n: number) {
    return Promise.all(
      Array.from({ length: n }, async () => {
        const s = await createShopper();
        const me = api(request, s.token);
        const address = await (await me.post("/api/v1/create-addresses", addressBody)).json();
        return { me, addressId: address.id as number };
      }),
    );
  }

  test("50 concurrent checkouts for stock 1: one order, 49 clean 409s, stock 0", async ({ request }) => {
    const sku = createE2eSku({ stock: 1 });
    const people = await buyers(request, 50);
    const started = Date.now();
    const res = await Promise.all(
      people.map((p) =>
        p.me.post("/api/v1/create-order-now", { addressId: p.addressId, skuId: sku.skuId, quantity: 1 }),
      ),
    );
    const statuses = res.map((r) => r.status());
    console.log(
      `[http] stock 1, 50 buyers: ${statuses.filter((s) => s === 200).length} x 200, ${statuses.filter((s) => s === 409).length} x 409 in ${Date.now() - started} ms`,
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const r of res.filter((x) => x.status() === 409)) expect((await r.json()).code).toBe("OUT_OF_STOCK");
    expect(stockOf(sku.skuId)).toBe(0);
  });

  test("stock N, 5N concurrent buyers: exactly N orders, stock 0", async ({ request }) => {
    const N = 6;
    const sku = createE2eSku({ stock: N });
    const people = await buyers(request, 5 * N);
    const res = await Promise.all(
      people.map((p) =>
        p.me.post("/api/v1/create-order-now", { addressId: p.addressId, skuId: sku.skuId, quantity: 1 }),
      ),
    );
    const won = res.filter((r) => r.status() === 200);
    console.log(
      `[http] stock ${N}, ${5 * N} buyers: ${won.length} x 200, ${res.filter((r) => r.status() === 409).length} x 409`,
    );
    expect(won).toHaveLength(N);
    expect(res.filter((r) => r.status() === 409)).toHaveLength(4 * N);
    expect(stockOf(sku.skuId)).toBe(0);
    const db = e2eDatabase();
    const count = (db.prepare("SELECT COUNT(*) AS n FROM OrderItem WHERE skuId = ?").get(sku.skuId) as { n: number }).n;
    db.close();
    expect(count).toBe(N);
  });
});
