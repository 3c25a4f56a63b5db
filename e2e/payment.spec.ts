// Paying in the browser through the offline sandbox, and the sandbox's signed callback over HTTP
// against the real server: forged -> rejected; 20 identical at once -> one transition; payments racing
// the auto-close -> paid or closed, never both.
import fs from "node:fs";
import path from "node:path";
import { test, expect, createShopper, e2eDatabase } from "./fixtures";
import { addressBody, api, createE2eSku, stockOf } from "./shop-fixtures";
// The pure signing helpers only: the payment entry would load the database client into the test runner.
// eslint-disable-next-line no-restricted-imports
import { canonicalString, hmacSha256Hex } from "../lib/services/payment/providers/signing";

type Api = ReturnType<typeof api>;

async function unpaidOrder(me: Api, skuId: number) {
  const address = await (await me.post("/api/v1/create-addresses", addressBody)).json();
  return (await (await me.post("/api/v1/create-order-now", { addressId: address.id, skuId, quantity: 1 })).json()) as {
    id: number;
    orderNo: string;
    totalAmount: number;
  };
}

/** The sandbox's notification, signed with the e2e server's sandbox secret. */
function sandboxNotification(outTradeNo: string, amount: number, tradeNo: string): Record<string, string> {
  const secret = fs
    .readFileSync(path.join(process.env.E2E_DATA_DIR as string, "payment-sandbox-secret"), "utf8")
    .trim();
  const params = {
    out_trade_no: outTradeNo,
    trade_no: tradeNo,
    total_amount: String(amount),
    trade_status: "SUCCESS",
    timestamp: new Date().toISOString(),
    nonce: tradeNo,
    sign_type: "HMAC-SHA256",
  };
  return { ...params, sign: hmacSha256Hex(secret, canonicalString(params)) };
}

function orderState(id: number) {
  const db = e2eDatabase();
  try {
    return db.prepare('SELECT status, paidAt, closedAt FROM "Order" WHERE id = ?').get(id) as {
      status: number;
      paidAt: string | null;
      closedAt: string | null;
    };
  } finally {
    db.close();
  }
}

test("pay in the sandbox -> paid, waiting to ship", async ({ page, request, shopper }) => {
  const sku = createE2eSku({ price: 1990, stock: 3 });
  const order = await unpaidOrder(api(request, shopper.token), sku.skuId);
  await shopper.login(page);
  await page.goto(`/orders/${order.id}`);
  await page.getByRole("link", { name: "去支付" }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}/pay$`));
  await expect(page.getByTestId("pay-amount")).toContainText("27.90");
  await page.getByRole("button", { name: "立即支付" }).click();
  await expect(page).toHaveURL(/\/pay\/sandbox\?no=\d{32}&sig=/);
  await expect(page.getByTestId("sandbox-amount")).toContainText("27.90");
  await page.getByRole("button", { name: "确认支付" }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}/pay/result$`));
  await expect(page.getByTestId("pay-result")).toHaveText("支付成功");
  await expect(page.getByTestId("order-status")).toHaveText("待发货");
  // One way to the order and one back to shopping (no two near-identical order buttons).
  await expect(page.getByRole("link", { name: /订单/ })).toHaveCount(1);
  await expect(page.getByRole("link", { name: "继续购物" })).toHaveAttribute("href", "/");
  await page.getByRole("link", { name: "查看订单" }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
  await expect(page.getByTestId("order-status")).toHaveText("待发货");
  expect(orderState(order.id).status).toBe(500);
});

test("cancel in the sandbox -> still unpaid", async ({ page, request, shopper }) => {
  const sku = createE2eSku({ stock: 3 });
  const order = await unpaidOrder(api(request, shopper.token), sku.skuId);
  await shopper.login(page);
  await page.goto(`/orders/${order.id}/pay`);
  await page.getByRole("button", { name: "立即支付" }).click();
  await page.getByRole("button", { name: "取消支付" }).click();
  await expect(page.getByTestId("pay-result")).toHaveText("支付未完成");
  await expect(page.getByTestId("order-status")).toHaveText("待付款");
  await page.getByRole("link", { name: "查看订单" }).click();
  await expect(page.getByTestId("order-status")).toHaveText("待付款");
  expect(orderState(order.id).status).toBe(0);
  await page.goto("/pages/order/no_pay_order");
  await expect(page.getByTestId("order-card").filter({ hasText: sku.name })).toBeVisible();
});

