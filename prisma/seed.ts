// `npx prisma db seed` (npm run db:seed, or `npx tsx prisma/seed.ts`): loads the demo data
// idempotently into the database of lib/env.ts (DATABASE_URL, else $MALL_DATA_DIR/mall.db).
// SEED_PRODUCTS=20000 also tops the catalogue up with synthetic products for benchmarks.
// The work is done by prisma/seed-data (seedDatabase), which scripts/prepare-db.ts uses as well.
// An operator may run it on a fresh clone before anything else: the database is first brought up to
// date with the engine's migrations (both engines; nothing to do when it is current), so the seed never
// meets a missing table (issue 27: "The table main.Shop does not exist", and an empty data/mall.db).
import { databaseUrl } from "../lib/env";
import { dialectFor } from "../lib/db/engines";
import { migrateDatabase } from "../lib/db/migrate";
import { seedDatabase } from "./seed-data";
import { SETUP_SETTING } from "../lib/shop-marks";

function syntheticTarget(): number | undefined {
  const raw = process.env.SEED_PRODUCTS?.trim();
  if (!raw) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`SEED_PRODUCTS must be a whole number, got "${raw}"`);
  return value || undefined;
}

async function main(): Promise<void> {
  const started = Date.now();
  const syntheticProducts = syntheticTarget();
  await migrateDatabase(databaseUrl(), (message) => console.log(message));
  const dialect = dialectFor(databaseUrl());
  const client = dialect.createClient(databaseUrl(), { maintenance: true });
  try {
    // The demo writes its rows under fixed ids: in a real shop's database they would overwrite its own.
    if (await client.shopSetting.findUnique({ where: { key: SETUP_SETTING } }))
      throw new Error("this database is a real shop's (npm run setup made it): the demo data is not loaded into it");
    await seedDatabase(client, dialect, { syntheticProducts, log: (message) => console.log(`[seed] ${message}`) });
    const counts = {
      categories: await client.category.count(),
      products: await client.product.count(),
      skus: await client.sku.count(),
      tags: await client.productTag.count(),
      shops: await client.shop.count(),
      banners: await client.banner.count(),
      buttons: await client.homeButton.count(),
      activities: await client.activity.count(),
      discounts: await client.discount.count(),
      coupons: await client.coupon.count(),
      freightRules: await client.freightRule.count(),
      pickupPoints: await client.pickupPoint.count(),
      serviceItems: await client.serviceItem.count(),
      users: await client.user.count(),
    };
    const list = Object.entries(counts)
      .map(([name, count]) => `${name} ${count}`)
      .join(", ");
    console.log(`[seed] done in ${((Date.now() - started) / 1000).toFixed(1)} s — ${list}`);
  } finally {
    await client.$disconnect();
  }
}

main().catch((error: unknown) => {
  // One line for the operator; the stack only when asked for (DEBUG=1).
  const message = error instanceof Error ? error.message.split("\n").filter(Boolean).at(-1) : String(error);
  console.error(`[seed] failed: ${message}`);
  if (process.env.DEBUG) console.error(error);
  process.exitCode = 1;
});
