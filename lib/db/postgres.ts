// PostgreSQL through @prisma/adapter-pg: a connection pool, so every transaction has a connection of
// its own and no in-process gate is needed (or wanted: several app processes share the database).
//
// Write transactions run READ COMMITTED, side by side. What keeps them correct is what keeps SQLite
// correct against another process: stock, coupon counts and status moves are conditional updates
// (`stock >= n`, `status = <the one allowed previous status>`) that PostgreSQL re-checks on the locked
// row, and uniqueness is a constraint. A shopper's own read-then-write sequences (a cart line's
// quantity, the cart turning into an order, a per-shopper coupon count) lock that shopper's row first
// (WriteOptions.shopper). SERIALIZABLE was measured and dropped: 12 checkouts of one SKU took up to
// 4.2 s in retries (docs/decisions/008-two-engines.md). Deadlocks and serialization failures are
// retried.
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { Prisma } from "../generated/prisma/client";
import { recordDatabaseWait } from "../metrics";
import type { PrismaClient } from "../generated/prisma/client";
import { PrismaClient as PgPrismaClient } from "../generated/prisma-pg/client";
import {
  DatabaseWaitTimeout,
  errorSignals,
  retrying,
  type ClientOptions,
  type Dialect,
  type LockableTable,
  type SearchTerms,
  type Tx,
  type Unavailable,
  type WriteOptions,
} from "./dialect";
import {
  LOWER,
  BASE_COLUMNS,
  rowsSql,
  searchOrder,
  termMatch,
  translatedSearchCount,
  translatedSearchRows,
} from "./search-sql";
import {
  commitAtEnd,
  inlinedLiterals,
  insertWithChildrenOn,
  numberedPlaceholders,
  postgresDate,
  postgresStockMoveSql,
  runnerRow,
  type GetOptions,
  type SqlParams,
  type SqlTx,
} from "./sql";
import { Slots, writeSlotsFor } from "./slots";
import { boundedWait } from "../wait-budget";
import { guardTransactionEnds } from "./transaction-guard";
import { leadershipKey, type Leadership, type LeadershipOptions } from "./leadership";
import { databaseLimits } from "../env";

const RETRY_WINDOW_MS = 15_000;
const MAX_ATTEMPTS = 40;
/** What this app's connections call themselves in pg_stat_activity (the start-up check counts them). */
export const APPLICATION_NAME = "mall";

type ClientState = { pool: pg.Pool; probe: pg.Pool; writeSlots: Slots; waitMs: number };
const clients = new WeakMap<PrismaClient, ClientState>();

// SQLSTATE classes and codes that mean "the server cannot take this now", not a bug:
// 08 connection exceptions, 53 insufficient resources (53300 too many connections), 57P01-57P03
// admin / crash shutdown and "the database system is starting up"; and the bounded waits: 57014
// statement_timeout, 55P03 lock_timeout, 25P03 idle-in-transaction timeout.
const DOWN_STATES = /^(08|57P0[1-4]|53300)/;
const STORAGE_STATES = /^(53100|58030)/;
const BUSY_STATES = /^(57014|55P03|25P03|53200|40001|40P01)$/;
const DOWN_KINDS = new Set(["TooManyConnections", "DatabaseNotReachable", "ConnectionClosed", "SocketTimeout"]);
const DOWN_SOCKET = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
]);
// Prisma's own codes for the same: P1001 cannot reach, P1002 / P1008 timed out, P1017 server closed the
// connection, P2037 too many connections; P2024 / P2028 waiting for a connection or a transaction.
const DOWN_PRISMA = new Set(["P1001", "P1002", "P1008", "P1017", "P2037"]);
const BUSY_PRISMA = new Set(["P2024", "P2028", "P2034"]);

/** Why a PostgreSQL error means "not now" (see Unavailable), or null for anything that is a bug. */
export function postgresUnavailable(error: unknown): Unavailable | null {
  if (error instanceof DatabaseWaitTimeout) return "busy";
  const { codes, messages } = errorSignals(error);
  if (codes.includes("MALL_DB_WAIT_TIMEOUT")) return "busy";
  if (codes.some((c) => DOWN_KINDS.has(c) || DOWN_SOCKET.has(c) || DOWN_PRISMA.has(c) || DOWN_STATES.test(c)))
    return "down";
  if (codes.some((c) => STORAGE_STATES.test(c))) return "storage";
  if (codes.some((c) => BUSY_STATES.test(c) || BUSY_PRISMA.has(c))) return "busy";
  if (
    /too many clients|remaining connection slots|Connection terminated|connection error and is not queryable|database system is (starting up|shutting down|in recovery)|terminating connection due to administrator command|connect ECONNREFUSED|Can't reach database server|Server has closed the connection/i.test(
      messages,
    )
  )
    return "down";
  if (
    /timeout exceeded when trying to connect|canceling statement due to (statement|lock) timeout|lock timeout|Unable to start a transaction in the given time|Transaction already closed/i.test(
      messages,
    )
  )
    return "busy";
  return null;
}

