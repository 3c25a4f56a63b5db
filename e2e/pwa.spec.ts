// Installable, and a bad network is not a dead end (issue 16): manifest, icons and favicon answer;
// the service worker registers and controls the page; a visited catalogue page opens offline and an
// unseen one shows the Mall's offline screen; a new build's worker waiting brings up the upgrade popup.
import fs from "node:fs";
import path from "node:path";
import { test, expect } from "./fixtures";
import type { Page } from "@playwright/test";

// One server for all: the upgrade test changes what /sw.js serves.
test.describe.configure({ mode: "serial" });
// The worker under test (playwright.config.ts turns it off for most specs).
test.use({ serviceWorkers: "allow" });
// Each test waits for a worker to install and activate, on a shared two-core machine.
test.setTimeout(90_000);

async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === "activated", null, {
    timeout: 20_000,
  });
}

test("manifest, icons, favicon and apple-touch-icon answer; pages link them", async ({ page, request }) => {
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest.name).toBe("商城");
  expect(manifest.display).toBe("standalone");
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  const maskable = manifest.icons
    .filter((i: { purpose: string }) => i.purpose === "maskable")
    .map((i: { sizes: string }) => i.sizes);
  expect(maskable).toEqual(["192x192", "512x512"]);
  for (const src of [...manifest.icons.map((i: { src: string }) => i.src), "/apple-touch-icon.png"]) {
    const res = await request.get(src);
    expect(res.status(), src).toBe(200);
    expect(res.headers()["content-type"]).toBe("image/png");
  }
  const favicon = await request.get("/favicon.ico");
  expect(favicon.status()).toBe(200);
  expect((await favicon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  await page.goto("/");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", /manifest\.webmanifest/);
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/apple-touch-icon.png");
});

test("the service worker serves visited pages offline, the offline screen otherwise, and stores no API answer", async ({
  page,
  context,
  browserErrors,
}) => {
  // Offline below: what the service worker cannot serve from its cache fails on the wire.
  browserErrors.allowFailedRequest(/^http:\/\/127\.0\.0\.1:\d+\//);
  await page.goto("/");
  await controlled(page);
  await page.goto("/goods/1");
  const name = await page.locator("h1").first().textContent();
  await page.goto("/en/category");
  await expect(page.getByRole("heading").first()).toBeVisible();

  await context.setOffline(true);
  await page.goto("/goods/1");
  await expect(page.locator("[data-offline-screen]")).toHaveCount(0);
  await expect(page.locator("h1").first()).toHaveText(name ?? "");
  await page.goto("/");
  await expect(page.locator("[data-offline-screen]")).toHaveCount(0);

  await page.goto("/shop");
  await expect(page.locator("[data-offline-screen]")).toBeVisible();
  await expect(page.getByRole("status")).toHaveText("网络貌似不太好,请检查网络");
  // Said once: no toast repeating the page's text.
  await expect(page.getByText("网络貌似不太好,请检查网络")).toHaveCount(1);
  await expect(page.getByRole("heading", { name: "当前没有网络" })).toBeVisible();
  await page.goto("/en/orders");
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  const stored = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const r of await (await caches.open(name)).keys()) urls.push(new URL(r.url).pathname);
    return urls;
  });
  expect(stored).toContain("/goods/1");
  expect(stored.filter((u) => u.startsWith("/api/") || u.includes("/orders"))).toEqual([]);
  await context.setOffline(false);
});

test("a new build's waiting worker brings up the upgrade popup; 立即更新 switches to it", async ({ page }) => {
  test.setTimeout(120_000);
  const saltFile = path.join(process.env.E2E_DATA_DIR!, "sw-salt");
  await page.goto("/");
  await controlled(page);
  const before = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  try {
    fs.writeFileSync(saltFile, `deploy-${Date.now()}`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const dialog = page.getByRole("dialog", { name: "发现新版本" });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    // 稍后 hides it for this page; the next load offers it again while the new worker waits.
    await dialog.getByRole("button", { name: "稍后" }).click();
    await expect(dialog).toHaveCount(0);
    await page.reload();
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    // A marker on the old document: gone once the page has reloaded under the new worker.
    await page.evaluate(() => Object.assign(window, { __beforeUpdate: true }));
    await dialog.getByRole("button", { name: "立即更新" }).click();
    // The page reloads at once or after RELOAD_FALLBACK_MS; the new worker takes over once the old one
    // has no request in hand (generous on a busy CI machine).
    await expect
      .poll(() => page.evaluate(() => "__beforeUpdate" in window).catch(() => true), { timeout: 45_000 })
      .toBe(false);
    await expect(page.getByRole("dialog", { name: "发现新版本" })).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)), {
        timeout: 45_000,
      })
      .toBe(false);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(before);
  } finally {
    fs.rmSync(saltFile, { force: true });
  }
});

test("settings show version 3.0.0 (300)", async ({ page, shopper }) => {
  await shopper.login(page);
  await page.goto("/setting");
  await expect(page.getByTestId("app-version")).toContainText("3.0.0（300）");
  await page.goto("/en/setting");
  await expect(page.getByTestId("app-version")).toContainText("3.0.0 (300)");
});

test("logged out, /orders goes to login before the screen loads", async ({ page }) => {
  await page.goto("/orders?status=10");
  await expect(page).toHaveURL(/\/login\?redirect=%2Forders%3Fstatus%3D10$/);
});
