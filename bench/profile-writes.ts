// In-process profile of the write path (issue 24): for the token check, cart-add, checkout (buy now)
// and the payment callback, the database statements each request runs and the time and CPU it takes,
// called through the real route handlers (wrapper, zod, services) without HTTP. On a fresh migrated
// and seeded database in a temp folder (SQLite), or a throwaway PostgreSQL cluster with `--postgres`.
//
//   npx tsx bench/profile-writes.ts [--postgres] [--iterations 300] [--concurrency 1] [--statements]
//
// --concurrency n runs n calls at a time (time per call is then the latency under that load; CPU per
// call stays comparable); --statements (PostgreSQL) ends with pg_stat_statements' top statements.
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import Database from "better-sqlite3";
import pg from "pg";
import { postmasterPid, treeCpuMs } from "./lib";

const root = path.resolve(import.meta.dirname, "..");
const argv = process.argv.slice(2);
const POSTGRES = argv.includes("--postgres");
const ITERATIONS = Number(argv[argv.indexOf("--iterations") + 1] || 300) || 300;
const CONCURRENCY = argv.includes("--concurrency") ? Number(argv[argv.indexOf("--concurrency") + 1]) || 1 : 1;
const PG_STATEMENTS = argv.includes("--statements");

let statements = 0;
function countSqlite() {
  const proto = Database.prototype as unknown as Record<string, (...a: unknown[]) => unknown>;
  const prepare = proto.prepare;
  proto.prepare = function (this: unknown, ...args: unknown[]) {
    const stmt = prepare.apply(this, args) as Record<string, unknown>;
    const sp = Object.getPrototypeOf(stmt) as Record<string, (...a: unknown[]) => unknown> & { __counted?: true };
    if (!sp.__counted) {
      sp.__counted = true;
      for (const m of ["run", "get", "all", "iterate"]) {
        const original = sp[m];
        sp[m] = function (this: unknown, ...a: unknown[]) {
          statements += 1;
          return original.apply(this, a);
        };
      }
    }
    return stmt;
  };
}
function countPostgres() {
  const proto = pg.Client.prototype as unknown as Record<string, (...a: unknown[]) => unknown>;
  const query = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    statements += 1;
    return query.apply(this, args);
  };
}

