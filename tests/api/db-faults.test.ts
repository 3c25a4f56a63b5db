// Faults below the services, in process, on both engines (issue 27; the same faults against a real
// server: tests/faults). A transaction whose COMMIT fails gives back everything it holds; a wait on
// the database is bounded and answered 503 SERVICE_UNAVAILABLE with Retry-After; a PostgreSQL write
// blocked behind a table lock never takes the connections that reads of other tables need.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Short bounds for this file, before lib/db reads them (the client is created when first imported).
vi.hoisted(() => {
  process.env.DATABASE_LOCK_TIMEOUT_MS = "800";
  process.env.DATABASE_POOL_TIMEOUT_MS = "1500";
  process.env.DATABASE_POOL_SIZE = "5";
});

const { db, dbReady, dialect, writeTransaction } = await import("@/lib/db");
const { call } = await import("@/tests/helpers/api");
const { createUser } = await import("@/tests/helpers/users");
const cartAdd = (await import("@/app/api/v1/cart-add/route")).POST;
const banner = (await import("@/app/api/v1/banner/route")).GET;

const FAIL_KEY = "fail-at-commit";

/** A write transaction whose statements succeed and whose COMMIT fails (a deferred check). */
function failingCommit(i: number) {
  return writeTransaction(async (tx) => {
    if (dialect.name === "sqlite") {
      // A foreign key checked at COMMIT: the row points at no user.
      await tx.$executeRawUnsafe("PRAGMA defer_foreign_keys = ON");
      await tx.cartItem.create({ data: { userId: 987_654_321 + i, skuId: 1, quantity: 1 } });
    } else {
      await tx.rateLimitBucket.create({ data: { key: `${FAIL_KEY}-${i}`, count: 0, resetAt: new Date() } });
    }
  });
}

beforeAll(async () => {
  await dbReady();
  if (dialect.name === "postgres") {
    // A check PostgreSQL runs at COMMIT: a deferred constraint trigger that refuses marked rows.
    await db.$executeRawUnsafe(
      `CREATE FUNCTION fail_at_commit() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused at commit'; END $$ LANGUAGE plpgsql`,
    );
    await db.$executeRawUnsafe(
      `CREATE CONSTRAINT TRIGGER fail_at_commit AFTER INSERT ON "RateLimitBucket" DEFERRABLE INITIALLY DEFERRED
       FOR EACH ROW WHEN (NEW."key" LIKE '${FAIL_KEY}%') EXECUTE FUNCTION fail_at_commit()`,
    );
  }
});

describe("a transaction whose COMMIT fails", () => {
  it("releases what it holds: the next transactions and reads run at once", { timeout: 20_000 }, async () => {
    // More failures than the pool has connections: each one used to keep its connection (PostgreSQL)
    // or the adapter's transaction lock (SQLite, where the first one wedged every later query).
    for (let i = 0; i < 7; i++) await expect(failingCommit(i)).rejects.toThrow();
    const started = Date.now();
    const { user } = await createUser();
    const written = await writeTransaction((tx) =>
      tx.user.update({ where: { id: user.id }, data: { points: 7 }, select: { points: true } }),
    );
    expect(written.points).toBe(7);
    expect(await db.user.count({ where: { id: user.id, points: 7 } })).toBe(1);
    // A held lock or connection would make these wait for the busy timeout or the pool's (5 s and more);
    // a few hundred milliseconds is what they cost, more on a busy two-core machine.
    expect(Date.now() - started).toBeLessThan(4000);
    // Nothing of the failed transactions was kept.
    expect(await db.cartItem.count({ where: { userId: { gte: 987_654_321 } } })).toBe(0);
    expect(await db.rateLimitBucket.count({ where: { key: { startsWith: FAIL_KEY } } })).toBe(0);
  });
});

