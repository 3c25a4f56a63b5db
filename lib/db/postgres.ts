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
import type { PrismaClient } from "../generated/prisma/client";
import { PrismaClient as PgPrismaClient } from "../generated/prisma-pg/client";
import {
  likePattern,
  retrying,
  type Dialect,
  type LockableTable,
  type SearchTerms,
  type Tx,
  type WriteOptions,
} from "./dialect";
import { translatedSearchCount, translatedSearchRows } from "./search-sql";
import { databasePoolSize } from "../env";

const RETRY_WINDOW_MS = 15_000;
const MAX_ATTEMPTS = 40;

const pools = new WeakMap<PrismaClient, pg.Pool>();

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

function termCondition(term: string): Prisma.Sql {
  // lower(...) LIKE '%term%' is answered by the pg_trgm GIN indexes on lower(name) / lower(subtitle)
  // for terms of 3+ characters; shorter terms (most Chinese words are two characters) scan the
  // on-sale products, which at catalogue sizes is a few milliseconds.
  const pattern = likePattern(term);
  return Prisma.sql`(lower(p."name") LIKE ${pattern} ESCAPE '\\' OR lower(p."subtitle") LIKE ${pattern} ESCAPE '\\')`;
}

function searchWhere(terms: SearchTerms): Prisma.Sql {
  return Prisma.join(
    [Prisma.sql`p."isOnSale"`, ...[...terms.longTerms, ...terms.likeTerms].map(termCondition)],
    " AND ",
  );
}

/** Relevance without a full-text ranker: whole-word hits in the name, then name over subtitle hits. */
function searchOrder(terms: SearchTerms): Prisma.Sql {
  if (terms.longTerms.length) {
    const wholeWords = Prisma.join(
      terms.longTerms.map(
        (t) =>
          Prisma.sql`(CASE WHEN ' ' || lower(p."name") || ' ' LIKE ${`% ${likePattern(t).slice(1, -1)} %`} ESCAPE '\\' THEN 1 ELSE 0 END)`,
      ),
      " + ",
    );
    const weight = Prisma.join(
      terms.longTerms.map(
        (t) =>
          Prisma.sql`(CASE WHEN lower(p."name") LIKE ${likePattern(t)} ESCAPE '\\' THEN 10 ELSE 0 END + CASE WHEN lower(p."subtitle") LIKE ${likePattern(t)} ESCAPE '\\' THEN 2 ELSE 0 END)`,
      ),
      " + ",
    );
    return Prisma.sql`${wholeWords} DESC, ${weight} DESC, length(p."name"), p."sales" DESC, p."id"`;
  }
  const first = terms.likeTerms[0];
  return Prisma.sql`CASE WHEN lower(p."name") LIKE ${likePattern(first)} ESCAPE '\\' THEN 0 ELSE 1 END, strpos(lower(p."name"), ${first}), p."sales" DESC, p."id"`;
}

async function lockRow(tx: Tx, table: LockableTable, id: number): Promise<void> {
  // The table name is one of a closed set (LockableTable), never input.
  await tx.$executeRawUnsafe(`SELECT 1 FROM "${table}" WHERE "id" = $1 FOR UPDATE`, id);
}

export const postgres: Dialect = {
  name: "postgres",
  createClient(url) {
    const pool = new pg.Pool({ connectionString: url, max: databasePoolSize(), idleTimeoutMillis: 30_000 });
    // A dropped idle connection must not crash the process; the pool makes a new one.
    pool.on("error", (error) => console.error("[db] idle PostgreSQL connection failed", error.message));
    const client = new PgPrismaClient({
      adapter: new PrismaPg(pool, { disposeExternalPool: true }),
    }) as unknown as PrismaClient;
    pools.set(client, pool);
    return client;
  },
  async prepare() {},
  writeTransaction<T>(client: PrismaClient, fn: (tx: Tx) => Promise<T>, options: WriteOptions = {}): Promise<T> {
    const shopper = options.shopper;
    const run = shopper === undefined ? fn : (tx: Tx) => lockRow(tx, "User", shopper).then(() => fn(tx));
    // The client is typed as the SQLite one, whose isolation levels list only Serializable.
    const isolationLevel = "ReadCommitted" as Prisma.TransactionIsolationLevel;
    return retrying(
      () => client.$transaction(run, { isolationLevel, maxWait: 10_000, timeout: options.timeoutMs ?? 20_000 }),
      isConflict,
      RETRY_WINDOW_MS,
      MAX_ATTEMPTS,
    );
  },
  lockRow,
  runExclusive: (fn) => fn(),
  queueDepth: () => 0,
  searchRows(terms, limit, offset) {
    if (terms.locale) return translatedSearchRows({ ...terms, locale: terms.locale }, ON_SALE, limit, offset);
    return Prisma.sql`
      SELECT p."id", p."name", p."price", p."originalPrice", p."image", p."sales"
      FROM "Product" p WHERE ${searchWhere(terms)}
      ORDER BY ${searchOrder(terms)} LIMIT ${limit} OFFSET ${offset}`;
  },
  searchCount(terms) {
    if (terms.locale)
      return translatedSearchCount({ ...terms, locale: terms.locale }, ON_SALE, Prisma.sql`count(*)::int`);
    return Prisma.sql`SELECT count(*)::int AS total FROM "Product" p WHERE ${searchWhere(terms)}`;
  },
  catalogueVersionProbe(client) {
    // Straight on the pool: one round trip, without Prisma's query planning (~0.1 ms) on top.
    const pool = pools.get(client);
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
  return pools.get(client);
}
