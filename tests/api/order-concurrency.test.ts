// Checkouts racing for the last units, in one process on one SQLite file, through the real route
// handlers: nobody oversells, every loser gets a clean 409, no order or acknowledged write is lost.
import { spawn } from "node:child_process";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as cartAdd } from "@/app/api/v1/cart-add/route";
import { POST as cartEdit } from "@/app/api/v1/cart-edit/route";
import { GET as cartIndex } from "@/app/api/v1/cart-index/route";
import { POST as createOrder } from "@/app/api/v1/create-order/route";
import { POST as createOrderNow } from "@/app/api/v1/create-order-now/route";
import { POST as cancelOrder } from "@/app/api/v1/cancel-order/route";
import pg from "pg";
import { db, dialect } from "@/lib/db";
import { call } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/users";
import { createAddressFor, createSku, stockOf, useTestFreightRule } from "@/tests/helpers/orders-fixtures";

beforeAll(useTestFreightRule);

async function buyers(n: number) {
  return Promise.all(
    Array.from({ length: n }, async () => {
      const { user, token } = await createUser();
      const address = await createAddressFor(user.id, { isDefault: true });
      return { user, token, address };
    }),
  );
}

/** Spreads a request over the first ~40 ms, so it lands inside other requests' transactions. */
const later = (i: number) => new Promise((resolve) => setTimeout(resolve, (i * 7) % 40));

function tally(statuses: { status: number; body: unknown }[]) {
  const counts: Record<number, number> = {};
  for (const r of statuses) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return counts;
}

async function race(stock: number, buyerCount: number) {
  const sku = await createSku({ stock });
  const people = await buyers(buyerCount);
  const started = Date.now();
  const results = await Promise.all(
    people.map((p) =>
      call<{ code?: string; id?: number }>(createOrderNow, "/api/v1/create-order-now", {
        token: p.token,
        body: { addressId: p.address.id, skuId: sku.skuId, quantity: 1 },
      }),
    ),
  );
  const ms = Date.now() - started;
  console.log(
    `[concurrency] stock ${stock}, ${buyerCount} concurrent buyers: ${JSON.stringify(tally(results))} in ${ms} ms`,
  );
  return { sku, results };
}