/** A serialization failure (40001) or a deadlock (40P01): the transaction did nothing and may run again. */
export function isConflict(error: unknown): boolean {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === "object" && depth < 5;
    e = (e as { cause?: unknown }).cause, depth += 1
  ) {
    const { code, originalCode, message, meta } = e as {
      code?: unknown;
      originalCode?: unknown;
      message?: unknown;
      meta?: { driverAdapterError?: unknown };
    };
    if (
      code === "P2034" ||
      code === "40001" ||
      code === "40P01" ||
      originalCode === "40001" ||
      originalCode === "40P01"
    )
      return true;
    if (
      typeof message === "string" &&
      /could not serialize access|deadlock detected|write conflict or a deadlock/.test(message)
    )
      return true;
    if (meta?.driverAdapterError && isConflict(meta.driverAdapterError)) return true;
  }
  return false;
}

const ON_SALE = Prisma.sql`p."isOnSale"`;
const ENGINE_SQL = { onSale: ON_SALE, fold: LOWER };

/**
 * The zh-Hans search's condition. lower(...) LIKE '%term%' is answered by the pg_trgm GIN indexes on
 * lower(name) / lower(subtitle), and the key patterns by those on the pinyin and initials keys, for
 * patterns of 3+ characters; shorter ones (most Chinese words are two characters, initials too) scan
 * the on-sale products, which at catalogue sizes is a few milliseconds.
 */
function searchWhere(terms: SearchTerms): Prisma.Sql {
  return Prisma.join([ON_SALE, ...terms.terms.map((term) => termMatch(term, BASE_COLUMNS, LOWER))], " AND ");
}

/**
 * Leadership on PostgreSQL (./leadership.ts): a session advisory lock on a connection of its own,
 * outside the pool. Waiting for it costs the server nothing (the backend sleeps in the lock queue);
 * the server hands it over the moment the holder's session ends. The connection is re-made after a
 * server restart or a dropped connection, with growing pauses.
 */
function postgresLeadership(url: string, name: string, options: LeadershipOptions = {}): Leadership {
  const key = leadershipKey(name);
  let held = false;
  let stopped = false;
  let current: pg.Client | null = null;
  const run = async () => {
    for (let failures = 0; !stopped;) {
      const client = new pg.Client({
        connectionString: url,
        application_name: `${APPLICATION_NAME}-leader`,
        keepAlive: true,
        keepAliveInitialDelayMillis: 10_000,
        // Waiting for the lock is the point: no statement or lock timeout here, whatever the server's default.
        statement_timeout: 0,
        lock_timeout: 0,
      });
      current = client;
      const ended = new Promise<void>((resolve) => {
        client.once("end", resolve);
        client.on("error", () => resolve());
      });
      try {
        await client.connect();
        // The server notices a holder whose host vanished (no FIN, no RST) within about 20 s.
        await client.query(
          "SET tcp_keepalives_idle = 5; SET tcp_keepalives_interval = 5; SET tcp_keepalives_count = 3",
        );
        await client.query("SELECT pg_advisory_lock($1)", [key]);
        held = true;
        failures = 0;
        options.onAcquired?.();
        await ended;
      } catch {
        failures += 1;
      } finally {
        held = false;
        current = null;
        await client.end().catch(() => {});
      }
      if (!stopped) await new Promise((r) => setTimeout(r, Math.min(10_000, 250 * 2 ** Math.min(failures, 6))).unref());
    }
  };
  void run();
  return {
    held: () => held,
    async stop() {
      stopped = true;
      held = false;
      await current?.end().catch(() => {});
    },
  };
}

// ---------- the SQL runner (./sql.ts) ----------

