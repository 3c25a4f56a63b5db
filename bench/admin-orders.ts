// `npm run bench:admin-orders`: the back office's order list with its filters on 100,000 orders, on
// SQLite and on PostgreSQL (a throwaway cluster), p50 / p99 per filter (docs/performance.md, "Back
// office"). Each engine runs in a child process (the database client is chosen at start); the route
// handler is called in process with a real session cookie, so a figure is the handler, its session and
// permission check, zod, the service's two queries (rows and count) and the JSON, without the HTTP
// server in front.
//
// Options: --orders <n> (100000)  --runs <n> (200 per filter)  --no-postgres
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const ORDERS = option("orders", 100_000);
const RUNS = option("runs", 200);

type Figure = { name: string; p50: number; p99: number; rows: number; total: number };

async function child(): Promise<void> {
  const { db, dbReady, writeTransaction } = await import("../lib/db");
  const { migrateDatabase } = await import("../lib/db/migrate");
  await migrateDatabase(process.env.DATABASE_URL!, () => undefined);
  await dbReady();
  const started = Date.now();
  const users = 2000;
  for (let i = 0; i < users; i += 1000)
    await db.user.createMany({
      data: Array.from({ length: 1000 }, (_, j) => ({
        username: `bench_${i + j}`,
        phone: `+86139${String(i + j).padStart(8, "0")}`,
        nickname: `Bench ${i + j}`,
      })),
    });
  const userIds = (await db.user.findMany({ select: { id: true } })).map((u) => u.id);
  const statuses = [0, 10, 500, 510, 520, 530];
  const now = Date.now();
  const batch = 2000;
  for (let i = 0; i < ORDERS; i += batch) {
    const orders = Array.from({ length: Math.min(batch, ORDERS - i) }, (_, j) => {
      const n = i + j;
      const createdAt = new Date(now - ((n * 7919) % (90 * 86_400)) * 1000);
      const status = statuses[n % statuses.length];
      return {
        orderNo: `2026${String(n).padStart(21, "0")}`,
        userId: userIds[n % userIds.length],
        status,
        itemsAmount: 1000 + (n % 50_000),
        freightAmount: 0,
        totalAmount: 1000 + (n % 50_000),
        receiverName: `收货人${n % 5000}`,
        receiverPhone: `+86138${String(n % 100_000).padStart(8, "0")}`,
        receiverAddress: "上海市浦东新区",
        expiresAt: createdAt,
        createdAt,
        paidAt: status >= 500 ? createdAt : null,
      };
    });
    await db.order.createMany({ data: orders });
  }
  const ids = await db.order.findMany({ select: { id: true }, orderBy: { id: "asc" } });
  for (let i = 0; i < ids.length; i += batch)
    await db.orderItem.createMany({
      data: ids.slice(i, i + batch).map(({ id }) => ({
        orderId: id,
        productId: 1 + (id % 500),
        skuId: 1 + (id % 500),
        name: `商品 ${id % 500}`,
        skuName: "标准",
        image: "/media/products/x.svg",
        price: 1000,
        quantity: 1 + (id % 3),
        weight: 500,
      })),
    });
  // A running shop's SQLite file has long been checkpointed; a fresh bulk load leaves it all in the WAL.
  // and the planner's statistics are refreshed hourly (lib/db/sqlite.ts): as if an hour had passed.
  if (process.env.DATABASE_URL!.startsWith("file:")) {
    await db.$queryRawUnsafe("PRAGMA wal_checkpoint(TRUNCATE)");
    await db.$queryRawUnsafe("PRAGMA optimize");
  }
  const load = ((Date.now() - started) / 1000).toFixed(1);

  const { createSession } = await import("../lib/services/staff");
  const operator = await db.operator.create({
    data: { username: "bench_owner", passwordHash: "x", roles: JSON.stringify(["owner"]) },
  });
  const { token } = await writeTransaction((tx) => createSession(tx, operator.id, { ip: "bench", userAgent: "bench" }));
  const { GET } = await import("../app/api/admin/v1/orders/route");
  const day = (offset: number) =>
    new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Shanghai" }).format(new Date(now - offset * 86_400_000));
  const sample = await db.order.findFirstOrThrow({ where: { id: ids[Math.floor(ids.length / 2)].id } });
  const cases: [string, string][] = [
    ["newest first, page 1", ""],
    ["to ship (500), paid longest ago first", "status=500&sort=paidAt.asc"],
    ["order number, exact", `q=${sample.orderNo}`],
    ["order number, its first 22 digits", `q=${sample.orderNo.slice(0, 22)}`],
    // As an operator types it: the national number, without the stored E.164 code.
    ["receiver's phone", `q=${sample.receiverPhone.slice(3)}`],
    ["shopper's username", "q=bench_42"],
    ["7 days, status 510", `from=${day(7)}&to=${day(0)}&status=510`],
    ["one product", "productId=77"],
    ["largest amount first", "sort=totalAmount.desc"],
    ["page 200 of the whole list", "pageIndex=200"],
  ];
  const figures: Figure[] = [];
  for (const [name, query] of cases) {
    const times: number[] = [];
    let last: { rows: unknown[]; total: number } = { rows: [], total: 0 };
    for (let i = 0; i < RUNS + 10; i++) {
      const t0 = performance.now();
      const res = await GET(
        new Request(`http://localhost/api/admin/v1/orders?${query}`, { headers: { cookie: `mall_admin=${token}` } }),
      );
      last = (await res.json()) as typeof last;
      if (res.status !== 200) throw new Error(`${name}: ${res.status} ${JSON.stringify(last)}`);
      if (i >= 10) times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    figures.push({
      name,
      p50: times[Math.floor(times.length * 0.5)],
      p99: times[Math.min(times.length - 1, Math.floor(times.length * 0.99))],
      rows: last.rows.length,
      total: last.total,
    });
  }
  process.stdout.write(`${JSON.stringify({ load, figures })}\n`);
  await db.$disconnect();
}

function run(engine: string, url: string, extraEnv: Record<string, string> = {}) {
  const r = spawnSync(
    process.execPath,
    [path.join("node_modules", "tsx", "dist", "cli.mjs"), "bench/admin-orders.ts", ...argv],
    {
      env: { ...process.env, ...extraEnv, BENCH_ADMIN_CHILD: "1", DATABASE_URL: url },
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (r.status !== 0) throw new Error(`${engine} failed:\n${r.stdout}\n${r.stderr}`);
  const line = r.stdout.trim().split("\n").pop()!;
  const { load, figures } = JSON.parse(line) as { load: string; figures: Figure[] };
  console.log(`\n${engine}: ${ORDERS.toLocaleString("en")} orders loaded in ${load} s; ${RUNS} requests per filter`);
  console.log(
    "filter".padEnd(40) + "p50 ms".padStart(9) + "p99 ms".padStart(9) + "rows".padStart(7) + "total".padStart(9),
  );
  for (const f of figures)
    console.log(
      f.name.padEnd(40) +
        f.p50.toFixed(1).padStart(9) +
        f.p99.toFixed(1).padStart(9) +
        String(f.rows).padStart(7) +
        String(f.total).padStart(9),
    );
}

async function main() {
  if (process.env.BENCH_ADMIN_CHILD) return child();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mall-bench-admin-"));
  try {
    run("SQLite", `file:${path.join(dir, "bench.db")}`, { MALL_DATA_DIR: dir });
    if (!argv.includes("--no-postgres")) {
      const { startCluster } = await import("../scripts/pg-cluster.mjs");
      const cluster = await startCluster();
      try {
        run("PostgreSQL", cluster.url, { MALL_DATA_DIR: dir, JWT_SECRET: crypto.randomBytes(32).toString("hex") });
      } finally {
        cluster.stop();
      }
    }
  } finally {
    if (argv.includes("--keep")) console.log(`kept ${dir}`);
    else fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
