// Per test file: a private copy of the migrated, seeded base database, and fixed secrets. Runs before
// the test file imports lib/db, which reads DATABASE_URL on first use.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const base = process.env.MALL_TEST_BASE_DB;
const dir = process.env.MALL_TEST_DIR;
if (!base || !dir) throw new Error("tests/global-setup.ts did not run");

const file = path.join(dir, `t-${process.pid}-${crypto.randomBytes(4).toString("hex")}.db`);
fs.copyFileSync(base, file);
process.env.DATABASE_URL = `file:${file}`;
process.env.MALL_DATA_DIR = dir;
process.env.JWT_SECRET ??= "test-secret-test-secret-test-secret-0123456789";
process.env.PAYMENT_SANDBOX_SECRET ??= "test-sandbox-secret-test-sandbox-secret-0123";
process.env.MALL_TEST_MODE = "1";
