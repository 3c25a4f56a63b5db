// Once per test run: migrate and seed a base SQLite file. Every test file then gets its own copy
// (tests/setup-db.ts), so files never see each other's writes and copying takes milliseconds.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export default function setup() {
  // Both SQLite projects (vitest.config.ts) share the one base database of the run.
  if (process.env.MALL_TEST_BASE_DB && fs.existsSync(process.env.MALL_TEST_BASE_DB)) return;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mall-test-"));
  const base = path.join(dir, "base.db");
  const env = { ...process.env, MALL_DATA_DIR: dir, DATABASE_URL: `file:${base}` };
  const run = (args: string[]) => {
    const r = spawnSync(process.execPath, args, { env, encoding: "utf8" });
    if (r.status !== 0) throw new Error(`${args.join(" ")} failed:\n${r.stdout}\n${r.stderr}`);
  };
  run(["scripts/prisma.mjs", "migrate", "deploy"]);
  run([path.join("node_modules", "tsx", "dist", "cli.mjs"), "prisma/seed.ts"]);
  process.env.MALL_TEST_BASE_DB = base;
  process.env.MALL_TEST_DIR = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