function run(args: string[], env: NodeJS.ProcessEnv) {
  const r = spawnSync(process.execPath, args, { cwd: root, env, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`${args.join(" ")} failed:\n${r.stdout}\n${r.stderr}`);
}

let postmaster: number | null = null;
const pgCpuMs = () => (postmaster ? treeCpuMs([postmaster]) : 0);

async function prepareDatabase(): Promise<{ url: string; dir: string; stop: () => void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mall-profile-"));
  if (!POSTGRES) {
    const url = `file:${path.join(dir, "profile.db")}`;
    const env = { ...process.env, MALL_DATA_DIR: dir, DATABASE_URL: url };
    run(["scripts/prisma.mjs", "migrate", "deploy"], env);
    run([path.join("node_modules", "tsx", "dist", "cli.mjs"), "prisma/seed.ts"], env);
    return { url, dir, stop: () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const { startCluster } = await import("../scripts/pg-cluster.mjs");
  const cluster = await startCluster(
    PG_STATEMENTS
      ? { settings: { shared_preload_libraries: "pg_stat_statements", "pg_stat_statements.track": "all" } }
      : {},
  );
  postmaster = postmasterPid(cluster.dir);
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query("CREATE DATABASE profile");
  await admin.end();
  const url = cluster.url.replace(/\/postgres$/, "/profile");
  if (PG_STATEMENTS) {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query("CREATE EXTENSION pg_stat_statements");
    await c.end();
  }
  run([path.join("node_modules", "tsx", "dist", "cli.mjs"), "prisma/seed.ts"], {
    ...process.env,
    MALL_DATA_DIR: dir,
    DATABASE_URL: url,
  });
  return {
    url,
    dir,
    stop: () => {
      cluster.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

type Sample = { ms: number[]; cpuUs: number; pgMs: number; statements: number; n: number };

async function measure(name: string, n: number, fn: (i: number) => Promise<void>): Promise<Sample> {
  for (let i = 0; i < Math.min(50, n); i++) await fn(-1 - i);
  const ms: number[] = [];
  const before = statements;
  const cpu = process.cpuUsage();
  const pgBefore = pgCpuMs();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let i = next++; i < n; i = next++) {
        const t = performance.now();
        await fn(i);
        ms.push(performance.now() - t);
      }
    }),
  );
  const used = process.cpuUsage(cpu);
  const sample = { ms, cpuUs: used.user + used.system, pgMs: pgCpuMs() - pgBefore, statements: statements - before, n };
  ms.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(28)} ${(sample.statements / n).toFixed(1).padStart(5)} statements  p50 ${ms[Math.floor(n / 2)].toFixed(2)} ms  mean ${(ms.reduce((a, b) => a + b, 0) / n).toFixed(2)} ms  CPU ${(sample.cpuUs / n / 1000).toFixed(2)} ms${POSTGRES ? ` + PostgreSQL ${(sample.pgMs / n).toFixed(2)} ms` : ""}`,
  );
  return sample;
}

async function main() {
  if (POSTGRES) countPostgres();
  else countSqlite();
  const { url, dir, stop } = await prepareDatabase();
  try {
    Object.assign(process.env, {
      DATABASE_URL: url,
      MALL_DATA_DIR: dir,
      JWT_SECRET: crypto.randomBytes(32).toString("hex"),
      PAYMENT_SANDBOX_SECRET: crypto.randomBytes(32).toString("hex"),
      MALL_SANDBOX: "1",
      MAX_UNPAID_ORDERS: "1000",
      MAX_UNPAID_UNITS: "100000",
    });
    const { db, dbReady } = await import("@/lib/db");
    const { call, tokenFor } = await import("@/tests/helpers/api");
    const { resolveCaller } = await import("@/lib/auth/current-user");
    const { POST: cartAdd } = await import("@/app/api/v1/cart-add/route");
    const { POST: createOrderNow } = await import("@/app/api/v1/create-order-now/route");
    const { POST: mpayH5 } = await import("@/app/api/v1/mpay-h5/route");
    const { GET: callback } = await import("@/app/api/v1/mpay-callback-local/route");
    const { signedNotification } = await import("@/lib/services/payment");
    await dbReady();

    const product = await db.product.findFirstOrThrow({ where: { isOnSale: true }, select: { id: true } });
    const skus = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db.sku.create({
          data: { productId: product.id, name: `profile-${i}`, price: 990 + i, stock: 1_000_000, weight: 300 },
          select: { id: true },
        }),
      ),
    );
    const buyers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const user = await db.user.create({
          data: { username: `p${crypto.randomBytes(5).toString("hex")}`, nickname: "profile" },
        });
        const address = await db.address.create({
          data: {
            userId: user.id,
            name: "压测",
            phone: "13800138000",
            province: "上海市",
            city: "上海市",
            district: "黄浦区",
            detail: "南京东路 1 号",
            isDefault: true,
          },
        });
        return { userId: user.id, addressId: address.id, token: await tokenFor(user) };
      }),
    );
    const buyer = (i: number) => buyers[(i + 1000) % buyers.length];
    const sku = (i: number) => skus[Math.floor((i + 1000) / buyers.length) % skus.length].id;
    const ok = (r: { status: number; body: unknown }, what: string) => {
      if (r.status !== 200) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
    };

    console.log(`\n${POSTGRES ? "PostgreSQL" : "SQLite"}, ${ITERATIONS} sequential calls each (after 50 warm-up):\n`);
    await measure("token check (resolveCaller)", ITERATIONS, async (i) => {
      const headers = new Headers({ authorization: `Bearer ${buyer(i).token}` });
      if (!(await resolveCaller(headers))) throw new Error("no caller");
    });
    await measure("cart-add", ITERATIONS, async (i) => {
      ok(
        await call(cartAdd, "/api/v1/cart-add", { token: buyer(i).token, body: { skuId: sku(i), quantity: 1 } }),
        "cart-add",
      );
    });
    const orders: { token: string; id: number }[] = [];
    await measure("checkout (create-order-now)", ITERATIONS, async (i) => {
      const b = buyer(i);
      const r = await call<{ id: number }>(createOrderNow, "/api/v1/create-order-now", {
        token: b.token,
        body: { addressId: b.addressId, skuId: sku(i), quantity: 1 },
      });
      ok(r, "checkout");
      orders.push({ token: b.token, id: r.body.id });
    });
    const notifications: string[] = [];
    for (const [k, o] of orders.entries()) {
      const r = await call<{ outTradeNo: string; amount: number }>(mpayH5, "/api/v1/mpay-h5", {
        token: o.token,
        body: { orderId: o.id },
      });
      ok(r, "mpay-h5");
      notifications.push(
        `/api/v1/mpay-callback-local?${new URLSearchParams(signedNotification({ outTradeNo: r.body.outTradeNo, amount: r.body.amount, decision: "pay", tradeNo: `SBXP${k}` }))}`,
      );
    }
    // The warm-up pays the first 50 orders; the measured calls the rest (ITERATIONS - 50 of them).
    let next = 0;
    await measure("payment callback", ITERATIONS - 50, async () => {
      const r = await call<{ outcome: string }>(callback, notifications[next++]);
      ok(r, "callback");
      if (r.body.outcome !== "paid") throw new Error(`callback: ${r.body.outcome}`);
    });
    if (PG_STATEMENTS) {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      const { rows } = await c.query(
        `SELECT calls, round((total_exec_time / calls)::numeric, 3) AS exec_ms, round((total_plan_time / calls)::numeric, 3) AS plan_ms,
           round((total_exec_time + total_plan_time)::numeric) AS total_ms, left(regexp_replace(query, '\\s+', ' ', 'g'), 110) AS query
         FROM pg_stat_statements ORDER BY total_exec_time + total_plan_time DESC LIMIT 15`,
      );
      console.log("\npg_stat_statements, top by total time:");
      for (const r of rows)
        console.log(
          `${String(r.calls).padStart(6)} calls  ${r.exec_ms} + plan ${r.plan_ms} ms  total ${r.total_ms} ms  ${r.query}`,
        );
      await c.end();
    }
    await db.$disconnect();
  } finally {
    stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
