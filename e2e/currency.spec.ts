// A Macau shop in MOP (docs/decisions/037-currency.md): the goods page, the cart and the checkout show
// MOP$ — in the first HTML of a page rendered on the server, and on the screens rendered in the browser —
// and never ¥. The currency is the whole shop's, so this runs against a server of its own on a copy of
// the e2e database with the currency set, not the shared server the other files use in parallel.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { test, expect, createShopper, e2eDatabase, type Shopper } from "./fixtures";
import { addressBody, createE2eSku } from "./shop-fixtures";

test.describe.configure({ mode: "serial" });
test.use({ viewport: { width: 375, height: 812 } });

let server: ChildProcess | null = null;
let origin = "";
let dir = "";
let shopper: Shopper;
let sku: ReturnType<typeof createE2eSku>;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Made in the shared database first, so that the copy has them.
  shopper = await createShopper();
  sku = createE2eSku({ price: 123450, stock: 5 });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "mall-e2e-mop-"));
  const source = e2eDatabase();
  await source.backup(path.join(dir, "e2e.db"));
  source.close();
  for (const file of ["jwt-secret", "payment-sandbox-secret"])
    if (fs.existsSync(path.join(process.env.E2E_DATA_DIR as string, file)))
      fs.copyFileSync(path.join(process.env.E2E_DATA_DIR as string, file), path.join(dir, file));
  const Database = (await import("better-sqlite3")).default;
  const copy = new Database(path.join(dir, "e2e.db"));
  copy
    .prepare(
      `INSERT INTO ShopSetting (key, value, version, updatedAt) VALUES ('shop.currency', ?, 1, ?)
       ON CONFLICT(key) DO UPDATE SET value = excluded.value`,
    )
    .run(JSON.stringify({ currency: "MOP" }), new Date().toISOString().replace("Z", "+00:00"));
  copy.close();
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  // As scripts/server-command.mjs starts it (an .mjs module this CommonJS-compiled file cannot import).
  server = spawn(process.execPath, [path.join("scripts", "serve.mjs"), "-p", String(port)], {
    stdio: "ignore",
    env: {
      ...process.env,
      MALL_DATA_DIR: dir,
      DATABASE_URL: `file:${path.join(dir, "e2e.db")}`,
      MALL_TEST_MODE: "1",
      MALL_SANDBOX: "1",
      ...(process.env.E2E_JWT_SECRET ? { JWT_SECRET: process.env.E2E_JWT_SECRET } : {}),
    },
  });
  for (let i = 0; i < 120; i++) {
    const ok = await fetch(`${origin}/api/v1/shop-settings`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the MOP shop's server did not start");
});

test.afterAll(() => {
  server?.kill("SIGTERM");
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test("a Macau shop shows MOP$ on the goods page, in the cart and at checkout", async ({ page }) => {
  expect(await (await fetch(`${origin}/api/v1/shop-settings`)).json()).toEqual({ currency: "MOP" });
  // The goods page's first HTML already has the price in MOP (rendered on the server).
  const html = await (await fetch(`${origin}/zh-Hant/goods/${sku.productId}`)).text();
  expect(html).toContain("MOP$");

  await shopper.login(page);
  const headers = { authorization: `Bearer ${shopper.token}`, "content-type": "application/json" };
  const address = await fetch(`${origin}/api/v1/create-addresses`, {
    method: "POST",
    headers,
    body: JSON.stringify({ ...addressBody, isDefault: true }),
  });
  expect(address.status).toBe(200);

  await page.goto(`${origin}/zh-Hant/goods/${sku.productId}`);
  await expect(page.getByTestId("goods-price")).toContainText("MOP$1,234.50");
  await expect(page.locator("main")).not.toContainText("¥");
  await page.screenshot({ path: test.info().outputPath("goods-mop-375.png") });
  await page.getByRole("button", { name: "加入購物車" }).click();
  await expect(page.getByTestId("toast")).toBeVisible();

  await page.goto(`${origin}/zh-Hant/cart`);
  await expect(page.getByTestId("cart-total")).toContainText("MOP$1,234.50");
  await expect(page.locator("main")).not.toContainText("¥");
  await page.screenshot({ path: test.info().outputPath("cart-mop-375.png") });

  await page.goto(`${origin}/en/order/confirm?skuId=${sku.skuId}&quantity=2`);
  await expect(page.getByTestId("order-total")).toContainText("MOP$");
  await expect(page.getByTestId("order-total")).toContainText("2,4");
  await expect(page.locator("body")).not.toContainText("¥");
  await page.screenshot({ path: test.info().outputPath("confirm-mop-375.png"), fullPage: true });
});