test.describe("the callback over HTTP", () => {
  test("forged -> rejected, nothing changes; the same valid one 20 times at once -> one transition", async ({
    request,
    shopper,
  }) => {
    const sku = createE2eSku({ stock: 3 });
    const me = api(request, shopper.token);
    const order = await unpaidOrder(me, sku.skuId);
    const payment = await (await me.post("/api/v1/mpay-h5", { orderId: order.id })).json();
    const valid = sandboxNotification(payment.outTradeNo, payment.amount, "SBXE1");
    const forged = await request.get(
      `/api/v1/mpay-callback-local?${new URLSearchParams({ ...valid, total_amount: "1" })}`,
    );
    expect(forged.status()).toBe(400);
    expect(orderState(order.id).status).toBe(0);

    const results = await Promise.all(
      Array.from({ length: 20 }, () => request.get(`/api/v1/mpay-callback-local?${new URLSearchParams(valid)}`)),
    );
    const outcomes = await Promise.all(results.map(async (r) => (await r.json()).outcome as string));
    console.log(
      `[http] 20 identical callbacks: ${outcomes.filter((o) => o === "paid").length} paid, ${outcomes.filter((o) => o === "duplicate").length} duplicate`,
    );
    expect(results.every((r) => r.status() === 200)).toBe(true);
    expect(outcomes.filter((o) => o === "paid")).toHaveLength(1);
    expect(orderState(order.id).status).toBe(500);
    const db = e2eDatabase();
    const paidRecords = (
      db.prepare("SELECT COUNT(*) AS n FROM Payment WHERE orderId = ? AND status = 'paid'").get(order.id) as {
        n: number;
      }
    ).n;
    const recorded = (
      db
        .prepare(
          "SELECT COUNT(*) AS n FROM PaymentEvent e JOIN Payment p ON p.id = e.paymentId WHERE p.orderId = ? AND e.kind = 'notify'",
        )
        .get(order.id) as { n: number }
    ).n;
    db.close();
    expect(paidRecords).toBe(1);
    // The forged one is not stored at all (verified before anything is written); the 20 signed are.
    expect(recorded).toBe(20);
  });

  test("payments racing the auto-close: each order paid or closed, never both; stock consistent", async ({
    request,
  }) => {
    const STOCK = 10;
    const sku = createE2eSku({ stock: STOCK });
    const orders = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const s = await createShopper();
        const me = api(request, s.token);
        const order = await unpaidOrder(me, sku.skuId);
        const payment = await (await me.post("/api/v1/mpay-h5", { orderId: order.id })).json();
        return { me, order, payment };
      }),
    );
    // Expiry moved to around the moment everything fires (from 0.3 s before to 0.5 s after); callbacks
    // and reads (which close expired orders) then race.
    const fireAt = Date.now() + 300;
    const db = e2eDatabase();
    orders.forEach((o, i) =>
      db
        .prepare('UPDATE "Order" SET expiresAt = ? WHERE id = ?')
        .run(new Date(fireAt + (i - 3) * 100).toISOString().replace("Z", "+00:00"), o.order.id),
    );
    db.close();
    await new Promise((r) => setTimeout(r, Math.max(0, fireAt - Date.now())));
    const responses = await Promise.all([
      ...orders.map((o, i) =>
        request.get(
          `/api/v1/mpay-callback-local?${new URLSearchParams(sandboxNotification(o.payment.outTradeNo, o.payment.amount, `SBXR${i}`))}`,
        ),
      ),
      ...orders.map((o) => o.me.get(`/api/v1/orders-detail?id=${o.order.id}`)),
    ]);
    expect(responses.every((r) => r.status() < 500)).toBe(true);
    let paid = 0;
    for (const o of orders) {
      const state = orderState(o.order.id);
      expect([500, 10]).toContain(state.status);
      expect(Boolean(state.paidAt) && Boolean(state.closedAt)).toBe(false);
      if (state.status === 500) paid += 1;
    }
    console.log(`[http] race: ${paid} paid, ${orders.length - paid} closed`);
    expect(stockOf(sku.skuId)).toBe(STOCK - paid);
  });
});
