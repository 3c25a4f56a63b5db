// Shop data for the cart, order and payment specs, written straight into the e2e server's database
// (the same way e2e/fixtures.ts creates shoppers), so each spec owns its stock figures.
import crypto from "node:crypto";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { e2eDatabase } from "./fixtures";
// The pure signing helpers only: the payment entry would load the database client into the test runner.
// eslint-disable-next-line no-restricted-imports
import { canonicalString, hmacSha256Hex } from "../lib/services/payment/providers/signing";

const stamp = () => new Date().toISOString().replace("Z", "+00:00");

/** A product with one SKU (so the goods screen preselects it). */
export function createE2eSku(options: { price?: number; stock?: number; weight?: number } = {}): {
  productId: number;
  skuId: number;
  name: string;
} {
  const db = e2eDatabase();
  try {
    const { categoryId, image } = db.prepare("SELECT categoryId, image FROM Product ORDER BY id LIMIT 1").get() as {
      categoryId: number;
      image: string;
    };
    const name = `E2E 商品 ${crypto.randomBytes(3).toString("hex")}`;
    const price = options.price ?? 2590;
    const now = stamp();
    const product = db
      .prepare("INSERT INTO Product (name, image, price, categoryId, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?)")
      .run(name, image, price, categoryId, now, now);
    const productId = Number(product.lastInsertRowid);
    const sku = db
      .prepare(
        "INSERT INTO Sku (productId, name, price, stock, weight, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?)",
      )
      .run(productId, "标准款", price, options.stock ?? 5, options.weight ?? 500, now, now);
    return { productId, skuId: Number(sku.lastInsertRowid), name };
  } finally {
    db.close();
  }
}

/** Another SKU of a product made by createE2eSku (so the goods screen preselects none). */
export function addE2eSku(productId: number, name: string, options: { price?: number; stock?: number } = {}): number {
  const db = e2eDatabase();
  try {
    const now = stamp();
    return Number(
      db
        .prepare(
          "INSERT INTO Sku (productId, name, price, stock, weight, createdAt, updatedAt) VALUES (?, ?, ?, ?, 500, ?, ?)",
        )
        .run(productId, name, options.price ?? 2590, options.stock ?? 5, now, now).lastInsertRowid,
    );
  } finally {
    db.close();
  }
}

/** A flash sale of `units` of the SKU at ¥19.99 starting at `startsAt`, straight in the database (as saving it in the console does). */
export function flashSale(sku: { productId: number; skuId: number }, startsAt: number, units: number): number {
  const at = (ms: number) => new Date(ms).toISOString().replace("Z", "+00:00");
  const db = e2eDatabase();
  try {
    return db.transaction(() => {
      const endsAt = startsAt + 3600_000;
      const id = Number(
        db
          .prepare(
            'INSERT INTO "Discount" ("productId", "title", "ratePercent", "startsAt", "endsAt", "quantityLimit", "perUserLimit", "flash", "paymentWindowMinutes") VALUES (?, ?, 100, ?, ?, ?, 1, 1, 5)',
          )
          .run(sku.productId, "整点秒杀", at(startsAt), at(endsAt), units).lastInsertRowid,
      );
      db.prepare('INSERT INTO "DiscountSku" ("discountId", "skuId", "price") VALUES (?, ?, 1999)').run(id, sku.skuId);
      db.prepare(
        'INSERT INTO "FlashStock" ("discountId", "skuId", "held", "startsAt", "endsAt") VALUES (?, ?, ?, ?, ?)',
      ).run(id, sku.skuId, units, at(startsAt), at(endsAt));
      db.prepare('UPDATE "Sku" SET "stock" = "stock" - ? WHERE "id" = ?').run(units, sku.skuId);
      return id;
    })();
  } finally {
    db.close();
  }
}

export function stockOf(skuId: number): number {
  const db = e2eDatabase();
  try {
    return (db.prepare("SELECT stock FROM Sku WHERE id = ?").get(skuId) as { stock: number }).stock;
  } finally {
    db.close();
  }
}

