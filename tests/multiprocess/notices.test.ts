// Notices across two app processes on one PostgreSQL database (docs/decisions/046-notices.md): 20
// shoppers subscribe to 到货通知 and 降价通知 on one sold-out SKU through either process; the SKU is
// restocked from nothing twice (an operator's receipt on one process — that process killed at once
// after it, the second restock through the other while it is down, then restarted) with a sell-out by
// shoppers on both processes in between, and its price lowered by the console's bulk change. Each
// subscriber then holds exactly one message per event — none lost to the kill, none repeated by the
// two processes or the restart. Needs a production build and PostgreSQL: runs with MULTI_PROCESS=1
// (`npm run test:multiprocess`), on ports 3341/3342.
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

const enabled = process.env.MULTI_PROCESS === "1";
const root = path.resolve(import.meta.dirname, "../..");
const DIST_DIR = process.env.MULTI_PROCESS_DIST_DIR ?? process.env.NEXT_DIST_DIR ?? ".next";
const PORTS = [3341, 3342];
const SUBSCRIBERS = 20;
const jwtSecret = crypto.randomBytes(32).toString("hex");
const servers = new Map<number, ChildProcess>();
let cluster: Cluster | undefined;

function kill(port: number) {
  const server = servers.get(port);
  if (server?.pid) process.kill(-server.pid, "SIGKILL");
  servers.delete(port);
  clients.get(port)?.close();
  clients.delete(port);
}

afterAll(() => {
  for (const port of [...servers.keys()]) kill(port);
  cluster?.stop();
});