/** Results as the runner promises them on both engines: booleans 1 / 0, int8 as numbers, timestamps as ISO text. */
const runnerTypes = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === pg.types.builtins.BOOL) return (value: string) => (value === "t" ? 1 : 0);
    if (oid === pg.types.builtins.INT8) return (value: string) => Number(value);
    if (oid === pg.types.builtins.TIMESTAMP) return (value: string) => `${value.replace(" ", "T")}+00:00`;
    if (oid === pg.types.builtins.TIMESTAMPTZ) return (value: string) => new Date(value).toISOString();
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/** Each statement text is prepared once per connection (a named statement): no parse or plan after the first. */
const runnerStatements = new Map<string, { name: string; text: string }>();
function runnerStatement(sql: string): { name: string; text: string } {
  let statement = runnerStatements.get(sql);
  if (!statement) {
    statement = { name: `mall_${runnerStatements.size}`, text: numberedPlaceholders(sql) };
    runnerStatements.set(sql, statement);
  }
  return statement;
}

function runnerQuery(on: pg.Pool | pg.PoolClient, sql: string, params: SqlParams) {
  const { name, text } = runnerStatement(sql);
  const values = params.map((v) => (v instanceof Date ? postgresDate(v) : v === undefined ? null : v));
  return on.query({ name, text, values, types: runnerTypes });
}

type PostgresTx = SqlTx & { committed: boolean };

/** A statement that changed no row, made an error inside the server by commitWith's guard. */
const isDivisionByZero = (error: unknown) => errorSignals(error).codes.includes("22012");

function postgresTx(connection: pg.PoolClient): PostgresTx {
  /** One simple query: `guarded` (ends in `SELECT 1 / count(*)`), then COMMIT; 0 when it changed nothing. */
  const commitIn = async (guarded: string) => {
    try {
      await connection.query(`${guarded}; COMMIT`);
    } catch (error) {
      if (isDivisionByZero(error)) return 0;
      throw error;
    }
    tx.committed = true;
    return 1;
  };
  const tx: PostgresTx = {
    committed: false,
    all: async <R extends object>(sql: string, params: SqlParams = []) =>
      (await runnerQuery(connection, sql, params)).rows as R[],
    get: async <R extends object>(sql: string, params: SqlParams = [], options?: GetOptions) =>
      (await runnerQuery(connection, options?.forUpdate ? `${sql} FOR UPDATE` : sql, params)).rows[0] as R | undefined,
    run: async (sql: string, params: SqlParams = []) => (await runnerQuery(connection, sql, params)).rowCount ?? 0,
    lockRow: async (table: LockableTable, id: number) => {
      // The table name is one of a closed set (LockableTable), never input.
      await runnerQuery(connection, `SELECT 1 FROM "${table}" WHERE "id" = ? FOR UPDATE`, [id]);
    },
    commitWith: (sql: string, params: SqlParams = []) =>
      // The update, failing when it changed no row (division by zero aborts the transaction, and
      // PostgreSQL skips the COMMIT behind it). The literals are numbers, booleans and dates only
      // (inlinedLiterals refuses text).
      commitIn(
        `WITH changed AS (${inlinedLiterals(sql, params, postgresDate)} RETURNING 1) SELECT 1 / count(*) FROM changed`,
      ),
    moveStock: async (move, options) => {
      if (!options?.commit) {
        const { sql, params } = postgresStockMoveSql(move, false);
        return tx.run(sql, params);
      }
      const { sql, params } = postgresStockMoveSql(move, true);
      return commitIn(inlinedLiterals(sql, params, postgresDate));
    },
    // The order and its lines in one round trip (the CTE): node-pg costs the app ~70 µs of CPU per
    // round trip, more than these statements cost the server (docs/performance.md).
    insertWithChildren: (insert) => insertWithChildrenOn(tx, insert, true),
  };
  return tx;
}

/**
 * sqlOver on PostgreSQL: the runner's statements as raw queries of the Prisma transaction (numbered
 * placeholders, dates as the runner writes them, results as the runner answers them). commitWith runs
 * its statement; the transaction commits when Prisma's does.
 */
function postgresOver(tx: Tx): SqlTx {
  const values = (params: SqlParams) =>
    params.map((v) => (v instanceof Date ? postgresDate(v) : v === undefined ? null : v));
  const q: Omit<SqlTx, "commitWith"> = {
    all: async <R extends object>(sql: string, params: SqlParams = []) =>
      (await tx.$queryRawUnsafe<Record<string, unknown>[]>(numberedPlaceholders(sql), ...values(params))).map((row) =>
        runnerRow<R>(row),
      ),
    get: async <R extends object>(sql: string, params: SqlParams = [], options?: GetOptions): Promise<R | undefined> =>
      (await q.all<R>(options?.forUpdate ? `${sql} FOR UPDATE` : sql, params))[0],
    run: (sql: string, params: SqlParams = []) => tx.$executeRawUnsafe(numberedPlaceholders(sql), ...values(params)),
    lockRow: (table: LockableTable, id: number) => lockRow(tx, table, id),
    insertWithChildren: (insert) => insertWithChildrenOn(q, insert, true),
    moveStock: (move) => {
      const { sql, params } = postgresStockMoveSql(move, false);
      return q.run(sql, params);
    },
  };
  return commitAtEnd(q);
}

