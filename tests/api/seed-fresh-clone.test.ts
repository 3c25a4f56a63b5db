// The operator's seed on a fresh clone (issue 27, item 9): `npx prisma db seed` before anything else
// failed with a Prisma stack trace ("The table main.Shop does not exist") and left an empty
// data/mall.db behind. It now brings the database up to date first, on both engines. The clone is the
// working tree's tracked files in a temporary folder, with node_modules and the generated Prisma
// clients linked in (what `npm install` would have made); no data/ folder, no database.
import { execFileSync, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { dialect } from "@/lib/db";

const root = path.resolve(import.meta.dirname, "../..");
const clone = fs.mkdtempSync(path.join(os.tmpdir(), "mall-clone-"));
let database: string | null = null;

afterAll(async () => {
  fs.rmSync(clone, { recursive: true, force: true });
  if (database) {
    const admin = new pg.Client({ connectionString: process.env.MALL_TEST_PG_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
});

function freshClone(): void {
  const files = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" }).split("\0").filter(Boolean);
  for (const file of files) {
    const from = path.join(root, file);
    if (!fs.existsSync(from)) continue;
    fs.mkdirSync(path.dirname(path.join(clone, file)), { recursive: true });
    fs.copyFileSync(from, path.join(clone, file));
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(clone, "node_modules"));
  fs.symlinkSync(path.join(root, "lib", "generated"), path.join(clone, "lib", "generated"));
}

/** `npx prisma db seed` in the clone, with only the variables an operator would set. */
function seed(env: Record<string, string>) {
  // npx puts the project's node_modules/.bin first on PATH (the seed command is `tsx prisma/seed.ts`).
  const PATH = [path.join(clone, "node_modules", ".bin"), process.env.PATH].join(path.delimiter);
  const clean = { PATH, HOME: process.env.HOME, ...env } as unknown as NodeJS.ProcessEnv;
  return spawnSync(process.execPath, [path.join(clone, "node_modules", "prisma", "build", "index.js"), "db", "seed"], {
    cwd: clone,
    env: clean,
    encoding: "utf8",
    timeout: 240_000,
  });
}

describe("npx prisma db seed on a fresh clone", () => {
  it("migrates the empty database first, seeds it, and can run again", { timeout: 300_000 }, async () => {
    freshClone();
    let env: Record<string, string> = {};
    if (dialect.name === "postgres") {
      database = `fresh_${crypto.randomBytes(4).toString("hex")}`;
      const admin = new pg.Client({ connectionString: process.env.MALL_TEST_PG_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${database}`);
      await admin.end();
      env = { DATABASE_URL: process.env.MALL_TEST_PG_URL!.replace(/\/postgres$/, `/${database}`) };
    }
    const first = seed(env);
    const output = `${first.stdout}\n${first.stderr}`;
    expect(first.status, output).toBe(0);
    expect(output).not.toMatch(/does not exist|PrismaClient\w*Error|\n\s+at /);
    expect(output).toMatch(/\[seed\] done/);

    const count = async (table: string) => {
      if (dialect.name === "sqlite") {
        const file = path.join(clone, "data", "mall.db");
        const db = new Database(file, { readonly: true });
        try {
          return (db.prepare(`SELECT count(*) AS n FROM "${table}"`).get() as { n: number }).n;
        } finally {
          db.close();
        }
      }
      const client = new pg.Client({ connectionString: env.DATABASE_URL });
      await client.connect();
      try {
        return Number((await client.query(`SELECT count(*) AS n FROM "${table}"`)).rows[0].n);
      } finally {
        await client.end();
      }
    };
    expect(await count("Shop")).toBeGreaterThan(0);
    expect(await count("Product")).toBeGreaterThan(0);
    const products = await count("Product");

    const again = seed(env);
    expect(again.status, `${again.stdout}\n${again.stderr}`).toBe(0);
    expect(await count("Product")).toBe(products);
  });
});