async function startServer(port: number, env: NodeJS.ProcessEnv) {
  const server = spawn(process.execPath, serverArgs(["-p", String(port)]), {
    cwd: root,
    env,
    stdio: "ignore",
    detached: true,
  });
  servers.set(port, server);
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

const clients = new Map<number, KeepAliveClient>();
const client = (port: number) => {
  let found = clients.get(port);
  if (!found) clients.set(port, (found = keepAliveClient(`http://127.0.0.1:${port}`, { maxSockets: 16 })));
  return found;
};
afterAll(() => clients.forEach((c) => c.close()));

async function shopper<T>(port: number, route: string, auth: string, body?: unknown) {
  const res = await client(port).request(`/api/v1/${route}`, {
    headers: { authorization: `Bearer ${auth}`, "x-locale": "en" },
    ...(body === undefined ? {} : { body }),
  });
  return { status: res.status, body: res.json<T>() };
}

/** The demo operator's session on `port` (MALL_SANDBOX=1 seeds it; its password is in the data folder). */
async function operator(port: number, dataDir: string) {
  const origin = `http://127.0.0.1:${port}`;
  const password = fs.readFileSync(path.join(dataDir, "admin-password"), "utf8").trim();
  const login = await client(port).request("/api/admin/v1/sessions", {
    headers: { origin },
    body: { username: "demo_admin", password },
  });
  expect(login.status).toBe(200);
  const cookie = String(login.headers["set-cookie"]?.[0] ?? "").split(";")[0];
  return async (route: string, body: unknown) => {
    const res = await client(port).request(`/api/admin/v1/${route}`, {
      headers: { origin: `http://127.0.0.1:${port}`, cookie, "x-locale": "en" },
      body,
    });
    expect(res.status, res.text).toBe(200);
  };
}

describe.skipIf(!enabled)("notices on two app processes", () => {
  it(
    "tell each subscriber once per event: two restocks and a price drop, a process killed",
    { timeout: 600_000 },
    async () => {
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
        PAYMENT_SANDBOX_SECRET: crypto.randomBytes(32).toString("hex"),
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

      const db = new pg.Client({ connectionString: url });
      await db.connect();
      try {
        // A product of its own with one sold-out SKU at ¥10.00.
        const { categoryId, image } = (
          await db.query<{ categoryId: number; image: string }>(
            'SELECT "categoryId", "image" FROM "Product" ORDER BY "id" LIMIT 1',
          )
        ).rows[0];
        const product = (
          await db.query<{ id: number }>(
            `INSERT INTO "Product" ("name", "image", "price", "categoryId", "updatedAt") VALUES ('notices', $1, 1000, $2, now()) RETURNING "id"`,
            [image, categoryId],
          )
        ).rows[0].id;
        const sku = (
          await db.query<{ id: number }>(
            `INSERT INTO "Sku" ("productId", "name", "price", "stock", "weight", "updatedAt") VALUES ($1, 'only', 1000, 0, 300, now()) RETURNING "id"`,
            [product],
          )
        ).rows[0].id;
        const people: { userId: number; addressId: number; token: string }[] = [];
        for (let i = 0; i < SUBSCRIBERS; i++) {
          const userId = (
            await db.query<{ id: number }>(
              `INSERT INTO "User" ("username", "nickname", "updatedAt") VALUES ($1, 'notices', now()) RETURNING "id"`,
              [`nt_${crypto.randomBytes(5).toString("hex")}`],
            )
          ).rows[0].id;
          const addressId = (
            await db.query<{ id: number }>(
              `INSERT INTO "Address" ("userId", "name", "phone", "province", "city", "district", "detail", "isDefault", "updatedAt") VALUES ($1, '测试', '13800138000', '上海市', '上海市', '黄浦区', '南京东路 1 号', true, now()) RETURNING "id"`,
              [userId],
            )
          ).rows[0].id;
          people.push({ userId, addressId, token: await token(userId) });
        }

        await Promise.all(PORTS.map((port) => startServer(port, env)));

        // Everyone subscribes to both, through either process, all at once.
        const subscribed = await Promise.all(
          people.flatMap((p, i) => [
            shopper(PORTS[i % 2], "notices-subscribe", p.token, { kind: "back_in_stock", skuId: sku }),
            shopper(PORTS[(i + 1) % 2], "notices-subscribe", p.token, { kind: "price_drop", productId: product }),
          ]),
        );
        expect(subscribed.map((r) => r.status)).toEqual(subscribed.map(() => 200));

        // Restock 1 through the first process, which is killed right after (its sweep may not have run).
        const [first, second] = PORTS;
        await (
          await operator(first, cluster.dir)
        )(`skus/${sku}/stock`, { delta: 3, reason: "receipt", note: "" });
        kill(first);

        // Sold out again by shoppers on the second process, then restock 2 through it while the first is down.
        const bought = await Promise.all(
          people.slice(0, 3).map((p) =>
            shopper<{ id: number }>(second, "create-order-now", p.token, {
              addressId: p.addressId,
              skuId: sku,
              quantity: 1,
            }),
          ),
        );
        expect(bought.map((r) => r.status)).toEqual([200, 200, 200]);
        expect((await db.query('SELECT "stock" FROM "Sku" WHERE "id" = $1', [sku])).rows[0].stock).toBe(0);
        const onSecond = await operator(second, cluster.dir);
        await onSecond(`skus/${sku}/stock`, { delta: 2, reason: "receipt", note: "" });

        // The first comes back; the price falls through it (¥10.00 -> ¥8.00).
        await startServer(first, env);
        await (
          await operator(first, cluster.dir)
        )("products/bulk", { ids: [product], change: { kind: "priceAmount", cents: -200 }, confirm: true });

        // Every event delivered, then two more sweep periods in which nothing may be repeated.
        for (let i = 0; i < 120; i++) {
          const pending = await db.query('SELECT count(*) AS n FROM "NoticeEvent" WHERE "doneAt" IS NULL');
          if (Number(pending.rows[0].n) === 0) break;
          await new Promise((r) => setTimeout(r, 250));
        }
        await new Promise((r) => setTimeout(r, 5_000));
        const events = await db.query<{ kind: string; n: string }>(
          'SELECT "kind", count(*) AS n FROM "NoticeEvent" WHERE "productId" = $1 GROUP BY "kind" ORDER BY "kind"',
          [product],
        );
        expect(events.rows.map((r) => [r.kind, Number(r.n)])).toEqual([
          ["back_in_stock", 2],
          ["price_drop", 1],
        ]);

        // Each subscriber, through either process: both restocks and the price drop, once each.
        const pages = await Promise.all(
          people.map((p, i) =>
            shopper<{ rows: { kind: string; params: Record<string, unknown> }[]; unread: number }>(
              PORTS[i % 2],
              "messages?pageSize=50",
              p.token,
            ),
          ),
        );
        for (const page of pages) {
          expect(page.status).toBe(200);
          expect(page.body.rows.map((m) => m.kind).sort()).toEqual(["back_in_stock", "back_in_stock", "price_drop"]);
          expect(page.body.rows.find((m) => m.kind === "price_drop")?.params.price).toBe(800);
          expect(page.body.unread).toBe(3);
        }
        const total = await db.query('SELECT count(*) AS n, count(DISTINCT "dedupKey") AS d FROM "Message"');
        console.log(`[notices] ${total.rows[0].n} messages for ${SUBSCRIBERS} subscribers x 3 events`);
        expect(Number(total.rows[0].n)).toBe(SUBSCRIBERS * 3);
        expect(Number(total.rows[0].d)).toBe(SUBSCRIBERS * 3);
      } finally {
        await db.end();
      }
    },
  );
});
