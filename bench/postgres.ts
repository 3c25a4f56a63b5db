// The PostgreSQL part of `npm run bench` (bench/run.ts): cart-add, checkout and the payment callback on
// a throwaway PostgreSQL cluster (scripts/pg-cluster.mjs, the demo catalogue), with one app process
// and with two (the load split between them), each beside the bare Next.js route of the same
// processes. CPU ms per request: the app processes' and the whole cluster's (postmaster and backends),
// from /proc, over the measured run.
import { spawn, type ChildProcess } from "node:child_process";
import readline from "node:readline";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startCluster } from "../scripts/pg-cluster.mjs";
import { serverArgs } from "../scripts/server-command.mjs";
import { callbackPaths, mintToken, postmasterPid, treeCpuMs, type PendingPayment } from "./lib";

export type LoadResult = {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  bytesPerRequest: number;
  warmupRequests: number;
  /** CPU ms per request of the app processes and PostgreSQL together, over the measured run. */
  cpuMs: number;
  /** Of which PostgreSQL's (postmaster and backends). */
  pgCpuMs: number;
};
type Fixtures = { skuIds: number[]; buyers: { token: string; addressId: number; userId: number }[] };

const root = path.resolve(import.meta.dirname, "..");

export type PostgresBenchOptions = {
  distDir: string;
  connections: number;
  duration: number;
  warmup: number;
  buyers: number;
  skus: number;
  stock: number;
  bytes: number;
  /** The app processes' ports (two). */
  ports?: number[];
};

async function prepare(url: string, secret: string, o: PostgresBenchOptions): Promise<Fixtures> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const products = (
      await db.query<{ id: number }>(`SELECT "id" FROM "Product" WHERE "isOnSale" ORDER BY "id" LIMIT $1`, [o.skus])
    ).rows.map((r) => r.id);
    const skuIds: number[] = [];
    for (const [i, productId] of products.entries()) {
      skuIds.push(
        (
          await db.query<{ id: number }>(
            `INSERT INTO "Sku" ("productId", "name", "price", "stock", "weight", "updatedAt") VALUES ($1, $2, $3, $4, 300, now()) RETURNING "id"`,
            [productId, `bench-${i}`, 990 + i, o.stock],
          )
        ).rows[0].id,
      );
    }
    const buyers: Fixtures["buyers"] = [];
    for (let i = 0; i < o.buyers; i++) {
      const userId = (
        await db.query<{ id: number }>(
          `INSERT INTO "User" ("username", "nickname", "updatedAt") VALUES ($1, 'bench', now()) RETURNING "id"`,
          [`bench_${crypto.randomBytes(6).toString("hex")}`],
        )
      ).rows[0].id;
      const addressId = (
        await db.query<{ id: number }>(
          `INSERT INTO "Address" ("userId", "name", "phone", "province", "city", "district", "detail", "isDefault", "updatedAt") VALUES ($1, '压测', '13800138000', '上海市', '上海市', '黄浦区', '南京东路 1 号', true, now()) RETURNING "id"`,
          [userId],
        )
      ).rows[0].id;
      buyers.push({ token: await mintToken(secret, userId), addressId, userId });
    }
    return { skuIds, buyers };
  } finally {
    await db.end();
  }
}

