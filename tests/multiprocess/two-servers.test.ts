// Two app processes (server.ts) on one PostgreSQL database behave as one shop: 50 buyers for the
// last 10 units, split across both, get exactly 10 orders; 20 duplicate signed payment callbacks for
// one order, split across both, move it once; an operator's flash sale and banner saved through one
// process are what shoppers get from the other at once (the catalogue version); 300 shoppers race for
// the last seats of 30 groups (拼团) and exactly 30 get one. The group race runs again on two
// processes over one SQLite file. Needs a production build (and PostgreSQL), so it runs only with
// MULTI_PROCESS=1: `npm test` runs it on the build the e2e suite just made (`npm run
// test:multiprocess`); MULTI_PROCESS_DIST_DIR names another build, MULTI_PROCESS_PORT other ports
// (tests/helpers/multiprocess.ts).
import { afterAll, describe, expect, it } from "vitest";
import { ports, requireBuild, Servers, shopDatabase, shopperIn, type Shop } from "@/tests/helpers/multiprocess";
import { parsePrometheus } from "@/tests/helpers/prometheus";

const enabled = process.env.MULTI_PROCESS === "1";
const PORTS = ports(0, [3291, 3292]);
// Each process's Prometheus metrics (METRICS_PORT), scraped at the end.
const METRICS_PORTS = ports(2, [3293, 3294]);
// The group race over SQLite: two more processes.
const SQLITE_PORTS = ports(4, [3296, 3297]);
const BUYERS = 50;
const UNITS = 10;
const CALLBACKS = 20;
const shops: Shop[] = [];
const servers = new Servers(32);

afterAll(async () => {
  servers.stopAll();
  for (const shop of shops) await shop.stop();
});

const post = <T>(port: number, route: string, auth: string, body: unknown) =>
  servers.shopper<T>(port, route, auth, body);

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
async function operatorChangesReachTheOtherProcess(shop: Shop, product: number) {
  const [adminPort, shopPort] = PORTS;
  const admin = await servers.operator(adminPort, shop.dataDir);
  const read = async <T>(route: string) =>
    (await servers.client(shopPort).request(`/api/v1/${route}`, { headers: { "x-locale": "en" } })).json<T>();

  const sku = await shop.db.one<{ id: number; price: number }>(
    `INSERT INTO "Sku" ("productId", "name", "price", "stock", "weight", "updatedAt") VALUES ($1, 'flash', 5000, 20, 300, now()) RETURNING "id", "price"`,
    [product],
  );
  const before = await read<Detail>(`products-detail?id=${product}`);
  expect(before.skus.find((s) => s.id === sku.id)?.price).toBe(5000);
  const banners = await read<{ id: number }[]>("banner");
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
  const after = await read<Detail>(`products-detail?id=${product}`);
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
  const shown = await read<{ id: number; title: string }[]>("banner");
  expect(shown).toHaveLength(banners.length + 1);
  expect(shown.find((b) => b.id === id)?.title).toBe("Two processes");
}

const GROUPS = 30;
const JOINERS = 300;

/**
 * Group buying (拼团, docs/decisions/040-group-buying.md) under a crowd on both processes: 30 groups of
 * two, each with its leader's seat, and 300 shoppers — ten per group, alternately on either process —
 * racing for the 30 last seats. No group goes over its size, exactly 30 win, every loser is refused
 * (409) without an order (never charged: a seat is taken before any payment), and each group's
 * counters equal its seat rows. Written once for both engines (the shop's SQL through TestDb).
 */
