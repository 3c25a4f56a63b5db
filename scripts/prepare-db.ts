// Brings the embedded database up to date before the app starts: applies migrations (offline, through
// scripts/prisma.mjs) and seeds demo data when the catalogue is empty. `--reset` deletes the SQLite
// file first (Prisma's `migrate reset` does not work offline; docs/decisions/001-prisma-offline.md).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaClient } from "../lib/generated/prisma/client";
import { databaseFile, databaseUrl } from "../lib/db-file";
import { seedDatabase } from "../prisma/seed-data";

async function main() {
  const url = databaseUrl();
  const file = databaseFile(url);
  if (process.argv.includes("--reset") && file) {
    for (const suffix of ["", "-wal", "-shm", "-journal"]) fs.rmSync(file + suffix, { force: true });
    console.log(`[db] removed ${file}`);
  }

  const migrate = spawnSync(process.execPath, ["scripts/prisma.mjs", "migrate", "deploy"], { stdio: "inherit", env: { ...process.env, DATABASE_URL: url } });
  if (migrate.status !== 0) throw new Error("prisma migrate deploy failed");

  const client = new PrismaClient({ adapter: new PrismaBetterSQLite3({ url }) });
  try {
    const products = await client.product.count();
    if (products === 0) {
      console.log("[db] empty catalogue: seeding demo data");
      await seedDatabase(client, { syntheticProducts: Number(process.env.SEED_PRODUCTS ?? 0) || undefined, log: (m) => console.log(`[seed] ${m}`) });
    } else {
      console.log(`[db] ready (${products} products)`);
    }
  } finally {
    await client.$disconnect();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
