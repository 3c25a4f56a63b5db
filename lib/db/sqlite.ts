// The embedded engine: one SQLite file through better-sqlite3, one connection per process.
//
// One connection means one transaction at a time, and every statement issued while a transaction is
// open runs *inside* it: it sees its uncommitted rows and is rolled back with it. That holds for
// Prisma's own internal transactions too (upsert, nested writes, createMany with relations), so every
// query passes an in-process read/write gate:
// - reads (find*, count, aggregate, groupBy) share it: they run side by side;
// - every other operation (any write, raw SQL, `$transaction`, writeTransaction) holds it exclusively,
//   so nothing else of this process runs on the connection until it is done;
// - statements issued from inside an exclusive section (the `tx` of a transaction, or `db` used by
//   mistake inside one) pass straight through (AsyncLocalStorage), so nothing deadlocks.
// tests/api/db-write-probe.test.ts fires concurrent internal-transaction writes beside standalone ones
// and checks that every acknowledged write is there and no read saw an uncommitted row.
//
// Other processes (a second app server, the operator CLIs, a seed) have their own connections. A
// write transaction takes SQLite's write lock with its first statement, and when another process
// holds it, waits *asynchronously* (short busy timeout, then retries with pauses): a process waiting
// for the lock keeps serving reads instead of blocking its event loop in SQLite's busy handler.
import { AsyncLocalStorage } from "node:async_hooks";
import Database from "better-sqlite3";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { Prisma, PrismaClient } from "../generated/prisma/client";
import { databaseLimits } from "../env";
import { recordDatabaseWait } from "../metrics";
import {
  DatabaseWaitTimeout,
  errorSignals,
  retrying,
  type ClientOptions,
  type Dialect,
  type SearchTerm,
  type SearchTerms,
  type Tx,
  type Unavailable,
  type WriteOptions,
} from "./dialect";
import { ReadWriteGate } from "./rw-gate";
import {
  inlinedLiterals,
  insertWithChildrenOn,
  moveStockInTwo,
  sqliteDate,
  type SqlParams,
  type SqlTx,
  type SqlValue,
} from "./sql";
import {
  AS_IS,
  BASE_COLUMNS,
  rowsSql,
  searchOrder,
  termMatch,
  translatedSearchCount,
  translatedSearchRows,
} from "./search-sql";
import { guardTransactionEnds } from "./transaction-guard";
import type { Leadership, LeadershipOptions } from "./leadership";

/** Milliseconds better-sqlite3 may block the event loop waiting for another process's lock. */
const BUSY_TIMEOUT_MS = 20;

const READS = new Set([
  "findUnique",
  "findUniqueOrThrow",
  "findFirst",
  "findFirstOrThrow",
  "findMany",
  "count",
  "aggregate",
  "groupBy",
]);

// On globalThis: route bundles may each load their own copy of this module; the gate and the context
// must be one per process, like the connection.
const shared = globalThis as unknown as { mallSqliteGate?: { gate: ReadWriteGate; context: AsyncLocalStorage<true> } };
const { gate, context } = (shared.mallSqliteGate ??= {
  gate: new ReadWriteGate((exclusive, ms, timedOut) =>
    recordDatabaseWait(exclusive ? "sqlite_write" : "sqlite_read", ms, timedOut),
  ),
  context: new AsyncLocalStorage<true>(),
});

function runExclusive<T>(fn: () => Promise<T>, waitMs?: number): Promise<T> {
  if (context.getStore()) return fn();
  // Awaited inside the context: `fn` may return a lazy PrismaPromise, which only runs when awaited.
  return gate.exclusive(() => context.run(true, async () => await fn()), waitMs);
}

/** SQLITE_BUSY / SQLITE_LOCKED (another process holds the lock), however Prisma wrapped it. */
export function isBusy(error: unknown): boolean {
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
    if ([code, originalCode].some((c) => typeof c === "string" && /^SQLITE_(BUSY|LOCKED)/.test(c))) return true;
    if (typeof message === "string" && /SQLITE_BUSY|SQLITE_LOCKED|database is locked/.test(message)) return true;
    if (meta?.driverAdapterError && isBusy(meta.driverAdapterError)) return true;
  }
  return false;
}

