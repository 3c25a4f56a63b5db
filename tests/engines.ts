// Which database engines a test file runs on (docs/decisions/028-test-suite.md). The place says it:
//
// - A file under tests/api/ is a database suite: it runs on SQLite and again on PostgreSQL
//   (vitest.config.ts, project "postgres"), on a database of its own on each.
// - Any other test file runs once, on the SQLite project, and gets no database: tests/setup-db.ts
//   points it at a file that does not exist and fails it when it opens one, so a test that starts to
//   touch the database cannot stay out of the PostgreSQL run unnoticed.
//
// The exceptions, each with its reason, are listed below; tests/setup-db.ts also fails a database
// suite that never opens its database (it belongs in `noDatabase`: a second run on PostgreSQL would
// test nothing the first did not). Paths are relative to the repository root.

export const DATABASE_SUITES = "tests/api/";

/** Under tests/api, but never open the database: SQLite project only, with no database. */
export const noDatabase: Record<string, string> = {
  "tests/api/openapi-document.test.ts": "the OpenAPI document, generated from the endpoint definitions",
};

/** Outside tests/api, and open the database: both engines, like the suites under tests/api. */
export const bothEngines: Record<string, string> = {
  "tests/reliability/idor.test.ts": "every shopper's records refused to every other shopper, through the routes",
  "tests/reliability/jwt.test.ts": "forged and expired tokens; the token version is read from the database",
};

/**
 * Database suites (both engines) that test the engine through a database of their own rather than the
 * file's copy: the check that a suite opens its database does not apply.
 */
export const ownDatabase: Record<string, string> = {
  "tests/api/seed-fresh-clone.test.ts": "`prisma db seed` in a fresh clone, on an empty database it creates",
  "tests/api/after-purchase-migration.test.ts": "a scratch database migrated up to an old migration, then on",
  "tests/api/regions-migration.test.ts":
    "a scratch database migrated up to the one before the regions migration, then on",
  "tests/api/catalogue-search-migration.test.ts":
    "a scratch database migrated up to the one before the search keys, then on, and backfilled",
  "tests/api/sweep-leader.test.ts": "the sweep's leadership held by child processes (a lock file, an advisory lock)",
};

/** A database suite whose subject exists on PostgreSQL only: the PostgreSQL project only. */
export const postgresOnly: Record<string, string> = {
  "tests/api/postgres-migrations.test.ts": "prisma/postgres/migrations against the derived schema",
};

/**
 * Outside tests/api, and open the database, whose subject exists on SQLite only: the SQLite project
 * only, with the file's copy of the database (the PostgreSQL side is the README's pg_dump lines).
 */
export const sqliteOnly: Record<string, string> = {
  "tests/backup/backup.test.ts": "npm run backup during checkouts: SQLite's online backup, then npm run restore",
};

/**
 * Database suites whose subject no engine touches: SQLite only. Each says what it tests and where the
 * database work it passes through is tested on both engines. A suite belongs here only when nothing
 * it checks reads a row differently, locks, races or writes SQL of its own: what depends on the engine
 * (the SQL runner, transactions, locks, triggers, search, migrations, races) runs on both.
 */
export const engineNeutral: Record<string, string> = {
  "tests/api/admin-permissions.test.ts":
    "which role may call which endpoint, decided in code before any query; each endpoint's own work runs on both engines in its suite",
  "tests/api/admin-paths.test.ts": "path tricks answered by the proxy before any handler or query",
  "tests/api/payment-wechat-v3-platform-certificate.test.ts":
    "the provider's wire format and signatures against the double; the paid move it ends in runs on both engines (payment-callback, payment-race, payment-paths-property)",
  "tests/api/payment-wechat-v3-public-key.test.ts":
    "the provider's wire format and signatures against the double; the paid move runs on both engines as above",
  "tests/api/payment-alipay-certificate.test.ts":
    "the provider's wire format and certificates against the double; the paid move runs on both engines as above",
  "tests/api/payment-alipay-public-key.test.ts":
    "the provider's wire format and signatures against the double; the paid move runs on both engines as above",
  "tests/api/share-poster.test.ts": "a PNG drawn from a product's name and price, and its cache in memory",
  "tests/api/body-media-type.test.ts": "a body's media type refused with 415 before it is parsed",
  "tests/api/hardening-body.test.ts": "oversized bodies refused by length before they are read",
};

/**
 * Database suites that need a module graph of their own: they run isolated (a fresh module graph per
 * file, as every other file does), not in the shared worker processes the other database suites use
 * (vitest.config.ts). A file that mocks a module the others load for real belongs here.
 */
export const ownModules: Record<string, string> = {
  "tests/api/admin-paths.test.ts": "mocks next-intl/middleware, which the other suites load for real",
};

/** "both-own": both engines, with a database of its own (`ownDatabase`). "sqlite": `sqliteOnly`. */
export type Engines = "none" | "both" | "both-own" | "postgres" | "sqlite";

export function enginesOf(file: string): Engines {
  if (file in noDatabase) return "none";
  if (file in postgresOnly) return "postgres";
  if (file in sqliteOnly || file in engineNeutral) return "sqlite";
  if (file in ownDatabase) return "both-own";
  if (file in bothEngines || file.startsWith(DATABASE_SUITES)) return "both";
  return "none";
}

/** The files of the PostgreSQL project, for vitest's include/exclude. */
export const postgresInclude = [
  `${DATABASE_SUITES}**/*.test.ts`,
  ...Object.keys(bothEngines),
  ...Object.keys(postgresOnly),
];
export const postgresExclude = [...Object.keys(noDatabase), ...Object.keys(engineNeutral)];
/** Files the SQLite project leaves out. */
export const sqliteExclude = Object.keys(postgresOnly);

/**
 * The database suites of the shared projects (each engine's worker processes load the app once and run
 * file after file, tests/shared-worker.ts making each start afresh): every file of the PostgreSQL
 * project but those with modules of their own.
 */
export const sharedInclude = postgresInclude;
export const sharedExclude = [...Object.keys(noDatabase), ...Object.keys(ownModules)];

/** Every file named above: each must exist (vitest.config.ts fails the run on a stale name). */
export const declaredFiles = [
  noDatabase,
  bothEngines,
  ownDatabase,
  postgresOnly,
  sqliteOnly,
  engineNeutral,
  ownModules,
].flatMap((list) => Object.keys(list));
