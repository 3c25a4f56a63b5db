// Per test file, PostgreSQL project: a private database copied from the migrated, seeded template,
// and fixed secrets. Runs before the test file imports lib/db, which reads DATABASE_URL on first use.
import crypto from "node:crypto";
import pg from "pg";
import { startAfresh } from "./shared-worker";

await startAfresh("postgres");

const server = process.env.MALL_TEST_PG_URL;
const template = process.env.MALL_TEST_PG_TEMPLATE;
const dir = process.env.MALL_TEST_PG_DIR;
if (!server || !template || !dir) throw new Error("tests/global-setup-postgres.ts did not run");

const name = `t_${process.pid}_${crypto.randomBytes(4).toString("hex")}`;
const admin = new pg.Client({ connectionString: server });
await admin.connect();
// Copies of one template may be requested by several workers at once; PostgreSQL refuses a copy while
// another session is connected to the template, which a concurrent copy briefly is.
for (let attempt = 1; ; attempt += 1) {
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    break;
  } catch (error) {
    if (attempt >= 20) throw error;
    await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
  }
}
await admin.end();

process.env.DATABASE_URL = server.replace(/\/postgres$/, `/${name}`);
process.env.MALL_DATA_DIR = dir;
process.env.JWT_SECRET ??= "test-secret-test-secret-test-secret-0123456789";
process.env.PAYMENT_SANDBOX_SECRET ??= "test-sandbox-secret-test-sandbox-secret-0123";
process.env.MALL_TEST_MODE = "1";
// Hundreds of logins: bcrypt at cost 4 instead of 10 (lib/env.ts); the tests of the cost itself and
// of the unknown-name check compare costs, not times.
process.env.PASSWORD_HASH_COST ??= "4";