/**
 * Why a SQLite error means "not now" rather than a bug: the disk is full or failing (SQLITE_FULL,
 * SQLITE_IOERR_*, a file that cannot be opened or became read-only), or another process kept the
 * write lock past our wait (SQLITE_BUSY after the retries), or our own gate wait ran out.
 */
export function sqliteUnavailable(error: unknown): Unavailable | null {
  if (error instanceof DatabaseWaitTimeout) return "busy";
  const { codes, messages } = errorSignals(error);
  if (codes.includes("MALL_DB_WAIT_TIMEOUT")) return "busy";
  if (codes.some((c) => /^SQLITE_(FULL|IOERR|CANTOPEN|READONLY|CORRUPT|NOTADB)/.test(c))) return "storage";
  if (
    /database or disk is full|disk I\/O error|unable to open database file|attempt to write a readonly database/.test(
      messages,
    )
  )
    return "storage";
  if (codes.some((c) => /^SQLITE_(BUSY|LOCKED|NOMEM)/.test(c)) || /database is locked|SQLITE_BUSY/.test(messages))
    return "busy";
  return null;
}

/** What the SQL runner (./sql.ts) keeps per client: Prisma's own connection, a reader, the bounds. */
type RunnerState = {
  file: string;
  /** The connection Prisma's adapter opened (set when it connects): the one writer of this process. */
  connection?: Database.Database;
  /** A query-only connection for sqlRead: committed rows only, never behind the gate. */
  reader?: Database.Database;
  /** The catalogue version probes' connections (closed with the client). */
  probes: Database.Database[];
  gateWaitMs?: number;
  lockWaitMs: number;
};
const runners = new WeakMap<PrismaClient, RunnerState>();
const statementCache = new WeakMap<Database.Database, Map<string, Database.Statement>>();

/** A prepared statement of `connection`, prepared once per text; numbers (not BigInt) out. */
function prepared(connection: Database.Database, sql: string): Database.Statement {
  let cache = statementCache.get(connection);
  if (!cache) statementCache.set(connection, (cache = new Map()));
  let statement = cache.get(sql);
  if (!statement) {
    // Prisma's adapter opens its connection with safe integers on; the runner's values fit a double.
    statement = connection.prepare(sql).safeIntegers(false);
    cache.set(sql, statement);
  }
  return statement;
}

function bind(params: SqlParams): (string | number | null)[] {
  return params.map((v: SqlValue | undefined) =>
    v instanceof Date ? sqliteDate(v) : typeof v === "boolean" ? (v ? 1 : 0) : v === undefined ? null : v,
  );
}

function sqliteTx(connection: Database.Database): SqlTx {
  const q: SqlTx = {
    all: async <R extends object>(sql: string, params: SqlParams = []) =>
      prepared(connection, sql).all(bind(params)) as R[],
    // `forUpdate` has nothing to lock here: write transactions run one at a time.
    get: async <R extends object>(sql: string, params: SqlParams = []) =>
      prepared(connection, sql).get(bind(params)) as R | undefined,
    run: async (sql: string, params: SqlParams = []) => prepared(connection, sql).run(bind(params)).changes,
    // Write transactions run one at a time here (the gate, BEGIN IMMEDIATE).
    lockRow: async () => {},
    // No lock to shorten here: the statement, then the runner's COMMIT when `fn` returns (a row it did
    // not change makes `fn` throw, and the runner rolls back).
    commitWith: async (sql: string, params: SqlParams = []) => {
      // The same contract as PostgreSQL's, which inlines the parameters: no text (this throws for it).
      inlinedLiterals(sql, params, sqliteDate);
      const changed = prepared(connection, sql).run(bind(params)).changes;
      if (changed > 1) throw new Error(`commitWith changed ${changed} rows`);
      return changed;
    },
    insertWithChildren: (insert) => insertWithChildrenOn(q, insert, false),
    // The ledger row right after the update: no other writer runs in between here either.
    moveStock: (move) => moveStockInTwo(q, move),
  };
  return q;
}

/**
 * sqlOver on SQLite: the process has one connection, and inside a Prisma write transaction of this
 * process (the gate held, Prisma's BEGIN sent) the runner's prepared statements on it are part of
 * that transaction. commitWith runs its statement; Prisma commits when the transaction ends.
 */
