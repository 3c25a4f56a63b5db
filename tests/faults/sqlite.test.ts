// The fault suite on the embedded engine (issue 27), against a production server over HTTP with looping
// shoppers: the data directory's disk fills up during checkouts and is freed again (item 1); the server
// is SIGKILLed mid-checkout and the shoppers resolve their unanswered checkouts with their keys (item
// 5); payments whose notifications are lost (item 6); and the attacker's edges that need the real
// server (item 8). Figures go to the log and docs/reliability.md. Runs with FAULTS=1 on the e2e build
// (`npm run test:faults`).
//
// The full disk is a small tmpfs mounted for the test (CI runs as root). Where mounting is not allowed
// (or with FAULTS_FULL_DISK=rlimit), the same fault is made without root: the server runs with SIGXFSZ
// ignored, "full" lowers its RLIMIT_FSIZE to just above the database's files (prlimit; writes past it
// fail with EFBIG) and "freeing space" raises it again. The log says which ran.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keepAliveClient, type KeepAliveClient } from "@/tests/helpers/http-client";
import {
  assertBuild,
  createShop,
  fillDisk,
  serverEnv,
  sleep,
  startServer,
  tally,
  Traffic,
  verifyShop,
  type Server,
  type Shop,
  type Sql,
} from "./harness";

const enabled = process.env.FAULTS === "1";
const PORT = Number(process.env.FAULTS_PORT ?? 3381);
const SHOPPERS = 16;
const STOCK = 100_000;

function sqliteSql(file: string): Sql {
  const db = new Database(file);
  db.pragma("busy_timeout = 10000");
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return db.prepare(sql).all(...params) as T[];
    },
    async insert(sql: string, params: unknown[]) {
      return Number(db.prepare(sql).run(...params).lastInsertRowid);
    },
    async close() {
      db.close();
    },
  };
}

const servers: Server[] = [];
const cleanups: (() => void)[] = [];
afterAll(() => {
  for (const s of servers) s.kill();
  for (const c of cleanups.reverse()) c();
});

/** A fresh copy of the test run's migrated, seeded base database in `dir`. */
function copyBaseDatabase(dir: string): string {
  const base = process.env.MALL_TEST_BASE_DB;
  if (!base) throw new Error("tests/global-setup.ts did not run");
  const file = path.join(dir, "mall.db");
  fs.copyFileSync(base, file);
  return file;
}

