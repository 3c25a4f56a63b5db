// The one Prisma client of this process, on the engine DATABASE_URL names: the embedded SQLite file
// (default) or PostgreSQL. What differs per engine lives in ./sqlite.ts and ./postgres.ts behind the
// Dialect interface (./dialect.ts); services use only what this module exports.
// docs/decisions/008-two-engines.md
import { AsyncLocalStorage } from "node:async_hooks";
import { databaseLimits, env } from "../env";
import type { ConnectionSlots, Dialect, LockableTable, Tx, Unavailable, WriteOptions } from "./dialect";
import { dialectFor } from "./engines";
import type { Leadership, LeadershipOptions } from "./leadership";
import type { PrismaClient } from "../generated/prisma/client";
import { commitAtEnd, type SqlParams, type SqlTx } from "./sql";
import { forgettable } from "../process-caches";

export { Prisma } from "../generated/prisma/client";
export type { Tx, Unavailable, WriteOptions } from "./dialect";
export type { Leadership, LeadershipOptions } from "./leadership";
export {
  placeholders,
  sqlDate,
  sqlDateOrNull,
  type RowWithChildren,
  type SqlParams,
  type SqlTx,
  type SqlValue,
} from "./sql";

export { dialectFor } from "./engines";

/**
 * Records a request's outcome inside the transaction that decides it (WriteOptions.outcome), so that
 * the record exists exactly when the write does: lib/services/platform/idempotency.ts.
 */
export type OutcomeRecorder = {
  /**
   * Whether end() writes (a request with an Idempotency-Key): its statement then follows the service's
   * last one, so a runner transaction's commitWith runs as an ordinary statement and the commit comes
   * after the record (SqlTx.commitWith: no statement may follow it).
   */
  readonly recordsOutcome: boolean;
  /** The first statement of the outcome transaction (claim the key); throwing rolls everything back. */
  begin(tx: Tx): Promise<void>;
  /** The last statement of it, with what it returns. */
  end(tx: Tx, result: unknown): Promise<void>;
  /** The same two statements in an outcome transaction of the SQL runner (sqlWrite). */
  beginSql(q: SqlTx): Promise<void>;
  endSql(q: SqlTx, result: unknown): Promise<void>;
  /** After the commit: the outcome is on record. */
  committed(result: unknown): void;
};

type Shared = {
  client?: PrismaClient;
  dialect?: Dialect;
  ready?: Promise<void>;
  outcome?: AsyncLocalStorage<OutcomeRecorder>;
};
// On globalThis: route bundles may each load their own copy of this module; the client (the SQLite
// connection, the PostgreSQL pool) must be one per process.
const state: Shared = ((globalThis as unknown as { mallDb?: Shared }).mallDb ??= {});

/** The engine of this process's database. */
export const dialect: Dialect = (state.dialect ??= dialectFor(env().DATABASE_URL));

/** This process's client, made on first use. */
function client(): PrismaClient {
  return (state.client ??= dialect.createClient(env().DATABASE_URL));
}

/**
 * The client. Under Vitest, a stand-in that forwards to the current one: the test files sharing a
 * worker process each have their own database, and forgetProcessCaches (lib/process-caches.ts) closes
 * the previous file's client between them. Everywhere else, the client itself.
 */
export const db: PrismaClient = process.env.VITEST ? forwardingTo(client) : client();
export type Db = PrismaClient;

