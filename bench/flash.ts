// The flash sale under its crowd (issue 24 part B; docs/decisions/022-flash-sale.md): 2,000 logged-in
// shoppers, each from its own loopback address, press buy at the start second (by the server's clock)
// of a sale of 100 units, limit 1 each, while a few others browse the product list. On SQLite with one
// app process and on PostgreSQL with two (the presses split between them). Reported: orders, 409s,
// 5xx, p50/p99 of all the answers, the product list's p99 during the sale; checked: exactly 100
// orders, no shopper with two, the sale's counters and the SKU's stock exact afterwards.
//
//   npm run bench:flash [-- --buyers 2000 --units 100 --skip-build --no-postgres --no-sqlite]
// `npm run bench` runs it at its end (bench/run.ts), on its build and its SQLite database.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { startCluster } from "../scripts/pg-cluster.mjs";
import { serverArgs } from "../scripts/server-command.mjs";
import { createBuyers, mintToken } from "./lib";

const root = path.resolve(import.meta.dirname, "..");
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
const tsxCli = path.join(root, "node_modules", "tsx", "dist", "cli.mjs");
const hasTaskset = spawnSync("taskset", ["--version"]).status === 0;
const LOAD_CORE = os.availableParallelism() > 1 ? "1" : "0";

export type FlashOptions = { buyers: number; units: number; distDir: string; leadMs: number };
export const FLASH_DEFAULTS = { buyers: 2000, units: 100, leadMs: 15_000 } as const;
const FLASH_PRICE = 1999;
const REGULAR_PRICE = 9999;
const SKU_STOCK = 1000;

export type FlashResult = {
  engine: string;
  processes: number;
  presses: number;
  orders: number;
  refused409: number;
  fivexx: number;
  other: number;
  p50: number;
  p99: number;
  max: number;
  spanMs: number;
  listRequests: number;
  listP50: number;
  listP99: number;
  listNon2xx: number;
  exact: boolean;
  checks: string[];
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;
};

const stamp = (ms: number) => new Date(ms).toISOString().replace("Z", "+00:00");

async function startServer(port: number, env: NodeJS.ProcessEnv, pin?: string): Promise<ChildProcess> {
  // FLASH_PROFILE=<dir>: each server writes a CPU profile there when it stops.
  const profile = process.env.FLASH_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${process.env.FLASH_PROFILE}`] : [];
  // Connections kept open 30 s (a deployment behind a load balancer sets this; Node's default is 5 s):
  // the buyers' connections are opened by their early presses, seconds before the start.
  const args = [...profile, ...serverArgs(["-p", String(port), "-H", "127.0.0.1", "--keepAliveTimeout", "30000"])];
  const [command, commandArgs] =
    pin && hasTaskset ? ["taskset", ["-c", pin, process.execPath, ...args]] : [process.execPath, args];
  const server = spawn(command, commandArgs, { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server on ${port} exited with ${server.exitCode}`);
    if (
      await fetch(`http://127.0.0.1:${port}/api/v1/flash-sales`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return server;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server on ${port} did not start`);
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((r) => server.once("exit", r));
  server.kill("SIGTERM");
  await exited;
}

type LoadOutput = {
  early: { status: number; code?: string; ms: number }[];
  offsetMs: number;
  firedLateMs: number;
  earlyDoneBeforeStartMs: number;
  spanMs: number;
  presses: { status: number; code?: string; ms: number }[];
  list: { ms: number; status: number }[];
};

function runLoad(config: object): Promise<LoadOutput> {
  const file = path.join(os.tmpdir(), `mall-flash-load-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify(config));
  const args = [path.join(root, "bench", "flash-load.mjs"), file];
  const [command, commandArgs] = hasTaskset
    ? ["taskset", ["-c", LOAD_CORE, process.execPath, ...args]]
    : [process.execPath, args];
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd: root, stdio: ["ignore", "pipe", "inherit"] });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.on("exit", (code) => {
      fs.rmSync(file, { force: true });
      if (code !== 0) reject(new Error(`flash load failed (${code})`));
      else resolve(JSON.parse(out.trim().split("\n").at(-1) ?? "{}") as LoadOutput);
    });
  });
}

