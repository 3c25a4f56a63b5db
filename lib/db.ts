// The one Prisma client. SQLite through better-sqlite3: WAL so readers never wait for the writer,
// a busy timeout so a second process (a CLI script) waits instead of failing. The adapter holds a
// single connection and serialises transactions in process, which is what SQLite's single writer
// wants (docs/decisions/002-sqlite-concurrency.md).
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaClient } from "./generated/prisma/client";
import { env } from "./env";

export { Prisma } from "./generated/prisma/client";
export type { PrismaClient } from "./generated/prisma/client";

function createClient(): PrismaClient {
  const adapter = new PrismaBetterSQLite3({ url: env().DATABASE_URL, timeout: 10_000 });
  const client = new PrismaClient({ adapter });
  return client;
}

const globalForDb = globalThis as unknown as { mallDb?: PrismaClient; mallDbReady?: Promise<void> };

export const db: PrismaClient = globalForDb.mallDb ?? createClient();
if (process.env.NODE_ENV !== "production") globalForDb.mallDb = db;

/** Applies the connection pragmas once; services await it before the first query. */
export function dbReady(): Promise<void> {
  globalForDb.mallDbReady ??= (async () => {
    await db.$queryRawUnsafe("PRAGMA journal_mode = WAL");
    await db.$queryRawUnsafe("PRAGMA synchronous = NORMAL");
    await db.$queryRawUnsafe("PRAGMA foreign_keys = ON");
  })();
  return globalForDb.mallDbReady;
}

/** Transaction client type for services that run inside db.$transaction. */
export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];
