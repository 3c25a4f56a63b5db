// Compares prisma/migrations with prisma/schema.prisma, offline.
//   check          exit 1 (printing the SQL) when the migrations do not produce the schema
//   create <name>  write the missing SQL as a new migration folder
// Prisma's own `migrate diff --from-migrations` needs a shadow database, which the offline Wasm
// engine cannot open here; so the migrations are applied to a scratch SQLite file, introspected
// with `db pull`, and that datamodel is diffed against the schema (docs/decisions/001-prisma-offline.md).
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
  return datamodel.replace(/(?:^\/\/\/.*\n)*^model (\w+) \{\n[\s\S]*?^\}\n?/gm, (block, name: string) => (RAW_SQL_TABLES.test(name) ? "" : block));
}

function prisma(args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, [path.join(root, "scripts/prisma.mjs"), ...args], { cwd: root, env: { ...process.env, ...env }, encoding: "utf8" });
  return result;
}

export function migrationDiff(): { sql: string; empty: boolean } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mall-migrations-"));
  try {
    const env = { MALL_DATA_DIR: dir, DATABASE_URL: `file:${path.join(dir, "scratch.db")}` };
    const deploy = prisma(["migrate", "deploy"], env);
    if (deploy.status !== 0) throw new Error(`migrate deploy failed:\n${deploy.stdout}\n${deploy.stderr}`);
    const pulled = path.join(dir, "pulled.prisma");
    fs.writeFileSync(pulled, 'generator client {\n  provider = "prisma-client"\n  output = "./gen"\n}\n\ndatasource db {\n  provider = "sqlite"\n  url = env("DATABASE_URL")\n}\n');
    const pull = prisma(["db", "pull", "--schema", pulled], env);
    if (pull.status !== 0) throw new Error(`db pull failed:\n${pull.stdout}\n${pull.stderr}`);
    fs.writeFileSync(pulled, withoutRawSqlTables(fs.readFileSync(pulled, "utf8")));
    const diff = prisma(["migrate", "diff", "--from-schema-datamodel", pulled, "--to-schema-datamodel", "prisma/schema.prisma", "--script"], env);
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
  if (mode === "check") {
    if (empty) {
      console.log("migrations match prisma/schema.prisma");
      return;
    }
    console.error("prisma/schema.prisma differs from the migrations. Run `npm run db:new-migration -- <name>`:\n" + sql);
    process.exit(1);
  }
  if (mode === "create") {
    if (!name || !/^[a-z0-9_]+$/.test(name)) throw new Error("usage: migration-diff.ts create <snake_case_name>");
    if (empty) {
      console.log("nothing to migrate");
      return;
    }
    const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
    const folder = path.join(root, "prisma/migrations", `${stamp}_${name}`);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, "migration.sql"), sql + "\n");
    console.log(`wrote ${path.relative(root, folder)}/migration.sql`);
    return;
  }
  throw new Error("usage: migration-diff.ts check | create <name>");
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
