// Once per test run, for the PostgreSQL project: start a throwaway cluster (scripts/pg-cluster.mjs),
// migrate and seed a template database. Every test file then gets its own database copied from the
// template (tests/setup-db-postgres.ts: CREATE DATABASE ... TEMPLATE, ~0.1 s).
import { spawnSync } from "node:child_process";
import path from "node:path";
import pg from "pg";
import { startCluster } from "../scripts/pg-cluster.mjs";

export const TEMPLATE = "mall_template";

export default async function setup() {
  const cluster = await startCluster();
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${TEMPLATE}`);
  await admin.end();
  const url = cluster.url.replace(/\/postgres$/, `/${TEMPLATE}`);
  const env = { ...process.env, DATABASE_URL: url, MALL_DATA_DIR: cluster.dir };
  const r = spawnSync(
    process.execPath,
    [path.join("node_modules", "tsx", "dist", "cli.mjs"), "scripts/prepare-db.ts"],
    { env, encoding: "utf8" },
  );
  if (r.status !== 0) {
    cluster.stop();
    throw new Error(`migrating and seeding the PostgreSQL template failed:\n${r.stdout}\n${r.stderr}`);
  }
  process.env.MALL_TEST_PG_URL = cluster.url;
  process.env.MALL_TEST_PG_TEMPLATE = TEMPLATE;
  process.env.MALL_TEST_PG_DIR = cluster.dir;
  return () => cluster.stop();
}
