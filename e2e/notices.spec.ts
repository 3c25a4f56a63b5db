// 到货通知 and the message centre (docs/decisions/046-notices.md): a shopper subscribes on a sold-out
// SKU from the goods page, the SKU is restocked (a ledger row, as every stock change writes), and the
// message appears under 我的 → 消息 with its unread count; 降价通知 refuses a target above the price;
// 我的订阅 lists the notice and cancels it.
import { test, expect, e2eDatabase } from "./fixtures";
import { createE2eSku } from "./shop-fixtures";

const stamp = () => new Date().toISOString().replace("Z", "+00:00");

/** An operator's receipt: the stock and its ledger row in one transaction (decision 039). */
function receive(skuId: number, units: number): void {
  const db = e2eDatabase();
  try {
    db.transaction(() => {
      db.prepare("UPDATE Sku SET stock = stock + ?, updatedAt = ? WHERE id = ?").run(units, stamp(), skuId);
      db.prepare(
        `INSERT INTO StockEntry (skuId, delta, reason, stockAfter, note, actor, createdAt)
         SELECT id, ?, 'receipt', stock, '', 'e2e', ? FROM Sku WHERE id = ?`,
      ).run(units, stamp(), skuId);
    })();
  } finally {
    db.close();
  }
}

test("subscribe on a sold-out SKU, restock, the message appears with its unread count", async ({
  page,
  shopper,
  browserErrors,
}) => {
  browserErrors.allowFailedRequest("/api/v1/notices-subscribe", 422);
  const sku = createE2eSku({ stock: 0, price: 2590 });
  await shopper.login(page);
  await page.goto(`/goods/${sku.productId}`);

  // 降价通知: a target not below the price is the server's field error, shown in the sheet.
  await page.getByRole("button", { name: "降价通知" }).click();
  const priceSheet = page.getByRole("dialog", { name: "降价时通知我" });
  await expect(priceSheet.getByText("现价 ¥25.90")).toBeVisible();
  await priceSheet.getByLabel(/目标价/).fill("30");
  await priceSheet.getByRole("button", { name: "订阅" }).click();
  await expect(priceSheet.getByRole("alert")).toHaveText("目标价须低于现价");
  await priceSheet.getByRole("button", { name: "关闭" }).click();

  await page.getByRole("button", { name: "到货通知" }).click();
  const sheet = page.getByRole("dialog", { name: "到货通知" });
  await sheet.getByRole("button", { name: "订阅" }).click();
  await expect(sheet.getByText("已订阅，到货后通知你")).toBeVisible();

  receive(sku.skuId, 3);
  // The notice sweep runs every 2 s in the server; the badge is read when 我的 shows.
  await expect(async () => {
    await page.goto("/me");
    await expect(page.getByTestId("badge-messagesUnread")).toHaveText("1", { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });

  await page.getByRole("link", { name: /消息/ }).click();
  const message = page.getByTestId("message-item");
  await expect(message).toHaveCount(1);
  await expect(message).toContainText("到货通知");
  await expect(message).toContainText(`${sku.name} 到货了`);
  await expect(page.getByTestId("messages-unread")).toHaveText("1 条未读");
  await message.click();
  await expect(page).toHaveURL(new RegExp(`/goods/${sku.productId}$`));
  await page.goto("/me");
  await expect(page.getByRole("link", { name: /消息/ })).toBeVisible();
  await expect(page.getByTestId("badge-messagesUnread")).toHaveCount(0);

  // 我的订阅: the notice stands (until cancelled) and is cancelled in place.
  await page.goto("/notices");
  const notice = page.getByTestId("notice-item");
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText("标准款 到货时通知");
  await notice.getByRole("button", { name: "取消订阅" }).click();
  await expect(page.getByText("还没有订阅到货或降价通知")).toBeVisible();
});
