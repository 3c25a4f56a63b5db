// One writer at a time, in process. SQLite has a single writer, and Prisma's interactive transactions
// on our one better-sqlite3 connection fail under load in two ways (docs/decisions/002): a transaction
// that waits longer than Prisma's maxWait (2 s) for the adapter's lock is refused with P2028, and any
// statement issued outside a transaction while one is open runs *inside* it on the shared connection.
// Queueing our write transactions here, before Prisma starts them, removes the first: Prisma then
// never waits. Doing every write of the money path through writeTransaction removes the second for
// that path (no write of ours runs outside a transaction that could roll it back).
import { db, dbReady, runExclusive, gateDepth, type Tx } from "@/lib/db";

/** Runs `fn` after every earlier holder finished (FIFO), with the database to itself (lib/db.ts). */
export function withWriteLock<T>(fn: () => Promise<T>): Promise<T> {
  return runExclusive(fn);
}

/** How many callers hold or wait for the database gate (for the benchmark and tests). */
export function writeLockDepth(): number {
  return gateDepth();
}

// Generous limits: the lock means Prisma only waits for transactions of code that does not use it,
// and a transaction holds the lock for milliseconds.
const TX_OPTIONS = { maxWait: 10_000, timeout: 20_000 } as const;

/**
 * A Prisma interactive transaction, serialised with every other write transaction of this process.
 * Its first statement is a write that changes nothing: SQLite then takes the write lock up front,
 * waiting (busy timeout) for another process (the operator CLI, a seed) if it must. A transaction that
 * read first and wrote later would instead fail at once with SQLITE_BUSY when another process wrote
 * in between — Prisma cannot say BEGIN IMMEDIATE, so this is its equivalent.
 */
export function writeTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  return withWriteLock(async () => {
    await dbReady();
    return db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe('UPDATE "Order" SET "id" = "id" WHERE 0');
      return fn(tx);
    }, TX_OPTIONS);
  });
}