describe("a write blocked behind another connection's lock", () => {
  let holder: { release: () => Promise<void> } | null = null;
  afterAll(async () => {
    await holder?.release();
  });

  /** Locks the Sku table from outside the app (PostgreSQL: a second connection; SQLite: another connection holding the write lock). */
  async function lockFromOutside(): Promise<{ release: () => Promise<void> }> {
    const url = process.env.DATABASE_URL!;
    if (dialect.name === "postgres") {
      const other = new pg.Client({ connectionString: url });
      await other.connect();
      await other.query("BEGIN");
      await other.query('LOCK TABLE "Sku" IN ACCESS EXCLUSIVE MODE');
      return {
        release: async () => {
          await other.query("ROLLBACK");
          await other.end();
        },
      };
    }
    const { default: Database } = await import("better-sqlite3");
    const other = new Database(url.slice("file:".length));
    other.prepare("BEGIN IMMEDIATE").run();
    return {
      release: async () => {
        other.prepare("ROLLBACK").run();
        other.close();
      },
    };
  }

  it("is answered 503 with Retry-After within the bound, reads of other tables keep flowing, and it succeeds after", async () => {
    const { token } = await createUser();
    const sku = await db.sku.findFirstOrThrow({ where: { stock: { gte: 5 } }, select: { id: true, stock: true } });
    holder = await lockFromOutside();
    const started = Date.now();
    // More writers than the pool has connections.
    const writes = Array.from({ length: 8 }, () =>
      call<{ code: string; message: string }>(cartAdd, "/api/v1/cart-add", {
        token,
        body: { skuId: sku.id, quantity: 1 },
      }).then((r) => ({ ...r, ms: Date.now() - started })),
    );
    // Meanwhile the home page's banners (no Sku) answer, on PostgreSQL from the connections kept
    // for reads; on SQLite reads never wait for another process's write lock (WAL).
    await new Promise((r) => setTimeout(r, 200));
    const bannerStarted = Date.now();
    const banners = await call(banner, "/api/v1/banner");
    expect(banners.status).toBe(200);
    expect(Date.now() - bannerStarted).toBeLessThan(600);
    const results = await Promise.all(writes);
    for (const r of results) {
      expect(r.status).toBe(503);
      expect(r.body.code).toBe("SERVICE_UNAVAILABLE");
      expect(r.body.message).toMatch(/busy/i);
      expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
      // The lock bound (800 ms), plus waiting for a write slot (1.5 s) for those beyond the pool.
      expect(r.ms).toBeLessThan(800 + 1500 + 1500);
    }
    await holder.release();
    holder = null;
    const after = await call(cartAdd, "/api/v1/cart-add", { token, body: { skuId: sku.id, quantity: 1 } });
    expect(after.status).toBe(200);
    // Stock is untouched by cart edits, and exactly one cart line exists.
    expect((await db.sku.findUniqueOrThrow({ where: { id: sku.id } })).stock).toBe(sku.stock);
  });
});

describe("a page request's waits for the database", () => {
  /**
   * Keeps every way in busy for `ms`: the pool's connections (PostgreSQL), the write gate (SQLite).
   * Resolves `held` once all of it is taken (a loaded machine takes a while to open five connections).
   */
  function occupy(ms: number): { held: Promise<void>; done: Promise<unknown> } {
    if (dialect.name === "postgres") {
      const done = Promise.all(Array.from({ length: 5 }, () => db.$executeRawUnsafe(`SELECT pg_sleep(${ms / 1000})`)));
      // Held once the server runs all five sleeps, seen from a connection outside the pool.
      const held = (async () => {
        const watcher = new pg.Client({ connectionString: process.env.DATABASE_URL! });
        await watcher.connect();
        try {
          for (;;) {
            const { rows } = await watcher.query<{ n: number }>(
              "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' AND query LIKE 'SELECT pg_sleep%'",
            );
            if (rows[0].n >= 5) return;
            await new Promise((r) => setTimeout(r, 20));
          }
        } finally {
          await watcher.end();
        }
      })();
      return { held, done };
    }
    let isHeld = () => {};
    const held = new Promise<void>((resolve) => (isHeld = resolve));
    const done = writeTransaction(async (tx) => {
      await tx.$executeRawUnsafe("SELECT 1");
      isHeld();
      await new Promise((r) => setTimeout(r, ms));
    });
    return { held, done };
  }

  // The bounds below are about the subject, not the machine's speed: the first read gives up at its
  // budget, well before its own 1.5 s bound; the second at once, also well before it.
  it("share one bound: each waits what is left of it, none the full bound again", { timeout: 30_000 }, async () => {
    const { withWaitBudget } = await import("@/lib/wait-budget");
    const busy = occupy(3000);
    await busy.held;
    const started = Date.now();
    const outcome = await withWaitBudget(300, async () => {
      const first = await db.banner.findMany({ take: 1 }).then(
        () => null,
        (error: unknown) => ({ error, ms: Date.now() - started }),
      );
      // The budget is spent: the next read gives up at once instead of waiting its own 1.5 s.
      const second = await db.banner.findMany({ take: 1 }).then(
        () => null,
        (error: unknown) => ({ error, ms: Date.now() - started }),
      );
      return { first, second };
    });
    expect(outcome.first, "the first read waited past the budget").not.toBeNull();
    expect(dialect.unavailable(outcome.first!.error)).toBe("busy");
    expect(outcome.first!.ms).toBeGreaterThanOrEqual(290);
    // Below the read's own 1.5 s bound; a loaded machine's timers run late.
    expect(outcome.first!.ms).toBeLessThan(1450);
    expect(outcome.second, "the second read waited past the budget").not.toBeNull();
    expect(dialect.unavailable(outcome.second!.error)).toBe("busy");
    expect(outcome.second!.ms - outcome.first!.ms).toBeLessThan(1200);
    await busy.done;
    // Outside a budget a read waits its own bound; and whatever was granted to a caller that had given
    // up went back: as many reads as the pool has connections run at once.
    const reads = Date.now();
    await Promise.all(Array.from({ length: 5 }, () => db.banner.findMany({ take: 1 })));
    expect(Date.now() - reads).toBeLessThan(1000);
  });
});
