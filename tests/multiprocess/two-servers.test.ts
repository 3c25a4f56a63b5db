// Two app processes (server.ts) on one PostgreSQL database behave as one shop: 50 buyers for the
// last 10 units, split across both, get exactly 10 orders; 20 duplicate signed payment callbacks for
// one order, split across both, move it once; an operator's flash sale and banner saved through one
// process are what shoppers get from the other at once (the catalogue version); 300 shoppers race for
// the last seats of 30 groups (拼团) and exactly 30 get one. Needs a production build and PostgreSQL, so it runs only
// with MULTI_PROCESS=1: `npm test` runs it on the build the e2e suite just made (`npm run
// test:multiprocess`); MULTI_PROCESS_DIST_DIR names another build.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { SignJWT } from "jose";
import { afterAll, describe, expect, it } from "vitest";
import { startCluster, type Cluster } from "@/scripts/pg-cluster.mjs";
import { serverArgs } from "@/scripts/server-command.mjs";
import { keepAliveClient, type KeepAliveClient } from "@/tests/helpers/http-client";
import { parsePrometheus } from "@/tests/helpers/prometheus";

const enabled = process.env.MULTI_PROCESS === "1";
const root = path.resolve(import.meta.dirname, "../..");
const DIST_DIR = process.env.MULTI_PROCESS_DIST_DIR ?? process.env.NEXT_DIST_DIR ?? ".next";
const PORTS = [3291, 3292];
// Each process's Prometheus metrics (METRICS_PORT), scraped at the end.
const METRICS_PORTS = [3293, 3294];
const BUYERS = 50;
const UNITS = 10;
const CALLBACKS = 20;
const jwtSecret = crypto.randomBytes(32).toString("hex");
const sandboxSecret = crypto.randomBytes(32).toString("hex");
const servers: ChildProcess[] = [];
let cluster: Cluster | undefined;

afterAll(() => {
  for (const server of servers) if (server.pid) process.kill(-server.pid, "SIGKILL");
  cluster?.stop();
});

async function startServer(port: number, env: NodeJS.ProcessEnv) {
  const server = spawn(process.execPath, serverArgs(["-p", String(port)]), {
    cwd: root,
    env,
    stdio: "ignore",
    detached: true,
  });
  servers.push(server);
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/api/v1/banner`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server on ${port} did not start`);
}

const token = (userId: number) =>
  new SignJWT({ ver: 0 })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(userId))
    .setIssuer("the-mall")
    .setIssuedAt()
    .setExpirationTime("1h")
    .sign(new TextEncoder().encode(jwtSecret));

// One keep-alive client per server, as the shop's apps and a load balancer keep their connections.
const clients = new Map<number, KeepAliveClient>();
const client = (port: number) => {
  let found = clients.get(port);
  if (!found) clients.set(port, (found = keepAliveClient(`http://127.0.0.1:${port}`, { maxSockets: 32 })));
  return found;
};
afterAll(() => clients.forEach((c) => c.close()));

async function post<T>(port: number, route: string, auth: string, body: unknown): Promise<{ status: number; body: T }> {
  const res = await client(port).request(`/api/v1/${route}`, { headers: { authorization: `Bearer ${auth}` }, body });
  return { status: res.status, body: res.json<T>() };
}

/**
 * The two processes seen from outside (lib/metrics.ts): exactly one holds the sweep's lease, and their
 * counts of the 50 checkouts add up to what the buyers were told (10 orders, 40 refusals).
 */
async function bothProcessesCounted() {
  const scrape = async (port: number) => {
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    return parsePrometheus(await res.text());
  };
  let scrapes = await Promise.all(METRICS_PORTS.map(scrape));
  // The lease is taken within seconds of the start (lib/db/leadership.ts).
  for (let i = 0; i < 40 && scrapes.reduce((n, s) => n + s.value("mall_sweep_leader", {}), 0) !== 1; i++) {
    await new Promise((r) => setTimeout(r, 250));
    scrapes = await Promise.all(METRICS_PORTS.map(scrape));
  }
  expect(scrapes.map((s) => s.value("mall_sweep_leader", {})).sort()).toEqual([0, 1]);
  const checkouts = (status: string) =>
    scrapes.reduce(
      (n, s) => n + s.value("mall_http_requests_total", { route: "/api/v1/create-order-now", method: "POST", status }),
      0,
    );
  expect(checkouts("200")).toBe(UNITS);
  expect(checkouts("409")).toBe(BUYERS - UNITS);
  for (const s of scrapes) {
    expect(
      s.value("mall_http_request_duration_seconds_count", { route: "/api/v1/create-order-now", method: "POST" }),
    ).toBe(BUYERS / 2);
    expect(s.value("process_resident_memory_bytes", {})).toBeGreaterThan(0);
  }
  // Every write transaction waited for a PostgreSQL write slot, however briefly.
  expect(
    scrapes.reduce((n, s) => n + s.value("mall_db_wait_seconds_count", { gate: "postgres_write_slot" }), 0),
  ).toBeGreaterThan(0);
  console.log(
    `[two-servers] metrics: sweep leader ${scrapes.map((s) => s.value("mall_sweep_leader", {})).join("/")}, checkouts 200 ${checkouts("200")} + 409 ${checkouts("409")}`,
  );
}

