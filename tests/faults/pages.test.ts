// Pages under database trouble (issue 31, item 6), against a production server over HTTP and in Chromium.
// PostgreSQL: "Sku" locked ACCESS EXCLUSIVE from a second connection while shoppers' requests stuck on
// it fill the pool — the home and a goods page answer 503 with Retry-After and a page in their language
// that loads itself again (lib/pages/unavailable.ts), never Next's 500; the cart, whose page reads
// nothing from the database, answers at once and its lines' read answers 503; once the lock is gone the
// page in the browser becomes the goods page by itself. SQLite: another process's write lock blocks no
// read, so the pages keep answering 200 while a write waits its bound and answers 503. Runs with
// FAULTS=1 on the e2e build (`npm run test:faults`), on ports of its own (FAULTS_PAGES_PORT).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { chromium, type Browser } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCluster, type Cluster } from "@/scripts/pg-cluster.mjs";
import { chromiumPath } from "@/tests/helpers/chromium";
import {
  assertBuild,
  createShop,
  prepareDatabase,
  serverEnv,
  sleep,
  startServer,
  tally,
  type Server,
  type Shop,
  type Sql,
} from "./harness";

const enabled = process.env.FAULTS === "1";
const PORT = Number(process.env.FAULTS_PAGES_PORT ?? Number(process.env.FAULTS_PORT ?? 3381) + 20);
const LOCK_TIMEOUT_MS = 1500;
const POOL_TIMEOUT_MS = 2500;
const POOL_SIZE = 4;

const servers: Server[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const s of servers) s.kill();
  for (const c of cleanups.reverse()) await c();
});

/**
 * `next start` on all interfaces: bound to 127.0.0.1, Next 16 takes next-intl's rewrites of the default
 * locale's pages for cross-origin ones and redirects them in a loop (scripts/e2e-server.mjs says the same).
 */
const allInterfaces = (argv: string[]): [string, string[]] => {
  const i = argv.indexOf("-H");
  const rest = i >= 0 ? [...argv.slice(0, i), ...argv.slice(i + 2)] : argv;
  return [rest[0], rest.slice(1)];
};

type Page = { status: number; ms: number; retryAfter: string | null; body: string };

async function load(base: string, path: string, headers: Record<string, string> = {}): Promise<Page> {
  const started = Date.now();
  const res = await fetch(`${base}${path}`, { headers, redirect: "manual", signal: AbortSignal.timeout(30_000) });
  const body = await res.text();
  return { status: res.status, ms: Date.now() - started, retryAfter: res.headers.get("retry-after"), body };
}

let browser: Browser | undefined;
async function chromiumBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({
    executablePath: chromiumPath(),
    args: ["--no-sandbox", "--disable-gpu"],
  });
  cleanups.push(() => browser?.close());
  return browser;
}