function forwardingTo(current: () => PrismaClient): PrismaClient {
  return new Proxy({} as PrismaClient, {
    get(_, key) {
      const target = current();
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
    has: (_, key) => key in current(),
  });
}

forgettable("db", async () => {
  const previous = state.client;
  state.client = undefined;
  state.ready = undefined;
  if (previous) await dialect.close(previous);
});

/** Applies the engine's connection settings once; services await it before the first query. */
export function dbReady(): Promise<void> {
  state.ready ??= dialect.prepare(client());
  return state.ready;
}

/** Reads the catalogue version counter on this process's client (lib/services/catalogue/cache.ts). */
export function catalogueVersionProbe(): () => number | Promise<number> {
  return dialect.catalogueVersionProbe(client(), env().DATABASE_URL);
}

/**
 * A Prisma interactive transaction (see Dialect.writeTransaction): pass `{ shopper: userId }` when it
 * reads the shopper's rows and writes depending on them. `fn` may be run again after a deadlock:
 * database work through `tx` only, no other side effects.
 */
export async function writeTransaction<T>(fn: (tx: Tx) => Promise<T>, options?: WriteOptions): Promise<T> {
  return withOutcome(
    (run) => dialect.writeTransaction(client(), run, options),
    fn,
    options,
    (recorder) => [(tx) => recorder.begin(tx), (tx, value) => recorder.end(tx, value)],
  );
}

/**
 * A write transaction on plain SQL (lib/db/sql.ts): the hot writes (cart-add, order placement, the
 * flash buy, payments and their reports), serialised, bounded and retried like writeTransaction, with
 * the same options (`shopper`, `outcome`). `fn` may be run again: database work through `q` only.
 * docs/decisions/021-write-path.md
 */
export async function sqlWrite<T>(fn: (q: SqlTx) => Promise<T>, options?: WriteOptions): Promise<T> {
  return withOutcome(
    (run) => dialect.sqlTransaction(client(), run, options),
    fn,
    options,
    (recorder) => [
      (q) => recorder.beginSql(q),
      (q, value) => recorder.endSql(q, value),
      (q) => (recorder.recordsOutcome ? commitAtEnd(q) : q),
    ],
  );
}

/**
 * The SQL runner's interface on a Prisma write transaction (see Dialect.sqlOver): a rule written once
 * as runner statements (order placement, the paid move) runs inside a Prisma transaction too, all or
 * nothing with the Prisma calls beside it (coupons, points, closing an order).
 * docs/decisions/026-one-money-path.md
 */
export function sqlOver(tx: Tx): SqlTx {
  return dialect.sqlOver(client(), tx);
}

const readOnly = () => Promise.reject(new Error("sqlReader only reads"));

/**
 * The runner's interface for reads outside any transaction (each statement a sqlRead of committed
 * rows): the checkout preview runs the statements placing an order runs, without writing.
 */
export const sqlReader: SqlTx = {
  all: <R extends object>(sql: string, params?: SqlParams) => sqlRead<R>(sql, params),
  get: async <R extends object>(sql: string, params?: SqlParams): Promise<R | undefined> =>
    (await sqlRead<R>(sql, params))[0],
  run: readOnly,
  lockRow: readOnly,
  commitWith: readOnly,
  insertWithChildren: readOnly,
  moveStock: readOnly,
};

const recorded = new WeakSet<OutcomeRecorder>();

/**
 * Runs `fn` in a transaction (`transaction`); with `{ outcome: true }` inside a request that records
 * its Idempotency-Key outcome, the recorder's statements open and close the same transaction, once per
 * request (a second outcome transaction, there is none today, records nothing more).
 */
async function withOutcome<C, T>(
  transaction: (run: (client: C) => Promise<T>) => Promise<T>,
  fn: (client: C) => Promise<T>,
  options: WriteOptions | undefined,
  hooks: (
    recorder: OutcomeRecorder,
  ) => [(client: C) => Promise<void>, (client: C, value: T) => Promise<void>, ((client: C) => C)?],
): Promise<T> {
  await dbReady();
  const recorder = options?.outcome ? outcomeContext.getStore() : undefined;
  if (!recorder || recorded.has(recorder)) return transaction(fn);
  recorded.add(recorder);
  const [begin, end, forService = (client: C) => client] = hooks(recorder);
  try {
    const result = await transaction(async (client) => {
      await begin(client);
      const value = await fn(forService(client));
      await end(client, value);
      return value;
    });
    recorder.committed(result);
    return result;
  } catch (error) {
    // Nothing was committed: a later outcome transaction of the request may record it.
    recorded.delete(recorder);
    throw error;
  }
}

/** A read of committed rows outside any transaction, as cheaply as the engine allows (see Dialect.sqlRead). */
export async function sqlRead<R extends object = Record<string, unknown>>(
  sql: string,
  params?: SqlParams,
): Promise<R[]> {
  await dbReady();
  return dialect.sqlRead<R>(client(), sql, params);
}

/** Whether `error` is a unique-constraint violation, from Prisma or from the SQL runner. */
export function isUniqueViolation(error: unknown): boolean {
  return dialect.isUniqueViolation(error);
}

const outcomeContext: AsyncLocalStorage<OutcomeRecorder> = (state.outcome ??= new AsyncLocalStorage());

/** Runs `fn` (a request) with `recorder` taking part in its outcome transaction (WriteOptions.outcome). */
export function recordingOutcome<T>(recorder: OutcomeRecorder, fn: () => Promise<T>): Promise<T> {
  return outcomeContext.run(recorder, fn);
}

/**
 * Locks a row (a shopper, an order) for the rest of the transaction before reading it, where the
 * engine runs transactions side by side (see Dialect.lockRow).
 */
export function lockRow(tx: Tx, table: LockableTable, id: number): Promise<void> {
  return dialect.lockRow(tx, table, id);
}

/** Runs `fn` with no other statement of this process interleaved on an engine that needs it (SQLite). */
export function runExclusive<T>(fn: () => Promise<T>): Promise<T> {
  return dialect.runExclusive(fn);
}

/** How many callers hold or wait for the in-process gate (benchmark and tests; 0 on PostgreSQL). */
export function gateDepth(): number {
  return dialect.queueDepth();
}

/**
 * Why `error` means the database cannot answer now — busy past a bound, down, or out of storage — or
 * null when it is a bug. lib/api/errors.ts answers the first three 503 with Retry-After.
 */
export function unavailableReason(error: unknown): Unavailable | null {
  return dialect.unavailable(error);
}

/** What this process holds and waits for on the database now (readiness check). */
export function dbStats(): Record<string, number> {
  return dialect.stats(client());
}

/**
 * The connection arithmetic of issue 27, checked at start: every process may open `poolSize`
 * connections, so `processes x poolSize` must fit in the server's slots for ordinary clients
 * (max_connections minus the reserved ones); past that, requests fail with "too many clients" (503).
 * Returns the warning to log, or null when it fits or the engine has no such limit (SQLite).
 */
export async function connectionBudgetWarning(): Promise<string | null> {
  await dbReady();
  const slots = await dialect.connectionSlots(client());
  if (!slots) return null;
  const { processes, poolSize } = databaseLimits();
  return connectionBudgetText({ ...slots, processes, poolSize, extra: dialect.extraConnections });
}

export function connectionBudgetText(
  budget: ConnectionSlots & { processes: number; poolSize: number; extra: number },
): string | null {
  const available = budget.maxConnections - budget.reserved;
  const perProcess = budget.poolSize + budget.extra;
  const needed = budget.processes * perProcess;
  if (needed <= available - budget.others) return null;
  const each = budget.extra
    ? `(pool ${budget.poolSize} + ${budget.extra} for the sweep leader and the catalogue probe)`
    : `pool ${budget.poolSize}`;
  return (
    `connection arithmetic does not fit: ${budget.processes} process(es) x ${each} = ${needed} connections, ` +
    `but the server has ${available} slots (max_connections ${budget.maxConnections} - ${budget.reserved} reserved)` +
    (budget.others ? ` of which ${budget.others} are in use by other clients` : "") +
    `. Under load some requests will be refused (503, "too many clients"): lower DATABASE_POOL_SIZE, run fewer processes, ` +
    `or raise max_connections (DATABASE_PROCESSES says how many processes share the database).`
  );
}

/** Leadership `name` for this process (lib/db/leadership.ts): the unpaid-order sweep runs in its holder. */
export function leadership(name: string, options?: LeadershipOptions): Leadership {
  return dialect.leadership(env().DATABASE_URL, name, options);
}
