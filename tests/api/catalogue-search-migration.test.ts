// The search keys' migration keeps what shops already have: a database migrated up to the migration
// before it, holding products named in zh-Hans and zh-Hant, is migrated on; the backfill that runs
// after the migrations (scripts/prepare-db.ts, the seed) writes every product's keys, and the search —
// on SQLite through the FTS5 table the migration made again — finds them by pinyin and initials. On
// the engine this run tests (a scratch database of its own). docs/decisions/032-search.md
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { expect, it } from "vitest";
import { dialect } from "@/lib/db";
import { backfillNameKeys, planSearch } from "@/lib/services/catalogue";

const root = path.resolve(import.meta.dirname, "../..");
const TARGET = "_name_search_keys";

type Scratch = { url: string; exec(sql: string): Promise<void>; close(): Promise<void> };

function migrationsOf(dir: string): { before: string[]; rest: string[] } {
  const names = fs
    .readdirSync(dir)
    .filter((n) => fs.statSync(path.join(dir, n)).isDirectory())
    .sort();
  const at = names.findIndex((n) => n.endsWith(TARGET));
  expect(at).toBeGreaterThan(0);
  const sql = (n: string) => fs.readFileSync(path.join(dir, n, "migration.sql"), "utf8");
  return { before: names.slice(0, at).map(sql), rest: names.slice(at).map(sql) };
}

async function scratch(): Promise<Scratch> {
  if (dialect.name === "sqlite") {
    const file = path.join(os.tmpdir(), `mall-mig-${crypto.randomBytes(4).toString("hex")}.db`);
    const db = new Database(file);
    return {
      url: `file:${file}`,
      exec: async (sql) => void db.exec(sql),
      close: async () => {
        db.close();
        for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
      },
    };
  }
  const server = process.env.MALL_TEST_PG_URL as string;
  const name = `mig_${crypto.randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = server.replace(/\/postgres$/, `/${name}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return { url, exec: async (sql) => void (await client.query(sql)), close: () => client.end() };
}

const legacy = (onSale: string) => `
INSERT INTO "Category" ("id", "name") VALUES (1, '食品');
INSERT INTO "Product" ("id", "name", "subtitle", "image", "price", "categoryId", "isOnSale", "sales", "updatedAt")
  VALUES (1, '重庆小面', '麻辣', '/p.svg', 1500, 1, ${onSale}, 10, CURRENT_TIMESTAMP),
         (2, '老人手机', '大字大声', '/p.svg', 19900, 1, ${onSale}, 5, CURRENT_TIMESTAMP),
         (3, 'Plain Mug', '', '/p.svg', 900, 1, ${onSale}, 1, CURRENT_TIMESTAMP);
INSERT INTO "ProductTranslation" ("productId", "locale", "name") VALUES (1, 'zh-Hant', '重慶小麵'), (2, 'zh-Hant', '長者手機');
`;

it("migrates products of the version before and backfills their search keys", { timeout: 120_000 }, async () => {
  const dir =
    dialect.name === "sqlite"
      ? path.join(root, "prisma", "migrations")
      : path.join(root, "prisma", "postgres", "migrations");
  const { before, rest } = migrationsOf(dir);
  const db = await scratch();
  try {
    for (const sql of before) await db.exec(sql);
    await db.exec(legacy(dialect.name === "sqlite" ? "1" : "true"));
    for (const sql of rest) await db.exec(sql);

    const client = dialect.createClient(db.url, { maintenance: true });
    try {
      await dialect.prepare(client);
      const keysOf = () =>
        client.product.findMany({ select: { id: true, namePinyin: true, nameInitials: true }, orderBy: { id: "asc" } });
      expect((await keysOf()).every((p) => p.namePinyin === null && p.nameInitials === null)).toBe(true);
      expect(await backfillNameKeys(client)).toBe(3);
      expect(await keysOf()).toEqual([
        { id: 1, namePinyin: "'chong'qing'xiao'mian", nameInitials: "cqxm" },
        { id: 2, namePinyin: "'lao'ren'shou'ji 'zhang'zhe'shou'ji", nameInitials: "lrsj zzsj" },
        { id: 3, namePinyin: "", nameInitials: "" },
      ]);
      expect(await backfillNameKeys(client)).toBe(0);

      const found = async (keyword: string) =>
        (await client.$queryRaw<{ id: number }[]>(dialect.searchRows(planSearch(keyword), 10, 0))).map((r) =>
          Number(r.id),
        );
      // Long terms go through the engine's index (FTS5 on SQLite), short ones through LIKE.
      expect(await found("chongqing")).toEqual([1]);
      expect(await found("cqxm")).toEqual([1]);
      expect(await found("cq")).toEqual([1]);
      expect(await found("shouji")).toEqual([2]);
      expect(await found("zzsj")).toEqual([2]);
      expect(await found("mug")).toEqual([3]);
      // The index follows later writes of the keys (the migration's triggers).
      await client.product.update({
        where: { id: 3 },
        data: { name: "马克杯", namePinyin: "'ma'ke'bei", nameInitials: "mkb" },
      });
      expect(await found("makebei")).toEqual([3]);
      expect(await found("mkb")).toEqual([3]);
    } finally {
      await client.$disconnect();
    }
  } finally {
    await db.close();
  }
});
