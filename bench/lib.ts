// Shared by the benchmarks (bench/run.ts, bench/checkout.ts): logged-in shoppers created straight in
// the bench database, with tokens signed by the server's secret, and SKUs with stock to spare.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { SignJWT } from "jose";

export type Buyer = { userId: number; addressId: number; token: string };

/** The load run.ts applies unless told otherwise (bench/pg-only.ts uses the same). */
export const BENCH_DEFAULTS = { duration: 10, warmup: 3, connections: 10 } as const;
/** Logged-in shoppers, bench SKUs and the stock of each, for the write scenarios. */
export const BENCH_BUYERS = 200;
export const BENCH_SKUS = 100;
export const BENCH_STOCK = 1_000_000;

const stamp = () => new Date().toISOString().replace("Z", "+00:00");

/** A login token as the app issues it (HS256, issuer the-mall, subject the user id). */
export function mintToken(secret: string, userId: number): Promise<string> {
  return new SignJWT({ ver: 0 })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(userId))
    .setIssuer("the-mall")
    .setIssuedAt()
    .setExpirationTime("2h")
    .sign(new TextEncoder().encode(secret));
}

/** `count` new shoppers, each with a default delivery address and a token. */
export async function createBuyers(dbFile: string, count: number, secret: string): Promise<Buyer[]> {
  const db = new Database(dbFile);
  db.pragma("busy_timeout = 10000");
  try {
    const user = db.prepare(
      "INSERT INTO User (username, nickname, avatar, points, tokenVersion, createdAt, updatedAt) VALUES (?, 'bench', '', 0, 0, ?, ?)",
    );
    const address = db.prepare(
      "INSERT INTO Address (userId, name, phone, province, city, district, detail, isDefault, createdAt, updatedAt) VALUES (?, '压测', '+8613800138000', '上海市', '上海市', '黄浦区', '南京东路 1 号', 1, ?, ?)",
    );
    const rows = db.transaction(() =>
      Array.from({ length: count }, () => {
        const userId = Number(
          user.run(`bench_${crypto.randomBytes(6).toString("hex")}`, stamp(), stamp()).lastInsertRowid,
        );
        return { userId, addressId: Number(address.run(userId, stamp(), stamp()).lastInsertRowid) };
      }),
    )();
    return Promise.all(rows.map(async (r) => ({ ...r, token: await mintToken(secret, r.userId) })));
  } finally {
    db.close();
  }
}

/** `count` new SKUs (on the first on-sale products) with `stock` units each; returns their ids. */
export function createSkus(dbFile: string, count: number, stock: number): number[] {
  const db = new Database(dbFile);
  db.pragma("busy_timeout = 10000");
  try {
    const products = db
      .prepare<[number], number>('SELECT id FROM "Product" WHERE "isOnSale" = 1 ORDER BY id LIMIT ?')
      .pluck()
      .all(count);
    const insert = db.prepare(
      "INSERT INTO Sku (productId, name, price, stock, weight, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?)",
    );
    return db.transaction(() =>
      products.map((productId, i) =>
        Number(insert.run(productId, `bench-${i}`, 990 + i, stock, 300, stamp(), stamp()).lastInsertRowid),
      ),
    )();
  } finally {
    db.close();
  }
}

/** Current stock and units ordered of a SKU. */
export function stockAndSold(dbFile: string, skuId: number): { stock: number; sold: number } {
  const db = new Database(dbFile, { readonly: true });
  try {
    const stock = (db.prepare("SELECT stock FROM Sku WHERE id = ?").get(skuId) as { stock: number }).stock;
    const sold = (
      db.prepare("SELECT COALESCE(SUM(quantity), 0) AS n FROM OrderItem WHERE skuId = ?").get(skuId) as { n: number }
    ).n;
    return { stock, sold };
  } finally {
    db.close();
  }
}

/** An unpaid order with a pending sandbox payment, made for the payment-callback scenario. */
export type PendingPayment = { outTradeNo: string; amount: number };

/** Order numbers as the app makes them (25 characters); `n` keeps them unique within one call. */
function benchOrderNo(n: number): string {
  return `${Date.now()}`.padEnd(17, "0") + String(n).padStart(8, "0");
}

/**
 * `count` unpaid orders of one unit each (buyers and SKUs in turn, stock taken as checkout takes it,
 * so stock + sold holds), each with a pending sandbox payment: the payment-callback scenario pays them.
 */
