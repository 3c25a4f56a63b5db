// The PostgreSQL part of `npm run bench` (bench/run.ts): cart-add and checkout on a throwaway
// PostgreSQL cluster (scripts/pg-cluster.mjs, the demo catalogue), with one app process and with two
// (the load split between them), each beside the bare Next.js route of the same processes.
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startCluster } from "../scripts/pg-cluster.mjs";
import { mintToken } from "./lib";

export type LoadResult = {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  bytesPerRequest: number;
};
type Fixtures = { skuIds: number[]; buyers: { token: string; addressId: number }[] };

const root = path.resolve(import.meta.dirname, "..");
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
const PORTS = [3296, 3297];

export type PostgresBenchOptions = {
  distDir: string;
  connections: number;
  duration: number;
  warmup: number;
  buyers: number;
  skus: number;
  stock: number;
  bytes: number;
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
      buyers.push({ token: await mintToken(secret, userId), addressId });
    }
    return { skuIds, buyers };
  } finally {
    await db.end();
  }
}

async function startServer(port: number, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const server = spawn(process.execPath, [nextBin, "start", "-p", String(port), "-H", "127.0.0.1"], {
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

/** The same scenario against every server at once, connections split between them; rates summed. */
async function loadAll(
  ports: number[],
  scenario: string,
  o: PostgresBenchOptions,
  extra: Partial<Fixtures> & { bytes?: number } = {},
): Promise<LoadResult> {
  const runs = ports.map((port, i) => {
    const configFile = path.join(os.tmpdir(), `mall-bench-pg-${process.pid}-${i}.json`);
    // Each process's load gets its own buyers, so the two never write the same cart lines.
    const buyers = extra.buyers?.filter((_, k) => k % ports.length === i);
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
      }),
    );
    return new Promise<LoadResult>((resolve, reject) => {
      const child = spawn(process.execPath, [path.join(root, "bench", "load.mjs"), configFile], {
        cwd: root,
        stdio: ["ignore", "pipe", "inherit"],
      });
      let out = "";
      child.stdout.on("data", (d: Buffer) => (out += d.toString()));
      child.on("exit", (code) => {
        fs.rmSync(configFile, { force: true });
        if (code !== 0) reject(new Error(`load ${scenario} on ${port} failed`));
        else resolve(JSON.parse(out.trim().split("\n").at(-1) ?? "{}") as LoadResult);
      });
    });
  });
  const results = await Promise.all(runs);
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
  };
  console.log(
    `[bench] postgres, ${ports.length} process(es), ${scenario}: ${Math.round(result.rps)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms${result.non2xx || result.errors ? `, ${result.non2xx} non-2xx, ${result.errors} errors` : ""}`,
  );
  return result;
}

export type PostgresBench = { processes: number; bare: LoadResult; cartAdd: LoadResult; checkout: LoadResult }[];

/** Runs the PostgreSQL writes with 1 and 2 app processes; returns their figures and whether stock + sold held. */
export async function benchPostgres(o: PostgresBenchOptions): Promise<{ runs: PostgresBench; stockKept: boolean }> {
  console.log("\n[bench] PostgreSQL: throwaway cluster, demo catalogue");
  const cluster = await startCluster();
  try {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query("CREATE DATABASE bench");
    await admin.end();
    const url = cluster.url.replace(/\/postgres$/, "/bench");
    const secret = crypto.randomBytes(32).toString("hex");
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
    for (const processes of [1, 2]) {
      const ports = PORTS.slice(0, processes);
      const servers = await Promise.all(ports.map((port) => startServer(port, env)));
      try {
        const bare = await loadAll(ports, "constant", o, { bytes: o.bytes });
        const cartAdd = await loadAll(ports, "cart-add", o, fixtures);
        const checkout = await loadAll(ports, "checkout", o, fixtures);
        runs.push({ processes, bare, cartAdd, checkout });
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
    return { runs, stockKept: kept === fixtures.skuIds.length * o.stock };
  } finally {
    cluster.stop();
  }
}
