// Real money's wire formats in the browser, against the provider double (scripts/provider-double):
// a second server of the same build, configured for WeChat Pay API v3 (public-key mode) and Alipay in
// certificate mode, both pointing at the double. A shopper pays an order with JSAPI in the messaging
// app's browser (its bridge hands the signed parameters to the "messaging app", which checks them at
// the provider), and another through Alipay's WAP cashier in a plain browser; each gets a part refund
// through the same channel; the order, the refund and the provider's bill (downloaded through the
// console's reconciliation) agree.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { test, expect, createShopper, type Shopper } from "./fixtures";
import { addressBody, createE2eSku } from "./shop-fixtures";
import { createOwner, OWNER_PASSWORD } from "./admin-fixtures";
import { startDouble, type RunningDouble } from "../scripts/provider-double/server";

test.describe.configure({ mode: "serial" });

const MESSAGING_APP_UA =
  "Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560 NetType/WIFI Language/zh_CN";

let double: RunningDouble;
let app: ChildProcess;
let base = "";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mall-e2e-real-"));

/** The spec's own server's database, for the shared fixtures (which read E2E_DATA_DIR when called). */
async function onOurServer<T>(work: () => T | Promise<T>): Promise<T> {
  const previous = process.env.E2E_DATA_DIR;
  process.env.E2E_DATA_DIR = dataDir;
  try {
    return await work();
  } finally {
    process.env.E2E_DATA_DIR = previous;
  }
}

/**
 * fetch, sent once more when a kept-alive connection turns out closed: the server drops idle
 * connections after a few seconds, and a request written on one just then fails with "other side
 * closed" before the server read it (so sending it again is safe).
 */
async function http(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code !== "UND_ERR_SOCKET") throw error;
    return fetch(url, init);
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  double = await startDouble({
    outDir: path.join(dataDir, "merchant-platform"),
    wechatMode: "public-key",
    alipayMode: "certificate",
  });
  const env = {
    ...process.env,
    ...double.env,
    MALL_DATA_DIR: dataDir,
    DATABASE_URL: `file:${path.join(dataDir, "e2e.db")}`,
    MALL_TEST_MODE: "1",
    // The bank channel stays the sandbox's; the two providers under test are "real".
    MALL_SANDBOX: "1",
    JWT_SECRET: process.env.E2E_JWT_SECRET,
    PUBLIC_BASE_URL: base,
    NEXT_TELEMETRY_DISABLED: "1",
  };
  const tsx = path.join("node_modules", "tsx", "dist", "cli.mjs");
  const prepared = spawnSync(process.execPath, [tsx, "scripts/prepare-db.ts"], { env, encoding: "utf8" });
  if (prepared.status !== 0) throw new Error(`prepare-db: ${prepared.stderr}`);
  // The build the suite's own server runs (playwright.config.ts builds it first), behind our server
  // entry, started as scripts/server-command.mjs says (an .mjs module Playwright's loader cannot import).
  app = spawn(process.execPath, [path.join("scripts", "serve.mjs"), "-p", String(port)], { env, stdio: "ignore" });
  for (let i = 0; i < 300; i++) {
    const ok = await http(`${base}/api/v1/banner`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("the spec's server did not start");
});

test.afterAll(async () => {
  app?.kill("SIGTERM");
  await double?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function shopperWithOrder(openId: boolean) {
  const shopper: Shopper = await onOurServer(() => createShopper());
  if (openId) {
    const db = new Database(path.join(dataDir, "e2e.db"));
    db.prepare("UPDATE User SET openId = ? WHERE id = ?").run(
      `o-e2e-${crypto.randomBytes(6).toString("hex")}`,
      shopper.id,
    );
    db.close();
  }
  const sku = await onOurServer(() => createE2eSku({ price: 1990, stock: 5 }));
  const headers = {
    authorization: `Bearer ${shopper.token}`,
    "x-locale": "zh-Hans",
    "content-type": "application/json",
  };
  const post = async (url: string, body: unknown) => {
    const res = await http(`${base}${url}`, { method: "POST", headers, body: JSON.stringify(body) });
    return (await res.json()) as Record<string, unknown>;
  };
  const get = async (url: string) =>
    (await (await http(`${base}${url}`, { headers })).json()) as Record<string, unknown>;
  const address = await post("/api/v1/create-addresses", addressBody);
  const order = (await post("/api/v1/create-order-now", { addressId: address.id, skuId: sku.skuId, quantity: 2 })) as {
    id: number;
    totalAmount: number;
  };
  return { shopper, order, post, get };
}

/** A part refund (one of the two units) through the shopper's after-sales request. */
async function partRefund(s: Awaited<ReturnType<typeof shopperWithOrder>>) {
  const detail = (await s.get(`/api/v1/orders-detail?id=${s.order.id}`)) as { items: { id: number }[] };
  const applied = (await s.post("/api/v1/after-sales-apply", {
    orderId: s.order.id,
    type: "refund",
    reason: "not_wanted",
    items: [{ orderItemId: detail.items[0].id, quantity: 1 }],
  })) as { id: number; refundAmount: number };
  expect(applied.refundAmount).toBeGreaterThan(0);
  expect(applied.refundAmount).toBeLessThan(s.order.totalAmount);
  await expect
    .poll(async () => ((await s.get(`/api/v1/after-sales-detail?id=${applied.id}`)) as { status: string }).status, {
      timeout: 15_000,
    })
    .toBe("refunded");
  return applied;
}

/** The console's view: the order's payment and the provider's bill, matched by the reconciliation. */
async function consoleAgrees(provider: "wechat" | "alipay", orderId: number, totalAmount: number, refund: number) {
  const owner = await onOurServer(() => createOwner());
  const login = await http(`${base}/api/admin/v1/sessions`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ username: owner.username, password: OWNER_PASSWORD, totp: owner.totp() }),
  });
  expect(login.status).toBe(200);
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
  const admin = async (url: string) =>
    (await (await http(`${base}${url}`, { headers: { cookie } })).json()) as Record<string, unknown>;
  const order = (await admin(`/api/admin/v1/orders/${orderId}`)) as {
    payments: { outTradeNo: string; provider: string; amount: number; refundedAmount: number; status: string }[];
  };
  const payment = order.payments.find((p) => p.provider === provider)!;
  expect(payment).toMatchObject({ amount: totalAmount, refundedAmount: refund });
  const day = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const bill = (await admin(`/api/admin/v1/payment-bills?provider=${provider}&date=${day}`)) as {
    lines: { kind: string; outTradeNo: string; amount: number; agrees: boolean; orderId: number | null }[];
  };
  const lines = bill.lines.filter((l) => l.outTradeNo === payment.outTradeNo);
  expect(lines.map((l) => [l.kind, l.amount, l.agrees, l.orderId])).toEqual([
    ["payment", totalAmount, true, orderId],
    ["refund", refund, true, orderId],
  ]);
}