export function createPendingPayments(
  dbFile: string,
  buyers: Pick<Buyer, "userId" | "addressId">[],
  skuIds: number[],
  count: number,
): PendingPayment[] {
  const db = new Database(dbFile);
  db.pragma("busy_timeout = 10000");
  try {
    const skus = new Map(
      skuIds.map((id) => [
        id,
        db
          .prepare(
            'SELECT s."productId", s."name", s."price", p."name" AS "productName", p."image" FROM "Sku" s JOIN "Product" p ON p."id" = s."productId" WHERE s."id" = ?',
          )
          .get(id) as {
          productId: number;
          name: string;
          price: number;
          productName: string;
          image: string;
        },
      ]),
    );
    const order = db.prepare(
      `INSERT INTO "Order" ("orderNo", "userId", "status", "itemsAmount", "freightAmount", "discountAmount", "totalAmount", "deliveryType", "addressId", "receiverName", "receiverPhone", "receiverAddress", "expiresAt", "createdAt", "updatedAt")
       VALUES (?, ?, 0, ?, 0, 0, ?, 'express', ?, '压测', '13800138000', '上海市 上海市 黄浦区 南京东路 1 号', ?, ?, ?)`,
    );
    const item = db.prepare(
      `INSERT INTO "OrderItem" ("orderId", "productId", "skuId", "name", "skuName", "image", "price", "quantity", "weight") VALUES (?, ?, ?, ?, ?, ?, ?, 1, 300)`,
    );
    const take = db.prepare(`UPDATE "Sku" SET "stock" = "stock" - 1 WHERE "id" = ? AND "stock" >= 1`);
    const payment = db.prepare(
      `INSERT INTO "Payment" ("orderId", "provider", "method", "outTradeNo", "amount", "status", "createdAt", "updatedAt") VALUES (?, 'sandbox', 'bank-h5', ?, ?, 'pending', ?, ?)`,
    );
    const expires = new Date(Date.now() + 3 * 3600_000).toISOString().replace("Z", "+00:00");
    return db.transaction(() =>
      Array.from({ length: count }, (_, k) => {
        const buyer = buyers[k % buyers.length];
        const skuId = skuIds[Math.floor(k / buyers.length) % skuIds.length];
        const sku = skus.get(skuId)!;
        const orderNo = benchOrderNo(k);
        const orderId = Number(
          order.run(orderNo, buyer.userId, sku.price, sku.price, buyer.addressId, expires, stamp(), stamp())
            .lastInsertRowid,
        );
        item.run(orderId, sku.productId, skuId, sku.productName, sku.name, sku.image, sku.price);
        if (take.run(skuId).changes !== 1) throw new Error(`bench SKU ${skuId} ran out of stock`);
        const outTradeNo = `${orderNo}${String(k % 10_000_000).padStart(7, "0")}`;
        payment.run(orderId, outTradeNo, sku.price, stamp(), stamp());
        return { outTradeNo, amount: sku.price };
      }),
    )();
  } finally {
    db.close();
  }
}

/** The sandbox's signed "paid" notification for each payment, as callback paths (lib/services/payment/providers/sandbox.ts). */
export function callbackPaths(payments: PendingPayment[], sandboxSecret: string): string[] {
  return payments.map((p, k) => {
    const params: Record<string, string> = {
      out_trade_no: p.outTradeNo,
      trade_no: `SBXBENCH${k}`,
      total_amount: String(p.amount),
      trade_status: "SUCCESS",
      timestamp: new Date().toISOString(),
      nonce: crypto.randomBytes(4).toString("hex"),
      sign_type: "HMAC-SHA256",
    };
    const canonical = Object.keys(params)
      .sort()
      .map((key) => `${key}=${params[key]}`)
      .join("&");
    const sign = crypto.createHmac("sha256", sandboxSecret).update(canonical, "utf8").digest("hex");
    return `/api/v1/mpay-callback-local?${new URLSearchParams({ ...params, sign })}`;
  });
}

// ---------- CPU time of the server processes ----------

const CLOCK_TICKS_PER_SECOND = 100;

/** utime + stime of one process in ms, and its parent, from /proc/<pid>/stat (null when gone). */
function procStat(pid: number): { cpuMs: number; ppid: number } | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name is in parentheses and may hold spaces: fields start after the last ')'.
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    const ppid = Number(fields[1]);
    const ticks = Number(fields[11]) + Number(fields[12]);
    return { cpuMs: (ticks * 1000) / CLOCK_TICKS_PER_SECOND, ppid };
  } catch {
    return null;
  }
}

/**
 * CPU milliseconds used so far by the processes `roots` and all their descendants (the app server and
 * any worker it spawned; PostgreSQL's postmaster and its backends). Linux only; 0 elsewhere.
 */
export function treeCpuMs(roots: number[]): number {
  if (!fs.existsSync("/proc/self/stat")) return 0;
  const stats = new Map<number, { cpuMs: number; ppid: number }>();
  for (const name of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const stat = procStat(Number(name));
    if (stat) stats.set(Number(name), stat);
  }
  const inTree = new Set(roots);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, { ppid }] of stats)
      if (!inTree.has(pid) && inTree.has(ppid)) {
        inTree.add(pid);
        grew = true;
      }
  }
  let total = 0;
  for (const pid of inTree) total += stats.get(pid)?.cpuMs ?? 0;
  return total;
}

/** The postmaster's pid of a cluster's data folder (first line of postmaster.pid), or null. */
export function postmasterPid(dataDir: string): number | null {
  for (const file of [path.join(dataDir, "postmaster.pid"), path.join(dataDir, "data", "postmaster.pid")]) {
    if (fs.existsSync(file)) return Number(fs.readFileSync(file, "utf8").split("\n")[0]) || null;
  }
  return null;
}
