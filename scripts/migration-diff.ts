// Compares the migrations of both engines with prisma/schema.prisma, offline.
//   check          exit 1 (printing the SQL) when the migrations do not produce the schema
//   create <name>  write the missing SQL as a new migration folder, for SQLite and for PostgreSQL
// SQLite: Prisma's own `migrate diff --from-migrations` needs a shadow database, which the offline Wasm
// engine cannot open here; so the migrations are applied to a scratch SQLite file, introspected
// with `db pull`, and that datamodel is diffed against the schema (docs/decisions/001-prisma-offline.md).
// PostgreSQL: prisma/postgres/schema.prisma is derived from prisma/schema.prisma (provider and client
// output differ) and committed: it is the state prisma/postgres/migrations produce. A new migration is
// the diff from that file to the newly derived schema; tests/api/postgres-migrations.test.ts checks
// that the migrations really build it (docs/decisions/008-two-engines.md).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

// Tables created by hand-written SQL in the migrations that prisma/schema.prisma cannot describe: the
// FTS5 product search index with its shadow tables, and the catalogue version counter
// (prisma/migrations/20261122010000_product_search). `db pull` sees them; the diff must not.
const RAW_SQL_TABLES = /^(ProductSearch(_\w+)?|CatalogueVersion)$/;

/** The pulled datamodel without the models of RAW_SQL_TABLES (and the `///` notes above them). */
export function withoutRawSqlTables(datamodel: string): string {
  return datamodel.replace(/(?:^\/\/\/.*\n)*^model (\w+) \{\n[\s\S]*?^\}\n?/gm, (block, name: string) =>
    RAW_SQL_TABLES.test(name) ? "" : block,
  );
}

export const POSTGRES_SCHEMA = path.join(root, "prisma", "postgres", "schema.prisma");

/** prisma/schema.prisma as the PostgreSQL schema: another provider and another generated client. */
export function derivePostgresSchema(
  sqliteSchema: string = fs.readFileSync(path.join(root, "prisma", "schema.prisma"), "utf8"),
): string {
  const derived = sqliteSchema
    .replace(/^(\s*provider\s*=\s*)"sqlite"/m, '$1"postgresql"')
    .replace(/^(\s*output\s*=\s*)"\.\.\/lib\/generated\/prisma"/m, '$1"../../lib/generated/prisma-pg"');
  if (derived === sqliteSchema)
    throw new Error("prisma/schema.prisma: datasource provider or generator output not found");
  return `// GENERATED from prisma/schema.prisma by \`npm run db:new-migration\` — do not edit. It is the schema\n// prisma/postgres/migrations produce, and the source of the PostgreSQL client (lib/generated/prisma-pg).\n${derived}`;
}

/** The SQL that brings PostgreSQL from the last migrated schema to the current one ("" when none). */
export function postgresMigrationSql(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mall-pg-schema-"));
  try {
    const next = path.join(dir, "schema.prisma");
    fs.writeFileSync(next, derivePostgresSchema());
    const diff = prisma(
      ["migrate", "diff", "--from-schema-datamodel", POSTGRES_SCHEMA, "--to-schema-datamodel", next, "--script"],
      {},
    );
    if (diff.status !== 0) throw new Error(`migrate diff failed:\n${diff.stdout}\n${diff.stderr}`);
    const sql = diff.stdout.trim();
    return sql === "" || /This is an empty migration/.test(sql) ? "" : sql;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function prisma(args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, [path.join(root, "scripts/prisma.mjs"), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  return result;
}

export function migrationDiff(): { sql: string; empty: boolean } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mall-migrations-"));
  try {
    const env = { MALL_DATA_DIR: dir, DATABASE_URL: `file:${path.join(dir, "scratch.db")}` };
    const deploy = prisma(["migrate", "deploy"], env);
    if (deploy.status !== 0) throw new Error(`migrate deploy failed:\n${deploy.stdout}\n${deploy.stderr}`);
    const pulled = path.join(dir, "pulled.prisma");
    fs.writeFileSync(
      pulled,
      'generator client {\n  provider = "prisma-client"\n  output = "./gen"\n}\n\ndatasource db {\n  provider = "sqlite"\n  url = env("DATABASE_URL")\n}\n',
    );
    const pull = prisma(["db", "pull", "--schema", pulled], env);
    if (pull.status !== 0) throw new Error(`db pull failed:\n${pull.stdout}\n${pull.stderr}`);
    fs.writeFileSync(pulled, withoutRawSqlTables(fs.readFileSync(pulled, "utf8")));
    const diff = prisma(
      [
        "migrate",
        "diff",
        "--from-schema-datamodel",
        pulled,
        "--to-schema-datamodel",
        "prisma/schema.prisma",
        "--script",
      ],
      env,
    );
    if (diff.status !== 0) throw new Error(`migrate diff failed:\n${diff.stdout}\n${diff.stderr}`);
    const sql = diff.stdout.trim();
    return { sql, empty: sql === "" || /This is an empty migration/.test(sql) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function main() {
  const [mode, name] = process.argv.slice(2);
  const { sql, empty } = migrationDiff();
  const postgresStale = fs.readFileSync(POSTGRES_SCHEMA, "utf8") !== derivePostgresSchema();
  if (mode === "check") {
    if (empty && !postgresStale) {
      console.log("migrations of both engines match prisma/schema.prisma");
      return;
    }
    if (!empty)
      console.error(
        "prisma/schema.prisma differs from the SQLite migrations. Run `npm run db:new-migration -- <name>`:\n" + sql,
      );
    if (postgresStale)
      console.error(
        "prisma/postgres/schema.prisma is not derived from prisma/schema.prisma. Run `npm run db:new-migration -- <name>`:\n" +
          postgresMigrationSql(),
      );
    process.exit(1);
  }
  if (mode === "create") {
    if (!name || !/^[a-z0-9_]+$/.test(name)) throw new Error("usage: migration-diff.ts create <snake_case_name>");
    const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
    const write = (migrations: string, body: string) => {
      const folder = path.join(root, migrations, `${stamp}_${name}`);
      fs.mkdirSync(folder, { recursive: true });
      fs.writeFileSync(path.join(folder, "migration.sql"), body + "\n");
      console.log(`wrote ${path.relative(root, folder)}/migration.sql`);
    };
    if (!empty) write("prisma/migrations", sql);
    const postgresSql = postgresMigrationSql();
    if (postgresSql) write("prisma/postgres/migrations", postgresSql);
    if (postgresStale) fs.writeFileSync(POSTGRES_SCHEMA, derivePostgresSchema());
    if (empty && !postgresSql) console.log("nothing to migrate");
    // Both generated clients follow the schema.
    prisma(["generate"], {});
    prisma(["generate", "--schema", POSTGRES_SCHEMA], {});
    return;
  }
  throw new Error("usage: migration-diff.ts check | create <name>");
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
