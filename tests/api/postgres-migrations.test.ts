// PostgreSQL only: prisma/postgres/migrations build exactly prisma/postgres/schema.prisma (the schema
// derived from prisma/schema.prisma; `npm run db:check` checks that derivation). This test's database
// was built by the migrations; a second one is built straight from the schema (`migrate diff
// --from-empty`), and their catalogues — columns, indexes, constraints — must be equal, leaving out the
// hand-written objects Prisma's schema cannot describe (search indexes, the migrations table).
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import path from "node:path";
import pg from "pg";
import { expect, it } from "vitest";
import { dialect } from "@/lib/db";

const HAND_WRITTEN = /(_trgm_idx|^_prisma_migrations)/;

async function catalogue(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const columns = await client.query<{ row: string }>(`
      SELECT table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' || coalesce(column_default, '') AS row
      FROM information_schema.columns WHERE table_schema = 'public'`);
    const indexes = await client.query<{ row: string }>(
      `SELECT indexname || ' ' || indexdef AS row FROM pg_indexes WHERE schemaname = 'public'`,
    );
    const constraints = await client.query<{ row: string }>(`
      SELECT c.conrelid::regclass::text || ' ' || c.conname || ' ' || pg_get_constraintdef(c.oid) AS row
      FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace WHERE n.nspname = 'public' AND c.contype <> 't'`);
    return [...columns.rows, ...indexes.rows, ...constraints.rows]
      .map((r) => r.row)
      .filter((r) => !HAND_WRITTEN.test(r.split(/[ .]/)[0]) && !HAND_WRITTEN.test(r))
      .sort();
  } finally {
    await client.end();
  }
}

it.skipIf(dialect.name !== "postgres")(
  "the PostgreSQL migrations build the derived schema",
  { timeout: 60_000 },
  async () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const diff = spawnSync(
      process.execPath,
      [
        path.join(root, "scripts/prisma.mjs"),
        "migrate",
        "diff",
        "--from-empty",
        "--to-schema-datamodel",
        "prisma/postgres/schema.prisma",
        "--script",
      ],
      { cwd: root, encoding: "utf8" },
    );
    expect(diff.status, diff.stderr).toBe(0);
    const server = process.env.MALL_TEST_PG_URL as string;
    const name = `fresh_${crypto.randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const fresh = server.replace(/\/postgres$/, `/${name}`);
    const client = new pg.Client({ connectionString: fresh });
    await client.connect();
    await client.query(diff.stdout);
    await client.end();
    const [migrated, expected] = await Promise.all([catalogue(process.env.DATABASE_URL as string), catalogue(fresh)]);
    expect(migrated).toEqual(expected);
    expect(expected.length).toBeGreaterThan(100);
  },
);
