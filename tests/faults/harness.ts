// The fault suite's tools (tests/faults): a production server (server.ts on the build the e2e suite
// made), a shop of test SKUs and shoppers put straight into its database, looping shoppers that browse,
// add to the cart and check out over HTTP with an Idempotency-Key per checkout, and the checks made
// afterwards on the database: every order the shoppers were told about exists, every order that exists
// was told about (after the shoppers resolved their unanswered checkouts by repeating them with the
// same key), and stock + units sold is what it was, per SKU.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { serverArgs } from "@/scripts/server-command.mjs";
import { keepAliveClient, type KeepAliveClient } from "@/tests/helpers/http-client";
import { shopperToken } from "@/tests/helpers/tokens";

export const root = path.resolve(import.meta.dirname, "../..");
export const DIST_DIR = process.env.FAULTS_DIST_DIR ?? process.env.NEXT_DIST_DIR ?? ".next";
const tsx = path.join(root, "node_modules", "tsx", "dist", "cli.mjs");

export const jwtSecret = crypto.randomBytes(32).toString("hex");
export const sandboxSecret = crypto.randomBytes(32).toString("hex");

export function assertBuild(): void {
  if (!fs.existsSync(path.join(root, DIST_DIR, "BUILD_ID")))
    throw new Error(`no production build in ${DIST_DIR}: run \`next build\` first (npm test makes one for e2e)`);
}

/** The environment of a production server of the suite on `databaseUrl`. */
export function serverEnv(databaseUrl: string, dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    MALL_DATA_DIR: dataDir,
    JWT_SECRET: jwtSecret,
    PAYMENT_SANDBOX_SECRET: sandboxSecret,
    MALL_SANDBOX: "1",
    MALL_TEST_MODE: "0",
    // Shoppers here order in a loop.
    MAX_UNPAID_ORDERS: "1000",
    MAX_UNPAID_UNITS: "100000",
    NEXT_DIST_DIR: DIST_DIR,
    NEXT_TELEMETRY_DISABLED: "1",
    ...extra,
  };
}

