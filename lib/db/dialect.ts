// What differs between the database engines, behind one interface: services call lib/db and never ask
// which engine they run on. One implementation per engine: ./sqlite.ts (the embedded default, a
// `file:` URL or none) and ./postgres.ts (`postgres://` / `postgresql://`).
// docs/decisions/008-two-engines.md
import type { Prisma, PrismaClient } from "../generated/prisma/client";

export type EngineName = "sqlite" | "postgres";

/** The transaction client services receive inside writeTransaction. */
export type Tx = Prisma.TransactionClient;

/** Tables whose rows a transaction may lock (lockRow): the shopper, an order, a back-office operator. */
export type LockableTable = "User" | "Order" | "Operator";

export type WriteOptions = {
  /**
   * The shopper whose rows this transaction reads and then writes (cart, addresses, coupons held,
   * orders): transactions naming the same shopper run one after another, so a count or a read that
   * a later write depends on cannot be raced by the same shopper's other requests.
   */
  shopper?: number;
  /** How long the transaction may run (default 20 s): more only for an operator's bulk change (a CSV import). */
  timeoutMs?: number;
};

/**
 * A search keyword split into terms: `long` ones (3+ characters) can use a trigram index. With a
 * `locale` (not zh-Hans) the product's translation in it is searched too (./search-sql.ts).
 */
export type SearchTerms = { longTerms: string[]; likeTerms: string[]; locale?: string };

export interface Dialect {
  readonly name: EngineName;
  /**
   * The Prisma client for `url` on this engine's driver adapter. Typed as the SQLite-generated client:
   * both generated clients come from the same schema, so their model APIs are the same.
   */
  createClient(url: string): PrismaClient;
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
  /** Runs `fn` with no other statement of this process interleaved (SQLite); PostgreSQL needs no such thing. */
  runExclusive<T>(fn: () => Promise<T>): Promise<T>;
  /** Callers holding or waiting for the in-process gate (0 where there is none). */
  queueDepth(): number;
  /** Product search: the page of matching product rows, ranked, and the count of all matches. */
  searchRows(terms: SearchTerms, limit: number, offset: number): Prisma.Sql;
  searchCount(terms: SearchTerms): Prisma.Sql;
  /** Reads the catalogue version counter (lib/services/catalogue/cache.ts), as cheaply as the engine allows. */
  catalogueVersionProbe(client: PrismaClient, url: string): () => number | Promise<number>;
  /** After rows were inserted with explicit ids (the seed): move id sequences past them. */
  afterExplicitIds(client: PrismaClient): Promise<void>;
}

export function engineOf(url: string): EngineName {
  if (/^postgres(ql)?:\/\//i.test(url)) return "postgres";
  if (url.startsWith("file:")) return "sqlite";
  throw new Error(`DATABASE_URL must be a file: URL (SQLite) or a postgresql:// URL, got "${url.split(":")[0]}:…"`);
}

/** `%term%` for LIKE with the wildcards and the escape character escaped (ESCAPE '\'). */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
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