describe.skipIf(!enabled)("faults on SQLite", () => {
  let mode: "tmpfs" | "rlimit" = "tmpfs";
  let dir = "";
  let file = "";
  let server: Server;
  let shop: Shop;
  let traffic: Traffic;
  const bounds = { DATABASE_POOL_TIMEOUT_MS: "3000", DATABASE_LOCK_TIMEOUT_MS: "2000" };

  beforeAll(() => {
    assertBuild();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "mall-faults-disk-"));
    try {
      if (process.env.FAULTS_FULL_DISK === "rlimit") throw new Error("RLIMIT_FSIZE asked for");
      execFileSync("mount", ["-t", "tmpfs", "-o", "size=24m", "tmpfs", dir], { stdio: "pipe" });
      cleanups.push(() => {
        spawnSync("umount", ["-l", dir]);
        fs.rmSync(dir, { recursive: true, force: true });
      });
    } catch {
      mode = "rlimit";
      cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    }
    file = copyBaseDatabase(dir);
  });

  it(
    "a full disk: 503 with Retry-After within the bound, reads go on, recovery without restart, nothing lost or invented",
    { timeout: 120_000 },
    async () => {
      const sql = sqliteSql(file);
      shop = await createShop(sql, SHOPPERS, 3, STOCK, false);
      await sql.close();
      const env = serverEnv(`file:${file}`, dir, bounds);
      // Without tmpfs the server runs with SIGXFSZ ignored, so that a write past RLIMIT_FSIZE fails
      // (EFBIG) instead of killing it; "full" lowers the limit to just above the files as they are.
      const limitBytes = () =>
        Math.max(...["", "-wal"].map((s) => (fs.existsSync(file + s) ? fs.statSync(file + s).size : 0))) + 64 * 1024;
      server = await startServer(
        PORT,
        env,
        mode === "rlimit" ? (argv) => ["bash", ["-c", `trap '' XFSZ; exec "$@"`, "bash", ...argv]] : undefined,
      );
      servers.push(server);
      traffic = new Traffic(() => [server.base], shop);
      traffic.start(SHOPPERS);
      await sleep(2500);

      let filler = "";
      const fullAt = Date.now();
      if (mode === "tmpfs") filler = fillDisk(dir);
      else execFileSync("prlimit", ["--pid", String(server.child.pid), `--fsize=${limitBytes()}:unlimited`]);
      await sleep(4000);
      const ready = await fetch(`${server.base}/api/health/ready`);
      const readyBody = (await ready.json()) as { failed: string[] };
      const live = await fetch(`${server.base}/api/health/live`);
      const freedAt = Date.now();
      if (mode === "tmpfs") fs.rmSync(filler);
      else execFileSync("prlimit", ["--pid", String(server.child.pid), "--fsize=unlimited:unlimited"]);

      // Recovery: the first checkout answered 200 after the space came back.
      let recoveredAt = 0;
      for (let i = 0; i < 300 && !recoveredAt; i++) {
        await sleep(100);
        recoveredAt = traffic.answers("/api/v1/create-order-now", freedAt).find((o) => o.status === 200)?.at ?? 0;
      }
      await sleep(1500);
      await traffic.stop();
      const readyAfter = await fetch(`${server.base}/api/health/ready`);
      const resolved = await traffic.resolve(server.base);

      const during = traffic.answers("/api/v1/create-order-now", fullAt + 500, freedAt);
      const all = traffic.answers();
      console.log(
        `[faults] SQLite full disk (${mode}): checkouts while full ${JSON.stringify(tally(during))}, ` +
          `all answers ${JSON.stringify(tally(all))}, slowest ${Math.max(...all.map((o) => o.ms))} ms, ` +
          `ready while full ${ready.status} ${JSON.stringify(readyBody.failed)}, ` +
          `recovered ${recoveredAt ? recoveredAt - freedAt : "never"} ms after the space came back, ` +
          `resolved ${resolved.repeated} unanswered checkouts (${resolved.replayed} had been written)`,
      );
      // The documented answers, never a 500 and never a hang.
      expect(all.filter((o) => o.status >= 500 && o.status !== 503)).toEqual([]);
      expect(Math.max(...all.map((o) => o.ms))).toBeLessThan(15_000);
      const refused = during.filter((o) => o.status === 503);
      expect(refused.length).toBeGreaterThan(0);
      for (const o of refused) {
        expect(o.code).toBe("SERVICE_UNAVAILABLE");
        expect(Number(o.retryAfter)).toBeGreaterThan(0);
      }
      // Reads that need no write went on while the disk was full.
      expect(traffic.answers("/api/v1/banner", fullAt + 500, freedAt).every((o) => o.status === 200)).toBe(true);
      expect(ready.status).toBe(503);
      expect(readyBody.failed.some((part) => part === "writes" || part === "storage")).toBe(true);
      expect(live.status).toBe(200);
      // Recovery without a restart.
      expect(recoveredAt).toBeGreaterThan(0);
      expect(recoveredAt - freedAt).toBeLessThan(10_000);
      expect(readyAfter.status).toBe(200);

      const check = sqliteSql(file);
      const result = await verifyShop(check, shop, traffic, false);
      const [{ integrity_check }] = await check.query<{ integrity_check: string }>("PRAGMA integrity_check");
      await check.close();
      expect(integrity_check).toBe("ok");
      expect(result.unresolved).toBe(0);
      expect(result.lost).toEqual([]);
      expect(result.phantom).toEqual([]);
      expect(result.answered).toBeGreaterThan(0);
      for (const s of result.stock) expect(s.stock + s.sold, `sku ${s.skuId}`).toBe(STOCK);
    },
  );

  it(
    "a server killed mid-checkout: each shopper repeats its unanswered checkout with its key and gets exactly one order",
    { timeout: 120_000 },
    async () => {
      traffic = new Traffic(() => [server.base], shop, traffic);
      traffic.start(SHOPPERS);
      await sleep(2000);
      server.kill();
      const killedAt = Date.now();
      await traffic.stop();
      const unknown = [...traffic.checkouts.values()].filter((c) => c.orderId === null).length;
      server = await startServer(PORT, serverEnv(`file:${file}`, dir, bounds));
      servers.push(server);
      const backAt = Date.now();
      const resolved = await traffic.resolve(server.base);
      const check = sqliteSql(file);
      const result = await verifyShop(check, shop, traffic, false);
      await check.close();
      console.log(
        `[faults] SQLite SIGKILL: ${unknown} checkouts without an answer, server back ${backAt - killedAt} ms later; ` +
          `repeated with their keys: ${resolved.replayed} answered the order already written, ${resolved.repeated - resolved.replayed} placed now; ` +
          `${result.orders} orders for ${result.answered} answered checkouts`,
      );
      expect(unknown).toBeGreaterThan(0);
      expect(result.unresolved).toBe(0);
      expect(result.lost).toEqual([]);
      expect(result.phantom).toEqual([]);
      for (const s of result.stock) expect(s.stock + s.sold, `sku ${s.skuId}`).toBe(STOCK);
    },
  );
});