describe.skipIf(!enabled)("pages under database trouble: PostgreSQL", () => {
  let cluster: Cluster;
  let url = "";
  let server: Server;
  let shop: Shop;

  beforeAll(async () => {
    assertBuild();
    cluster = await startCluster();
    cleanups.push(() => cluster.stop());
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query("CREATE DATABASE shop");
    await admin.end();
    url = cluster.url.replace(/\/postgres$/, "/shop");
    prepareDatabase(serverEnv(url, cluster.dir));
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    const sql: Sql = {
      query: async <T>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as T[],
      insert: async (text: string, params: unknown[]) =>
        Number((await pool.query<{ id: number }>(`${text} RETURNING "id"`, params)).rows[0].id),
      close: () => pool.end(),
    };
    shop = await createShop(sql, 8, 1, 100_000, true);
    await sql.close();
    server = await startServer(
      PORT,
      serverEnv(url, cluster.dir, {
        DATABASE_LOCK_TIMEOUT_MS: String(LOCK_TIMEOUT_MS),
        DATABASE_POOL_TIMEOUT_MS: String(POOL_TIMEOUT_MS),
        DATABASE_STATEMENT_TIMEOUT_MS: "10000",
        DATABASE_POOL_SIZE: String(POOL_SIZE),
      }),
      allInterfaces,
    );
    servers.push(server);
  }, 180_000);

  it(
    "a lock on Sku with the pool full: 503, Retry-After and the page in its language, which loads itself again",
    { timeout: 120_000 },
    async () => {
      const base = server.base;
      const goods = `/goods/${shop.productId}`;
      for (const path of ["/", goods, `/en${goods}`, "/cart"]) expect((await load(base, path)).status).toBe(200);

      // The catalogue changes (the caches must read again), then "Sku" is locked and shoppers' reads and
      // checkouts stuck on the lock keep the pool's connections busy.
      const changer = new pg.Client({ connectionString: url });
      await changer.connect();
      await changer.query('UPDATE "Product" SET "updatedAt" = now() WHERE "id" = $1', [shop.productId]);
      await changer.end();
      const locker = new pg.Client({ connectionString: url });
      await locker.connect();
      await locker.query("BEGIN");
      await locker.query('LOCK TABLE "Sku" IN ACCESS EXCLUSIVE MODE');
      let locked = true;
      const crowd = shop.shoppers.map(async (s) => {
        while (locked) {
          await fetch(`${base}/api/v1/create-order-now`, {
            method: "POST",
            headers: { authorization: `Bearer ${s.token}`, "content-type": "application/json" },
            body: JSON.stringify({ addressId: s.addressId, skuId: shop.skus[0], quantity: 1 }),
          }).then(
            (r) => r.arrayBuffer(),
            () => undefined,
          );
        }
      });
      await sleep(300);

      const shopper = shop.shoppers[0];
      const answers: Record<string, Page> = {};
      for (const path of ["/", "/zh-Hant", goods, `/en${goods}`, `/ja${goods}`, "/cart"])
        answers[path] = await load(base, path);
      const cartLines = await load(base, "/api/v1/cart-index", { authorization: `Bearer ${shopper.token}` });

      // A shopper's browser on the goods page meanwhile: the 503 page in Traditional Chinese.
      const page = await (await chromiumBrowser()).newPage({ locale: "zh-TW" });
      const shown = await page.goto(`${base}/zh-Hant${goods}`);
      expect(shown?.status()).toBe(503);
      await page.getByRole("heading", { name: "請稍候" }).waitFor();

      locked = false;
      await locker.query("ROLLBACK");
      await locker.end();
      const releasedAt = Date.now();
      await Promise.all(crowd);
      // Nobody touches the page: it loads itself again after Retry-After and becomes the goods page.
      await page.getByTestId("goods-title").waitFor({ timeout: 20_000 });
      const recoveredMs = Date.now() - releasedAt;
      await page.close();
      const after = await load(base, goods);

      console.log(
        `[faults] pages with "Sku" locked and the pool (${POOL_SIZE}) full: ` +
          Object.entries(answers)
            .map(([path, a]) => `${path} ${a.status} (Retry-After ${a.retryAfter}, ${a.ms} ms)`)
            .join(", ") +
          `; cart lines ${cartLines.status} (Retry-After ${cartLines.retryAfter}); ` +
          `the browser's 503 page became the goods page ${recoveredMs} ms after the lock was released`,
      );

      for (const path of ["/", "/zh-Hant", goods, `/en${goods}`, `/ja${goods}`]) {
        const a = answers[path];
        expect(a.status, path).toBe(503);
        expect(Number(a.retryAfter), path).toBeGreaterThan(0);
        // Within the bounds: the pool wait and the lock's.
        expect(a.ms, path).toBeLessThan(LOCK_TIMEOUT_MS + POOL_TIMEOUT_MS + 2000);
        expect(a.body, path).toContain(`<meta http-equiv="refresh" content="${a.retryAfter};url=${path}">`);
        expect(a.body, path).not.toContain("__next_error__");
      }
      expect(answers["/"].body).toContain('<html lang="zh-Hans">');
      expect(answers["/"].body).toContain("请稍候");
      expect(answers["/zh-Hant"].body).toContain("請稍候");
      expect(answers[`/en${goods}`].body).toContain("Just a moment");
      expect(answers[`/ja${goods}`].body).toContain("少々お待ちください");
      // The cart's page reads nothing from the database. Its lines' read either gets a connection and
      // answers (this shopper's cart is empty, and an empty cart is read without the SKUs' table)
      // or says "later" with Retry-After (the screen shows it and asks again by itself:
      // lib/client/resource.ts) — never an error.
      expect(answers["/cart"].status).toBe(200);
      expect(answers["/cart"].ms).toBeLessThan(1000);
      expect([200, 503]).toContain(cartLines.status);
      if (cartLines.status === 503) expect(Number(cartLines.retryAfter)).toBeGreaterThan(0);

      expect(after.status).toBe(200);
      expect(recoveredMs).toBeLessThan(15_000);
    },
  );
});

