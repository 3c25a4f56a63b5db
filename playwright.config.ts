// E2E against a production build on a fresh database, in Debian's Chromium with a phone viewport.
import crypto from "node:crypto";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumPath } from "./tests/helpers/chromium";

// One fresh data folder and signing secret per run. Set here (inherited by the web server and by the
// test workers, which re-read this file with the same environment) so fixtures can add users to the
// server's database and mint their tokens (e2e/fixtures.ts).
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `mall-e2e-${crypto.randomBytes(4).toString("hex")}`);
process.env.E2E_JWT_SECRET ??= crypto.randomBytes(32).toString("hex");

const PORT = Number(process.env.E2E_PORT ?? 3100);
// Specs that read shop-wide figures (the dashboard's) and expect only their own orders to move them:
// each runs alone, after the rest and after each other (each its own project, depending on the one before).
const SHOP_WIDE_FIGURES = ["books.spec.ts", "back-office-catalogue.spec.ts"];
const specFile = (file: string) => new RegExp(`(^|/)${file.replaceAll(".", "\\.")}$`);

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  // Three in CI: a test mostly waits (on the server, the browser, an idle network), so two workers used
  // about one core between them; the third's work takes what the niced Vitest run would otherwise get.
  workers: process.env.CI ? 3 : undefined,
  retries: process.env.CI ? 1 : 0,
  // CI's two cores also run the axe scans in the other worker: give each test room.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    ...devices["Pixel 7"],
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: "zh-CN",
    // The service worker off, except in the specs that test it or the journey through it (pwa, order,
    // foundation: `test.use({ serviceWorkers: "allow" })`). Each test's fresh context installed it and
    // handed it the first page's files to store again: on in every spec, the whole e2e run kept the
    // machine busy 1,447 s (743 s wall); off but in those three, 1,090 s (566 s wall). Decision 028.
    serviceWorkers: "block",
    timezoneId: "Asia/Shanghai",
    // A trace (DOM snapshots and screenshots at each step) on the retry of a failed test, not of every
    // test: recording one for each of the ~180 tests cost about a third of the browsers' CPU.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "pixel-7", use: { browserName: "chromium" }, testIgnore: SHOP_WIDE_FIGURES.map(specFile) },
    // The dashboard's figures are the whole shop's: other tests' payments and refunds move them too (a
    // run saw the month's net fall by 2,485.00 instead of the test's 114.00, another the day's orders
    // count more than the test's one). Alone: `npx playwright test e2e/books.spec.ts --no-deps`
    // (without --no-deps the projects it depends on run first).
    ...SHOP_WIDE_FIGURES.map((file, i) => ({
      name: `pixel-7-shop-figures-${i + 1}`,
      use: { browserName: "chromium" as const },
      testMatch: specFile(file),
      dependencies: [i === 0 ? "pixel-7" : `pixel-7-shop-figures-${i}`],
    })),
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs ${PORT}`,
    url: `http://127.0.0.1:${PORT}/api/v1/banner`,
    // The production build runs inside this wait (scripts/e2e-server.mjs) unless E2E_SKIP_BUILD: a busy 2-core
    // machine takes minutes.
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
  },
});