describe("concurrent checkouts", () => {
  it("50 buyers, stock 1: exactly one order, 49 clean 409s, stock 0", async () => {
    const { sku, results } = await race(1, 50);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const losers = results.filter((r) => r.status !== 200);
    expect(losers).toHaveLength(49);
    expect(losers.every((r) => r.status === 409 && r.body.code === "OUT_OF_STOCK")).toBe(true);
    expect(await stockOf(sku.skuId)).toBe(0);
    expect(await db.orderItem.count({ where: { skuId: sku.skuId } })).toBe(1);
  });

  it("stock N, 5N buyers: exactly N orders, stock 0", async () => {
    const N = 8;
    const { sku, results } = await race(N, 5 * N);
    const won = results.filter((r) => r.status === 200);
    expect(won).toHaveLength(N);
    expect(results.filter((r) => r.status === 409)).toHaveLength(4 * N);
    expect(await stockOf(sku.skuId)).toBe(0);
    // Every acknowledged order exists, with its item.
    const ids = won.map((r) => r.body.id as number);
    expect(await db.order.count({ where: { id: { in: ids } } })).toBe(N);
    expect(await db.orderItem.count({ where: { skuId: sku.skuId } })).toBe(N);
  });

  it("30 cart checkouts of 2 units and buy-nows of 1 for the last 5 units never oversell", async () => {
    const sku = await createSku({ stock: 5 });
    const people = await buyers(30);
    const carts = await Promise.all(
      people.slice(0, 15).map(
        async (p) =>
          (
            await call<{ id: number }>(cartAdd, "/api/v1/cart-add", {
              token: p.token,
              body: { skuId: sku.skuId, quantity: 2 },
            })
          ).body.id,
      ),
    );
    const results = await Promise.all(
      people.map((p, i) =>
        i < 15
          ? call<{ id?: number }>(createOrder, "/api/v1/create-order", {
              token: p.token,
              body: { addressId: p.address.id, cartIds: [carts[i]] },
            })
          : call<{ id?: number }>(createOrderNow, "/api/v1/create-order-now", {
              token: p.token,
              body: { addressId: p.address.id, skuId: sku.skuId, quantity: 1 },
            }),
      ),
    );
    console.log(`[concurrency] 30 mixed checkouts for 5 units: ${JSON.stringify(tally(results))}`);
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const sold = await db.orderItem.aggregate({ where: { skuId: sku.skuId }, _sum: { quantity: true } });
    const stock = await stockOf(sku.skuId);
    expect(stock).toBeGreaterThanOrEqual(0);
    expect((sold._sum.quantity ?? 0) + stock).toBe(5);
    // With units of 1 still competing, the last unit always finds a buyer.
    expect(stock).toBe(0);
  });

  it("many concurrent writes of all kinds: no 5xx and no acknowledged write missing", async () => {
    const sku = await createSku({ stock: 1000 });
    const scarce = await createSku({ stock: 3 });
    const people = await buyers(20);
    const lines = await Promise.all(
      people.map(
        async (p) =>
          (
            await call<{ id: number }>(cartAdd, "/api/v1/cart-add", {
              token: p.token,
              body: { skuId: sku.skuId, quantity: 1 },
            })
          ).body.id,
      ),
    );
    const expectedQuantity = new Map<number, number>();
    const ops = people.flatMap((p, i) => [
      // Buy-nows that mostly fail (rolled back) interleaved with cart edits that must survive.
      call(createOrderNow, "/api/v1/create-order-now", {
        token: p.token,
        body: { addressId: p.address.id, skuId: scarce.skuId, quantity: 1 },
      }),
      later(i)
        .then(() =>
          call(cartEdit, "/api/v1/cart-edit", { token: p.token, body: { id: lines[i], quantity: 2 + (i % 5) } }),
        )
        .then((r) => {
          if (r.status === 200) expectedQuantity.set(lines[i], 2 + (i % 5));
          return r;
        }),
      call(cartAdd, "/api/v1/cart-add", { token: p.token, body: { skuId: scarce.skuId, quantity: 1 } }),
      call(createOrderNow, "/api/v1/create-order-now", {
        token: p.token,
        body: { addressId: p.address.id, skuId: sku.skuId, quantity: 1 },
      }).then(async (r) => {
        const id = (r.body as { id?: number }).id;
        return r.status === 200 && id && i % 2 === 0
          ? call(cancelOrder, "/api/v1/cancel-order", { token: p.token, body: { id } })
          : r;
      }),
    ]);
    const results = await Promise.all(ops);
    console.log(`[concurrency] ${results.length} mixed writes: ${JSON.stringify(tally(results))}`);
    expect(results.filter((r) => r.status >= 500)).toHaveLength(0);
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(expectedQuantity.size).toBe(20);
    for (const [i, p] of people.entries()) {
      const rows = (
        await call<{ rows: { id: number; quantity: number }[] }>(cartIndex, "/api/v1/cart-index", { token: p.token })
      ).body.rows;
      expect(rows.find((r) => r.id === lines[i])?.quantity).toBe(expectedQuantity.get(lines[i]));
    }
    const paidOrOpen = await db.orderItem.aggregate({
      where: { skuId: sku.skuId, order: { status: 0 } },
      _sum: { quantity: true },
    });
    expect((await stockOf(sku.skuId)) + (paidOrOpen._sum.quantity ?? 0)).toBe(1000);
    const scarceSold = await db.orderItem.count({ where: { skuId: scarce.skuId } });
    expect(scarceSold + (await stockOf(scarce.skuId))).toBe(3);
  });
});