/** What the database says after the sale: orders, shoppers, the sale's counters, the SKU's stock. */
type After = { orders: number; shoppers: number; held: number; sold: number; stock: number; attempts: number };

function summarise(engine: string, processes: number, o: FlashOptions, load: LoadOutput, after: After): FlashResult {
  const ms = load.presses.map((p) => p.ms);
  const orders = load.presses.filter((p) => p.status === 200).length;
  const refused409 = load.presses.filter((p) => p.status === 409).length;
  const fivexx = load.presses.filter((p) => p.status >= 500 || p.status === 0).length;
  const listMs = load.list.map((l) => l.ms);
  const checks: string[] = [];
  const expect = (ok: boolean, text: string) => checks.push(`${ok ? "PASS" : "MISS"}  ${text}`);
  expect(orders === o.units, `${o.units} presses answered 200 (${orders})`);
  expect(
    after.orders === o.units && after.shoppers === o.units,
    `${o.units} orders of ${o.units} shoppers in the database (${after.orders} of ${after.shoppers})`,
  );
  expect(refused409 === o.buyers - o.units, `everyone else 409 (${refused409})`);
  expect(
    load.presses.filter((p) => p.status === 409).every((p) => p.code === "OUT_OF_STOCK"),
    "every 409 is sold out (OUT_OF_STOCK)",
  );
  expect(fivexx === 0, `no 5xx or failed request (${fivexx})`);
  expect(
    after.held === 0 && after.sold === o.units && after.attempts === o.units,
    `sale counters: held ${after.held}, sold ${after.sold}, attempts ${after.attempts}`,
  );
  expect(
    after.stock === SKU_STOCK - o.units,
    `SKU stock ${after.stock} (${SKU_STOCK} less the ${o.units} held for the sale)`,
  );
  const early = load.early.filter((p) => p.status === 409 && p.code === "CONFLICT").length;
  expect(
    early === load.early.length,
    `every press seconds before the start refused (409 not started: ${early} of ${load.early.length})`,
  );
  const p99 = percentile(ms, 99);
  const byStatus = (status: number) => load.presses.filter((p) => p.status === status).map((p) => p.ms);
  console.log(
    `[flash] ${engine}: 200s p50/p99 ${Math.round(percentile(byStatus(200), 50))}/${Math.round(percentile(byStatus(200), 99))} ms, ` +
      `409s p10/p50/p99 ${[10, 50, 99].map((p) => Math.round(percentile(byStatus(409), p))).join("/")} ms; early presses done ${Math.round(load.earlyDoneBeforeStartMs)} ms before the start; fired ${Math.round(load.firedLateMs)} ms late; clock offset ${load.offsetMs.toFixed(1)} ms`,
  );
  expect(p99 < 1000, `p99 of all ${o.buyers} answers under 1 s (${Math.round(p99)} ms)`);
  return {
    engine,
    processes,
    presses: load.presses.length,
    orders,
    refused409,
    fivexx,
    other: load.presses.length - orders - refused409 - fivexx,
    p50: percentile(ms, 50),
    p99,
    max: Math.max(...ms),
    spanMs: load.spanMs,
    listRequests: load.list.length,
    listP50: percentile(listMs, 50),
    listP99: percentile(listMs, 99),
    listNon2xx: load.list.filter((l) => l.status !== 200).length,
    exact: checks.slice(0, 8).every((c) => c.startsWith("PASS")),
    checks,
  };
}

// ---------- SQLite, one process ----------

