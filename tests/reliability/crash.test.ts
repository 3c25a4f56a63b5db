// Crash safety: the production server is SIGKILLed at random moments while concurrent buyers check
// out over HTTP, then restarted, several times. Afterwards every acknowledged order exists whole
// (order row, its item, amounts), no order exists without its items, stock + sold is unchanged per
// SKU, and SQLite's integrity and foreign-key checks pass.
//
// Needs a production build, so it runs only with REL_CRASH=1: `npm test` runs 3 rounds on the build the
// e2e suite just made (`npm run test:crash`), `npm run test:reliability` 6 rounds. It builds into
// REL_DIST_DIR (default .next-reliability) unless REL_SKIP_BUILD=1 and a build is already there.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { rng } from "./fuzz-values";
import { serverArgs } from "@/scripts/server-command.mjs";
import { shopperToken } from "@/tests/helpers/tokens";
import { keepAliveClient } from "@/tests/helpers/http-client";

const enabled = process.env.REL_CRASH === "1";
const root = path.resolve(import.meta.dirname, "../..");
const DIST_DIR = process.env.REL_DIST_DIR ?? ".next-reliability";
const PORT = Number(process.env.REL_PORT ?? 3295);
const ROUNDS = Number(process.env.REL_CRASH_ROUNDS ?? 6);
const BUYERS = 12;
const SKUS = 3;
const INITIAL_STOCK = 500;
const base = `http://127.0.0.1:${PORT}`;
const secret = crypto.randomBytes(32).toString("hex");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mall-crash-"));
const dbFile = path.join(dataDir, "crash.db");
const env: NodeJS.ProcessEnv = {
  ...process.env,
  // A production server with the demo's sandboxes; buyers here order in a loop, so no hoarding caps.
  MALL_SANDBOX: "1",
  MAX_UNPAID_ORDERS: "1000",
  MAX_UNPAID_UNITS: "100000",
  NODE_ENV: "production",
  MALL_DATA_DIR: dataDir,
  DATABASE_URL: `file:${dbFile}`,
  JWT_SECRET: secret,
  NEXT_DIST_DIR: DIST_DIR,
  NEXT_TELEMETRY_DISABLED: "1",
  MALL_TEST_MODE: "0",
};
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
let server: ChildProcess | null = null;

