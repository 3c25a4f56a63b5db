// What differs between the database engines, behind one interface: services call lib/db and never ask
// which engine they run on. One implementation per engine: ./sqlite.ts (the embedded default, a
// `file:` URL or none) and ./postgres.ts (`postgres://` / `postgresql://`).
// docs/decisions/008-two-engines.md
import type { Prisma, PrismaClient } from "../generated/prisma/client";
import type { Leadership, LeadershipOptions } from "./leadership";
import type { LockableTable, SqlParams, SqlTx } from "./sql";

export type EngineName = "sqlite" | "postgres";

/** The transaction client services receive inside writeTransaction. */
export type Tx = Prisma.TransactionClient;

export type { LockableTable } from "./sql";

export type WriteOptions = {
  /**
   * The shopper whose rows this transaction reads and then writes (cart, addresses, coupons held,
   * orders): transactions naming the same shopper run one after another, so a count or a read that
   * a later write depends on cannot be raced by the same shopper's other requests.
   */
  shopper?: number;
  /**
   * This transaction decides the request's outcome (placing the order, cancelling it, creating the
   * payment, applying for after-sales, the review): what it returns is what the endpoint answers, and
   * when the request carries an Idempotency-Key the outcome is recorded in this same transaction
   * (lib/db/index.ts OutcomeRecorder; docs/decisions/017-faults.md).
   */
  outcome?: boolean;
  /** How long the transaction may run (default 20 s): more only for an operator's bulk change (a CSV import). */
  timeoutMs?: number;
};

/**
 * One typed term (lower case) and what it matches besides its own text in the names and subtitles:
 * the products' pinyin key by the `pinyin` patterns of its readings ("'shou'ji"), their initials key by
 * `initials` ("sj"); lib/services/catalogue/pinyin.ts.
 */
export type SearchTerm = { text: string; pinyin: string[]; initials: string | null };

/**
 * A search keyword planned (lib/services/catalogue/search.ts planSearch): every term must match.
 * `keyword` is the whole (lower case, single spaces), for the exact-name and name-prefix ranks;
 * `phrase` the pinyin patterns of all its terms read as one word ("shou ji" -> "'shou'ji"), which ranks
 * a product above those whose syllables stand apart. With a `locale` (not zh-Hans) the product's
 * translation in it is searched too. The SQL: ./search-sql.ts, ./sqlite.ts, ./postgres.ts.
 */
export type SearchTerms = { keyword: string; terms: SearchTerm[]; phrase: string[]; locale?: string };

/**
 * Why the database cannot answer now, when it is not a bug (docs/decisions/017-faults.md): `busy` — a
 * wait ran past its bound (a lock, a statement, the pool, another process's write lock); `down` — the
 * server refused or dropped the connection, is starting up or shutting down, or has no slot left;
 * `storage` — the disk is full or failing. Each is answered 503 SERVICE_UNAVAILABLE with Retry-After.
 */
export type Unavailable = "busy" | "down" | "storage";

/** A wait in this process ran past its bound (the SQLite write gate, a PostgreSQL write slot). */
export class DatabaseWaitTimeout extends Error {
  readonly code = "MALL_DB_WAIT_TIMEOUT";
  constructor(what: string, ms: number) {
    super(`waited ${ms} ms for ${what}`);
    this.name = "DatabaseWaitTimeout";
  }
}

export type ConnectionSlots = {
  maxConnections: number;
  /** superuser_reserved_connections (+ reserved_connections from PostgreSQL 16). */
  reserved: number;
  /** Connections open now from other clients than this shop's processes. */
  others: number;
};

export type ClientOptions = {
  /**
   * A client for maintenance (the seed, migrations): no statement or lock timeouts, since one of its
   * statements may legitimately run long. The app's own client always has them.
   */
  maintenance?: boolean;
};