describe.skipIf(!enabled)("pages under database trouble: SQLite", () => {
  let dir = "";
  let file = "";
  let server: Server;
  let shop: Shop;

  beforeAll(async () => {
    assertBuild();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "mall-faults-pages-"));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const base = process.env.MALL_TEST_BASE_DB;
    if (!base) throw new Error("tests/global-setup.ts did not run");
    file = path.join(dir, "mall.db");
    fs.copyFileSync(base, file);
    const db = new Database(file);
    const sql: Sql = {
      query: async <T>(text: string, params: unknown[] = []) => db.prepare(text).all(...params) as T[],
      insert: async (text: string, params: unknown[]) => Number(db.prepare(text).run(...params).lastInsertRowid),
      close: async () => void db.close(),
    };
    shop = await createShop(sql, 2, 1, 1000, false);
    await sql.close();
    server = await startServer(
      PORT + 1,
      serverEnv(`file:${file}`, dir, { DATABASE_POOL_TIMEOUT_MS: "3000", DATABASE_LOCK_TIMEOUT_MS: "2000" }),
      allInterfaces,
    );
    servers.push(server);
  }, 120_000);

  it("another process's write lock: the pages keep answering, a write answers 503 after its bound", async () => {
    const base = server.base;
    const goods = `/en/goods/${shop.productId}`;
    for (const path of ["/", goods, "/cart"]) expect((await load(base, path)).status).toBe(200);
    const holder = new Database(file);
    holder.prepare("BEGIN IMMEDIATE").run();
    let pages: Page[] = [];
    let write: Page;
    try {
      pages = [await load(base, "/"), await load(base, goods), await load(base, "/cart")];
      const s = shop.shoppers[0];
      const started = Date.now();
      const res = await fetch(`${base}/api/v1/cart-add`, {
        method: "POST",
        headers: { authorization: `Bearer ${s.token}`, "content-type": "application/json" },
        body: JSON.stringify({ skuId: shop.skus[0], quantity: 1 }),
      });
      write = {
        status: res.status,
        ms: Date.now() - started,
        retryAfter: res.headers.get("retry-after"),
        body: await res.text(),
      };
    } finally {
      holder.prepare("ROLLBACK").run();
      holder.close();
    }
    console.log(
      `[faults] SQLite write lock held by another process: pages ${JSON.stringify(tally(pages))} ` +
        `(slowest ${Math.max(...pages.map((p) => p.ms))} ms), cart-add ${write.status} after ${write.ms} ms`,
    );
    for (const p of pages) {
      expect(p.status).toBe(200);
      expect(p.ms).toBeLessThan(2000);
    }
    expect(write.status).toBe(503);
    expect(Number(write.retryAfter)).toBeGreaterThan(0);
  });
});
