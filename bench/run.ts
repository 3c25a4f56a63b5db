// `npm run bench`: requests/s and p50/p99 latency of the product list, product detail, search, cart-add
// and checkout on the 20,000-product synthetic catalogue, beside two baselines, in one table
// (docs/performance.md explains the figures). Reads run first: every write (stock taken by an order)
// empties the catalogue cache.
//
//   server:   the production build (`next build` into .next-bench, the server: scripts/serve.mjs), pinned to one core
//   load:     autocannon (bench/load.mjs) on loopback, pinned to another core, 10 connections
//   shoppers 200 bench users with addresses and tokens, 100 bench SKUs with stock to spare (bench/lib.ts)
//   baselines bench/baselines/node-sqlite-server.mjs (node:http + better-sqlite3, same JSON for the list,
//             detail, search and cart-add; checkout has no baseline; run again
//             with the list's total counted once, the raw ceiling of a cached total) and the
//             bare Next.js route app/api/bench-constant (a constant body of the list's size; the
//             framework's ceiling, enabled only with MALL_BENCH=1)
//
// The writes: cart-add, checkout (buy now) and the payment callback (the sandbox's signed "paid"
// notification of a pending payment, each sent once; bench/lib.ts createPendingPayments makes them).
// Beside req/s, every line says the CPU milliseconds per request the server process(es) spent in the
// measured run (and PostgreSQL's, in the PostgreSQL part), read from /proc/<pid>/stat: on a shared
// machine that figure holds where req/s moves with the neighbours (docs/performance.md, issue 24).
//
// Then the writes again on PostgreSQL (bench/postgres.ts): cart-add, checkout and the callback with one
// app process and with two, each beside the bare route of the same processes (--no-postgres skips it).
//
// Last, the flash sale (bench/flash.ts): 2,000 shoppers pressing buy at the start second for 100 units,
// on this SQLite database with one process and on PostgreSQL with two (--no-flash skips it).
//
// Options: --duration <s> (10)  --warmup <s> (3)  --connections <n> (10)  --products <n> (20000)
//          --port <n> (3290: the app on n, the baseline on n+1, PostgreSQL's app processes on n+6, n+7)
//          --skip-build (reuse .next-bench)  --no-postgres  --no-flash
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import readline from "node:readline";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serverArgs } from "../scripts/server-command.mjs";
import Database from "better-sqlite3";
import {
  BENCH_BUYERS,
  BENCH_DEFAULTS,
  BENCH_SKUS,
  BENCH_STOCK,
  callbackPaths,
  createBuyers,
  createPendingPayments,
  createSkus,
  stockAndSold,
  treeCpuMs,
  type Buyer,
} from "./lib";
import { benchPostgres } from "./postgres";
import { FLASH_DEFAULTS, benchFlashPostgres, benchFlashSqlite, flashTable, type FlashResult } from "./flash";

const root = path.resolve(import.meta.dirname, "..");
const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const DURATION = option("duration", BENCH_DEFAULTS.duration);
const WARMUP = option("warmup", BENCH_DEFAULTS.warmup);
const CONNECTIONS = option("connections", BENCH_DEFAULTS.connections);
const PRODUCTS = option("products", 20_000);
const SKIP_BUILD = argv.includes("--skip-build");
const POSTGRES = !argv.includes("--no-postgres");
const FLASH = !argv.includes("--no-flash");
const PORT = option("port", 3290);
const NEXT_PORT = PORT;
const BASELINE_PORT = PORT + 1;
// BENCH_DIST_DIR picks another build folder (with --skip-build, reuse one already built).
const DIST_DIR = process.env.BENCH_DIST_DIR ?? ".next-bench";
const SECRET = crypto.randomBytes(32).toString("hex");
const SANDBOX_SECRET = crypto.randomBytes(32).toString("hex");
const BUYERS = BENCH_BUYERS;

