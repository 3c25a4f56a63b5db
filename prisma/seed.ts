// `npx prisma db seed` (or `npm run db:seed`): loads the demo data idempotently.
// SEED_PRODUCTS=20000 also tops the catalogue up with synthetic products for benchmarks.
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaClient } from "../lib/generated/prisma/client";
import { databaseUrl } from "../lib/db-file";
import { seedDatabase } from "./seed-data";

async function main() {
  const client = new PrismaClient({ adapter: new PrismaBetterSQLite3({ url: databaseUrl(), timeout: 10_000 }) });
  const started = Date.now();
  try {
    await seedDatabase(client, { syntheticProducts: Number(process.env.SEED_PRODUCTS ?? 0) || undefined, log: (m) => console.log(`[seed] ${m}`) });
    const [products, skus, users] = await Promise.all([client.product.count(), client.sku.count(), client.user.count()]);
    console.log(`[seed] done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${products} products, ${skus} SKUs, ${users} users`);
  } finally {
    await client.$disconnect();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
