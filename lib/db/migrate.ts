// Brings a database up to date with its engine's migrations folder.
// - SQLite: `prisma migrate deploy` (the offline Wasm schema engine, scripts/prisma.mjs).
// - PostgreSQL: the same plain-SQL migration files (prisma/postgres/migrations), applied with the pg
//   driver, each in its own transaction, recorded in Prisma's own "_prisma_migrations" table (same
//   columns and checksum, so `prisma migrate status` reads it). Prisma's Wasm engine cannot deploy to
//   PostgreSQL offline (it fails to read the catalog), and its adapter path splits scripts on ";",
//   which breaks plpgsql bodies. An advisory lock lets several app processes start at once.
// docs/decisions/008-two-engines.md
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { childProcessEnv } from "../env";
import { engineOf } from "./dialect";

const root = path.resolve(/*turbopackIgnore: true*/ import.meta.dirname, "..", "..");
export const POSTGRES_MIGRATIONS = path.join(root, "prisma", "postgres", "migrations");
/** Any constant: the key of the advisory lock migrators take. */
const MIGRATION_LOCK_KEY = 7_202_611;

/** `quiet`: Prisma's own lines are shown only when it fails (the setup command's output is the shop's). */
export async function migrateDatabase(
  url: string,
  log: (message: string) => void = console.log,
  { quiet = false }: { quiet?: boolean } = {},
): Promise<void> {
  if (engineOf(url) === "postgres") return migratePostgres(url, POSTGRES_MIGRATIONS, log);
  const result = spawnSync(process.execPath, [path.join(root, "scripts", "prisma.mjs"), "migrate", "deploy"], {
    stdio: quiet ? "pipe" : "inherit",
    encoding: "utf8",
    env: childProcessEnv({ DATABASE_URL: url }),
  });
  if (result.status !== 0) {
    if (quiet) process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}`);
    throw new Error("prisma migrate deploy failed");
  }
}

/**
 * Migrates a database that has never been migrated (a fresh data folder: the README's first owner is
 * created before the shop ever started) and leaves one that has been alone: the command lines that call
 * this run many times (the e2e fixtures make operators per test), and starting the server or
 * `npm run db:migrate` brings a migrated database up to date. PostgreSQL's migrator is in process and
 * skips what is applied, so it simply runs.
 */
export async function migrateIfNew(url: string): Promise<void> {
  if (engineOf(url) === "postgres") return migratePostgres(url, POSTGRES_MIGRATIONS, () => {});
  const file = url.slice("file:".length);
  if (fs.existsSync(file)) {
    const conn = new Database(file, { readonly: true, fileMustExist: true });
    try {
      const migrated = conn
        .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_prisma_migrations'")
        .get();
      if (migrated) return;
    } finally {
      conn.close();
    }
  }
  await migrateDatabase(url, () => {}, { quiet: true });
}

export function migrationFolders(dir: string): { name: string; sql: string; checksum: string }[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && fs.existsSync(path.join(dir, e.name, "migration.sql")))
    .map((e) => e.name)
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: crypto.createHash("sha256").update(sql).digest("hex") };
    });
}

export async function migratePostgres(
  url: string,
  dir: string = POSTGRES_MIGRATIONS,
  log: (message: string) => void = console.log,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await client.query(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
      "id" VARCHAR(36) PRIMARY KEY NOT NULL,
      "checksum" VARCHAR(64) NOT NULL,
      "finished_at" TIMESTAMPTZ,
      "migration_name" VARCHAR(255) NOT NULL,
      "logs" TEXT,
      "rolled_back_at" TIMESTAMPTZ,
      "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
      "applied_steps_count" INTEGER NOT NULL DEFAULT 0
    )`);
    const { rows } = await client.query<{ migration_name: string; checksum: string }>(
      `SELECT "migration_name", "checksum" FROM "_prisma_migrations" WHERE "finished_at" IS NOT NULL AND "rolled_back_at" IS NULL`,
    );
    const applied = new Map(rows.map((r) => [r.migration_name, r.checksum]));
    let count = 0;
    for (const migration of migrationFolders(dir)) {
      const done = applied.get(migration.name);
      if (done) {
        if (done !== migration.checksum)
          log(`[db] warning: migration ${migration.name} was edited after it was applied`);
        continue;
      }
      await client.query("BEGIN");
      try {
        // One simple-protocol query: the server splits the statements itself (dollar quotes intact).
        await client.query(migration.sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" ("id", "checksum", "finished_at", "migration_name", "started_at", "applied_steps_count") VALUES ($1, $2, now(), $3, now(), 1)`,
          [crypto.randomUUID(), migration.checksum, migration.name],
        );
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw new Error(`migration ${migration.name} failed: ${(error as Error).message}`);
      }
      count += 1;
      log(`[db] applied ${migration.name}`);
    }
    log(count ? `[db] ${count} migration(s) applied` : "[db] no pending migrations");
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}