/** A flash sale of `units` on a new SKU of the first product, starting at `startsAt`, straight in the file. */
function sqliteSale(dbFile: string, units: number, startsAt: number): { saleId: number; skuId: number } {
  const db = new Database(dbFile);
  db.pragma("busy_timeout = 10000");
  try {
    return db.transaction(() => {
      const productId = db
        .prepare<[], number>('SELECT id FROM "Product" WHERE "isOnSale" = 1 ORDER BY id LIMIT 1')
        .pluck()
        .get()!;
      const now = stamp(Date.now());
      const skuId = Number(
        db
          .prepare(
            'INSERT INTO "Sku" ("productId", "name", "price", "stock", "weight", "createdAt", "updatedAt") VALUES (?, ?, ?, ?, 300, ?, ?)',
          )
          .run(productId, "flash-bench", REGULAR_PRICE, SKU_STOCK - units, now, now).lastInsertRowid,
      );
      const saleId = Number(
        db
          .prepare(
            'INSERT INTO "Discount" ("productId", "title", "ratePercent", "startsAt", "endsAt", "quantityLimit", "perUserLimit", "flash", "paymentWindowMinutes") VALUES (?, ?, 100, ?, ?, ?, 1, 1, 5)',
          )
          .run(productId, "整点秒杀（压测）", stamp(startsAt), stamp(startsAt + 3600_000), units).lastInsertRowid,
      );
      db.prepare('INSERT INTO "DiscountSku" ("discountId", "skuId", "price") VALUES (?, ?, ?)').run(
        saleId,
        skuId,
        FLASH_PRICE,
      );
      db.prepare(
        'INSERT INTO "FlashStock" ("discountId", "skuId", "held", "sold", "startsAt", "endsAt") VALUES (?, ?, ?, 0, ?, ?)',
      ).run(saleId, skuId, units, stamp(startsAt), stamp(startsAt + 3600_000));
      return { saleId, skuId };
    })();
  } finally {
    db.close();
  }
}

function sqliteAfter(dbFile: string, saleId: number, skuId: number): After {
  const db = new Database(dbFile, { readonly: true });
  try {
    const one = <T>(sql: string, ...args: unknown[]) => db.prepare(sql).get(...args) as T;
    const orders = one<{ n: number; u: number }>(
      'SELECT count(*) AS n, count(DISTINCT "userId") AS u FROM "Order" WHERE "flashSaleId" = ?',
      saleId,
    );
    const stock = one<{ held: number; sold: number }>(
      'SELECT "held", "sold" FROM "FlashStock" WHERE "discountId" = ?',
      saleId,
    );
    return {
      orders: orders.n,
      shoppers: orders.u,
      held: stock.held,
      sold: stock.sold,
      stock: one<{ stock: number }>('SELECT "stock" FROM "Sku" WHERE "id" = ?', skuId).stock,
      attempts: one<{ n: number }>('SELECT count(*) AS n FROM "FlashAttempt" WHERE "discountId" = ?', saleId).n,
    };
  } finally {
    db.close();
  }
}

/** The crowd against one server on the SQLite file `dbFile` (pinned to core 0, the load to core 1). */
export async function benchFlashSqlite(dbFile: string, env: NodeJS.ProcessEnv, o: FlashOptions): Promise<FlashResult> {
  const secret = crypto.randomBytes(32).toString("hex");
  const buyers = await createBuyers(dbFile, o.buyers, secret);
  const port = 3790;
  const server = await startServer(
    port,
    { ...env, NODE_ENV: "production", NEXT_DIST_DIR: o.distDir, JWT_SECRET: secret, NEXT_TELEMETRY_DISABLED: "1" },
    "0",
  );
  try {
    const startsAt = Date.now() + o.leadMs;
    const { saleId, skuId } = sqliteSale(dbFile, o.units, startsAt);
    console.log(
      `[flash] SQLite, 1 process: sale ${saleId} of ${o.units} units starts in ${o.leadMs / 1000} s; ${o.buyers} buyers`,
    );
    const load = await runLoad({
      targets: [`http://127.0.0.1:${port}`],
      saleId,
      startsAt,
      buyers: buyers.map((b) => ({ token: b.token })),
      listConnections: 4,
    });
    return summarise("SQLite", 1, o, load, sqliteAfter(dbFile, saleId, skuId));
  } finally {
    await stopServer(server);
  }
}

// ---------- PostgreSQL, two processes ----------