function sqliteOver(client: PrismaClient): SqlTx {
  const connection = runnerOf(client).connection;
  if (!context.getStore() || !connection?.inTransaction)
    throw new Error("sqlOver runs only inside a write transaction of this process");
  return sqliteTx(connection);
}

function runnerOf(client: PrismaClient): RunnerState {
  const state = runners.get(client);
  if (!state) throw new Error("not a client of the SQLite dialect");
  return state;
}

/**
 * The SQL runner's write transaction: under the gate, exclusively (no Prisma statement of this process
 * runs meanwhile, and Prisma's write transactions hold it the same way), on Prisma's own connection,
 * BEGIN IMMEDIATE ... COMMIT. While another process holds the file's write lock, BEGIN IMMEDIATE fails
 * after the short busy timeout and the whole attempt is retried outside the gate, as Prisma's are.
 */
async function sqliteTransaction<T>(client: PrismaClient, fn: (q: SqlTx) => Promise<T>): Promise<T> {
  const state = runnerOf(client);
  if (!state.connection) await client.$queryRawUnsafe("SELECT 1");
  const attempt = () =>
    runExclusive(async () => {
      const connection = state.connection;
      if (!connection) throw new Error("the SQLite connection is not open");
      if (connection.inTransaction) throw new Error("sqlWrite cannot run inside another transaction");
      prepared(connection, "BEGIN IMMEDIATE").run();
      try {
        const result = await fn(sqliteTx(connection));
        prepared(connection, "COMMIT").run();
        return result;
      } catch (error) {
        // A failed statement, a refusal of the service (409), or a failed COMMIT (SQLITE_FULL): the
        // connection leaves the transaction before anything else of this process runs on it.
        if (connection.inTransaction) {
          try {
            prepared(connection, "ROLLBACK").run();
          } catch (failure) {
            console.error("[db] rolling back a failed SQL transaction failed", failure);
          }
        }
        throw error;
      }
    }, state.gateWaitMs);
  return retrying(attempt, isBusy, state.lockWaitMs);
}

async function sqliteRead<R extends object>(client: PrismaClient, sql: string, params: SqlParams = []): Promise<R[]> {
  const state = runnerOf(client);
  if (!state.reader) {
    const reader = new Database(state.file, { fileMustExist: true, timeout: BUSY_TIMEOUT_MS });
    reader.pragma("query_only = ON");
    state.reader = reader;
  }
  const reader = state.reader;
  return retrying(async () => prepared(reader, sql).all(bind(params)) as R[], isBusy, state.lockWaitMs);
}

function sqliteUniqueViolation(error: unknown): boolean {
  const { codes } = errorSignals(error);
  return codes.some((c) => c === "SQLITE_CONSTRAINT_UNIQUE" || c === "SQLITE_CONSTRAINT_PRIMARYKEY" || c === "P2002");
}

function createClient(url: string, options: ClientOptions = {}): PrismaClient {
  const limits = databaseLimits();
  // Maintenance clients (the seed) wait as long as it takes; the app's own client answers 503 instead.
  const gateWaitMs = options.maintenance ? undefined : limits.poolTimeoutMs;
  const lockWaitMs = options.maintenance ? 10 * 60_000 : limits.lockTimeoutMs;
  const retryBusy = <T>(fn: () => Promise<T>) => retrying(fn, isBusy, lockWaitMs);
  const runner: RunnerState = { file: url.slice("file:".length), gateWaitMs, lockWaitMs, probes: [] };
  const factory = new PrismaBetterSQLite3({ url, timeout: BUSY_TIMEOUT_MS });
  // The SQL runner writes on the connection Prisma opens: one connection per process, as before.
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const opened = await connect();
    runner.connection = (opened as unknown as { client: Database.Database }).client;
    return opened;
  };
  const adapter = guardTransactionEnds(factory, async (tx, unlock) => {
    // The connection may still be inside the failed transaction (SQLite asks for an explicit
    // ROLLBACK after SQLITE_FULL / SQLITE_IOERR at COMMIT); leave it clean, then unlock.
    const connection = (tx as unknown as { client: Database.Database }).client;
    try {
      if (connection.inTransaction) connection.prepare("ROLLBACK").run();
    } finally {
      await unlock();
    }
  });
  const client = new PrismaClient({ adapter }).$extends({
    query: {
      async $allOperations({ operation, args, query }) {
        if (context.getStore()) return query(args);
        // Retried outside the gate: while another process holds the write lock, this process's
        // other statements (reads above all) keep running between the attempts.
        if (READS.has(operation)) return retryBusy(() => gate.shared(() => query(args), gateWaitMs));
        return retryBusy(() => runExclusive(() => query(args), gateWaitMs));
      },
    },
  });
  // `$transaction` is not a query the extension sees: it holds the gate for its whole length.
  // Interactive ones are retried while another process holds the lock (nothing of them committed);
  // a batch is a list of already-created promises and runs once.
  const transaction = (arg: unknown, options?: unknown) =>
    runExclusive(
      () => (client.$transaction as (a: unknown, o?: unknown) => Promise<unknown>)(arg, options),
      gateWaitMs,
    );
  const $transaction = (arg: unknown, options?: unknown) =>
    typeof arg === "function" && !context.getStore()
      ? retryBusy(() => transaction(arg, options))
      : transaction(arg, options);
  const proxy = new Proxy(client, {
    get(target, property, receiver) {
      if (property === "$transaction") return $transaction;
      return Reflect.get(target, property, receiver);
    },
  }) as unknown as PrismaClient;
  runners.set(proxy, runner);
  return proxy;
}