export interface Dialect {
  readonly name: EngineName;
  /**
   * The Prisma client for `url` on this engine's driver adapter. Typed as the SQLite-generated client:
   * both generated clients come from the same schema, so their model APIs are the same.
   */
  createClient(url: string, options?: ClientOptions): PrismaClient;
  /** Closes `client` and every connection opened for it (pools, readers, the catalogue probe). */
  close(client: PrismaClient): Promise<void>;
  /** Why `error` means the database cannot answer now (not a bug), or null. */
  unavailable(error: unknown): Unavailable | null;
  /** Per-connection settings, once before the first query (SQLite pragmas). */
  prepare(client: PrismaClient): Promise<void>;
  /**
   * An interactive transaction. SQLite runs them one at a time (in process, and with the file's write
   * lock taken up front); PostgreSQL runs them READ COMMITTED side by side, the shopper's row locked
   * first when `options.shopper` is given, and retries deadlocks. Rules that must hold across
   * shoppers are conditional updates and unique constraints, which hold on both.
   * `fn` may run more than once: it must do nothing but database work through `tx`.
   */
  writeTransaction<T>(client: PrismaClient, fn: (tx: Tx) => Promise<T>, options?: WriteOptions): Promise<T>;
  /**
   * Inside a write transaction: locks one row until the transaction ends, before it is read, so a
   * read-then-write on it cannot interleave with another transaction's (PostgreSQL: SELECT ... FOR
   * UPDATE). SQLite's write transactions run one at a time: nothing to do.
   */
  lockRow(tx: Tx, table: LockableTable, id: number): Promise<void>;
  /**
   * A write transaction on plain SQL (./sql.ts): the hot write paths, serialised, bounded
   * and retried exactly like writeTransaction (SQLite: the same gate and busy handling, BEGIN IMMEDIATE
   * on the same connection; PostgreSQL: a write slot, a pooled connection, READ COMMITTED, the shopper
   * locked first, deadlocks retried). `fn` may run more than once: database work through `q` only.
   */
  sqlTransaction<T>(client: PrismaClient, fn: (q: SqlTx) => Promise<T>, options?: WriteOptions): Promise<T>;
  /**
   * The SQL runner's interface (./sql.ts) on a Prisma write transaction `tx` of this process: the
   * runner's statement texts run inside that transaction, beside its Prisma calls, all or nothing with
   * them (SQLite: on the one connection, whose transaction Prisma opened; PostgreSQL: through the
   * transaction's raw queries). Results as SqlTx's; commitWith commits when the transaction does.
   */
  sqlOver(client: PrismaClient, tx: Tx): SqlTx;
  /**
   * A read outside any transaction on the engine's cheapest path (SQLite: a prepared statement on a
   * query-only connection of its own, which sees only committed rows and never waits for the gate;
   * PostgreSQL: a prepared statement on the pool). Results as SqlTx's.
   */
  sqlRead<R extends object>(client: PrismaClient, sql: string, params?: SqlParams): Promise<R[]>;
  /** Whether `error` is a unique-constraint violation (from either Prisma or the SQL runner). */
  isUniqueViolation(error: unknown): boolean;
  /** Runs `fn` with no other statement of this process interleaved (SQLite); PostgreSQL needs no such thing. */
  runExclusive<T>(fn: () => Promise<T>): Promise<T>;
  /** Callers holding or waiting for the in-process gate (0 where there is none). */
  queueDepth(): number;
  /** What the process holds and waits for now (pool connections, write slots, the gate), for the readiness check. */
  stats(client: PrismaClient): Record<string, number>;
  /**
   * The server's connection slots for clients like us (max_connections minus the reserved ones), or
   * null where the engine has no such limit (SQLite).
   */
  connectionSlots(client: PrismaClient): Promise<ConnectionSlots | null>;
  /** Product search: the page of matching product rows, ranked, and the count of all matches. */
  searchRows(terms: SearchTerms, limit: number, offset: number): Prisma.Sql;
  searchCount(terms: SearchTerms): Prisma.Sql;
  /**
   * A Prisma string filter: `text` anywhere in the column, in any case of Latin letters (SQLite's LIKE
   * is so already; PostgreSQL's needs ILIKE) — the console's searches (`q`) behave alike on both.
   */
  containsAnyCase(text: string): Prisma.StringFilter;
  /** Reads the catalogue version counter (lib/services/catalogue/cache.ts), as cheaply as the engine allows. */
  catalogueVersionProbe(client: PrismaClient, url: string): () => number | Promise<number>;
  /** Leadership `name` for this process (./leadership.ts): held by one process at a time, taken over at once when its holder dies. */
  leadership(url: string, name: string, options?: LeadershipOptions): Leadership;
  /** Connections a process opens besides its pool (the leadership's own, on PostgreSQL). */
  readonly extraConnections: number;
  /** After rows were inserted with explicit ids (the seed): move id sequences past them. */
  afterExplicitIds(client: PrismaClient): Promise<void>;
}

export function engineOf(url: string): EngineName {
  if (/^postgres(ql)?:\/\//i.test(url)) return "postgres";
  if (url.startsWith("file:")) return "sqlite";
  throw new Error(`DATABASE_URL must be a file: URL (SQLite) or a postgresql:// URL, got "${url.split(":")[0]}:…"`);
}

/** The fields of an error and of the errors it wraps (`cause`, Prisma's `meta.driverAdapterError`), outermost first. */
export function errorChain(error: unknown): Record<string, unknown>[] {
  const chain: Record<string, unknown>[] = [];
  const queue: unknown[] = [error];
  while (queue.length && chain.length < 12) {
    const e = queue.shift();
    if (!e || typeof e !== "object" || chain.includes(e as Record<string, unknown>)) continue;
    const fields = e as Record<string, unknown>;
    chain.push(fields);
    queue.push(fields.cause, (fields.meta as { driverAdapterError?: unknown } | undefined)?.driverAdapterError);
  }
  return chain;
}

/** The string codes (`code`, `originalCode`, `kind`) and messages found along an error's chain. */
export function errorSignals(error: unknown): { codes: string[]; messages: string } {
  const chain = errorChain(error);
  const codes = chain.flatMap((e) =>
    [e.code, e.originalCode, e.kind].filter((c): c is string => typeof c === "string"),
  );
  const messages = chain
    .flatMap((e) => [e.message, e.originalMessage, e.reason].filter((m): m is string => typeof m === "string"))
    .join("\n");
  return { codes, messages };
}

/** `term` for LIKE with the wildcards and the escape character escaped (ESCAPE '\'). */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%term%` for LIKE with the wildcards and the escape character escaped (ESCAPE '\'). */
export function likePattern(term: string): string {
  return `%${escapeLike(term)}%`;
}

/** Runs `fn` again after a short, growing, jittered pause while `retryable` says so, up to `deadlineMs`. */
export async function retrying<T>(
  fn: () => Promise<T>,
  retryable: (error: unknown) => boolean,
  deadlineMs: number,
  maxAttempts = Infinity,
): Promise<T> {
  const started = Date.now();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fn();
    } catch (error) {
      if (!retryable(error) || attempt >= maxAttempts || Date.now() - started > deadlineMs) throw error;
      const pause = Math.min(100, 2 ** Math.min(attempt, 7)) * (0.5 + Math.random());
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}