async function pgBuyers(db: pg.Client, count: number, secret: string): Promise<{ token: string }[]> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO "User" ("username", "nickname", "updatedAt") SELECT 'flash_' || md5(random()::text) || g, 'bench', now() FROM generate_series(1, $1) g RETURNING "id"`,
    [count],
  );
  await db.query(
    `INSERT INTO "Address" ("userId", "name", "phone", "province", "city", "district", "detail", "isDefault", "updatedAt")
     SELECT unnest($1::int[]), '压测', '13800138000', '上海市', '上海市', '黄浦区', '南京东路 1 号', true, now()`,
    [rows.map((r) => r.id)],
  );
  return Promise.all(rows.map(async (r) => ({ token: await mintToken(secret, r.id) })));
}

async function pgSale(db: pg.Client, units: number, startsAt: number): Promise<{ saleId: number; skuId: number }> {
  const productId = (
    await db.query<{ id: number }>(`SELECT "id" FROM "Product" WHERE "isOnSale" ORDER BY "id" LIMIT 1`)
  ).rows[0].id;
  const skuId = (
    await db.query<{ id: number }>(
      `INSERT INTO "Sku" ("productId", "name", "price", "stock", "weight", "updatedAt") VALUES ($1, 'flash-bench', $2, $3, 300, now()) RETURNING "id"`,
      [productId, REGULAR_PRICE, SKU_STOCK - units],
    )
  ).rows[0].id;
  const window = [new Date(startsAt), new Date(startsAt + 3600_000)];
  const saleId = (
    await db.query<{ id: number }>(
      `INSERT INTO "Discount" ("productId", "title", "ratePercent", "startsAt", "endsAt", "quantityLimit", "perUserLimit", "flash", "paymentWindowMinutes")
       VALUES ($1, '整点秒杀（压测）', 100, $2, $3, $4, 1, true, 5) RETURNING "id"`,
      [productId, ...window, units],
    )
  ).rows[0].id;
  await db.query(`INSERT INTO "DiscountSku" ("discountId", "skuId", "price") VALUES ($1, $2, $3)`, [
    saleId,
    skuId,
    FLASH_PRICE,
  ]);
  await db.query(
    `INSERT INTO "FlashStock" ("discountId", "skuId", "held", "sold", "startsAt", "endsAt") VALUES ($1, $2, $3, 0, $4, $5)`,
    [saleId, skuId, units, ...window],
  );
  return { saleId, skuId };
}

async function pgAfter(db: pg.Client, saleId: number, skuId: number): Promise<After> {
  const one = async <T>(sql: string, ...args: unknown[]) => (await db.query(sql, args)).rows[0] as T;
  const orders = await one<{ n: number; u: number }>(
    `SELECT count(*)::int AS n, count(DISTINCT "userId")::int AS u FROM "Order" WHERE "flashSaleId" = $1`,
    saleId,
  );
  const stock = await one<{ held: number; sold: number }>(
    `SELECT "held", "sold" FROM "FlashStock" WHERE "discountId" = $1`,
    saleId,
  );
  return {
    orders: orders.n,
    shoppers: orders.u,
    held: stock.held,
    sold: stock.sold,
    stock: (await one<{ stock: number }>(`SELECT "stock" FROM "Sku" WHERE "id" = $1`, skuId)).stock,
    attempts: (
      await one<{ n: number }>(`SELECT count(*)::int AS n FROM "FlashAttempt" WHERE "discountId" = $1`, saleId)
    ).n,
  };
}

/** The crowd against two servers on one throwaway PostgreSQL database, the presses split between them. */
export async function benchFlashPostgres(o: FlashOptions): Promise<FlashResult> {
  const cluster = await startCluster();
  const servers: ChildProcess[] = [];
  try {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query("CREATE DATABASE flash");
    await admin.end();
    const url = cluster.url.replace(/\/postgres$/, "/flash");
    const secret = crypto.randomBytes(32).toString("hex");
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: url,
      DATABASE_PROCESSES: "2",
      MALL_DATA_DIR: cluster.dir,
      NEXT_DIST_DIR: o.distDir,
      MALL_SANDBOX: "1",
      JWT_SECRET: secret,
      NEXT_TELEMETRY_DISABLED: "1",
    };
    const prepared = spawnSync(process.execPath, [tsxCli, "scripts/prepare-db.ts"], {
      cwd: root,
      env,
      stdio: "inherit",
    });
    if (prepared.status !== 0) throw new Error("migrating and seeding the PostgreSQL flash database failed");
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      const buyers = await pgBuyers(db, o.buyers, secret);
      const ports = [3791, 3792];
      servers.push(...(await Promise.all(ports.map((port) => startServer(port, env)))));
      const startsAt = Date.now() + o.leadMs;
      const { saleId, skuId } = await pgSale(db, o.units, startsAt);
      console.log(
        `[flash] PostgreSQL, 2 processes: sale ${saleId} of ${o.units} units starts in ${o.leadMs / 1000} s; ${o.buyers} buyers`,
      );
      const load = await runLoad({
        targets: ports.map((port) => `http://127.0.0.1:${port}`),
        saleId,
        startsAt,
        buyers,
        listConnections: 4,
      });
      return summarise("PostgreSQL", 2, o, load, await pgAfter(db, saleId, skuId));
    } finally {
      await db.end();
    }
  } finally {
    await Promise.all(servers.map(stopServer));
    cluster.stop();
  }
}