afterAll(() => {
  killServer();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function run(title: string, args: string[]) {
  const r = spawnSync(process.execPath, args, { cwd: root, env, encoding: "utf8" });
  if (r.status !== 0)
    throw new Error(`${title} failed (exit ${r.status}):\n${r.stdout.slice(-2000)}\n${r.stderr.slice(-2000)}`);
}

/** The server in its own process group, so SIGKILL takes any worker it forked with it. */
async function startServer() {
  server = spawn(process.execPath, serverArgs(["-p", String(PORT), "-H", "127.0.0.1"]), {
    cwd: root,
    env,
    stdio: "ignore",
    detached: true,
  });
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${base}/api/v1/banner`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("server did not start");
}

function killServer() {
  if (!server?.pid) return;
  try {
    process.kill(-server.pid, "SIGKILL");
  } catch {
    // already gone
  }
  server = null;
}

const stamp = () => new Date().toISOString();

function prepareShop() {
  const db = new Database(dbFile);
  db.pragma("busy_timeout = 10000");
  try {
    const { id: productId } = db.prepare("SELECT id FROM Product ORDER BY id LIMIT 1").get() as { id: number };
    const skus: number[] = [];
    for (let i = 0; i < SKUS; i++)
      skus.push(
        Number(
          db
            .prepare(
              "INSERT INTO Sku (productId, name, price, stock, weight, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?)",
            )
            .run(productId, `crash-${i}`, 1000 + i, INITIAL_STOCK, 300, stamp(), stamp()).lastInsertRowid,
        ),
      );
    const buyers: { userId: number; addressId: number; token: Promise<string> }[] = [];
    for (let i = 0; i < BUYERS; i++) {
      const userId = Number(
        db
          .prepare(
            "INSERT INTO User (username, nickname, avatar, points, tokenVersion, createdAt, updatedAt) VALUES (?, 'crash', '', 0, 0, ?, ?)",
          )
          .run(`crash_${crypto.randomBytes(5).toString("hex")}`, stamp(), stamp()).lastInsertRowid,
      );
      const addressId = Number(
        db
          .prepare(
            "INSERT INTO Address (userId, name, phone, province, city, district, detail, isDefault, createdAt, updatedAt) VALUES (?, '测试', '13800138000', '上海市', '上海市', '黄浦区', '南京东路 1 号', 1, ?, ?)",
          )
          .run(userId, stamp(), stamp()).lastInsertRowid,
      );
      const token = shopperToken(secret, userId);
      buyers.push({ userId, addressId, token });
    }
    return { skus, buyers };
  } finally {
    db.close();
  }
}

type Ack = { id: number; orderNo: string; totalAmount: number; userId: number; skuId: number; quantity: number };

describe.skipIf(!enabled)("crash safety under SIGKILL", () => {
  it(
    "acknowledged orders survive whole, no half orders, stock + sold constant, integrity ok",
    { timeout: 900_000 },
    async () => {
      run("database", [path.join(root, "node_modules", "tsx", "dist", "cli.mjs"), "scripts/prepare-db.ts"]);
      if (process.env.REL_SKIP_BUILD !== "1" || !fs.existsSync(path.join(root, DIST_DIR, "BUILD_ID")))
        run("next build", [nextBin, "build"]);
      const shop = prepareShop();
      const tokens = await Promise.all(shop.buyers.map((b) => b.token));
      const rand = rng(Number(process.env.REL_SEED ?? Date.now() % 100000));
      const acks: Ack[] = [];
      let failedInFlight = 0;
      const statuses: Record<string, number> = {};

      for (let round = 0; round < ROUNDS; round++) {
        await startServer();
        // Kept-alive connections, as the shop's apps keep them; new ones for each server process.
        const client = keepAliveClient(base, { maxSockets: 64 });
        let alive = true;
        const buyers = shop.buyers.map(async (buyer, i) => {
          while (alive) {
            const skuId = shop.skus[Math.floor(rand() * SKUS)];
            const quantity = 1 + Math.floor(rand() * 3);
            try {
              const res = await client.request("/api/v1/create-order-now", {
                headers: { authorization: `Bearer ${tokens[i]}` },
                body: { addressId: buyer.addressId, skuId, quantity },
              });
              const body = res.json<{ id: number; orderNo: string; totalAmount: number }>();
              statuses[res.status] = (statuses[res.status] ?? 0) + 1;
              if (res.status === 200)
                acks.push({
                  id: body.id,
                  orderNo: body.orderNo,
                  totalAmount: body.totalAmount,
                  userId: buyer.userId,
                  skuId,
                  quantity,
                });
            } catch {
              // Killed mid-request: the outcome is unknown to the client, either way is fine.
              failedInFlight++;
              await new Promise((r) => setTimeout(r, 20));
            }
          }
        });
        // Kill mid-traffic: once the round has acknowledged an order (a cold server on a loaded machine
        // may take seconds for its first one; at most 20 s), then after a random 150-1650 ms.
        const acked = acks.length;
        for (const until = Date.now() + 20_000; acks.length === acked && Date.now() < until;)
          await new Promise((r) => setTimeout(r, 25));
        await new Promise((r) => setTimeout(r, 150 + rand() * 1500));
        killServer();
        await new Promise((r) => setTimeout(r, 100));
        alive = false;
        await Promise.all(buyers);
        client.close();
      }

      const db = new Database(dbFile, { readonly: true });
      try {
        expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
        expect(db.pragma("foreign_key_check")).toEqual([]);
        const order = db.prepare(
          'SELECT id, orderNo, userId, totalAmount, itemsAmount, freightAmount, discountAmount FROM "Order" WHERE id = ?',
        );
        const items = db.prepare("SELECT skuId, quantity, price FROM OrderItem WHERE orderId = ?");
        for (const ack of acks) {
          const row = order.get(ack.id) as { orderNo: string; userId: number; totalAmount: number } | undefined;
          expect(row, `acknowledged order ${ack.orderNo}`).toMatchObject({
            orderNo: ack.orderNo,
            userId: ack.userId,
            totalAmount: ack.totalAmount,
          });
          expect(items.all(ack.id)).toMatchObject([{ skuId: ack.skuId, quantity: ack.quantity }]);
        }
        const skuList = shop.skus.join(",");
        // No half orders: every order of these SKUs has its items and amounts that add up.
        const half = db
          .prepare(
            `SELECT o.id FROM "Order" o LEFT JOIN OrderItem i ON i.orderId = o.id WHERE o.userId IN (${shop.buyers.map((b) => b.userId).join(",")})
           GROUP BY o.id HAVING COUNT(i.id) = 0 OR o.itemsAmount != COALESCE(SUM(i.price * i.quantity), -1) OR o.totalAmount != o.itemsAmount + o.freightAmount - o.discountAmount`,
          )
          .all();
        expect(half).toEqual([]);
        for (const skuId of shop.skus) {
          const { stock } = db.prepare("SELECT stock FROM Sku WHERE id = ?").get(skuId) as { stock: number };
          const { sold } = db
            .prepare("SELECT COALESCE(SUM(quantity), 0) AS sold FROM OrderItem WHERE skuId = ?")
            .get(skuId) as { sold: number };
          expect(stock + sold, `sku ${skuId}`).toBe(INITIAL_STOCK);
          expect(stock).toBeGreaterThanOrEqual(0);
        }
        const total = (
          db.prepare(`SELECT COUNT(*) AS n FROM OrderItem WHERE skuId IN (${skuList})`).get() as { n: number }
        ).n;
        console.log(
          `[crash] ${ROUNDS} SIGKILLs, ${acks.length} acknowledged orders (${total} in the database), ${failedInFlight} requests cut off, statuses ${JSON.stringify(statuses)}`,
        );
        expect(acks.length).toBeGreaterThan(0);
        expect(total).toBeGreaterThanOrEqual(acks.length);
      } finally {
        db.close();
      }
    },
  );
});