const cores = os.availableParallelism();
const hasTaskset = spawnSync("taskset", ["--version"]).status === 0;
const SERVER_CORE = "0";
const LOAD_CORE = cores > 1 ? "1" : "0";

function pinned(core: string, command: string, args: string[]): [string, string[]] {
  return hasTaskset ? ["taskset", ["-c", core, command, ...args]] : [command, args];
}

function step(title: string, command: string, args: string[], env: NodeJS.ProcessEnv) {
  console.log(`\n[bench] ${title}`);
  const r = spawnSync(command, args, { cwd: root, env, stdio: "inherit" });
  if (r.status !== 0) throw new Error(`${title} failed (exit ${r.status})`);
}

function productCount(file: string): number {
  if (!fs.existsSync(file)) return 0;
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare<[], number>('SELECT count(*) FROM "Product"').pluck().get() ?? 0;
  } catch {
    return 0;
  } finally {
    db.close();
  }
}

/** A migrated database with the synthetic catalogue, kept between runs in the temp folder. */
function prepareDatabase(): { dataDir: string; dbFile: string; env: NodeJS.ProcessEnv } {
  const dataDir = path.join(os.tmpdir(), `mall-bench-${PRODUCTS}`);
  const dbFile = path.join(dataDir, "bench.db");
  const env = {
    ...process.env,
    MALL_SANDBOX: "1",
    MAX_UNPAID_ORDERS: "1000",
    MAX_UNPAID_UNITS: "100000",
    MALL_DATA_DIR: dataDir,
    DATABASE_URL: `file:${dbFile}`,
    SEED_PRODUCTS: String(PRODUCTS),
    NEXT_TELEMETRY_DISABLED: "1",
  };
  if (productCount(dbFile) < PRODUCTS) fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  step(
    `database with ${PRODUCTS} products in ${dataDir}`,
    process.execPath,
    [path.join("node_modules", "tsx", "dist", "cli.mjs"), "scripts/prepare-db.ts"],
    env,
  );
  const count = productCount(dbFile);
  if (count < PRODUCTS) throw new Error(`the seed made ${count} products, expected ${PRODUCTS} (SEED_PRODUCTS)`);
  return { dataDir, dbFile, env };
}