describe.skipIf(!enabled)("lost payment notifications and the attacker's edges", () => {
  const TIMEOUT_MINUTES = 0.1; // 6 s; the sweep then runs every 1.5 s
  let server: Server;
  let forwarder: http.Server;
  /** Trade numbers whose notification the notify path lets through; everything else fails (503). */
  const open = new Set<string>();
  let delivered = 0;

  beforeAll(async () => {
    assertBuild();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mall-faults-pay-"));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const file = copyBaseDatabase(dir);
    // The notify URL goes through this forwarder, which plays the part of a notify path that is down.
    forwarder = http.createServer(async (req, res) => {
      const no = new URL(req.url ?? "/", "http://x").searchParams.get("out_trade_no") ?? "";
      if (!open.has(no)) {
        res.writeHead(503).end();
        return;
      }
      const answer = await fetch(`${server.base}${req.url}`);
      if (answer.ok) delivered += 1;
      res.writeHead(answer.status, { "content-type": "application/json" }).end(await answer.text());
    });
    await new Promise<void>((resolve) => forwarder.listen(0, "127.0.0.1", resolve));
    cleanups.push(() => forwarder.close());
    const notify = `http://127.0.0.1:${(forwarder.address() as AddressInfo).port}`;
    server = await startServer(
      PORT + 1,
      serverEnv(`file:${file}`, dir, {
        ORDER_PAYMENT_TIMEOUT_MINUTES: String(TIMEOUT_MINUTES),
        PUBLIC_BASE_URL: notify,
        HTTP_HEADERS_TIMEOUT_MS: "2000",
      }),
    );
    servers.push(server);
    const sql = sqliteSql(file);
    shopFor.value = await createShop(sql, 5, 1, 100, false);
    await sql.close();
    fileFor.value = file;
  });
  const shopFor: { value?: Shop } = {};
  const fileFor: { value?: string } = {};

  async function post<T>(route: string, token: string | null, body: unknown): Promise<{ status: number; body: T }> {
    client ??= keepAliveClient(server.base, { maxSockets: 4 });
    const res = await client.request(route, { headers: token ? { authorization: `Bearer ${token}` } : {}, body });
    return { status: res.status, body: res.json<T>() };
  }
  let client: KeepAliveClient | undefined;
  afterAll(() => client?.close());

  it("never closes a paid order as unpaid: late deliveries, the sweep's question to the provider, refund_pending", async () => {
    const shop = shopFor.value!;
    const [a, b, c, d] = shop.shoppers;
    const skuId = shop.skus[0];
    const orders = new Map<string, { id: number; no: string; sig: string }>();
    for (const [name, s] of [
      ["A", a],
      ["B", b],
      ["C", c],
      ["D", d],
    ] as const) {
      const order = await post<{ id: number }>("/api/v1/create-order-now", s.token, {
        addressId: s.addressId,
        skuId,
        quantity: 2,
      });
      expect(order.status).toBe(200);
      const pay = await post<{ action: { url: string } }>("/api/v1/mpay-h5", s.token, { orderId: order.body.id });
      const params = new URL(pay.body.action.url, "http://x").searchParams;
      orders.set(name, { id: order.body.id, no: params.get("no")!, sig: params.get("sig")! });
    }
    const decide = (name: string) =>
      post<{ delivered: boolean }>("/api/v1/sandbox-decide", null, {
        no: orders.get(name)!.no,
        sig: orders.get(name)!.sig,
        decision: "pay",
      });
    // A, B and C pay while the notify path is down: the sandbox could not deliver.
    for (const name of ["A", "B", "C"]) expect((await decide(name)).body.delivered).toBe(false);
    const paidAt = Date.now();
    // The notify path comes back for A only: the sandbox's retries deliver it, nobody asks anything.
    open.add(orders.get("A")!.no);
    const db = new Database(fileFor.value!, { readonly: true });
    const status = (name: string) =>
      db.prepare('SELECT "status", "closeReason" FROM "Order" WHERE "id" = ?').get(orders.get(name)!.id) as {
        status: number;
        closeReason: string | null;
      };
    const payment = (name: string) =>
      (
        db.prepare('SELECT "status" FROM "Payment" WHERE "outTradeNo" = ?').get(orders.get(name)!.no) as {
          status: string;
        }
      ).status;
    const waitFor = async (check: () => boolean, ms: number) => {
      const started = Date.now();
      while (!check() && Date.now() - started < ms) await sleep(100);
      return Date.now() - started;
    };
    const aDelivered = await waitFor(() => status("A").status === 500, 10_000);
    expect(status("A").status).toBe(500);
    // B and C: never delivered. After they expire the sweep asks the sandbox before closing: paid.
    const bcPaid = await waitFor(() => status("B").status === 500 && status("C").status === 500, 20_000);
    expect(status("B")).toMatchObject({ status: 500, closeReason: null });
    expect(status("C")).toMatchObject({ status: 500, closeReason: null });
    expect([payment("A"), payment("B"), payment("C")]).toEqual(["paid", "paid", "paid"]);
    // D never paid: the sweep closes it as it expires; then D pays at the cashier anyway (too late).
    await waitFor(() => status("D").status === 10, 10_000);
    expect(status("D")).toMatchObject({ status: 10, closeReason: "timeout" });
    open.add(orders.get("D")!.no);
    await decide("D");
    await waitFor(() => payment("D") === "refund_pending", 10_000);
    expect(status("D").status).toBe(10);
    expect(payment("D")).toBe("refund_pending");
    const stock = (db.prepare('SELECT "stock" FROM "Sku" WHERE "id" = ?').get(skuId) as { stock: number }).stock;
    db.close();
    // A, B and C hold 2 units each; D's came back.
    expect(stock).toBe(100 - 6);
    console.log(
      `[faults] lost notifications: A delivered by the sandbox's retries ${aDelivered} ms after the path came back; ` +
        `B and C paid by the sweep's question ${bcPaid + aDelivered} ms after paying (payment timeout ${TIMEOUT_MINUTES * 60} s); ` +
        `D paid after it closed: refund_pending; ${delivered} notifications delivered through the path; started ${Date.now() - paidAt} ms ago`,
    );
  });

  it("answers a body declared at 2 GB and sent slowly with 413 at once, and cuts off slow headers", async () => {
    const [s] = shopFor.value!.shoppers;
    const slowBody = (route: string, contentType: string) =>
      new Promise<{ head: string; ms: number; closes: boolean }>((resolve) => {
        const started = Date.now();
        const socket = net.connect(server.port, "127.0.0.1", () => {
          socket.write(
            `POST ${route} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${s.token}\r\nContent-Type: ${contentType}\r\nContent-Length: 2147483648\r\n\r\n`,
          );
          const drip = setInterval(() => socket.write("a"), 200);
          socket.on("close", () => clearInterval(drip));
        });
        let text = "";
        socket.on("data", (chunk) => {
          text += chunk.toString();
          if (text.includes("\r\n\r\n")) {
            // The client is told not to send another request on this connection (issue 31).
            const closes = /\r\nconnection: close\r\n/i.test(text.split("\r\n\r\n")[0] + "\r\n");
            resolve({ head: text.split("\r\n")[0], ms: Date.now() - started, closes });
            socket.destroy();
          }
        });
        setTimeout(() => {
          resolve({ head: "no answer", ms: Date.now() - started, closes: false });
          socket.destroy();
        }, 10_000);
      });
    const json = await slowBody("/api/v1/cart-add", "application/json");
    const upload = await slowBody("/api/v1/upload", "multipart/form-data; boundary=x");
    const slowHeaders = await new Promise<{ head: string; ms: number }>((resolve) => {
      const started = Date.now();
      const socket = net.connect(server.port, "127.0.0.1", () =>
        socket.write("GET /api/v1/banner HTTP/1.1\r\nHost: x\r\n"),
      );
      let text = "";
      socket.on("data", (chunk) => (text += chunk.toString()));
      socket.on("close", () => resolve({ head: text.split("\r\n")[0] || "closed", ms: Date.now() - started }));
      setTimeout(() => socket.destroy(), 10_000);
    });
    console.log(
      `[faults] edges: 2 GB slow JSON body ${json.head} in ${json.ms} ms, upload ${upload.head} in ${upload.ms} ms; ` +
        `slow headers ${slowHeaders.head} after ${slowHeaders.ms} ms (bound 2000 ms)`,
    );
    expect(json.head).toMatch(/^HTTP\/1\.1 413/);
    expect(json.ms).toBeLessThan(1500);
    expect(json.closes).toBe(true);
    expect(upload.head).toMatch(/^HTTP\/1\.1 413/);
    expect(upload.closes).toBe(true);
    expect(upload.ms).toBeLessThan(1500);
    expect(slowHeaders.head).toMatch(/^HTTP\/1\.1 408/);
    expect(slowHeaders.ms).toBeGreaterThanOrEqual(1900);
    expect(slowHeaders.ms).toBeLessThan(4000);
  });
});
