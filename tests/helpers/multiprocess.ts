// What the multi-process suites (tests/multiprocess) share: a shop database of their own on either
// engine (a throwaway PostgreSQL cluster, or a SQLite file in a temporary folder), migrated and seeded
// the way a deployment is (scripts/prepare-db.ts); production server processes on it, started,
// killed and restarted by port; shoppers' tokens signed with the servers' secret; keep-alive clients;
// the demo operator's session. The suites reach the database with plain SQL of their own (pg or
// better-sqlite3), never through lib/db: they run in the SQLite project with no database of their own
// (tests/engines.ts), and the servers are the subject.
//
// Ports: each suite names its defaults; MULTI_PROCESS_PORT moves every suite to a base of the caller's
// (a helper's range), each suite at its own offset, so that suites running side by side never share one.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { SignJWT } from "jose";
import { expect } from "vitest";
import { startCluster, type Cluster } from "@/scripts/pg-cluster.mjs";
import { serverArgs } from "@/scripts/server-command.mjs";
import { keepAliveClient, type KeepAliveClient } from "@/tests/helpers/http-client";

export const root = path.resolve(import.meta.dirname, "../..");
export const DIST_DIR = process.env.MULTI_PROCESS_DIST_DIR ?? process.env.NEXT_DIST_DIR ?? ".next";
export type Engine = "postgres" | "sqlite";

/** `count` ports: the suite's `defaults`, or MULTI_PROCESS_PORT + `offset` onwards when that is set. */
export function ports(offset: number, defaults: number[]): number[] {
  const base = process.env.MULTI_PROCESS_PORT;
  return base ? defaults.map((_, i) => Number(base) + offset + i) : defaults;
}

/** Fails the suite at once when there is no production build to serve. */
export function requireBuild(): void {
  if (!fs.existsSync(path.join(root, DIST_DIR, "BUILD_ID")))
    throw new Error(`no production build in ${DIST_DIR}: run \`next build\` first`);
}

/**
 * The suite's own SQL on the shop's database, written once for both engines: PostgreSQL's `$1`
 * placeholders (rewritten to SQLite's `?`), dates and booleans as parameters (`date`, `bool`: each
 * engine's stored form, as Prisma writes it), counts read through Number().
 */
export interface TestDb {
  readonly engine: Engine;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  one<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T>;
  date(d: Date): unknown;
  bool(b: boolean): unknown;
  close(): Promise<void>;
}

function postgresDb(url: string): TestDb & { connect(): Promise<void> } {
  const client = new pg.Client({ connectionString: url });
  const db: TestDb & { connect(): Promise<void> } = {
    engine: "postgres",
    connect: async () => void (await client.connect()),
    query: async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[],
    one: async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows[0] as T,
    date: (d) => d,
    bool: (b) => b,
    close: () => client.end(),
  };
  return db;
}

function sqliteDb(file: string): TestDb {
  const handle = new Database(file);
  // The servers write the same file: wait for their locks rather than fail on them.
  handle.pragma("busy_timeout = 10000");
  const run = <T>(sql: string, params: unknown[]): T[] => {
    const order: number[] = [];
    const text = sql.replace(/\$(\d+)/g, (_, n: string) => {
      order.push(Number(n) - 1);
      return "?";
    });
    const statement = handle.prepare(text);
    const values = order.map((i) => params[i]);
    if (statement.reader) return statement.all(...values) as T[];
    statement.run(...values);
    return [];
  };
  return {
    engine: "sqlite",
    query: async <T>(sql: string, params: unknown[] = []) => run<T>(sql, params),
    one: async <T>(sql: string, params: unknown[] = []) => run<T>(sql, params)[0],
    // lib/db/sql.ts sqliteDate: what Prisma's SQLite adapter stores.
    date: (d) => d.toISOString().replace("Z", "+00:00"),
    bool: (b) => (b ? 1 : 0),
    close: async () => void handle.close(),
  };
}

export type Shop = {
  engine: Engine;
  /** The servers' environment: the database, its data folder, fresh secrets, the sandboxes on. */
  env: NodeJS.ProcessEnv;
  dataDir: string;
  db: TestDb;
  jwtSecret: string;
  sandboxSecret: string;
  stop(): Promise<void>;
};