/**
 * The SQL runner's write transaction: a write slot, a pooled connection, BEGIN (READ COMMITTED) with
 * the shopper's row locked in the same round trip, the statements, COMMIT. Deadlocks and serialization
 * failures run it again; a connection whose ROLLBACK failed is destroyed, not returned.
 */
async function postgresTransaction<T>(
  client: PrismaClient,
  fn: (q: SqlTx) => Promise<T>,
  options: WriteOptions = {},
): Promise<T> {
  const state = clients.get(client);
  if (!state) throw new Error("not a client of the PostgreSQL dialect");
  const shopper = options.shopper;
  if (shopper !== undefined && !Number.isSafeInteger(shopper)) throw new Error(`not a shopper id: ${shopper}`);
  const once = async (): Promise<T> => {
    const connection = await state.pool.connect();
    let broken: Error | undefined;
    try {
      // One round trip: a simple query may hold several statements (the id is a checked integer). The
      // runner's statements are prepared once per connection and run on their generic plan: PostgreSQL
      // otherwise re-plans a statement whose generic plan it estimates dearer than its custom ones, on
      // every execution — measured: checkout's first statement took 0.7-1.4 ms to plan and 0.8 ms to
      // run with a custom plan (a hash join over every order item), 0.2 ms on its generic plan.
      await connection.query(
        `BEGIN; SET LOCAL plan_cache_mode = force_generic_plan${shopper === undefined ? "" : `; SELECT 1 FROM "User" WHERE "id" = ${shopper} FOR UPDATE`}`,
      );
      const tx = postgresTx(connection);
      const result = await fn(tx);
      if (!tx.committed) await connection.query("COMMIT");
      return result;
    } catch (error) {
      await connection.query("ROLLBACK").catch((failure: unknown) => {
        broken = failure instanceof Error ? failure : new Error(String(failure));
      });
      throw error;
    } finally {
      connection.release(broken);
    }
  };
  return state.writeSlots.run(() => retrying(once, isConflict, RETRY_WINDOW_MS, MAX_ATTEMPTS), state.waitMs);
}

async function postgresRead<R extends object>(client: PrismaClient, sql: string, params: SqlParams = []): Promise<R[]> {
  const state = clients.get(client);
  if (!state) throw new Error("not a client of the PostgreSQL dialect");
  return (await runnerQuery(state.pool, sql, params)).rows as R[];
}

function postgresUniqueViolation(error: unknown): boolean {
  return errorSignals(error).codes.some((c) => c === "23505" || c === "P2002");
}

type PoolCallback = (error: Error | undefined, client?: pg.PoolClient, release?: (e?: unknown) => void) => void;

/**
 * The pool's waits for a connection within what is left of the request's budget (lib/wait-budget.ts):
 * the pool bounds each wait by its own timeout only. A connection granted after its caller gave up goes
 * straight back. Prisma's adapter asks with a promise, `pool.query` with a callback: both are bounded.
 */
function boundPoolWaits(pool: pg.Pool, poolTimeoutMs: number): void {
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const within = (): Promise<pg.PoolClient> => {
    const waitMs = boundedWait(poolTimeoutMs);
    if (waitMs >= poolTimeoutMs) return connect();
    return new Promise((resolve, reject) => {
      let gaveUp = false;
      const timer = setTimeout(() => {
        gaveUp = true;
        reject(new DatabaseWaitTimeout("a pooled connection", waitMs));
      }, waitMs);
      connect().then(
        (client) => {
          if (!gaveUp) return void (clearTimeout(timer), resolve(client));
          client.release();
        },
        (error: Error) => {
          if (!gaveUp) return void (clearTimeout(timer), reject(error));
        },
      );
    });
  };
  (pool as unknown as { connect: (callback?: PoolCallback) => Promise<pg.PoolClient> | void }).connect = (
    callback?: PoolCallback,
  ) => {
    if (!callback) return within();
    within().then(
      (client) => callback(undefined, client, (e) => client.release(e as Error | boolean | undefined)),
      (error: Error) => callback(error),
    );
  };
}

