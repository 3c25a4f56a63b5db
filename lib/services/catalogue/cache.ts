// Response cache for catalogue reads (product lists, search, detail, banners, categories).
//
// Why: a Prisma findMany + count costs ~2 ms of CPU per request, a cached answer ~0.05 ms, and the
// catalogue is read far more often than written. Correctness comes from the catalogue version: a
// counter that triggers bump on every write to the tables the catalogue reads (Product, Sku,
// Category, ProductTag, Discount, Shop, Activity, ActivityProduct, Banner, HomeButton; migration
// 20261122010000_product_search; ProductTranslation and ContentTranslation: 20261123195144_content_translations). Each entry remembers the version it was filled at and is used
// only while the counter still has that value, so a stock, price or product change — from this
// process, another app server or a CLI script — is visible to the very next request. A short TTL
// bounds what the counter cannot see: the passing of time (discount and activity windows); an entry
// past its TTL but of the current version answers once more while it is refreshed in the background,
// so a time-bound change shows within TTL plus one load (and a read never waits for the database
// while the catalogue is unchanged: docs/decisions/017-faults.md).
//
// The version is read as cheaply as the engine allows (Dialect.catalogueVersionProbe): on SQLite a
// prepared read on a second, query-only connection (~2.5 µs against ~120 µs through Prisma), on
// PostgreSQL one round trip on the pool.
// docs/decisions/004-catalogue-cache-and-search.md
import { catalogueVersionProbe, dbReady } from "@/lib/db";
import { forgettable } from "@/lib/process-caches";
import type { Locale } from "@/lib/i18n/routing";
import type { JsonText } from "@/lib/text/json-text";

const MAX_ENTRIES = 2000;
const TTL_MS = 10_000;
/** How long past its TTL an entry of the current version may still answer while it is refreshed. */
const STALE_MS = 10_000;

type Entry = { version: number; expiresAt: number; value: unknown; json?: string };

const entries = new Map<string, Entry>();
/** Loads in flight, so that concurrent misses of one key run the query once. */
const loading = new Map<string, Promise<Entry>>();

type VersionProbe = () => number | Promise<number>;
let probe: VersionProbe | undefined;

forgettable("catalogue-cache", () => {
  entries.clear();
  loading.clear();
  probe = undefined;
});

/** The current catalogue version (see the file comment). */
export async function catalogueVersion(): Promise<number> {
  if (!probe) {
    await dbReady();
    probe ??= catalogueVersionProbe();
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
  const now = Date.now();
  if (hit && hit.version === version && hit.expiresAt > now) {
    touch(key, hit);
    return hit;
  }
  if (hit && hit.version === version && hit.expiresAt + STALE_MS > now) {
    // Past its TTL but nothing in the catalogue changed: answer it and refresh it once in the
    // background. A read then never waits for the database while the catalogue is unchanged (issue 27:
    // with a table locked and the pool busy, the home page's banners waited for a connection). If the
    // refresh fails, the entry keeps answering until STALE_MS, then readers wait for a load again.
    void loadEntry(key, version, load).catch(() => undefined);
    return hit;
  }
  return loadEntry(key, version, load);
}

/** Loads `key` at `version`, once however many ask at the same time. */
function loadEntry(key: string, version: number, load: () => Promise<unknown>): Promise<Entry> {
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
export function cachedRead<I, T>(
  name: string,
  load: (input: I) => Promise<T>,
  keyOf?: (input: I) => string,
): CachedRead<I, T>;
export function cachedRead<I, T>(
  name: string,
  load: (input: I) => Promise<T>,
  keyOf: (input: I) => string = (i) => JSON.stringify(i) ?? "",
): CachedRead<I, T> {
  const get = (input: I) => entryFor(`${name}:${keyOf(input)}`, () => load(input));
  const read = (async (input: I) => (await get(input)).value as T) as CachedRead<I, T>;
  read.json = async (input: I) => {
    const entry = await get(input);
    entry.json ??= JSON.stringify(entry.value);
    return entry.json as JsonText<T>;
  };
  return read;
}

/**
 * A cached read of content in one locale: the locale is part of the key, so an English answer is
 * never served to a Japanese shopper. `.json(input, locale)` as for cachedRead.
 */
export type LocalizedRead<I, T> = ((input: I, locale: Locale) => Promise<T>) & {
  json: (input: I, locale: Locale) => Promise<JsonText<T>>;
};

export function localizedRead<I, T>(
  name: string,
  load: (input: I, locale: Locale) => Promise<T>,
  keyOf: (input: I) => string = (i) => JSON.stringify(i) ?? "",
): LocalizedRead<I, T> {
  const inner = cachedRead<{ input: I; locale: Locale }, T>(
    name,
    ({ input, locale }) => load(input, locale),
    ({ input, locale }) => `${locale}:${keyOf(input)}`,
  );
  const read = ((input: I, locale: Locale) => inner({ input, locale })) as LocalizedRead<I, T>;
  read.json = (input: I, locale: Locale) => inner.json({ input, locale });
  return read;
}
