// Brings the database up to date before the app starts: applies the engine's migrations (SQLite:
// offline through scripts/prisma.mjs; PostgreSQL: lib/db/migrate.ts) and seeds demo data when the
// catalogue is empty — but never into a real shop's database (`npm run setup` made it) nor into one
// whose demo was removed (`npm run demo:remove`): lib/shop-marks.ts. `--reset` deletes the SQLite file
// first (Prisma's `migrate reset` does not work offline; docs/decisions/001-prisma-offline.md); on
// PostgreSQL it is refused — drop the database.
import fs from "node:fs";
import { databaseFile, databaseUrl } from "../lib/env";
import { dialectFor } from "../lib/db/engines";
import { migrateDatabase } from "../lib/db/migrate";
import { seedDatabase } from "../prisma/seed-data";
import { DEMO_DATA_SETTING, demoMayBeSeeded, SETUP_SETTING } from "../lib/shop-marks";
// The key writer itself, not the catalogue's entry (which would load the app's own database client).
// eslint-disable-next-line no-restricted-imports
import { backfillNameKeys } from "../lib/services/catalogue/search-keys";

async function main() {
  const url = databaseUrl();
  const file = databaseFile(url);
  if (process.argv.includes("--reset")) {
    if (!file)
      throw new Error("--reset deletes the embedded SQLite file; for PostgreSQL drop and create the database instead");
    for (const suffix of ["", "-wal", "-shm", "-journal"]) fs.rmSync(file + suffix, { force: true });
    console.log(`[db] removed ${file}`);
  }

  await migrateDatabase(url);

  const dialect = dialectFor(url);
  const client = dialect.createClient(url, { maintenance: true });
  try {
    // Part of migrating: products written before their search keys existed get them (pinyin cannot
    // be computed in SQL; docs/decisions/032-search.md). Nothing to do once every product has them.
    const keyed = await backfillNameKeys(client);
    if (keyed) console.log(`[db] search keys written for ${keyed} products`);
    if (process.argv.includes("--no-seed")) return;
    const products = await client.product.count();
    const marks = await client.shopSetting.findMany({ where: { key: { in: [SETUP_SETTING, DEMO_DATA_SETTING] } } });
    const mark = (key: string) => marks.find((m) => m.key === key)?.value ?? null;
    if (products === 0 && !demoMayBeSeeded({ setup: mark(SETUP_SETTING), demo: mark(DEMO_DATA_SETTING) })) {
      console.log(`[db] ready (${dialect.name}; set up as a real shop or its demo removed: no demo data is loaded)`);
    } else if (products === 0) {
      console.log(`[db] empty catalogue: seeding demo data (${dialect.name})`);
      await seedDatabase(client, dialect, {
        syntheticProducts: Number(process.env.SEED_PRODUCTS ?? 0) || undefined,
        log: (m) => console.log(`[seed] ${m}`),
      });
    } else {
      console.log(`[db] ready (${dialect.name}, ${products} products)`);
    }
  } finally {
    await client.$disconnect();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