test("WeChat Pay v3 JSAPI in the messaging app's browser: paid, part-refunded, and the bill agrees", async ({
  browser,
}) => {
  const s = await shopperWithOrder(true);
  const context = await browser.newContext({
    baseURL: base,
    userAgent: MESSAGING_APP_UA,
    locale: "zh-CN",
    viewport: { width: 412, height: 915 },
  });
  const page = await context.newPage();
  await s.shopper.login(page);
  // The messaging app's side of its JS bridge: it takes the page's signed parameters and pays at the
  // provider (the double checks paySign with the merchant's certificate, then notifies the shop).
  let handedOver: Record<string, string> | null = null;
  await page.exposeFunction("payInMessagingApp", async (params: Record<string, string>) => {
    handedOver = params;
    const res = await fetch(`${double.url}/sim/wechat/jsapi-pay`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(params),
    });
    return res.json();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { WeixinJSBridge: unknown; payInMessagingApp: (p: unknown) => Promise<unknown> };
    w.WeixinJSBridge = {
      invoke: (_name: string, params: unknown, cb: (r: unknown) => void) => void w.payInMessagingApp(params).then(cb),
    };
  });
  await page.goto(`/orders/${s.order.id}/pay`);
  await expect(page.getByTestId("pay-amount")).toContainText((s.order.totalAmount / 100).toFixed(2));
  await expect(page.getByRole("radio")).toHaveCount(1);
  await expect(page.getByText("沙箱")).toHaveCount(0);
  await page.getByRole("button", { name: "立即支付" }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${s.order.id}/pay/result$`));
  await expect(page.getByTestId("pay-result")).toHaveText("支付成功");
  expect(handedOver).toMatchObject({ appId: double.env.WECHAT_PAY_APP_ID, signType: "RSA" });
  const refund = await partRefund(s);
  await consoleAgrees("wechat", s.order.id, s.order.totalAmount, refund.refundAmount);
  await context.close();
});

test("Alipay in certificate mode through its WAP cashier: paid, part-refunded, and the bill agrees", async ({
  browser,
}) => {
  const s = await shopperWithOrder(false);
  const context = await browser.newContext({
    baseURL: base,
    locale: "zh-CN",
    viewport: { width: 412, height: 915 },
    isMobile: true,
  });
  const page = await context.newPage();
  await s.shopper.login(page);
  await page.goto(`/orders/${s.order.id}/pay`);
  await page.getByText("支付宝", { exact: true }).click();
  await page.getByRole("button", { name: "立即支付" }).click();
  // The gateway's cashier (the double), reached with the signed request that carries both SNs.
  await expect(page).toHaveURL(new RegExp(`^${double.url}/gateway\\.do\\?`));
  const sent = new URL(page.url()).searchParams;
  expect([sent.get("app_cert_sn"), sent.get("alipay_root_cert_sn")]).toEqual([
    double.alipaySn.app,
    double.alipaySn.root,
  ]);
  await expect(page.getByTestId("double-amount")).toHaveText(`¥${(s.order.totalAmount / 100).toFixed(2)}`);
  await page.getByRole("button", { name: "确认付款" }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${s.order.id}/pay/result`));
  await expect(page.getByTestId("pay-result")).toHaveText("支付成功");
  const refund = await partRefund(s);
  await consoleAgrees("alipay", s.order.id, s.order.totalAmount, refund.refundAmount);
  await context.close();
});

test("a forged notification to the real server is refused and changes nothing", async () => {
  const s = await shopperWithOrder(true);
  const created = await s.post("/api/v1/wechat-pay-sign", { orderId: s.order.id });
  expect(created.provider).toBe("wechat");
  const res = await http(`${base}/api/v1/payment-notify/wechat`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "wechatpay-timestamp": String(Math.floor(Date.now() / 1000)),
      "wechatpay-nonce": "n",
      "wechatpay-serial": double.env.WECHAT_PAY_PUBLIC_KEY_ID,
      "wechatpay-signature": crypto.randomBytes(256).toString("base64"),
    },
    body: JSON.stringify({ event_type: "TRANSACTION.SUCCESS", resource: {} }),
  });
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({ code: "FAIL", message: expect.any(String) });
  expect(((await s.get(`/api/v1/orders-detail?id=${s.order.id}`)) as { status: number }).status).toBe(0);
});