async function groupRaceOnTwoProcesses(shop: Shop, product: number, on: number[]) {
  const { db } = shop;
  const now = Date.now();
  const sku = (
    await db.one<{ id: number }>(
      `INSERT INTO "Sku" ("productId", "name", "price", "stock", "weight", "updatedAt") VALUES ($1, 'group race', 1000, 1000, 300, $2) RETURNING "id"`,
      [product, db.date(new Date(now))],
    )
  ).id;
  const rule = (
    await db.one<{ id: number }>(
      `INSERT INTO "GroupRule" ("productId", "price", "size", "hoursToFill", "perUserLimit", "startsAt", "endsAt", "active", "updatedAt")
       VALUES ($1, 600, 2, 24, 1, $2, $3, $4, $5) RETURNING "id"`,
      [
        product,
        db.date(new Date(now - 3600_000)),
        db.date(new Date(now + 24 * 3600_000)),
        db.bool(true),
        db.date(new Date(now)),
      ],
    )
  ).id;
  await db.query(`INSERT INTO "GroupRuleSku" ("ruleId", "skuId") VALUES ($1, $2)`, [rule, sku]);
  const groups: number[] = [];
  for (let g = 0; g < GROUPS; g++) {
    const leader = await shopperIn(shop, "leader");
    const opened = await post<{ groupId: number }>(on[g % 2], "group-open", leader.token, {
      ruleId: rule,
      skuId: sku,
      addressId: leader.addressId,
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    groups.push(opened.body.groupId);
  }
  const joiners = [];
  for (let i = 0; i < JOINERS; i++) joiners.push(await shopperIn(shop, "joiner"));
  const started = Date.now();
  const results = await Promise.all(
    joiners.map((j, i) =>
      post<{ id?: number; code?: string }>(on[i % 2], "group-join", j.token, {
        groupId: groups[i % GROUPS],
        skuId: sku,
        addressId: j.addressId,
      }),
    ),
  );
  const took = Date.now() - started;
  const statuses = results.map((r) => r.status);
  expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
  expect(statuses.filter((s) => s === 200)).toHaveLength(GROUPS);
  const rows = await db.query<{ id: number; size: number; taken: number; paid: number; seats: number }>(
    `SELECT g."id", g."size", g."taken", g."paid", (SELECT count(*) FROM "GroupSeat" s WHERE s."groupId" = g."id") AS "seats"
     FROM "GroupBuy" g WHERE g."ruleId" = $1`,
    [rule],
  );
  expect(rows).toHaveLength(GROUPS);
  for (const row of rows) {
    expect(row.taken).toBe(row.size);
    expect(Number(row.seats)).toBe(row.taken);
  }
  // Losers have no order (so nothing to charge): orders of the rule's SKU are the leaders' and the
  // winners' only, and no payment exists for any of them (none was asked for).
  const orders = await db.one<{ n: number }>(`SELECT count(*) AS n FROM "OrderItem" WHERE "skuId" = $1`, [sku]);
  expect(Number(orders.n)).toBe(GROUPS * 2);
  const losers = joiners.filter((_, i) => results[i].status !== 200).map((j) => j.userId);
  const charged = await db.one<{ n: number }>(
    `SELECT count(*) AS n FROM "Order" WHERE "userId" IN (${losers.map((_, i) => `$${i + 1}`).join(", ")})`,
    losers,
  );
  expect(Number(charged.n)).toBe(0);
  const stock = await db.one<{ stock: number }>(`SELECT "stock" FROM "Sku" WHERE "id" = $1`, [sku]);
  expect(stock.stock).toBe(1000 - GROUPS * 2);
  console.log(
    `[two-servers] group race (${shop.engine}): ${JOINERS} shoppers for ${GROUPS} last seats -> ${statuses.filter((s) => s === 200).length} seats, ${statuses.filter((s) => s === 409).length} refused, in ${took} ms`,
  );
}

describe.skipIf(!enabled)("two app processes on one PostgreSQL database", () => {
  it("sell exactly the stock there is and apply a payment once", { timeout: 600_000 }, async () => {
    requireBuild();
    const shop = await shopDatabase("postgres");
    shops.push(shop);
    const { db } = shop;

    // The shop: one SKU with the last 10 units, 50 buyers with an address each.
    const product = (await db.one<{ id: number }>('SELECT "id" FROM "Product" ORDER BY "id" LIMIT 1')).id;
    const sku = (
      await db.one<{ id: number }>(
        `INSERT INTO "Sku" ("productId", "name", "price", "stock", "weight", "updatedAt") VALUES ($1, 'two-servers', 1000, $2, 300, now()) RETURNING "id"`,
        [product, UNITS],
      )
    ).id;
    const buyers = [];
    for (let i = 0; i < BUYERS; i++) buyers.push(await shopperIn(shop, "two-servers"));

    await Promise.all(
      PORTS.map((port, i) => servers.start(port, { ...shop.env, METRICS_PORT: String(METRICS_PORTS[i]) })),
    );

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
    expect((await db.one<{ stock: number }>('SELECT "stock" FROM "Sku" WHERE "id" = $1', [sku])).stock).toBe(0);
    expect(
      Number((await db.one<{ n: number }>('SELECT count(*) AS n FROM "OrderItem" WHERE "skuId" = $1', [sku])).n),
    ).toBe(UNITS);

    // One of the orders is paid: 20 identical signed callbacks, split across both processes.
    const winner = results.findIndex((r) => r.status === 200);
    const order = results[winner].body.id;
    const payment = await post<{ outTradeNo: string; amount: number }>(PORTS[0], "mpay-h5", buyers[winner].token, {
      orderId: order,
    });
    expect(payment.status).toBe(200);
    process.env.PAYMENT_SANDBOX_SECRET = shop.sandboxSecret;
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
        servers
          .client(PORTS[i % 2])
          .request(`/api/v1/mpay-callback-local?${notification}`)
          .then((r) => r.status),
      ),
    );
    expect(callbacks.every((s) => s === 200)).toBe(true);
    const paid = await db.one<{ status: number }>('SELECT "status", "paidAt" FROM "Order" WHERE "id" = $1', [order]);
    expect(paid.status).toBe(500);
    const transitions = await db.one<{ n: number }>(
      `SELECT count(*) AS n FROM "PaymentEvent" WHERE "outcome" = 'paid' AND "paymentId" = (SELECT "id" FROM "Payment" WHERE "outTradeNo" = $1)`,
      [payment.body.outTradeNo],
    );
    console.log(
      `[two-servers] orders ${statuses.filter((s) => s === 200).length}/${BUYERS} (others ${[...new Set(statuses.filter((s) => s !== 200))]}), callbacks ${callbacks.length}, paid transitions ${transitions.n}`,
    );
    expect(Number(transitions.n)).toBe(1);
    // The product's sales counted the paid units once.
    const sales = await db.one<{ sales: number }>('SELECT "sales" FROM "Product" WHERE "id" = $1', [product]);
    expect(Number(sales.sales)).toBeGreaterThanOrEqual(1);

    await operatorChangesReachTheOtherProcess(shop, product);
    await bothProcessesCounted();
    await groupRaceOnTwoProcesses(shop, product, PORTS);
    PORTS.forEach((port) => servers.kill(port));
  });
});

describe.skipIf(!enabled)("two app processes on one SQLite file", () => {
  it("seat exactly the group sizes when 300 shoppers race for 30 last seats", { timeout: 300_000 }, async () => {
    requireBuild();
    const shop = await shopDatabase("sqlite");
    shops.push(shop);
    await Promise.all(SQLITE_PORTS.map((port) => servers.start(port, shop.env)));
    const product = (await shop.db.one<{ id: number }>('SELECT "id" FROM "Product" ORDER BY "id" LIMIT 1')).id;
    await groupRaceOnTwoProcesses(shop, product, SQLITE_PORTS);
  });
});