export function setStock(skuId: number, stock: number): void {
  const db = e2eDatabase();
  try {
    db.prepare("UPDATE Sku SET stock = ? WHERE id = ?").run(stock, skuId);
  } finally {
    db.close();
  }
}

export function orderRow(id: number): { status: number; closeReason: string | null } {
  const db = e2eDatabase();
  try {
    return db.prepare('SELECT status, closeReason FROM "Order" WHERE id = ?').get(id) as {
      status: number;
      closeReason: string | null;
    };
  } finally {
    db.close();
  }
}

export const addressBody = {
  name: "王小明",
  phone: "13912345678",
  province: "上海市",
  city: "上海市",
  district: "黄浦区",
  detail: "南京东路 100 号",
};

/** JSON API calls as a shopper, over HTTP against the e2e server. */
export function api(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}`, "x-locale": "zh-Hans" };
  return {
    get: (url: string) => request.get(url, { headers }),
    post: (url: string, data: unknown) => request.post(url, { headers, data }),
  };
}

/** The operator CLI (scripts/ship-order.ts) against the e2e database. */
export function operator(...args: string[]): string {
  const dir = process.env.E2E_DATA_DIR as string;
  const r = spawnSync(
    process.execPath,
    [path.join("node_modules", "tsx", "dist", "cli.mjs"), "scripts/ship-order.ts", ...args],
    {
      env: { ...process.env, MALL_DATA_DIR: dir, DATABASE_URL: `file:${path.join(dir, "e2e.db")}` },
      encoding: "utf8",
    },
  );
  if (r.status !== 0) throw new Error(`ship-order ${args.join(" ")} failed:\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

/** A signed notification of the offline sandbox for a payment (what its cashier sends when a shopper pays). */
export function sandboxNotification(
  outTradeNo: string,
  amount: number,
  tradeNo = `SBX${Date.now()}`,
): Record<string, string> {
  const secret = fs
    .readFileSync(path.join(process.env.E2E_DATA_DIR as string, "payment-sandbox-secret"), "utf8")
    .trim();
  const params = {
    out_trade_no: outTradeNo,
    trade_no: tradeNo,
    total_amount: String(amount),
    trade_status: "SUCCESS",
    timestamp: new Date().toISOString(),
    nonce: crypto.randomBytes(4).toString("hex"),
    sign_type: "HMAC-SHA256",
  };
  return { ...params, sign: hmacSha256Hex(secret, canonicalString(params)) };
}

/** A paid order (500) of the shopper with one unit of the SKU, over HTTP: placed, paid in the sandbox. */
export async function paidOrderOf(request: APIRequestContext, token: string, skuId: number) {
  const me = api(request, token);
  const address = await (await me.post("/api/v1/create-addresses", addressBody)).json();
  const order = (await (
    await me.post("/api/v1/create-order-now", { addressId: address.id, skuId, quantity: 1 })
  ).json()) as {
    id: number;
    orderNo: string;
  };
  const payment = await (await me.post("/api/v1/mpay-h5", { orderId: order.id })).json();
  const notified = await request.get(
    `/api/v1/mpay-callback-local?${new URLSearchParams(sandboxNotification(payment.outTradeNo, payment.amount))}`,
  );
  if (notified.status() !== 200) throw new Error(`sandbox notification ${notified.status()}`);
  return order;
}

/** The back-office CLI (scripts/operator.ts) against the e2e database; `stdin` is the password line. */
export function operatorCli(args: string[], stdin = ""): string {
  const dir = process.env.E2E_DATA_DIR as string;
  const r = spawnSync(
    process.execPath,
    [path.join("node_modules", "tsx", "dist", "cli.mjs"), "scripts/operator.ts", ...args],
    {
      env: { ...process.env, MALL_DATA_DIR: dir, DATABASE_URL: `file:${path.join(dir, "e2e.db")}` },
      input: stdin,
      encoding: "utf8",
    },
  );
  if (r.status !== 0) throw new Error(`operator ${args.join(" ")} failed:\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}
