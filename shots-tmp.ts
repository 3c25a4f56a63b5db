// Screenshots of the changed screens against a server configured with the provider double (not committed).
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import fs from "node:fs";
import { chromium } from "@playwright/test";
import { startDouble } from "./scripts/provider-double/server";

const dir = "/tmp/shots-data";
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
const port = 3181;
const base = `http://127.0.0.1:${port}`;
void (async () => {
  const double = await startDouble({ outDir: path.join(dir, "mp"), wechatMode: "public-key+platform-certificate", alipayMode: "certificate" });
  const env = { ...process.env, ...double.env, MALL_DATA_DIR: dir, DATABASE_URL: `file:${dir}/e2e.db`, MALL_SANDBOX: "1", PUBLIC_BASE_URL: base };
  const tsx = "node_modules/tsx/dist/cli.mjs";
  spawnSync(process.execPath, [tsx, "scripts/prepare-db.ts"], { env, stdio: "ignore" });
  const app = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port)], { env, stdio: "ignore" });
  for (let i = 0; i < 300; i++) {
    if (await fetch(`${base}/api/v1/banner`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 300));
  }
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
  for (const locale of ["zh-Hans", "zh-Hant", "en", "ja"]) {
    const phone = await browser.newPage({ viewport: { width: 375, height: 740 } });
    const prefix = locale === "zh-Hans" ? "" : `/${locale}`;
    await phone.goto(`${base}${prefix}/orders/1/pay/qr?code=${encodeURIComponent("weixin://wxpay/bizpayurl?pr=AbC123dEf456")}`);
    await phone.screenshot({ path: `/tmp/shots/qr-${locale}.png` });
    await phone.close();
  }
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await page.goto(`${base}/admin/login`);
  const inputs = page.locator("input");
  await inputs.nth(0).fill("demo_admin");
  await inputs.nth(1).fill(fs.readFileSync(`${dir}/admin-password`, "utf8").trim());
  await page.locator("button[type=submit]").click();
  await page.waitForTimeout(3000);
  for (const locale of ["zh-Hans", "zh-Hant", "en", "ja"]) {
    await ctx.addCookies([{ name: "mall_admin_locale", value: locale, url: `${base}/admin` }]);
    for (const width of [768, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${base}/admin/settings`);
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `/tmp/shots/settings-${locale}-${width}.png`, fullPage: true });
    }
  }
  await browser.close();
  app.kill();
  await double.close();
  process.exit(0);
})();
