// Per test file, SQLite project: a private copy of the migrated, seeded base database for a database
// suite, none for any other file (tests/engines.ts), and fixed secrets. Runs before the test file
// imports lib/db, which reads DATABASE_URL on first use.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, TestRunner } from "vitest";
import { enginesOf } from "./engines";
import { startAfresh } from "./shared-worker";

const base = process.env.MALL_TEST_BASE_DB;
const dir = process.env.MALL_TEST_DIR;
if (!base || !dir) throw new Error("tests/global-setup.ts did not run");

await startAfresh("sqlite");

const root = path.resolve(import.meta.dirname, "..");
const testFile = path.relative(root, TestRunner.getCurrentSuite().file!.filepath).split(path.sep).join("/");
const engines = enginesOf(testFile);
const file = path.join(dir, `t-${process.pid}-${crypto.randomBytes(4).toString("hex")}.db`);

if (engines === "none") {
  // No copy: SQLite creates the file the moment anything opens the database (and the query then
  // fails, the file being empty). A file that does is a database suite the PostgreSQL run would miss.
  afterAll(() => {
    if (fs.existsSync(file))
      throw new Error(
        `${testFile} opened the database, but tests/engines.ts does not declare it a database suite: ` +
          "move it under tests/api/ or list it in bothEngines there, so that it runs on PostgreSQL too",
      );
  });
} else {
  fs.copyFileSync(base, file);
  if (engines === "both" || engines === "sqlite")
    afterAll(() => {
      if (!databaseOpened(file))
        throw new Error(
          `${testFile} runs on both engines but never opened its database: list it in tests/engines.ts ` +
            "noDatabase (with what it tests), so that the PostgreSQL run does not repeat it for nothing — " +
            "or in ownDatabase if it tests the engine through a database of its own",
        );
    });
}

process.env.DATABASE_URL = `file:${file}`;
process.env.MALL_DATA_DIR = dir;
process.env.JWT_SECRET ??= "test-secret-test-secret-test-secret-0123456789";
process.env.PAYMENT_SANDBOX_SECRET ??= "test-sandbox-secret-test-sandbox-secret-0123";
process.env.MALL_TEST_MODE = "1";
// Hundreds of logins: bcrypt at cost 4 instead of 10 (lib/env.ts); the tests of the cost itself and
// of the unknown-name check compare costs, not times.
process.env.PASSWORD_HASH_COST ??= "4";

/**
 * Whether this process opened the SQLite file: lib/db made its connection ready, or the file is open
 * now, or WAL mode (lib/db/sqlite.ts) left its side files (a test may have closed the client already).
 */
function databaseOpened(db: string): boolean {
  if ((globalThis as { mallDb?: { ready?: unknown } }).mallDb?.ready) return true;
  if (fs.existsSync(`${db}-wal`) || fs.existsSync(`${db}-shm`)) return true;
  try {
    return fs.readdirSync("/proc/self/fd").some((fd) => {
      try {
        return fs.readlinkSync(`/proc/self/fd/${fd}`) === db;
      } catch {
        return false;
      }
    });
  } catch {
    return true; // no /proc: nothing to tell, do not fail
  }
}