async function waitFor(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

async function startServer(
  title: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  readyUrl: string,
): Promise<ChildProcess> {
  const [command, commandArgs] = pinned(SERVER_CORE, process.execPath, args);
  const server = spawn(command, commandArgs, { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
  await waitFor(readyUrl, server);
  console.log(`[bench] ${title} ready`);
  return server;
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((r) => server.once("exit", r));
  server.kill("SIGTERM");
  await exited;
}

type Result = {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  bytesPerRequest: number;
  /** Requests sent in the warm-up before the measured run. */
  warmupRequests: number;
  /** CPU ms per request of the measured processes over the measured run (NaN when not measured). */
  cpuMs: number;
};

type Fixtures = {
  productIds: number[];
  skuIds: number[];
  buyers: Pick<Buyer, "token" | "addressId" | "userId">[];
  paths?: string[];
};

/**
 * One scenario with autocannon (bench/load.mjs) on the load core. `cpuOf` reads the CPU ms used so far
 * by the processes measured: sampled when the measured run starts and when it ends.
 */
async function load(
  url: string,
  scenario: string,
  extra: { bytes?: number } & Partial<Fixtures> = {},
  cpuOf: () => number = () => NaN,
): Promise<Result> {
  const configFile = path.join(os.tmpdir(), `mall-bench-load-${process.pid}.json`);
  fs.writeFileSync(
    configFile,
    JSON.stringify({ url, scenario, connections: CONNECTIONS, duration: DURATION, warmup: WARMUP, ...extra }),
  );
  const [command, args] = pinned(LOAD_CORE, process.execPath, [path.join(root, "bench", "load.mjs"), configFile]);
  const child = spawn(command, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
  let cpuAtStart = NaN;
  let last = "";
  for await (const line of readline.createInterface({ input: child.stdout })) {
    if (line.includes('"measuring":true')) cpuAtStart = cpuOf();
    else if (line.trim()) last = line;
  }
  const cpuAtEnd = cpuOf();
  const code: number | null =
    child.exitCode ?? (await new Promise<number | null>((resolve) => child.once("exit", (c) => resolve(c))));
  fs.rmSync(configFile, { force: true });
  if (code !== 0) throw new Error(`load ${scenario} failed:\n${stderr}`);
  const raw = JSON.parse(last) as Omit<Result, "cpuMs">;
  const result: Result = { ...raw, cpuMs: raw.requests ? (cpuAtEnd - cpuAtStart) / raw.requests : NaN };
  if (result.non2xx || result.errors)
    console.warn(`[bench] ${scenario} on ${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  console.log(
    `[bench] ${scenario} on ${url}: ${Math.round(result.rps)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms${Number.isFinite(result.cpuMs) ? `, ${result.cpuMs.toFixed(2)} CPU ms/request` : ""}`,
  );
  return result;
}

/** Mean body size of the list pages the bench requests, so the constant route sends as many bytes. */
async function listBodyBytes(base: string): Promise<number> {
  let total = 0;
  for (let page = 1; page <= 50; page++)
    total += (await (await fetch(`${base}/api/v1/products?pageIndex=${page}&pageSize=20`)).arrayBuffer()).byteLength;
  return Math.round(total / 50);
}

function table(rows: { name: string; r: Result; bare?: number; node?: number }[]): string {
  const fmt = (n: number | undefined, digits = 0) =>
    n === undefined || !Number.isFinite(n)
      ? "–"
      : n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
  const header = ["", "req/s", "p50 ms", "p99 ms", "CPU ms/req", "÷ bare Next", "÷ node+sqlite"];
  const body = rows.map(({ name, r, bare, node }) => [
    name,
    fmt(r.rps),
    fmt(r.p50),
    fmt(r.p99),
    fmt(r.cpuMs, 2),
    bare ? fmt(r.rps / bare, 2) : "–",
    node ? fmt(r.rps / node, 2) : "–",
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...body.map(line)].join("\n");
}

/** Products to open (spread over the catalogue), shoppers and SKUs for the writes. */
async function prepareFixtures(dbFile: string): Promise<Fixtures> {
  const db = new Database(dbFile, { readonly: true });
  let productIds: number[];
  try {
    productIds = db
      .prepare<[], number>('SELECT id FROM "Product" WHERE "isOnSale" = 1 ORDER BY (id * 7919) % 10007 LIMIT 500')
      .pluck()
      .all();
  } finally {
    db.close();
  }
  // The SKUs of an earlier run go (their cart lines with them), so product details do not grow run by run.
  const writer = new Database(dbFile);
  try {
    writer.prepare(`DELETE FROM "Sku" WHERE "name" LIKE 'bench-%'`).run();
  } finally {
    writer.close();
  }
  const skuIds = createSkus(dbFile, BENCH_SKUS, BENCH_STOCK);
  const buyers = await createBuyers(dbFile, BUYERS, SECRET);
  return { productIds, skuIds, buyers };
}

async function main() {
  const { dbFile, env } = prepareDatabase();
  const fixtures = await prepareFixtures(dbFile);
  if (!SKIP_BUILD || !fs.existsSync(path.join(root, DIST_DIR, "BUILD_ID"))) {
    step(
      `production build into ${DIST_DIR}`,
      process.execPath,
      [path.join("node_modules", "next", "dist", "bin", "next"), "build"],
      { ...env, NEXT_DIST_DIR: DIST_DIR },
    );
  }
  const loadBefore = os.loadavg()[0];

  const nextBase = `http://127.0.0.1:${NEXT_PORT}`;
  const nextEnv = {
    ...env,
    NODE_ENV: "production" as const,
    NEXT_DIST_DIR: DIST_DIR,
    MALL_BENCH: "1",
    JWT_SECRET: SECRET,
    PAYMENT_SANDBOX_SECRET: SANDBOX_SECRET,
  };
  const next = await startServer(
    "the server (server.ts)",
    serverArgs(["-p", String(NEXT_PORT), "-H", "127.0.0.1"]),
    nextEnv,
    `${nextBase}/api/bench-constant?bytes=16`,
  );
  let bytes: number;
  let bare: Result, list: Result, detail: Result, search: Result, cartAdd: Result, checkout: Result;
  let bareFirst: Result, bareAgain: Result;
  let callback: Result;
  let callbacksMade: number;
  const nextCpu = () => treeCpuMs([next.pid!]);
  try {
    bytes = await listBodyBytes(nextBase);
    bareFirst = await load(nextBase, "constant", { bytes }, nextCpu);
    list = await load(nextBase, "list", {}, nextCpu);
    detail = await load(nextBase, "detail", fixtures, nextCpu);
    search = await load(nextBase, "search", {}, nextCpu);
    // The bare route again, right before the writes: the ratios divide by the faster of the two, the
    // framework's ceiling in this run (a neighbour's burst during one of them lowers only that one).
    bareAgain = await load(nextBase, "constant", { bytes }, nextCpu);
    bare = bareAgain.rps > bareFirst.rps ? bareAgain : bareFirst;
    cartAdd = await load(nextBase, "cart-add", fixtures, nextCpu);
    checkout = await load(nextBase, "checkout", fixtures, nextCpu);
    // More pending payments than the run can pay at the bare route's rate: every callback pays one.
    callbacksMade = Math.ceil(bare.rps * (DURATION + WARMUP) * 1.5) + 1000;
    const pending = createPendingPayments(dbFile, fixtures.buyers, fixtures.skuIds, callbacksMade);
    callback = await load(nextBase, "callback", { paths: callbackPaths(pending, SANDBOX_SECRET) }, nextCpu);
  } finally {
    await stopServer(next);
  }

  const baseBase = `http://127.0.0.1:${BASELINE_PORT}`;
  const baselineEnv = { ...env, BASELINE_JWT_SECRET: SECRET };
  const baseline = await startServer(
    "node:http + better-sqlite3",
    [path.join(root, "bench", "baselines", "node-sqlite-server.mjs"), String(BASELINE_PORT), dbFile],
    baselineEnv,
    `${baseBase}/api/v1/products`,
  );
  let nodeList: Result, nodeDetail: Result, nodeSearch: Result, nodeCartAdd: Result;
  const baselineCpu = () => treeCpuMs([baseline.pid!]);
  try {
    nodeList = await load(baseBase, "list", {}, baselineCpu);
    nodeDetail = await load(baseBase, "detail", fixtures, baselineCpu);
    nodeSearch = await load(baseBase, "search", {}, baselineCpu);
    nodeCartAdd = await load(baseBase, "cart-add", fixtures, baselineCpu);
  } finally {
    await stopServer(baseline);
  }
  const onceEnv = { ...baselineEnv, BASELINE_TOTAL: "once" };
  const baselineOnce = await startServer(
    "node:http + better-sqlite3, total counted once",
    [path.join(root, "bench", "baselines", "node-sqlite-server.mjs"), String(BASELINE_PORT), dbFile],
    onceEnv,
    `${baseBase}/api/v1/products`,
  );
  let nodeListOnce: Result;
  try {
    nodeListOnce = await load(baseBase, "list", {}, () => treeCpuMs([baselineOnce.pid!]));
  } finally {
    await stopServer(baselineOnce);
  }

  console.log(
    `\n${PRODUCTS.toLocaleString("en-US")} products · ${CONNECTIONS} connections · ${DURATION} s (+${WARMUP} s warm-up) · server on core ${SERVER_CORE}, load on core ${LOAD_CORE}${hasTaskset ? "" : " (taskset missing: not pinned)"} · ${os.cpus()[0]?.model ?? "cpu"} · node ${process.version} · load average ${loadBefore.toFixed(2)} before\n`,
  );
  console.log(
    table([
      { name: `bare Next.js route (${bytes} B constant)`, r: bareFirst, bare: bare.rps },
      { name: "  again, before the writes", r: bareAgain, bare: bare.rps },
      { name: "GET /api/v1/products (page of 20)", r: list, bare: bare.rps, node: nodeList.rps },
      { name: "GET /api/v1/products-detail", r: detail, bare: bare.rps, node: nodeDetail.rps },
      { name: "POST /api/v1/products-search", r: search, bare: bare.rps, node: nodeSearch.rps },
      { name: "POST /api/v1/cart-add", r: cartAdd, bare: bare.rps, node: nodeCartAdd.rps },
      { name: "checkout: POST /api/v1/create-order-now", r: checkout, bare: bare.rps },
      { name: "payment callback: GET /api/v1/mpay-callback-local", r: callback, bare: bare.rps },
      { name: "node:http + better-sqlite3: products", r: nodeList, bare: bare.rps },
      { name: "node:http + better-sqlite3: detail", r: nodeDetail, bare: bare.rps },
      { name: "node:http + better-sqlite3: search", r: nodeSearch, bare: bare.rps },
      { name: "node:http + better-sqlite3: cart-add", r: nodeCartAdd, bare: bare.rps },
      { name: "  same, products with the total counted once", r: nodeListOnce, bare: bare.rps },
    ]),
  );
  const postgres = POSTGRES
    ? await benchPostgres({
        distDir: DIST_DIR,
        connections: CONNECTIONS,
        duration: DURATION,
        warmup: WARMUP,
        buyers: BUYERS,
        skus: BENCH_SKUS,
        stock: BENCH_STOCK,
        bytes,
        ports: [PORT + 6, PORT + 7],
      })
    : null;
  if (postgres) {
    const [one, two] = postgres.runs;
    const ratio = (a: number, b: number) => (b ? (a / b).toFixed(2) : "–");
    console.log("\nWrites by engine (÷ bare: the bare Next.js route of the same process(es) in the same run):\n");
    console.log(
      table([
        { name: "SQLite, 1 process: cart-add", r: cartAdd, bare: bare.rps },
        { name: "SQLite, 1 process: checkout", r: checkout, bare: bare.rps },
        { name: "SQLite, 1 process: payment callback", r: callback, bare: bare.rps },
        ...postgres.runs.flatMap((run) => [
          {
            name: `PostgreSQL, ${run.processes} process${run.processes > 1 ? "es" : ""}: bare route`,
            r: run.bare,
            bare: run.bare.rps,
          },
          {
            name: `PostgreSQL, ${run.processes} process${run.processes > 1 ? "es" : ""}: cart-add`,
            r: run.cartAdd,
            bare: run.bare.rps,
          },
          {
            name: `PostgreSQL, ${run.processes} process${run.processes > 1 ? "es" : ""}: checkout`,
            r: run.checkout,
            bare: run.bare.rps,
          },
          {
            name: `PostgreSQL, ${run.processes} process${run.processes > 1 ? "es" : ""}: payment callback`,
            r: run.callback,
            bare: run.bare.rps,
          },
        ]),
      ]),
    );
    console.log(
      `\nPostgreSQL 2 processes ÷ 1: cart-add ${ratio(two.cartAdd.rps, one.cartAdd.rps)}, checkout ${ratio(two.checkout.rps, one.checkout.rps)}, payment callback ${ratio(two.callback.rps, one.callback.rps)}, bare route ${ratio(two.bare.rps, one.bare.rps)}; stock + sold ${postgres.stockKept ? "unchanged" : "CHANGED"}; every callback paid a payment: ${postgres.callbacksPaid ? "yes" : "NO"}; load average ${postgres.loadAverage.toFixed(2)} before the PostgreSQL part`,
    );
  }
  const pgFailed = postgres
    ? postgres.runs.reduce(
        (n, run) =>
          n + [run.bare, run.cartAdd, run.checkout, run.callback].reduce((m, r) => m + r.non2xx + r.errors, 0),
        0,
      )
    : 0;
  const failed =
    pgFailed +
    [
      bareFirst,
      bareAgain,
      list,
      detail,
      search,
      cartAdd,
      checkout,
      callback,
      nodeList,
      nodeDetail,
      nodeSearch,
      nodeCartAdd,
    ].reduce((n, r) => n + r.non2xx + r.errors, 0);
  let stockKept = 0;
  for (const skuId of fixtures.skuIds) {
    const { stock, sold } = stockAndSold(dbFile, skuId);
    stockKept += stock + sold;
  }
  console.log(
    `\nnon-2xx or failed requests: ${failed}; bench SKUs stock + sold = ${stockKept.toLocaleString("en-US")} (started with ${(BENCH_SKUS * BENCH_STOCK).toLocaleString("en-US")})`,
  );
  // Every callback request paid a pending payment (none was a repeat): more were made than sent.
  const callbacksSent = callback.requests + callback.warmupRequests;
  const writeTargets = (
    label: string,
    lines: { name: string; r: Result; target: number }[],
    bareRps: number,
  ): (readonly [string, boolean])[] =>
    lines.map(
      ({ name, r, target }) =>
        [
          `${label} ${name} ≥ ${target} × bare (${(r.rps / bareRps).toFixed(2)}, ${r.cpuMs.toFixed(2)} CPU ms)`,
          r.rps >= target * bareRps,
        ] as const,
    );
  const checks = [
    ...writeTargets(
      "SQLite",
      [
        { name: "cart-add", r: cartAdd, target: 0.5 },
        { name: "checkout", r: checkout, target: 0.4 },
        { name: "payment callback", r: callback, target: 0.5 },
      ],
      bare.rps,
    ),
    ...(postgres
      ? postgres.runs.flatMap((run) =>
          writeTargets(
            `PostgreSQL ×${run.processes}`,
            [
              { name: "cart-add", r: run.cartAdd, target: 0.5 },
              { name: "checkout", r: run.checkout, target: 0.4 },
              { name: "payment callback", r: run.callback, target: 0.5 },
            ],
            run.bare.rps,
          ),
        )
      : []),
    [
      `every callback paid a fresh payment (${callbacksMade.toLocaleString("en-US")} made, ~${callbacksSent.toLocaleString("en-US")} sent)`,
      callbacksMade > callbacksSent && (postgres?.callbacksPaid ?? true),
    ] as const,
    [`product list ≥ 70% of bare Next (${((list.rps / bare.rps) * 100).toFixed(0)}%)`, list.rps >= 0.7 * bare.rps],
    [`product list p99 < 25 ms (${list.p99} ms)`, list.p99 < 25],
    [`search p99 < 30 ms (${search.p99} ms)`, search.p99 < 30],
    ["every request answered 2xx", failed === 0],
    ["stock + sold unchanged", stockKept === BENCH_SKUS * BENCH_STOCK && (postgres?.stockKept ?? true)],
  ] as const;
  console.log(`\n${checks.map(([text, ok]) => `${ok ? "PASS" : "MISS"}  ${text}`).join("\n")}`);
  if (FLASH) {
    const flashOptions = { ...FLASH_DEFAULTS, distDir: DIST_DIR };
    const flash: FlashResult[] = [await benchFlashSqlite(dbFile, env, flashOptions)];
    if (POSTGRES) flash.push(await benchFlashPostgres(flashOptions));
    console.log(
      `\nFlash sale: ${FLASH_DEFAULTS.buyers.toLocaleString("en-US")} buyers at the start second, ${FLASH_DEFAULTS.units} units, limit 1 (product list p99 during the sale beside it):\n`,
    );
    console.log(flashTable(flash));
    for (const r of flash) console.log(`\n${r.engine}, ${r.processes} process(es):\n${r.checks.join("\n")}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
