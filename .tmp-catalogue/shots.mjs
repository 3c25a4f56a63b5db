import { chromium, devices } from "@playwright/test";
const base = "http://127.0.0.1:3201";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const context = await browser.newContext({ ...devices["iPhone X"], viewport: { width: 375, height: 812 }, deviceScaleFactor: 1 });
const page = await context.newPage();
const shots = process.argv.slice(2);
for (const spec of shots) {
  const [name, path, full] = spec.split("|");
  await page.goto(base + path, { waitUntil: "networkidle" });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/cat-${name}.png`, fullPage: full === "full" });
  console.log("shot", name);
}
await browser.close();