async function startServer(port: number, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const server = spawn(process.execPath, serverArgs(["-p", String(port), "-H", "127.0.0.1"]), {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server on ${port} exited with ${server.exitCode}`);
    if (
      await fetch(`http://127.0.0.1:${port}/api/bench-constant?bytes=16`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return server;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server on ${port} did not start`);
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((r) => server.once("exit", r));
  server.kill("SIGTERM");
  await exited;
}

/** CPU ms used so far by the app processes and by the cluster. */
type CpuOf = () => { app: number; pg: number };

/** The same scenario against every server at once, connections split between them; rates summed. */
async function loadAll(
  ports: number[],
  scenario: string,
  o: PostgresBenchOptions,
  extra: Partial<Fixtures> & { bytes?: number; paths?: string[] } = {},
  cpuOf: CpuOf = () => ({ app: NaN, pg: NaN }),
): Promise<LoadResult> {
  let measuring = 0;
  let cpuAtStart = { app: NaN, pg: NaN };
  const runs = ports.map((port, i) => {
    const configFile = path.join(os.tmpdir(), `mall-bench-pg-${process.pid}-${i}.json`);
    // Each process's load gets its own buyers (and callbacks), so the two never write the same rows.
    const buyers = extra.buyers?.filter((_, k) => k % ports.length === i);
    const paths = extra.paths?.filter((_, k) => k % ports.length === i);
    fs.writeFileSync(
      configFile,
      JSON.stringify({
        url: `http://127.0.0.1:${port}`,
        scenario,
        connections: Math.max(1, Math.round(o.connections / ports.length)),
        duration: o.duration,
        warmup: o.warmup,
        ...extra,
        buyers,
        paths,
      }),
    );
    return new Promise<Omit<LoadResult, "cpuMs" | "pgCpuMs">>((resolve, reject) => {
      const child = spawn(process.execPath, [path.join(root, "bench", "load.mjs"), configFile], {
        cwd: root,
        stdio: ["ignore", "pipe", "inherit"],
      });
      let last = "";
      readline.createInterface({ input: child.stdout }).on("line", (line) => {
        if (line.includes('"measuring":true')) {
          // The measured runs start together: sample when the last one does.
          if (++measuring === ports.length) cpuAtStart = cpuOf();
        } else if (line.trim()) last = line;
      });
      child.on("exit", (code) => {
        fs.rmSync(configFile, { force: true });
        if (code !== 0) reject(new Error(`load ${scenario} on ${port} failed`));
        // The last line may still be in the reader: give it a turn.
        else setImmediate(() => resolve(JSON.parse(last || "{}") as Omit<LoadResult, "cpuMs" | "pgCpuMs">));
      });
    });
  });
  const results = await Promise.all(runs);
  const cpuAtEnd = cpuOf();
  const requests = results.reduce((n, r) => n + r.requests, 0);
  const result: LoadResult = {
    rps: results.reduce((n, r) => n + r.rps, 0),
    // Latency of the whole: the request-weighted mean of the p50s, the worst p99.
    p50: Math.round(results.reduce((n, r) => n + r.p50 * r.requests, 0) / Math.max(1, requests)),
    p99: Math.max(...results.map((r) => r.p99)),
    requests,
    non2xx: results.reduce((n, r) => n + r.non2xx, 0),
    errors: results.reduce((n, r) => n + r.errors, 0),
    bytesPerRequest: results[0]?.bytesPerRequest ?? 0,
    warmupRequests: results.reduce((n, r) => n + r.warmupRequests, 0),
    cpuMs: requests ? (cpuAtEnd.app + cpuAtEnd.pg - cpuAtStart.app - cpuAtStart.pg) / requests : NaN,
    pgCpuMs: requests ? (cpuAtEnd.pg - cpuAtStart.pg) / requests : NaN,
  };
  console.log(
    `[bench] postgres, ${ports.length} process(es), ${scenario}: ${Math.round(result.rps)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.cpuMs.toFixed(2)} CPU ms/request (PostgreSQL ${result.pgCpuMs.toFixed(2)})${result.non2xx || result.errors ? `, ${result.non2xx} non-2xx, ${result.errors} errors` : ""}`,
  );
  return result;
}

/** `count` unpaid one-unit orders with pending sandbox payments (bench/lib.ts createPendingPayments, on PostgreSQL). */
async function createPendingPaymentsPg(url: string, fixtures: Fixtures, count: number): Promise<PendingPayment[]> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const stamp = `${Date.now()}`.padEnd(17, "0");
    // Order k: buyer k mod B, SKU floor(k / B) mod S, one unit, its stock taken (stock + sold holds).
    const { rows } = await db.query<{ outTradeNo: string; amount: number }>(
      `WITH wanted AS (
         SELECT g AS k, $5 || lpad(g::text, 8, '0') AS "orderNo",
           ($2::int[])[1 + g % cardinality($2::int[])] AS "userId",
           ($3::int[])[1 + g % cardinality($3::int[])] AS "addressId",
           ($4::int[])[1 + (g / cardinality($2::int[])) % cardinality($4::int[])] AS "skuId"
         FROM generate_series(0, $1::int - 1) g),
       taken AS (
         UPDATE "Sku" s SET "stock" = s."stock" - w.n
         FROM (SELECT "skuId", count(*)::int AS n FROM wanted GROUP BY "skuId") w
         WHERE s."id" = w."skuId" RETURNING s."id"),
       orders AS (
         INSERT INTO "Order" ("orderNo", "userId", "status", "itemsAmount", "freightAmount", "discountAmount",
           "totalAmount", "deliveryType", "addressId", "receiverName", "receiverPhone", "receiverAddress",
           "expiresAt", "updatedAt")
         SELECT w."orderNo", w."userId", 0, s."price", 0, 0, s."price", 'express', w."addressId", '压测',
           '13800138000', '上海市 上海市 黄浦区 南京东路 1 号', (now() AT TIME ZONE 'UTC') + interval '3 hours', now()
         FROM wanted w JOIN "Sku" s ON s."id" = w."skuId"
         RETURNING "id", "orderNo", "totalAmount"),
       items AS (
         INSERT INTO "OrderItem" ("orderId", "productId", "skuId", "name", "skuName", "image", "price", "quantity", "weight")
         SELECT o."id", s."productId", s."id", p."name", s."name", p."image", s."price", 1, 300
         FROM orders o JOIN wanted w ON w."orderNo" = o."orderNo"
         JOIN "Sku" s ON s."id" = w."skuId" JOIN "Product" p ON p."id" = s."productId")
       INSERT INTO "Payment" ("orderId", "provider", "method", "outTradeNo", "amount", "status", "updatedAt")
       SELECT o."id", 'sandbox', 'bank-h5', o."orderNo" || '0000000', o."totalAmount", 'pending', now() FROM orders o
       RETURNING "outTradeNo", "amount"`,
      [count, fixtures.buyers.map((b) => b.userId), fixtures.buyers.map((b) => b.addressId), fixtures.skuIds, stamp],
    );
    return rows;
  } finally {
    await db.end();
  }
}

