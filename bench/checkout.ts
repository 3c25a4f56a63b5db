// `npm run bench:checkout`: the checkout scenario — orders/s and latency (p50/p99) of
// POST /api/v1/create-order-now with concurrent buyers against the production build, then a race of
// every buyer for the last unit. Each buyer is its own user with its own address (closed loop: a
// buyer sends its next order when the last one answered).
//
// Options: --buyers <n> (20)  --duration <s> (10)  --skip-build (reuse the build folder)
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serverArgs } from "../scripts/server-command.mjs";
import { createBuyers, createSkus, stockAndSold } from "./lib";

const root = path.resolve(import.meta.dirname, "..");
const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const BUYERS = option("buyers", 20);
const DURATION_MS = option("duration", 10) * 1000;
const SKIP_BUILD = argv.includes("--skip-build");
const PORT = 3292;
// BENCH_DIST_DIR reuses another build folder (with --skip-build), e.g. while several people build at once.
const DIST_DIR = process.env.BENCH_DIST_DIR ?? ".next-bench-checkout";
const SECRET = crypto.randomBytes(32).toString("hex");
const base = `http://127.0.0.1:${PORT}`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mall-bench-checkout-"));
const dbFile = path.join(dataDir, "bench.db");
// The demo's sandboxes opted in; buyers order repeatedly, so the hoarding caps are lifted.
const env = {
  ...process.env,
  MALL_SANDBOX: "1",
  MAX_UNPAID_ORDERS: "1000",
  MAX_UNPAID_UNITS: "100000",
  MALL_DATA_DIR: dataDir,
  DATABASE_URL: `file:${dbFile}`,
  JWT_SECRET: SECRET,
  NEXT_DIST_DIR: DIST_DIR,
  NEXT_TELEMETRY_DISABLED: "1",
};

function step(title: string, args: string[]) {
  console.log(`[bench] ${title}`);
  const r = spawnSync(process.execPath, args, { cwd: root, env, stdio: "inherit" });
  if (r.status !== 0) throw new Error(`${title} failed (exit ${r.status})`);
}

/** Buyers (user + default address + token) and a SKU with `stock` units, straight in the database. */
async function prepareShop(stock: number) {
  const [skuId] = createSkus(dbFile, 1, stock);
  return { skuId, buyers: await createBuyers(dbFile, BUYERS, SECRET) };
}

const stockOf = (skuId: number) => stockAndSold(dbFile, skuId);

async function order(
  buyer: { token: string; addressId: number },
  skuId: number,
): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${base}/api/v1/create-order-now`, {
    method: "POST",
    headers: { authorization: `Bearer ${buyer.token}`, "content-type": "application/json" },
    body: JSON.stringify({ addressId: buyer.addressId, skuId, quantity: 1 }),
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main() {
  step("database (migrate + demo seed)", [
    path.join("node_modules", "tsx", "dist", "cli.mjs"),
    "scripts/prepare-db.ts",
  ]);
  if (!SKIP_BUILD || !fs.existsSync(path.join(root, DIST_DIR)))
    step(`next build into ${DIST_DIR}`, [path.join("node_modules", "next", "dist", "bin", "next"), "build"]);
  const server: ChildProcess = spawn(process.execPath, serverArgs(["-p", String(PORT), "-H", "127.0.0.1"]), {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    for (
      let i = 0;
      i < 240 &&
      !(await fetch(`${base}/api/v1/banner`).then(
        (r) => r.ok,
        () => false,
      ));
      i++
    )
      await new Promise((r) => setTimeout(r, 250));

    const INITIAL = 1_000_000;
    const shop = await prepareShop(INITIAL);
    const latencies: number[] = [];
    const statuses: Record<number, number> = {};
    const deadline = Date.now() + DURATION_MS;
    const started = performance.now();
    await Promise.all(
      shop.buyers.map(async (buyer) => {
        while (Date.now() < deadline) {
          const r = await order(buyer, shop.skuId);
          latencies.push(r.ms);
          statuses[r.status] = (statuses[r.status] ?? 0) + 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const after = stockOf(shop.skuId);
    console.log(
      `\ncheckout, ${BUYERS} concurrent buyers, ${seconds.toFixed(1)} s: ${((statuses[200] ?? 0) / seconds).toFixed(0)} orders/s, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, statuses ${JSON.stringify(statuses)}`,
    );
    console.log(
      `stock check: ${after.sold} sold + ${after.stock} left = ${after.sold + after.stock} (started with ${INITIAL})`,
    );

    const last = await prepareShop(1);
    const race = await Promise.all(last.buyers.map((b) => order(b, last.skuId)));
    const won = race.filter((r) => r.status === 200).length;
    console.log(
      `last unit, ${BUYERS} buyers at once: ${won} order, ${race.filter((r) => r.status === 409).length} x 409, stock left ${stockOf(last.skuId).stock}`,
    );
    if (after.sold + after.stock !== INITIAL || won !== 1 || (statuses[500] ?? 0) > 0) process.exitCode = 1;
  } finally {
    server.kill("SIGTERM");
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
