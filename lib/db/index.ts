// The one Prisma client of this process, on the engine DATABASE_URL names: the embedded SQLite file
// (default) or PostgreSQL. What differs per engine lives in ./sqlite.ts and ./postgres.ts behind the
// Dialect interface (./dialect.ts); services use only what this module exports.
// docs/decisions/008-two-engines.md
import { env } from "../env";
import type { Dialect, LockableTable, Tx, Unavailable, WriteOptions } from "./dialect";
import { dialectFor } from "./engines";
import type { PrismaClient } from "../generated/prisma/client";

export { Prisma } from "../generated/prisma/client";
export type { Tx, Unavailable, WriteOptions } from "./dialect";

export { dialectFor } from "./engines";

type Shared = { client?: PrismaClient; dialect?: Dialect; ready?: Promise<void> };
// On globalThis: route bundles may each load their own copy of this module; the client (the SQLite
// connection, the PostgreSQL pool) must be one per process.
const state: Shared = ((globalThis as unknown as { mallDb?: Shared }).mallDb ??= {});

/** The engine of this process's database. */
export const dialect: Dialect = (state.dialect ??= dialectFor(env().DATABASE_URL));

export const db: PrismaClient = (state.client ??= dialect.createClient(env().DATABASE_URL));
export type Db = PrismaClient;

/** Applies the engine's connection settings once; services await it before the first query. */
export function dbReady(): Promise<void> {
  state.ready ??= dialect.prepare(db);
  return state.ready;
}

/**
 * A Prisma interactive transaction (see Dialect.writeTransaction): pass `{ shopper: userId }` when it
 * reads the shopper's rows and writes depending on them. `fn` may be run again after a deadlock:
 * database work through `tx` only, no other side effects.
 */
export async function writeTransaction<T>(fn: (tx: Tx) => Promise<T>, options?: WriteOptions): Promise<T> {
  await dbReady();
  return dialect.writeTransaction(db, fn, options);
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