/**
 * Leadership on SQLite (./leadership.ts): an exclusive lock on a small SQLite file beside the
 * database (`<db>-<name>.lock`), held by a connection that stays open; the OS releases it when the
 * holding process exits, however it exits. The others try it every `pollMs` without waiting (busy
 * timeout 0): a local file lock attempt, not a query of the shop's database.
 */
function sqliteLeadership(url: string, name: string, options: LeadershipOptions = {}): Leadership {
  const file = `${url.slice("file:".length)}-${name.replace(/[^\w-]/g, "_")}.lock`;
  let holder: Database.Database | null = null;
  let stopped = false;
  const attempt = () => {
    if (stopped || holder) return;
    let connection: Database.Database | null = null;
    try {
      connection = new Database(file, { timeout: 0 });
      connection.prepare("BEGIN EXCLUSIVE").run();
      holder = connection;
      options.onAcquired?.();
    } catch {
      connection?.close();
    }
  };
  const timer = setInterval(attempt, options.pollMs ?? 5_000);
  timer.unref();
  attempt();
  return {
    held: () => holder !== null,
    async stop() {
      stopped = true;
      clearInterval(timer);
      holder?.close();
      holder = null;
    },
  };
}

/** Shortest text the FTS5 trigram index answers (shorter strings match nothing there). */
const TRIGRAM = 3;

const ftsString = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * The FTS5 MATCH expression for terms of 3+ characters: each term in the name or subtitle, or a pinyin
 * reading in the pinyin key, or its initials in the initials key; every term. Each text is a quoted
 * string, so no query syntax gets through.
 */
export function ftsMatch(terms: SearchTerm[]): string | null {
  if (terms.length === 0) return null;
  return terms
    .map((term) => {
      const alternatives = [
        `{name subtitle} : ${ftsString(term.text)}`,
        ...term.pinyin.map((pattern) => `namePinyin : ${ftsString(pattern)}`),
        ...(term.initials ? [`nameInitials : ${ftsString(term.initials)}`] : []),
      ];
      return `(${alternatives.join(" OR ")})`;
    })
    .join(" AND ");
}

const ON_SALE = Prisma.sql`p."isOnSale" = 1`;
const ENGINE_SQL = { onSale: ON_SALE, fold: AS_IS };

/**
 * The zh-Hans search's condition: the terms of 3+ characters through the FTS5 table "ProductSearch"
 * (trigrams of the name, subtitle and both keys), shorter ones — the commonest Chinese words are two
 * characters ("手机"), initials too ("sj") — with LIKE on the rows that remain.
 */
function searchWhere(terms: SearchTerms): Prisma.Sql {
  const long = terms.terms.filter((t) => [...t.text].length >= TRIGRAM);
  const short = terms.terms.filter((t) => [...t.text].length < TRIGRAM);
  const match = ftsMatch(long);
  return Prisma.join(
    [
      ON_SALE,
      ...(match
        ? [Prisma.sql`p."id" IN (SELECT "rowid" FROM "ProductSearch" WHERE "ProductSearch" MATCH ${match})`]
        : []),
      ...short.map((term) => termMatch(term, BASE_COLUMNS, AS_IS)),
    ],
    " AND ",
  );
}