export type PostgresBench = {
  processes: number;
  bare: LoadResult;
  cartAdd: LoadResult;
  checkout: LoadResult;
  callback: LoadResult;
}[];

/**
 * Runs the PostgreSQL writes with 1 and 2 app processes; returns their figures, whether stock + sold
 * held, whether every callback paid a fresh payment, and the load average before it started.
 */
export async function benchPostgres(
  o: PostgresBenchOptions,
): Promise<{ runs: PostgresBench; stockKept: boolean; callbacksPaid: boolean; loadAverage: number }> {
  const loadAverage = os.loadavg()[0];
  const PORTS = o.ports ?? [3296, 3297];
  console.log("\n[bench] PostgreSQL: throwaway cluster, demo catalogue");
  const cluster = await startCluster();
  try {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query("CREATE DATABASE bench");
    await admin.end();
    const url = cluster.url.replace(/\/postgres$/, "/bench");
    const secret = crypto.randomBytes(32).toString("hex");
    const sandboxSecret = crypto.randomBytes(32).toString("hex");
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: url,
      MALL_DATA_DIR: cluster.dir,
      NEXT_DIST_DIR: o.distDir,
      MALL_BENCH: "1",
      MALL_SANDBOX: "1",
      MAX_UNPAID_ORDERS: "1000",
      MAX_UNPAID_UNITS: "100000",
      JWT_SECRET: secret,
      PAYMENT_SANDBOX_SECRET: sandboxSecret,
      NEXT_TELEMETRY_DISABLED: "1",
    };
    const { spawnSync } = await import("node:child_process");
    const prepared = spawnSync(
      process.execPath,
      [path.join(root, "node_modules", "tsx", "dist", "cli.mjs"), "scripts/prepare-db.ts"],
      { cwd: root, env, stdio: "inherit" },
    );
    if (prepared.status !== 0) throw new Error("migrating and seeding the PostgreSQL bench database failed");
    const fixtures = await prepare(url, secret, o);

    const runs: PostgresBench = [];
    let callbacksPaid = true;
    const postmaster = postmasterPid(cluster.dir);
    for (const processes of [1, 2]) {
      const ports = PORTS.slice(0, processes);
      const servers = await Promise.all(ports.map((port) => startServer(port, env)));
      const cpuOf: CpuOf = () => ({
        app: treeCpuMs(servers.map((s) => s.pid!)),
        pg: postmaster ? treeCpuMs([postmaster]) : NaN,
      });
      try {
        const bare = await loadAll(ports, "constant", o, { bytes: o.bytes }, cpuOf);
        const cartAdd = await loadAll(ports, "cart-add", o, fixtures, cpuOf);
        const checkout = await loadAll(ports, "checkout", o, fixtures, cpuOf);
        // More pending payments than the run can pay at the bare route's rate: every callback pays one.
        const made = Math.ceil(bare.rps * (o.duration + o.warmup) * 1.5) + 1000;
        const pending = await createPendingPaymentsPg(url, fixtures, made);
        const callback = await loadAll(ports, "callback", o, { paths: callbackPaths(pending, sandboxSecret) }, cpuOf);
        if (callback.requests + callback.warmupRequests >= made) callbacksPaid = false;
        runs.push({ processes, bare, cartAdd, checkout, callback });
      } finally {
        await Promise.all(servers.map(stopServer));
      }
    }

    const db = new pg.Client({ connectionString: url });
    await db.connect();
    let kept = 0;
    try {
      for (const skuId of fixtures.skuIds) {
        const { rows } = await db.query<{ stock: number; sold: string }>(
          `SELECT s."stock", COALESCE((SELECT sum("quantity") FROM "OrderItem" WHERE "skuId" = s."id"), 0) AS sold FROM "Sku" s WHERE s."id" = $1`,
          [skuId],
        );
        kept += rows[0].stock + Number(rows[0].sold);
      }
    } finally {
      await db.end();
    }
    // The demo catalogue may have fewer products than bench SKUs asked for: one SKU per product.
    return { runs, stockKept: kept === fixtures.skuIds.length * o.stock, callbacksPaid, loadAverage };
  } finally {
    cluster.stop();
  }
}