/** A migrated, seeded shop database on `engine`, with the servers' environment for it. */
export async function shopDatabase(engine: Engine): Promise<Shop> {
  let cluster: Cluster | undefined;
  let url: string;
  let dataDir: string;
  if (engine === "postgres") {
    cluster = await startCluster();
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query("CREATE DATABASE shop");
    await admin.end();
    url = cluster.url.replace(/\/postgres$/, "/shop");
    dataDir = cluster.dir;
  } else {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mall-mp-"));
    url = `file:${path.join(dataDir, "mall.db")}`;
  }
  const jwtSecret = crypto.randomBytes(32).toString("hex");
  const sandboxSecret = crypto.randomBytes(32).toString("hex");
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: url,
    MALL_DATA_DIR: dataDir,
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
  let db: TestDb;
  if (engine === "postgres") {
    const client = postgresDb(url);
    await client.connect();
    db = client;
  } else db = sqliteDb(url.slice("file:".length));
  return {
    engine,
    env,
    dataDir,
    db,
    jwtSecret,
    sandboxSecret,
    async stop() {
      await db.close().catch(() => undefined);
      cluster?.stop();
      if (engine === "sqlite") fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A shopper's bearer token, as the servers sign them (lib/auth). */
export function shopperToken(jwtSecret: string, userId: number): Promise<string> {
  return new SignJWT({ ver: 0 })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(userId))
    .setIssuer("the-mall")
    .setIssuedAt()
    .setExpirationTime("1h")
    .sign(new TextEncoder().encode(jwtSecret));
}

export type Shopper = { userId: number; addressId: number; token: string };

/** A shopper with a default address, straight in the database, and a token for the API. */
export async function shopperIn(shop: Shop, tag: string, extra: { phone?: string } = {}): Promise<Shopper> {
  const { db } = shop;
  const now = db.date(new Date());
  const { id: userId } = await db.one<{ id: number }>(
    `INSERT INTO "User" ("username", "nickname", "phone", "updatedAt") VALUES ($1, $2, $3, $4) RETURNING "id"`,
    [`mp_${crypto.randomBytes(5).toString("hex")}`, tag, extra.phone ?? null, now],
  );
  const { id: addressId } = await db.one<{ id: number }>(
    `INSERT INTO "Address" ("userId", "name", "phone", "province", "city", "district", "detail", "isDefault", "updatedAt") VALUES ($1, '测试', '13800138000', '上海市', '上海市', '黄浦区', '南京东路 1 号', $2, $3) RETURNING "id"`,
    [userId, db.bool(true), now],
  );
  return { userId, addressId, token: await shopperToken(shop.jwtSecret, userId) };
}

/** Production server processes by port, each in its own process group (killed with its children). */
export class Servers {
  private readonly running = new Map<number, ChildProcess>();
  private readonly clients = new Map<number, KeepAliveClient>();

  constructor(private readonly maxSockets = 16) {}

  /** Starts one on `port` and waits until it answers. */
  async start(port: number, env: NodeJS.ProcessEnv): Promise<void> {
    const server = spawn(process.execPath, serverArgs(["-p", String(port)]), {
      cwd: root,
      env,
      stdio: "ignore",
      detached: true,
    });
    this.running.set(port, server);
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

  /** SIGKILL: no shutdown of its own, as a crash. */
  kill(port: number): void {
    const server = this.running.get(port);
    if (server?.pid) {
      try {
        process.kill(-server.pid, "SIGKILL");
      } catch {
        // Already gone.
      }
    }
    this.running.delete(port);
    this.clients.get(port)?.close();
    this.clients.delete(port);
  }

  stopAll(): void {
    for (const port of [...this.running.keys()]) this.kill(port);
    this.clients.forEach((c) => c.close());
    this.clients.clear();
  }

  /** One keep-alive client per server, as the shop's apps and a load balancer keep their connections. */
  client(port: number): KeepAliveClient {
    let found = this.clients.get(port);
    if (!found)
      this.clients.set(port, (found = keepAliveClient(`http://127.0.0.1:${port}`, { maxSockets: this.maxSockets })));
    return found;
  }

  /** A shopper's call: a body makes it a POST. */
  async shopper<T>(port: number, route: string, token: string, body?: unknown): Promise<{ status: number; body: T }> {
    const res = await this.client(port).request(`/api/v1/${route}`, {
      headers: { authorization: `Bearer ${token}`, "x-locale": "en" },
      ...(body === undefined ? {} : { body }),
    });
    return { status: res.status, body: res.json<T>() };
  }

  /** The demo operator's session on `port` (MALL_SANDBOX=1 seeds it; its password is in the data folder). */
  async operator(port: number, dataDir: string) {
    const origin = `http://127.0.0.1:${port}`;
    const password = fs.readFileSync(path.join(dataDir, "admin-password"), "utf8").trim();
    const login = await this.client(port).request("/api/admin/v1/sessions", {
      headers: { origin },
      body: { username: "demo_admin", password },
    });
    expect(login.status).toBe(200);
    const cookie = String(login.headers["set-cookie"]?.[0] ?? "").split(";")[0];
    return (route: string, body?: unknown) =>
      this.client(port).request(`/api/admin/v1/${route}`, {
        headers: { origin, cookie, "x-locale": "en" },
        ...(body === undefined ? {} : { body }),
      });
  }
}