async function lockRow(tx: Tx, table: LockableTable, id: number): Promise<void> {
  // The table name is one of a closed set (LockableTable), never input.
  await tx.$executeRawUnsafe(`SELECT 1 FROM "${table}" WHERE "id" = $1 FOR UPDATE`, id);
}

export const postgres: Dialect = {
  name: "postgres",
  createClient(url, options: ClientOptions = {}) {
    const limits = databaseLimits();
    // Every wait on the server is bounded (issue 27): a statement blocked behind a lock gives up after
    // lock_timeout, any statement after statement_timeout, a transaction left idle after twice that;
    // waiting for a pooled connection gives up after the pool timeout. Each is then answered 503 with
    // Retry-After. Maintenance clients (the seed) have no statement or lock bound.
    const bounded = !options.maintenance;
    const pool = new pg.Pool({
      connectionString: url,
      max: limits.poolSize,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: limits.poolTimeoutMs,
      application_name: APPLICATION_NAME,
      keepAlive: true,
      ...(bounded && limits.statementTimeoutMs ? { statement_timeout: limits.statementTimeoutMs } : {}),
      ...(bounded && limits.lockTimeoutMs ? { lock_timeout: limits.lockTimeoutMs } : {}),
      ...(bounded && limits.statementTimeoutMs
        ? { idle_in_transaction_session_timeout: Math.max(30_000, 2 * limits.statementTimeoutMs) }
        : {}),
    });
    if (bounded) boundPoolWaits(pool, limits.poolTimeoutMs);
    // A dropped idle connection must not crash the process; the pool makes a new one.
    pool.on("error", (error) => console.error("[db] idle PostgreSQL connection failed", error.message));
    const adapter = guardTransactionEnds(
      new PrismaPg(pool, { disposeExternalPool: true }),
      async (tx, _release, error) => {
        // The connection's state is unknown after a failed COMMIT / ROLLBACK: destroy it rather than
        // hand it back to the pool.
        const connection = tx as unknown as { cleanup?: () => void; client: pg.PoolClient };
        connection.cleanup?.();
        connection.client.release(error instanceof Error ? error : true);
      },
    );
    const client = new PgPrismaClient({ adapter }) as unknown as PrismaClient;
    // The catalogue version probe runs before every cached catalogue read (the home page's banners, the
    // lists): on a connection of its own, so that it never waits behind pooled work stuck on a lock
    // (issue 27: a lock on "Sku" made the banners wait for the pool). It reads a sequence, which no
    // table lock blocks.
    const probe = new pg.Pool({
      connectionString: url,
      max: 1,
      idleTimeoutMillis: 30_000,
      // Its idle connection alone never keeps a process (a script, a test) alive.
      allowExitOnIdle: true,
      connectionTimeoutMillis: limits.poolTimeoutMs,
      application_name: APPLICATION_NAME,
      keepAlive: true,
      ...(bounded && limits.statementTimeoutMs ? { statement_timeout: limits.statementTimeoutMs } : {}),
    });
    probe.on("error", (error) => console.error("[db] idle PostgreSQL probe connection failed", error.message));
    clients.set(client, {
      pool,
      probe,
      writeSlots: new Slots(writeSlotsFor(limits.poolSize), "a write slot", (_exclusive, ms, timedOut) =>
        recordDatabaseWait("postgres_write_slot", ms, timedOut),
      ),
      waitMs: limits.poolTimeoutMs,
    });
    return client;
  },
  async close(client) {
    const state = clients.get(client);
    await client.$disconnect();
    await state?.probe.end().catch(() => {});
  },
  unavailable: postgresUnavailable,
  async prepare() {},
  writeTransaction<T>(client: PrismaClient, fn: (tx: Tx) => Promise<T>, options: WriteOptions = {}): Promise<T> {
    const shopper = options.shopper;
    const run = shopper === undefined ? fn : (tx: Tx) => lockRow(tx, "User", shopper).then(() => fn(tx));
    // The client is typed as the SQLite one, whose isolation levels list only Serializable.
    const isolationLevel = "ReadCommitted" as Prisma.TransactionIsolationLevel;
    const state = clients.get(client);
    const attempt = () =>
      retrying(
        () => client.$transaction(run, { isolationLevel, maxWait: 10_000, timeout: options.timeoutMs ?? 20_000 }),
        isConflict,
        RETRY_WINDOW_MS,
        MAX_ATTEMPTS,
      );
    // Write transactions share the pool's connections but never all of them (lib/db/slots.ts).
    return state ? state.writeSlots.run(attempt, state.waitMs) : attempt();
  },
  sqlTransaction: postgresTransaction,
  sqlOver: (_client, tx) => postgresOver(tx),
  sqlRead: postgresRead,
  isUniqueViolation: postgresUniqueViolation,
  lockRow,
  leadership: postgresLeadership,
  // The sweep's leadership and the catalogue version probe.
  extraConnections: 2,
  runExclusive: (fn) => fn(),
  queueDepth: () => 0,
  stats(client): Record<string, number> {
    const state = clients.get(client);
    if (!state) return {};
    const { pool, writeSlots } = state;
    return {
      poolSize: pool.options.max ?? 0,
      connections: pool.totalCount,
      idle: pool.idleCount,
      waitingForConnection: pool.waitingCount,
      writeSlots: writeSlots.limit,
      writeSlotsInUse: writeSlots.inUse(),
      waitingForWriteSlot: writeSlots.waiting(),
    };
  },
  async connectionSlots(client) {
    const pool = clients.get(client)?.pool;
    if (!pool) return null;
    const { rows } = await pool.query<{ name: string; setting: string }>(
      `SELECT name, setting FROM pg_settings WHERE name IN ('max_connections', 'superuser_reserved_connections', 'reserved_connections')`,
    );
    const setting = (name: string) => Number(rows.find((r) => r.name === name)?.setting ?? 0);
    const others = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'client backend' AND application_name <> $1`,
      [APPLICATION_NAME],
    );
    return {
      maxConnections: setting("max_connections"),
      reserved: setting("superuser_reserved_connections") + setting("reserved_connections"),
      others: others.rows[0]?.n ?? 0,
    };
  },
  searchRows(terms, limit, offset) {
    if (terms.locale) return translatedSearchRows({ ...terms, locale: terms.locale }, ENGINE_SQL, limit, offset);
    return rowsSql(Prisma.sql`"Product" p`, searchWhere(terms), searchOrder(terms, BASE_COLUMNS, LOWER), limit, offset);
  },
  searchCount(terms) {
    if (terms.locale)
      return translatedSearchCount({ ...terms, locale: terms.locale }, ENGINE_SQL, Prisma.sql`count(*)::int`);
    return Prisma.sql`SELECT count(*)::int AS total FROM "Product" p WHERE ${searchWhere(terms)}`;
  },
  // ILIKE: the PostgreSQL client takes `mode`, the SQLite-typed interface does not know it.
  containsAnyCase: (text) => ({ contains: text, mode: "insensitive" }) as Prisma.StringFilter,
  catalogueVersionProbe(client) {
    // Straight on the pool: one round trip, without Prisma's query planning (~0.1 ms) on top.
    const pool = clients.get(client)?.probe;
    if (!pool) throw new Error("not a client of this dialect");
    return async () => {
      const result = await pool.query<{ version: string }>(
        'SELECT "last_value" AS "version" FROM "catalogue_version_seq"',
      );
      return Number(result.rows[0]?.version ?? 0);
    };
  },
  async afterExplicitIds(client) {
    // Rows inserted with explicit ids (the seed) leave SERIAL sequences behind: move each past max(id).
    const columns = await client.$queryRaw<{ table_name: string; column_name: string }[]>`
      SELECT table_name::text AS table_name, column_name::text AS column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_default LIKE 'nextval(%'`;
    for (const { table_name: table, column_name: column } of columns) {
      const t = `"${table.replaceAll('"', '""')}"`;
      const c = `"${column.replaceAll('"', '""')}"`;
      await client.$executeRawUnsafe(
        `SELECT setval(pg_get_serial_sequence('${t.replaceAll("'", "''")}', '${column.replaceAll("'", "''")}'), COALESCE((SELECT max(${c}) FROM ${t}), 0) + 1, false)`,
      );
    }
  },
};

/** The pool behind a client of this dialect (tests, benchmarks). */
export function poolOf(client: PrismaClient): pg.Pool | undefined {
  return clients.get(client)?.pool;
}

/** Write slots in use and waiting for one (the readiness check). */
export function writeSlotsOf(client: PrismaClient): { limit: number; inUse: number; waiting: number } | undefined {
  const slots = clients.get(client)?.writeSlots;
  return slots && { limit: slots.limit, inUse: slots.inUse(), waiting: slots.waiting() };
}