export const sqlite: Dialect = {
  name: "sqlite",
  createClient,
  async close(client) {
    const runner = runners.get(client);
    await client.$disconnect();
    for (const connection of [runner?.reader, ...(runner?.probes ?? [])]) connection?.close();
    if (runner) {
      runner.reader = undefined;
      runner.probes = [];
    }
  },
  unavailable: sqliteUnavailable,
  async prepare(client) {
    await client.$queryRawUnsafe("PRAGMA journal_mode = WAL");
    await client.$queryRawUnsafe("PRAGMA synchronous = NORMAL");
    await client.$queryRawUnsafe("PRAGMA foreign_keys = ON");
    // Table statistics for the query planner, as SQLite advises for long-lived connections: at open
    // (analysing only what needs it, with a bounded effort) and then hourly. Without them the planner
    // drove the back office's "orders of one product" filter through the wrong index of a correlated
    // subquery (3.8 s on 100,000 orders, 4 ms with them; docs/performance.md).
    await client.$queryRawUnsafe("PRAGMA optimize=0x10002");
    setInterval(() => {
      client.$queryRawUnsafe("PRAGMA optimize").catch((error) => console.warn("[db] PRAGMA optimize failed", error));
    }, 3_600_000).unref();
  },
  writeTransaction<T>(client: PrismaClient, fn: (tx: Tx) => Promise<T>, options: WriteOptions = {}): Promise<T> {
    // Serialised by the `$transaction` wrapper above. The first statement is a write that changes
    // nothing — Prisma cannot say BEGIN IMMEDIATE — so the file's write lock is taken before anything
    // is read: a transaction that read first and wrote later would fail with SQLITE_BUSY_SNAPSHOT if
    // another process wrote in between. Generous limits: nothing of this process waits in Prisma.
    return client.$transaction(
      async (tx) => {
        await tx.$executeRawUnsafe('UPDATE "Order" SET "id" = "id" WHERE 0');
        return fn(tx);
      },
      { maxWait: 10_000, timeout: options.timeoutMs ?? 20_000 },
    );
  },
  sqlTransaction: (client, fn) => sqliteTransaction(client, fn),
  sqlOver: (client) => sqliteOver(client),
  sqlRead: sqliteRead,
  isUniqueViolation: sqliteUniqueViolation,
  // Write transactions run one at a time here: a row read inside one cannot change under it.
  lockRow: async () => {},
  leadership: sqliteLeadership,
  extraConnections: 0,
  runExclusive: (fn) => runExclusive(fn),
  queueDepth: () => gate.depth(),
  stats: () => ({ gateDepth: gate.depth() }),
  connectionSlots: async () => null,
  searchRows(terms, limit, offset) {
    if (terms.locale) return translatedSearchRows({ ...terms, locale: terms.locale }, ENGINE_SQL, limit, offset);
    return rowsSql(Prisma.sql`"Product" p`, searchWhere(terms), searchOrder(terms, BASE_COLUMNS, AS_IS), limit, offset);
  },
  searchCount(terms) {
    if (terms.locale)
      return translatedSearchCount({ ...terms, locale: terms.locale }, ENGINE_SQL, Prisma.sql`count(*)`);
    return Prisma.sql`SELECT count(*) AS total FROM "Product" p WHERE ${searchWhere(terms)}`;
  },
  // LIKE ignores the case of ASCII letters in SQLite.
  containsAnyCase: (text) => ({ contains: text }),
  catalogueVersionProbe(client, url) {
    // A prepared primary-key read on a second, query-only connection costs ~2.5 µs, against ~120 µs
    // through Prisma: it runs on every cached catalogue request (docs/decisions/004).
    const conn = new Database(url.slice("file:".length), { fileMustExist: true, timeout: BUSY_TIMEOUT_MS });
    conn.pragma("query_only = ON");
    runners.get(client)?.probes.push(conn);
    const read = conn.prepare<[], number>('SELECT "version" FROM "CatalogueVersion" WHERE "id" = 1').pluck();
    return () => read.get() ?? 0;
  },
  async afterExplicitIds() {
    // INTEGER PRIMARY KEY: the next id is always max(id) + 1.
  },
};
