// How long each console screen takes to settle (issue 35, "Done when": within 1 s on the demo data).
// Against a running server (e.g. `node scripts/e2e-server.mjs 3320`, the README's demo data), in
// Debian's Chromium at 1440 px: signs in as the demo owner, opens every screen of the navigation
// (components/admin/console-routes.ts) by its address, and takes the time from the navigation's start to
// the moment the screen is drawn and quiet — no request in flight (the router's prefetches of other
// screens aside), nothing marked aria-busy (the lists'
// and details' loading states), its heading shown — the last of those, read once 500 ms passed with
// nothing new. Median of `--runs` visits (default 5) after one warm-up visit per screen; prints a
// Markdown table (the figures in docs/performance.md).
//
//   npx tsx scripts/console-settle.ts --base http://127.0.0.1:3320 --user demo_admin --password …
import { chromium, type Page, type Request } from "@playwright/test";
import { consoleRoutes } from "@/components/admin/console-routes";

const argv = process.argv.slice(2);
const option = (name: string, fallback?: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const BASE = option("base", "http://127.0.0.1:3320")!;
const USER = option("user", "demo_admin")!;
const PASSWORD = option("password");
const RUNS = Number(option("runs", "5"));
const QUIET_MS = 500;
const LIMIT_MS = 1000;

/** Milliseconds from `goto` to the screen drawn and quiet. */
async function settle(page: Page, href: string): Promise<number> {
  let inflight = 0;
  let last = 0;
  const start = Date.now();
  // The router's prefetches of the navigation's other screens are for the next click, not this screen.
  const counted = new WeakSet<Request>();
  const onRequest = (request: Request) => {
    if (request.headers()["next-router-prefetch"]) return;
    counted.add(request);
    inflight++;
    last = Date.now();
  };
  const onDone = (request: Request) => {
    if (!counted.has(request)) return;
    inflight = Math.max(0, inflight - 1);
    last = Date.now();
  };
  page.on("request", onRequest);
  page.on("requestfinished", onDone);
  page.on("requestfailed", onDone);
  try {
    await page.goto(`${BASE}${href}`, { waitUntil: "commit" });
    for (;;) {
      const busy = await page
        .evaluate(
          () =>
            document.readyState !== "complete" ||
            !document.querySelector("main h1, h1") ||
            document.querySelector('[aria-busy="true"]') !== null,
        )
        .catch(() => true);
      if (busy || inflight > 0) last = Date.now();
      if (Date.now() - last >= QUIET_MS) return last - start;
      if (Date.now() - start > 30_000) throw new Error(`${href} never settled`);
      await page.waitForTimeout(25);
    }
  } finally {
    page.off("request", onRequest);
    page.off("requestfinished", onDone);
    page.off("requestfailed", onDone);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  if (!PASSWORD) throw new Error("--password is the demo owner's (MALL_DATA_DIR/admin-password)");
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: "zh-CN" });
  await page.goto(`${BASE}/admin/login`);
  await page.getByLabel("用户名").fill(USER);
  await page.getByLabel("密码").fill(PASSWORD);
  await page.getByRole("button", { name: "登录" }).click();
  await page.getByTestId("admin-operator").waitFor();
  const rows: { href: string; median: number; max: number }[] = [];
  for (const route of consoleRoutes) {
    await settle(page, route.href);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(await settle(page, route.href));
    rows.push({ href: route.href, median: median(times), max: Math.max(...times) });
    console.error(`${route.href}: ${times.join(", ")} ms`);
  }
  await browser.close();
  console.log(`| Screen | Median (ms) | Slowest of ${RUNS} (ms) |\n|---|---:|---:|`);
  for (const r of rows) console.log(`| \`${r.href}\` | ${r.median} | ${r.max} |`);
  const slow = rows.filter((r) => r.median > LIMIT_MS);
  console.log(
    slow.length
      ? `\nOver ${LIMIT_MS} ms: ${slow.map((r) => r.href).join(", ")}`
      : `\nEvery screen under ${LIMIT_MS} ms.`,
  );
  process.exitCode = slow.length ? 1 : 0;
}

void main();
