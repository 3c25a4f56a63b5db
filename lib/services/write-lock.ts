// One writer at a time, in process. SQLite has a single writer, and Prisma's interactive transactions
// on our one better-sqlite3 connection fail under load in two ways (docs/decisions/002): a transaction
// that waits longer than Prisma's maxWait (2 s) for the adapter's lock is refused with P2028, and any
// statement issued outside a transaction while one is open runs *inside* it on the shared connection.
// Queueing our write transactions here, before Prisma starts them, removes the first: Prisma then
// never waits. Doing every write of the money path through writeTransaction removes the second for
// that path (no write of ours runs outside a transaction that could roll it back).
import { db, dbReady, type Tx } from "@/lib/db";

type LockState = { tail: Promise<unknown>; waiting: number };

// On globalThis: route bundles may each load their own copy of this module; the lock must be one.
const globalForLock = globalThis as unknown as { mallWriteLock?: LockState };
const state: LockState = (globalForLock.mallWriteLock ??= { tail: Promise.resolve(), waiting: 0 });

/** Runs `fn` after every earlier holder finished (FIFO), whether they succeeded or failed. */
export function withWriteLock<T>(fn: () => Promise<T>): Promise<T> {
  state.waiting += 1;
  const run = state.tail.then(fn, fn).finally(() => {
    state.waiting -= 1;
  });
  state.tail = run.catch(() => undefined);
  return run;
}

/** How many callers hold or wait for the lock (for the benchmark and tests). */
export function writeLockDepth(): number {
  return state.waiting;
}

// Generous limits: the lock means Prisma only waits for transactions of code that does not use it,
// and a transaction holds the lock for milliseconds.
const TX_OPTIONS = { maxWait: 10_000, timeout: 20_000 } as const;

/** A Prisma interactive transaction, serialised with every other write transaction of this process. */
export function writeTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  return withWriteLock(async () => {
    await dbReady();
    return db.$transaction(fn, TX_OPTIONS);
  });
}