/** Migrates (and seeds) the database of `env` as `npm start` does. */
export function prepareDatabase(env: NodeJS.ProcessEnv): void {
  const r = spawnSync(process.execPath, [tsx, "scripts/prepare-db.ts"], { cwd: root, env, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`prepare-db failed:\n${r.stdout.slice(-2000)}\n${r.stderr.slice(-2000)}`);
}

export type Server = {
  port: number;
  base: string;
  child: ChildProcess;
  /** Everything the server printed so far. */
  log: () => string;
  kill: () => void;
};

/** The server (server.ts) in its own process group (so a SIGKILL takes it whole), once it answers /api/health/live. */
export async function startServer(
  port: number,
  env: NodeJS.ProcessEnv,
  wrap?: (argv: string[]) => [string, string[]],
): Promise<Server> {
  const argv = [process.execPath, ...serverArgs(["-p", String(port), "-H", "127.0.0.1"])];
  const [command, args] = wrap ? wrap(argv) : [argv[0], argv.slice(1)];
  const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  let output = "";
  child.stdout!.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (output += d.toString()));
  const base = `http://127.0.0.1:${port}`;
  const kill = () => {
    try {
      if (child.pid) process.kill(-child.pid, "SIGKILL");
    } catch {
      // already gone
    }
  };
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited ${child.exitCode}:\n${output.slice(-3000)}`);
    const live = await fetch(`${base}/api/health/live`).then(
      (r) => r.ok,
      () => false,
    );
    if (live) return { port, base, child, log: () => output, kill };
    await sleep(250);
  }
  kill();
  throw new Error(`server on ${port} did not start:\n${output.slice(-3000)}`);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const tokenFor = (userId: number) => shopperToken(jwtSecret, userId);

/** What the suite needs of a database: run SQL with positional parameters ($1 on PostgreSQL, ? on SQLite). */
export type Sql = {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** INSERT ... and the new row's id. */
  insert(sql: string, params: unknown[]): Promise<number>;
  close(): Promise<void>;
};

export type Shopper = { userId: number; addressId: number; token: string };
export type Shop = { productId: number; skus: number[]; stock: number; shoppers: Shopper[] };

/** Test SKUs with `stock` units each and `count` shoppers with an address, straight in the database. */
export async function createShop(sql: Sql, count: number, skuCount: number, stock: number, pg: boolean): Promise<Shop> {
  const p = (i: number) => (pg ? `$${i}` : "?");
  const now = pg ? "now()" : `'${new Date().toISOString()}'`;
  const [{ id: productId }] = await sql.query<{ id: number }>('SELECT "id" FROM "Product" ORDER BY "id" LIMIT 1');
  const skus: number[] = [];
  for (let i = 0; i < skuCount; i++)
    skus.push(
      await sql.insert(
        `INSERT INTO "Sku" ("productId", "name", "price", "stock", "weight", "updatedAt") VALUES (${p(1)}, ${p(2)}, 1000, ${p(3)}, 300, ${now})`,
        [productId, `fault-${i}`, stock],
      ),
    );
  const shoppers: Shopper[] = [];
  for (let i = 0; i < count; i++) {
    const userId = await sql.insert(
      `INSERT INTO "User" ("username", "nickname", "updatedAt") VALUES (${p(1)}, 'fault', ${now})`,
      [`fault_${crypto.randomBytes(5).toString("hex")}`],
    );
    const addressId = await sql.insert(
      `INSERT INTO "Address" ("userId", "name", "phone", "province", "city", "district", "detail", "isDefault", "updatedAt") VALUES (${p(1)}, '测试', '13800138000', '上海市', '上海市', '黄浦区', '南京东路 1 号', ${pg ? "true" : "1"}, ${now})`,
      [userId],
    );
    shoppers.push({ userId, addressId, token: await tokenFor(userId) });
  }
  return { productId, skus, stock, shoppers };
}

export type Outcome = { route: string; status: number; ms: number; at: number; code?: string; retryAfter?: string };

/** Every answer the shoppers got, and the checkouts: key -> order id once answered 200. */
export class Traffic {
  outcomes: Outcome[] = [];
  /** Checkouts by Idempotency-Key: the order id when answered, null while the outcome is unknown. */
  checkouts = new Map<string, { shopper: Shopper; body: object; orderId: number | null }>();
  running = false;

  /** `earlier`: the traffic of an earlier phase on the same shop, whose checkouts this one carries on. */
  constructor(
    readonly base: () => string[],
    readonly shop: Shop,
    earlier?: Traffic,
  ) {
    if (earlier) this.checkouts = earlier.checkouts;
  }

  /** One keep-alive client per server, as the shop's apps keep their connections. */
  private clients = new Map<string, KeepAliveClient>();

  private async call(
    base: string,
    route: string,
    shopper: Shopper | null,
    init: { method?: string; body?: string; headers?: Record<string, string> } = {},
  ) {
    const started = Date.now();
    const headers: Record<string, string> = { ...init.headers };
    if (shopper) headers.authorization = `Bearer ${shopper.token}`;
    if (init.body) headers["content-type"] = "application/json";
    let client = this.clients.get(base);
    if (!client) this.clients.set(base, (client = keepAliveClient(base, { maxSockets: 64 })));
    try {
      const res = await client.request(route, { method: init.method, headers, body: init.body });
      const body = res.json<{ code?: string; id?: number }>();
      const retryAfter = res.headers["retry-after"];
      const outcome: Outcome = {
        route: route.split("?")[0],
        status: res.status,
        ms: Date.now() - started,
        at: started,
        code: body.code,
        retryAfter: typeof retryAfter === "string" ? retryAfter : undefined,
      };
      this.outcomes.push(outcome);
      return { ...outcome, body, replayed: res.headers["idempotency-replayed"] === "true" };
    } catch {
      const outcome: Outcome = { route: route.split("?")[0], status: 0, ms: Date.now() - started, at: started };
      this.outcomes.push(outcome);
      return { ...outcome, body: {} as { code?: string; id?: number }, replayed: false };
    }
  }

  /** One checkout with its own key; unanswered (or 5xx) ones stay to be resolved. */
  async checkout(base: string, shopper: Shopper, skuId: number, quantity = 1) {
    const key = crypto.randomUUID();
    const body = { addressId: shopper.addressId, skuId, quantity };
    this.checkouts.set(key, { shopper, body, orderId: null });
    return this.send(base, key);
  }

  private async send(base: string, key: string) {
    const entry = this.checkouts.get(key)!;
    const res = await this.call(base, "/api/v1/create-order-now", entry.shopper, {
      method: "POST",
      body: JSON.stringify(entry.body),
      headers: { "idempotency-key": key },
    });
    if (res.status === 200 && typeof res.body.id === "number") entry.orderId = res.body.id;
    // A definite refusal (409 out of stock, 4xx): nothing was written, nothing to resolve.
    if (res.status >= 400 && res.status < 500) this.checkouts.delete(key);
    return res;
  }

  /** `count` shoppers looping over browse, cart, checkout until stop(). */
  start(count: number): void {
    this.running = true;
    this.loops = this.shop.shoppers.slice(0, count).map(async (shopper, i) => {
      for (let n = 0; this.running; n++) {
        const bases = this.base();
        const base = bases[(i + n) % bases.length];
        const skuId = this.shop.skus[(i + n) % this.shop.skus.length];
        await this.call(base, "/api/v1/banner", null);
        await this.call(base, `/api/v1/products-detail?id=${this.shop.productId}`, null);
        await this.call(base, "/api/v1/cart-add", shopper, {
          method: "POST",
          body: JSON.stringify({ skuId, quantity: 1 }),
        });
        const res = await this.checkout(base, shopper, skuId);
        // A shopper told to come back later does (Retry-After), like the app's fetcher.
        if (res.status === 503 || res.status === 0) await sleep(Math.min(2000, Number(res.retryAfter ?? 1) * 1000));
      }
    });
  }

  private loops: Promise<void>[] = [];

  /** Stops the loops and closes their kept-alive connections (a later call opens new ones). */
  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
    for (const client of this.clients.values()) client.close();
    this.clients.clear();
  }

  /** Repeats every checkout whose outcome the shopper does not know, with its key, until each is answered. */
  async resolve(base: string): Promise<{ repeated: number; replayed: number }> {
    let repeated = 0;
    let replayed = 0;
    for (let round = 0; round < 20; round++) {
      const open = [...this.checkouts.entries()].filter(([, c]) => c.orderId === null).map(([key]) => key);
      if (!open.length) break;
      for (const key of open) {
        const res = await this.send(base, key);
        repeated += 1;
        if (res.replayed) replayed += 1;
      }
      await sleep(500);
    }
    return { repeated, replayed };
  }

  /** Answers of `route` (all routes when omitted) in [from, to). */
  answers(route?: string, from = 0, to = Infinity): Outcome[] {
    return this.outcomes.filter((o) => (!route || o.route === route) && o.at >= from && o.at < to);
  }
}

/** Status counts, e.g. { "200": 40, "503": 12 }. */
export function tally(outcomes: { status: number }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const o of outcomes) counts[o.status] = (counts[o.status] ?? 0) + 1;
  return counts;
}

/**
 * The database against what the shoppers were told: no lost write (every answered order exists), no
 * phantom (every order of these shoppers was answered, once its checkout was resolved; no key made two
 * orders), stock + sold unchanged per SKU, never negative.
 */
export async function verifyShop(sql: Sql, shop: Shop, traffic: Traffic, pg: boolean) {
  const ids = shop.shoppers.map((s) => s.userId).join(",");
  const orders = await sql.query<{ id: number }>(`SELECT "id" FROM "Order" WHERE "userId" IN (${ids})`);
  const inDatabase = new Set(orders.map((o) => Number(o.id)));
  const answered = new Set(
    [...traffic.checkouts.values()].map((c) => c.orderId).filter((id): id is number => id !== null),
  );
  const unresolved = [...traffic.checkouts.values()].filter((c) => c.orderId === null).length;
  const lost = [...answered].filter((id) => !inDatabase.has(id));
  const phantom = [...inDatabase].filter((id) => !answered.has(id));
  const stock: { skuId: number; stock: number; sold: number }[] = [];
  for (const skuId of shop.skus) {
    const [{ stock: left }] = await sql.query<{ stock: number }>(`SELECT "stock" FROM "Sku" WHERE "id" = ${skuId}`);
    const [{ sold }] = await sql.query<{ sold: number }>(
      `SELECT COALESCE(SUM("quantity"), 0)${pg ? "::int" : ""} AS "sold" FROM "OrderItem" WHERE "skuId" = ${skuId}`,
    );
    stock.push({ skuId, stock: Number(left), sold: Number(sold) });
  }
  return { orders: inDatabase.size, answered: answered.size, unresolved, lost, phantom, stock };
}

/** Fills the filesystem of `dir` with a file until the disk is full; returns its path. */
export function fillDisk(dir: string): string {
  const file = path.join(dir, "filler.bin");
  const fd = fs.openSync(file, "w");
  const chunk = Buffer.alloc(256 * 1024);
  try {
    for (;;) fs.writeSync(fd, chunk);
  } catch {
    // ENOSPC / EFBIG: full.
  } finally {
    fs.closeSync(fd);
  }
  // The last few bytes too.
  try {
    for (;;) fs.appendFileSync(file, Buffer.alloc(512));
  } catch {
    // full
  }
  return file;
}
