// Shared by the benchmarks (bench/run.ts, bench/checkout.ts): logged-in shoppers created straight in
// the bench database, with tokens signed by the server's secret, and SKUs with stock to spare.
import crypto from "node:crypto";
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
      "INSERT INTO Address (userId, name, phone, province, city, district, detail, isDefault, createdAt, updatedAt) VALUES (?, '压测', '13800138000', '上海市', '上海市', '黄浦区', '南京东路 1 号', 1, ?, ?)",
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