type Detail = { discount: { id: number } | null; skus: { id: number; price: number }[] };

/**
 * The back office on one process, shoppers on the other: each reads the catalogue once (its cache
 * filled), an operator saves a flash sale and a banner through the first, and the second answers the
 * new price and banner on the very next request.
 */
async function operatorChangesReachTheOtherProcess(db: pg.Client, product: number, dataDir: string) {
  const [adminPort, shopPort] = PORTS;
  const origin = `http://127.0.0.1:${adminPort}`;
  const password = fs.readFileSync(path.join(dataDir, "admin-password"), "utf8").trim();
  const login = await client(adminPort).request("/api/admin/v1/sessions", {
    headers: { origin },
    body: { username: "demo_admin", password },
  });
  expect(login.status).toBe(200);
  const cookie = String(login.headers["set-cookie"]?.[0] ?? "").split(";")[0];
  const admin = (route: string, body: unknown) =>
    client(adminPort).request(`/api/admin/v1/${route}`, { headers: { origin, cookie, "x-locale": "en" }, body });
  const shop = async <T>(route: string) =>
    (await client(shopPort).request(`/api/v1/${route}`, { headers: { "x-locale": "en" } })).json<T>();

  const sku = (
    await db.query<{ id: number; price: number }>(
      `INSERT INTO "Sku" ("productId", "name", "price", "stock", "weight", "updatedAt") VALUES ($1, 'flash', 5000, 20, 300, now()) RETURNING "id", "price"`,
      [product],
    )
  ).rows[0];
  const before = await shop<Detail>(`products-detail?id=${product}`);
  expect(before.skus.find((s) => s.id === sku.id)?.price).toBe(5000);
  const banners = await shop<{ id: number }[]>("banner");
  const hour = 3600_000;
  const sale = await admin("sales", {
    productId: product,
    title: { "zh-Hans": "两进程秒杀", en: "Two-process flash sale" },
    ratePercent: 100,
    startsAt: new Date(Date.now() - hour).toISOString(),
    endsAt: new Date(Date.now() + hour).toISOString(),
    quantityLimit: 5,
    skus: [{ skuId: sku.id, price: 3999 }],
  });
  expect(sale.status).toBe(200);
  const after = await shop<Detail>(`products-detail?id=${product}`);
  expect(after.skus.find((s) => s.id === sku.id)?.price).toBe(3999);
  expect(after.discount?.id).toBe(sale.json<{ id: number }>().id);
  const banner = await admin("content/banners", {
    position: "home",
    title: { "zh-Hans": "两进程", en: "Two processes" },
    image: { "zh-Hans": "/media/banner/1.svg" },
    link: "/discount",
  });
  expect(banner.status).toBe(200);
  const { id } = banner.json<{ id: number }>();
  const shown = await shop<{ id: number; title: string }[]>("banner");
  expect(shown).toHaveLength(banners.length + 1);
  expect(shown.find((b) => b.id === id)?.title).toBe("Two processes");
}

/** A shopper with a default address, straight in the database, and a token for the API. */
async function shopperIn(db: pg.Client, tag: string) {
  const userId = (
    await db.query<{ id: number }>(
      `INSERT INTO "User" ("username", "nickname", "updatedAt") VALUES ($1, $2, now()) RETURNING "id"`,
      [`mp_${crypto.randomBytes(5).toString("hex")}`, tag],
    )
  ).rows[0].id;
  const addressId = (
    await db.query<{ id: number }>(
      `INSERT INTO "Address" ("userId", "name", "phone", "province", "city", "district", "detail", "isDefault", "updatedAt") VALUES ($1, '测试', '13800138000', '上海市', '上海市', '黄浦区', '南京东路 1 号', true, now()) RETURNING "id"`,
      [userId],
    )
  ).rows[0].id;
  return { userId, addressId, token: await token(userId) };
}

const GROUPS = 30;
const JOINERS = 300;

