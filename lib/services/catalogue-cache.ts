// Response cache for catalogue reads (product lists, search, detail, banners, categories).
//
// Why: a Prisma findMany + count costs ~2 ms of CPU per request, a cached answer ~0.05 ms, and the
// catalogue is read far more often than written. Correctness comes from the catalogue version: a
// counter that triggers bump on every write to the tables the catalogue reads (Product, Sku,
// Category, ProductTag, Discount, Shop, Activity, ActivityProduct, Banner, HomeButton; migration
// 20261122010000_product_search). Each entry remembers the version it was filled at and is used
// only while the counter still has that value, so a stock, price or product change — from this
// process, another app server or a CLI script — is visible to the very next request. A short TTL
// bounds what the counter cannot see: the passing of time (discount and activity windows).
//
// The version is read through a second, query-only better-sqlite3 connection: a prepared primary-key
// read costs ~2.5 µs there against ~120 µs through Prisma's $queryRaw, which would eat half the
// budget of a cached request. Databases that are not a SQLite file fall back to $queryRaw.
// docs/decisions/004-catalogue-cache-and-search.md
import Database from "better-sqlite3";
import { db, dbReady } from "@/lib/db";
import { databaseFile } from "@/lib/db-file";
import { env } from "@/lib/env";
import type { JsonText } from "@/lib/api/json-text";

const MAX_ENTRIES = 2000;
const TTL_MS = 10_000;

type Entry = { version: number; expiresAt: number; value: unknown; json?: string };

const entries = new Map<string, Entry>();
/** Loads in flight, so that concurrent misses of one key run the query once. */
const loading = new Map<string, Promise<Entry>>();

type VersionProbe = () => number | Promise<number>;
let probe: VersionProbe | undefined;

function createProbe(): VersionProbe {
  const file = databaseFile(env().DATABASE_URL);
  if (file) {
    const conn = new Database(file, { fileMustExist: true, timeout: 10_000 });
    conn.pragma("query_only = ON");
    const read = conn.prepare<[], number>('SELECT "version" FROM "CatalogueVersion" WHERE "id" = 1').pluck();
    return () => read.get() ?? 0;
  }
  return async () => {
    const rows = await db.$queryRaw<{ version: number | bigint }[]>`SELECT "version" FROM "CatalogueVersion" WHERE "id" = 1`;
    return Number(rows[0]?.version ?? 0);
  };
}

/** The current catalogue version (see the file comment). */
export async function catalogueVersion(): Promise<number> {
  if (!probe) {
    await dbReady();
    probe ??= createProbe();
  }
  return probe();
}

function touch(key: string, entry: Entry): void {
  // Map keeps insertion order: re-inserting makes this the most recently used entry.
  entries.delete(key);
  entries.set(key, entry);
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
}

async function entryFor(key: string, load: () => Promise<unknown>): Promise<Entry> {
  const version = await catalogueVersion();
  const hit = entries.get(key);
  if (hit && hit.version === version && hit.expiresAt > Date.now()) {
    touch(key, hit);
    return hit;
  }
  const flightKey = `${version}\u0000${key}`;
  let pending = loading.get(flightKey);
  if (!pending) {
    // The version is read before the query: a write during the load leaves this entry already stale.
    pending = load()
      .then((value) => {
        const entry: Entry = { version, expiresAt: Date.now() + TTL_MS, value };
        touch(key, entry);
        return entry;
      })
      .finally(() => loading.delete(flightKey));
    loading.set(flightKey, pending);
  }
  return pending;
}

/**
 * A cached read: call it for the value (server components), or `.json(input)` for the serialised
 * body (route handlers; the string is built once per entry). Cached values are shared between
 * callers: treat them as read-only.
 */
export type CachedRead<I, T> = ((input: I) => Promise<T>) & { json: (input: I) => Promise<JsonText<T>> };

export function cachedRead<T>(name: string, load: () => Promise<T>): CachedRead<void, T>;
export function cachedRead<I, T>(name: string, load: (input: I) => Promise<T>, keyOf?: (input: I) => string): CachedRead<I, T>;
export function cachedRead<I, T>(name: string, load: (input: I) => Promise<T>, keyOf: (input: I) => string = (i) => JSON.stringify(i) ?? ""): CachedRead<I, T> {
  const get = (input: I) => entryFor(`${name}:${keyOf(input)}`, () => load(input));
  const read = (async (input: I) => (await get(input)).value as T) as CachedRead<I, T>;
  read.json = async (input: I) => {
    const entry = await get(input);
    entry.json ??= JSON.stringify(entry.value);
    return entry.json as JsonText<T>;
  };
  return read;
}

/** Empties the cache (tests that compare cached with uncached answers). */
export function clearCatalogueCache(): void {
  entries.clear();
}
