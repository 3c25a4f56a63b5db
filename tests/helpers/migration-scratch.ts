// A scratch database of the engine a test run uses, migrated by hand: the data-migration tests apply
// the migrations before theirs, insert rows of the old model, then apply theirs and read the result.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { expect } from "vitest";
import { dialect } from "@/lib/db";

export const root = path.resolve(import.meta.dirname, "../..");

/** The folder of the engine this run tests. */
export const migrationsDir = () =>
  path.join(root, dialect.name === "sqlite" ? "prisma/migrations" : "prisma/postgres/migrations");

/** The SQL of every migration before the one whose name ends with `target`, and of that one. */
export function migrationsBefore(dir: string, target: string): { before: string[]; target: string } {
  const names = fs
    .readdirSync(dir)
    .filter((n) => fs.statSync(path.join(dir, n)).isDirectory())
    .sort();
  const at = names.findIndex((n) => n.endsWith(target));
  expect(at).toBeGreaterThan(0);
  const sql = (n: string) => fs.readFileSync(path.join(dir, n, "migration.sql"), "utf8");
  return { before: names.slice(0, at).map(sql), target: sql(names[at]) };
}

export type Scratch = { exec(sql: string): Promise<void>; rows<T>(sql: string): Promise<T[]>; close(): Promise<void> };

export async function scratch(): Promise<Scratch> {
  if (dialect.name === "sqlite") {
    const file = path.join(os.tmpdir(), `mall-mig-${crypto.randomBytes(4).toString("hex")}.db`);
    const db = new Database(file);
    return {
      exec: async (sql) => void db.exec(sql),
      rows: async <T>(sql: string) => db.prepare(sql).all() as T[],
      close: async () => {
        db.close();
        fs.rmSync(file, { force: true });
      },
    };
  }
  const server = process.env.MALL_TEST_PG_URL as string;
  const name = `mig_${crypto.randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const client = new pg.Client({ connectionString: server.replace(/\/postgres$/, `/${name}`) });
  await client.connect();
  return {
    exec: async (sql) => void (await client.query(sql)),
    rows: async <T>(sql: string) => (await client.query(sql)).rows as T[],
    close: () => client.end(),
  };
}
