// The one Prisma client. SQLite through better-sqlite3: WAL so readers never wait for the writer,
// a busy timeout so a second process (a CLI script) waits instead of failing.
//
// The adapter holds a single connection. An interactive transaction keeps it open across awaits, so
// any statement issued meanwhile by another request would run *inside* that transaction: it would
// see uncommitted rows and be rolled back with it. Every query therefore passes a read/write gate:
// standalone statements share it (each is atomic on its own), transactions (writeTransaction /
// withWriteLock) hold it exclusively, and statements issued from inside an exclusive section pass
// straight through (docs/decisions/002-sqlite-concurrency.md).
import { AsyncLocalStorage } from "node:async_hooks";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaClient } from "./generated/prisma/client";
import { env } from "./env";
import { ReadWriteGate } from "./rw-gate";

export { Prisma } from "./generated/prisma/client";

type Shared = { client?: ReturnType<typeof createClient>; ready?: Promise<void>; gate?: ReadWriteGate; context?: AsyncLocalStorage<true> };
// On globalThis: route bundles may each load their own copy of this module; the connection, the gate
// and the context must be one per process.
const shared = globalThis as unknown as { mallDb?: Shared };
const state: Shared = (shared.mallDb ??= {});
const gate = (state.gate ??= new ReadWriteGate());
const exclusiveContext = (state.context ??= new AsyncLocalStorage<true>());

function createClient() {
  const adapter = new PrismaBetterSQLite3({ url: env().DATABASE_URL, timeout: 10_000 });
  return new PrismaClient({ adapter }).$extends({
    query: {
      async $allOperations({ args, query }) {
        if (exclusiveContext.getStore()) return query(args);
        return gate.shared(() => query(args));
      },
    },
  });
}

export const db = (state.client ??= createClient());
export type Db = typeof db;

/**
 * Runs `fn` holding the gate exclusively (FIFO after earlier holders); re-entrant. Everything `fn`
 * does with `db` runs without waiting, so use it for interactive transactions and short sequences
 * that must not interleave with one.
 */
export function runExclusive<T>(fn: () => Promise<T>): Promise<T> {
  if (exclusiveContext.getStore()) return fn();
  // Awaited inside the context: `fn` may return a lazy PrismaPromise, which only runs when awaited.
  return gate.exclusive(() => exclusiveContext.run(true, async () => await fn()));
}

/** How many callers hold or wait for the gate (for the benchmark and tests). */
export function gateDepth(): number {
  return gate.depth();
}

/** Applies the connection pragmas once; services await it before the first query. */
export function dbReady(): Promise<void> {
  state.ready ??= (async () => {
    await db.$queryRawUnsafe("PRAGMA journal_mode = WAL");
    await db.$queryRawUnsafe("PRAGMA synchronous = NORMAL");
    await db.$queryRawUnsafe("PRAGMA foreign_keys = ON");
  })();
  return state.ready;
}

/** Transaction client type for services that run inside a transaction. */
export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];
