// EXPERIMENT
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCluster, type Cluster } from "@/scripts/pg-cluster.mjs";
import { assertBuild, createShop, prepareDatabase, serverEnv, sleep, startServer, type Server, type Shop } from "./harness";

const enabled = process.env.FAULTS === "1";
const PORT = Number(process.env.FAULTS_PAGES_PORT ?? 3137);

let cluster: Cluster | undefined;
let server: Server | undefined;
afterAll(() => {
  server?.kill();
  cluster?.stop();
});

describe.skipIf(!enabled)("pages under database trouble (PostgreSQL)", () => {
  let url = "";
  let shop: Shop;
  beforeAll(async () => {
    assertBuild();
    cluster = await startCluster();
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query("CREATE DATABASE shop");
    await admin.end();
    url = cluster.url.replace(/\/postgres$/, "/shop");
    prepareDatabase(serverEnv(url, cluster.dir));
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    const sql = {
      query: async <T,>(s: string, p: unknown[] = []) => (await pool.query(s, p)).rows as T[],
      insert: async (s: string, p: unknown[]) => Number((await pool.query<{ id: number }>(`${s} RETURNING "id"`, p)).rows[0].id),
      close: () => pool.end(),
    };
    shop = await createShop(sql, 4, 1, 1000, true);
    await sql.close();
    server = await startServer(
      PORT,
      serverEnv(url, cluster.dir, {
        DATABASE_LOCK_TIMEOUT_MS: "1500",
        DATABASE_POOL_TIMEOUT_MS: "2500",
        DATABASE_STATEMENT_TIMEOUT_MS: "10000",
        DATABASE_POOL_SIZE: "4",
      }),
      (argv) => {
        const i = argv.indexOf("-H");
        const rest = i >= 0 ? [...argv.slice(0, i), ...argv.slice(i + 2)] : argv;
        return [rest[0], rest.slice(1)];
      },
    );
  }, 180_000);

  it("experiment", { timeout: 120_000 }, async () => {
    const base = server!.base;
    for (const p of ["/", `/goods/${shop.productId}`, "/cart"]) {
      const r = await fetch(base + p);
      console.log("before", p, r.status);
      await r.arrayBuffer();
    }
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    await locker.query("BEGIN");
    await locker.query('LOCK TABLE "Sku" IN ACCESS EXCLUSIVE MODE');
    // Fill the pool: reads of Sku that wait for the lock.
    const stuck = Array.from({ length: 12 }, () =>
      fetch(`${base}/api/v1/products-detail?id=${shop.productId}`).then((r) => r.status, () => 0),
    );
    await sleep(300);
    for (const p of ["/", `/goods/${shop.productId}`, "/cart", "/en/goods/" + shop.productId]) {
      const t = Date.now();
      const r = await fetch(base + p);
      const text = await r.text();
      console.log("locked", p, r.status, r.headers.get("retry-after"), Date.now() - t, "ms", text.slice(0, 200).replace(/\n/g, " "));
    }
    console.log("stuck", await Promise.all(stuck));
    await locker.query("ROLLBACK");
    await locker.end();
    expect(true).toBe(true);
    console.log(server!.log().slice(-3000));
  });
});