/**
 * Group buying (拼团, docs/decisions/040-group-buying.md) under a crowd on both processes: 30 groups of
 * two, each with its leader's seat, and 300 shoppers — ten per group, alternately on either process —
 * racing for the 30 last seats. No group goes over its size, exactly 30 win, every loser is refused
 * (409) without an order, and each group's counters equal its seat rows.
 */
async function groupRaceOnTwoProcesses(db: pg.Client, product: number) {
  const sku = (
    await db.query<{ id: number }>(
      `INSERT INTO "Sku" ("productId", "name", "price", "stock", "weight", "updatedAt") VALUES ($1, 'group race', 1000, 1000, 300, now()) RETURNING "id"`,
      [product],
    )
  ).rows[0].id;
  const rule = (
    await db.query<{ id: number }>(
      `INSERT INTO "GroupRule" ("productId", "price", "size", "hoursToFill", "perUserLimit", "startsAt", "endsAt", "active", "updatedAt")
       VALUES ($1, 600, 2, 24, 1, now() - interval '1 hour', now() + interval '1 day', true, now()) RETURNING "id"`,
      [product],
    )
  ).rows[0].id;
  await db.query(`INSERT INTO "GroupRuleSku" ("ruleId", "skuId") VALUES ($1, $2)`, [rule, sku]);
  const groups: number[] = [];
  for (let g = 0; g < GROUPS; g++) {
    const leader = await shopperIn(db, "leader");
    const opened = await post<{ groupId: number }>(PORTS[g % 2], "group-open", leader.token, {
      ruleId: rule,
      skuId: sku,
      addressId: leader.addressId,
    });
    expect(opened.status).toBe(200);
    groups.push(opened.body.groupId);
  }
  const joiners = [];
  for (let i = 0; i < JOINERS; i++) joiners.push(await shopperIn(db, "joiner"));
  const results = await Promise.all(
    joiners.map((j, i) =>
      post<{ id?: number; code?: string }>(PORTS[i % 2], "group-join", j.token, {
        groupId: groups[i % GROUPS],
        skuId: sku,
        addressId: j.addressId,
      }),
    ),
  );
  const statuses = results.map((r) => r.status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(GROUPS);
  expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
  const rows = (
    await db.query<{ id: number; size: number; taken: number; seats: string }>(
      `SELECT g."id", g."size", g."taken", (SELECT count(*) FROM "GroupSeat" s WHERE s."groupId" = g."id") AS "seats"
       FROM "GroupBuy" g WHERE g."ruleId" = $1`,
      [rule],
    )
  ).rows;
  expect(rows).toHaveLength(GROUPS);
  for (const row of rows) {
    expect(row.taken).toBe(row.size);
    expect(Number(row.seats)).toBe(row.taken);
  }
  // Losers have no order: orders of the rule's SKU are the leaders' and the winners' only.
  const orders = await db.query(`SELECT count(*) AS n FROM "OrderItem" WHERE "skuId" = $1`, [sku]);
  expect(Number(orders.rows[0].n)).toBe(GROUPS * 2);
  const stock = await db.query(`SELECT "stock" FROM "Sku" WHERE "id" = $1`, [sku]);
  expect(stock.rows[0].stock).toBe(1000 - GROUPS * 2);
  console.log(
    `[two-servers] group race: ${JOINERS} shoppers for ${GROUPS} last seats -> ${statuses.filter((s) => s === 200).length} seats, ${statuses.filter((s) => s === 409).length} refused`,
  );
}

describe.skipIf(!enabled)("two app processes on one PostgreSQL database", () => {
  it("sell exactly the stock there is and apply a payment once", { timeout: 600_000 }, async () => {
    if (!fs.existsSync(path.join(root, DIST_DIR, "BUILD_ID")))
      throw new Error(`no production build in ${DIST_DIR}: run \`next build\` first`);
    cluster = await startCluster();
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query("CREATE DATABASE shop");
    await admin.end();
    const url = cluster.url.replace(/\/postgres$/, "/shop");
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: url,
      MALL_DATA_DIR: cluster.dir,
      JWT_SECRET: jwtSecret,
      PAYMENT_SANDBOX_SECRET: sandboxSecret,
      MALL_SANDBOX: "1",
      NEXT_DIST_DIR: DIST_DIR,
      NEXT_TELEMETRY_DISABLED: "1",
    };
    const prepared = spawnSync(
      process.execPath,
      [path.join(root, "node_modules", "tsx", "dist", "cli.mjs"), "scripts/prepare-db.ts"],
      { cwd: root, env, encoding: "utf8" },
    );
    expect(prepared.status, prepared.stderr).toBe(0);

    // The shop: one SKU with the last 10 units, 50 buyers with an address each.
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      const product = (await db.query<{ id: number }>('SELECT "id" FROM "Product" ORDER BY "id" LIMIT 1')).rows[0].id;
      const sku = (
        await db.query<{ id: number }>(
          `INSERT INTO "Sku" ("productId", "name", "price", "stock", "weight", "updatedAt") VALUES ($1, 'two-servers', 1000, $2, 300, now()) RETURNING "id"`,
          [product, UNITS],
        )
      ).rows[0].id;
      const buyers: { userId: number; addressId: number; token: string }[] = [];
      for (let i = 0; i < BUYERS; i++) {
        const userId = (
          await db.query<{ id: number }>(
            `INSERT INTO "User" ("username", "nickname", "updatedAt") VALUES ($1, 'two-servers', now()) RETURNING "id"`,
            [`mp_${crypto.randomBytes(5).toString("hex")}`],
          )
        ).rows[0].id;
        const addressId = (
          await db.query<{ id: number }>(
            `INSERT INTO "Address" ("userId", "name", "phone", "province", "city", "district", "detail", "isDefault", "updatedAt") VALUES ($1, '测试', '13800138000', '上海市', '上海市', '黄浦区', '南京东路 1 号', true, now()) RETURNING "id"`,
            [userId],
          )
        ).rows[0].id;
        buyers.push({ userId, addressId, token: await token(userId) });
      }

      await Promise.all(PORTS.map((port, i) => startServer(port, { ...env, METRICS_PORT: String(METRICS_PORTS[i]) })));

      // 50 buyers at once, alternately on either process, for 10 units.
      const results = await Promise.all(
        buyers.map((b, i) =>
          post<{ id: number; code?: string }>(PORTS[i % 2], "create-order-now", b.token, {
            addressId: b.addressId,
            skuId: sku,
            quantity: 1,
          }),
        ),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(UNITS);
      expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
      expect((await db.query('SELECT "stock" FROM "Sku" WHERE "id" = $1', [sku])).rows[0].stock).toBe(0);
      expect(
        Number((await db.query('SELECT count(*) AS n FROM "OrderItem" WHERE "skuId" = $1', [sku])).rows[0].n),
      ).toBe(UNITS);

      // One of the orders is paid: 20 identical signed callbacks, split across both processes.
      const winner = results.findIndex((r) => r.status === 200);
      const order = results[winner].body.id;
      const payment = await post<{ outTradeNo: string; amount: number }>(PORTS[0], "mpay-h5", buyers[winner].token, {
        orderId: order,
      });
      expect(payment.status).toBe(200);
      process.env.PAYMENT_SANDBOX_SECRET = sandboxSecret;
      const { signedNotification } = await import("@/lib/services/payment");
      const notification = new URLSearchParams(
        signedNotification({
          outTradeNo: payment.body.outTradeNo,
          amount: payment.body.amount,
          decision: "pay",
          tradeNo: "SBX-TWO-SERVERS",
        }),
      );
      const callbacks = await Promise.all(
        Array.from({ length: CALLBACKS }, (_, i) =>
          client(PORTS[i % 2])
            .request(`/api/v1/mpay-callback-local?${notification}`)
            .then((r) => r.status),
        ),
      );
      expect(callbacks.every((s) => s === 200)).toBe(true);
      const paid = await db.query('SELECT "status", "paidAt" FROM "Order" WHERE "id" = $1', [order]);
      expect(paid.rows[0].status).toBe(500);
      const transitions = await db.query(
        `SELECT count(*) AS n FROM "PaymentEvent" WHERE "outcome" = 'paid' AND "paymentId" = (SELECT "id" FROM "Payment" WHERE "outTradeNo" = $1)`,
        [payment.body.outTradeNo],
      );
      console.log(
        `[two-servers] orders ${statuses.filter((s) => s === 200).length}/${BUYERS} (others ${[...new Set(statuses.filter((s) => s !== 200))]}), callbacks ${callbacks.length}, paid transitions ${transitions.rows[0].n}`,
      );
      expect(Number(transitions.rows[0].n)).toBe(1);
      // The product's sales counted the paid units once.
      const sales = await db.query('SELECT "sales" FROM "Product" WHERE "id" = $1', [product]);
      expect(Number(sales.rows[0].sales)).toBeGreaterThanOrEqual(1);

      await operatorChangesReachTheOtherProcess(db, product, cluster!.dir);
      await bothProcessesCounted();
      await groupRaceOnTwoProcesses(db, product);
    } finally {
      await db.end();
    }
  });
});