export function flashTable(results: FlashResult[]): string {
  const header = ["", "orders", "409", "5xx", "p50 ms", "p99 ms", "max ms", "list p99 ms (n)"];
  const body = results.map((r) => [
    `${r.engine}, ${r.processes} process${r.processes > 1 ? "es" : ""}: ${r.presses.toLocaleString("en-US")} presses`,
    String(r.orders),
    String(r.refused409),
    String(r.fivexx),
    String(Math.round(r.p50)),
    String(Math.round(r.p99)),
    String(Math.round(r.max)),
    `${Math.round(r.listP99)} (${r.listRequests})`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...body.map(line)].join("\n");
}

async function main() {
  const argv = process.argv.slice(2);
  const option = (name: string, fallback: number) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? Number(argv[i + 1]) : fallback;
  };
  const o: FlashOptions = {
    buyers: option("buyers", FLASH_DEFAULTS.buyers),
    units: option("units", FLASH_DEFAULTS.units),
    leadMs: option("lead", FLASH_DEFAULTS.leadMs / 1000) * 1000,
    distDir: process.env.BENCH_DIST_DIR ?? ".next-bench",
  };
  if (!argv.includes("--skip-build") || !fs.existsSync(path.join(root, o.distDir, "BUILD_ID"))) {
    const built = spawnSync(process.execPath, [nextBin, "build"], {
      cwd: root,
      env: { ...process.env, NEXT_DIST_DIR: o.distDir, NEXT_TELEMETRY_DISABLED: "1" },
      stdio: "inherit",
    });
    if (built.status !== 0) throw new Error("next build failed");
  }
  const results: FlashResult[] = [];
  if (!argv.includes("--no-sqlite")) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mall-flash-"));
    const dbFile = path.join(dataDir, "flash.db");
    const env = { ...process.env, MALL_SANDBOX: "1", MALL_DATA_DIR: dataDir, DATABASE_URL: `file:${dbFile}` };
    const prepared = spawnSync(process.execPath, [tsxCli, "scripts/prepare-db.ts"], {
      cwd: root,
      env,
      stdio: "inherit",
    });
    if (prepared.status !== 0) throw new Error("preparing the SQLite flash database failed");
    try {
      results.push(await benchFlashSqlite(dbFile, env, o));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (!argv.includes("--no-postgres")) results.push(await benchFlashPostgres(o));
  console.log(
    `\nFlash sale: ${o.buyers} buyers, ${o.units} units, limit 1 · load average ${os.loadavg()[0].toFixed(2)}\n`,
  );
  console.log(flashTable(results));
  for (const r of results) console.log(`\n${r.engine}:\n${r.checks.join("\n")}`);
  if (!results.every((r) => r.exact)) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