describe("the write lock", () => {
  it("keeps a cart edit out of another request's transaction that then rolls back", async () => {
    const { writeTransaction } = await import("@/lib/db");
    const sku = await createSku({ stock: 10 });
    const [p] = await buyers(1);
    const line = (
      await call<{ id: number }>(cartAdd, "/api/v1/cart-add", {
        token: p.token,
        body: { skuId: sku.skuId, quantity: 1 },
      })
    ).body.id;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const failing = writeTransaction(async (tx) => {
      await tx.sku.update({ where: { id: sku.skuId }, data: { stock: 0 } });
      await held;
      throw new Error("rolled back on purpose");
    }).catch((e: Error) => e.message);
    const edit = call(cartEdit, "/api/v1/cart-edit", { token: p.token, body: { id: line, quantity: 5 } });
    // Give the edit every chance to run while the other transaction is open.
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    expect(await failing).toBe("rolled back on purpose");
    const res = await edit;
    expect(res.status).toBe(200);
    expect(await stockOf(sku.skuId)).toBe(10);
    const rows = (
      await call<{ rows: { id: number; quantity: number }[] }>(cartIndex, "/api/v1/cart-index", { token: p.token })
    ).body.rows;
    expect(rows.find((r) => r.id === line)?.quantity).toBe(5);
  });

  it("waits for another process's write lock without failing and without freezing the event loop", async () => {
    const sku = await createSku({ stock: 10 });
    const [p] = await buyers(1);
    const line = (
      await call<{ id: number }>(cartAdd, "/api/v1/cart-add", {
        token: p.token,
        body: { skuId: sku.skuId, quantity: 1 },
      })
    ).body.id;
    // Another process (think: the operator CLI) holds the lock for 1.2 s and changes the stock.
    const HOLD_MS = 1200;
    const other = await holdLockElsewhere(sku.skuId, 7, HOLD_MS);
    // The event loop must keep turning while we wait (SQLite's own busy handler would block it).
    let lag = 0;
    let last = Date.now();
    const ticker = setInterval(() => {
      lag = Math.max(lag, Date.now() - last - 10);
      last = Date.now();
    }, 10);
    // Our edit reads the line and its stock, then writes: it must wait, not fail.
    const started = Date.now();
    const res = await call(cartEdit, "/api/v1/cart-edit", { token: p.token, body: { id: line, quantity: 3 } });
    const waited = Date.now() - started;
    clearInterval(ticker);
    await other.released;
    expect(res.status).toBe(200);
    // SQLite locks the whole file: the edit had to wait. PostgreSQL locks rows: it did not need to.
    if (dialect.name === "sqlite") expect(waited).toBeGreaterThan(HOLD_MS / 2);
    // A loop frozen by the wait would stand still for the whole of it (over HOLD_MS / 2 on SQLite); a
    // loop that turns shows only the gaps a loaded machine makes, which reached 200 ms in CI.
    expect(lag).toBeLessThan(HOLD_MS / 2);
    expect(await stockOf(sku.skuId)).toBe(7);
  });
});

/**
 * Another connection (SQLite: another process) takes the write lock, sets the stock, holds it `ms`,
 * commits. Resolves once the lock is held; `released` once it is given up (wrapped: an async function
 * returning a promise would only resolve with it).
 */
async function holdLockElsewhere(skuId: number, stock: number, ms: number): Promise<{ released: Promise<unknown> }> {
  const url = process.env.DATABASE_URL as string;
  if (dialect.name === "sqlite") {
    const script = `const D=require("better-sqlite3");const d=new D(${JSON.stringify(url.slice("file:".length))});d.pragma("busy_timeout = 5000");d.exec("BEGIN IMMEDIATE");d.prepare("UPDATE Sku SET stock = ${stock} WHERE id = ?").run(${skuId});console.log("locked");Atomics.wait(new Int32Array(new SharedArrayBuffer(4)),0,0,${ms});d.exec("COMMIT");`;
    const child = spawn(process.execPath, ["-e", script], { cwd: process.cwd() });
    const exited = new Promise((resolve) => child.on("exit", resolve));
    await new Promise<void>((resolve) =>
      child.stdout.on("data", (d: Buffer) => d.toString().includes("locked") && resolve()),
    );
    return { released: exited };
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("BEGIN");
  await client.query('UPDATE "Sku" SET "stock" = $1 WHERE "id" = $2', [stock, skuId]);
  const released = new Promise((resolve) => setTimeout(resolve, ms)).then(async () => {
    await client.query("COMMIT");
    await client.end();
  });
  return { released };
}
