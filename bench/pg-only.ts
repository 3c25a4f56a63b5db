// The PostgreSQL part of `npm run bench` alone (bench/postgres.ts) with run.ts's defaults:
// `npx tsx bench/pg-only.ts` after a `npm run bench` has built .next-bench.
import { BENCH_BUYERS, BENCH_DEFAULTS, BENCH_SKUS, BENCH_STOCK } from "./lib";
import { benchPostgres } from "./postgres";

// The bare route's body size: the mean product-list page run.ts measures on the 20,000-product catalogue.
const LIST_BODY_BYTES = 3182;

async function main() {
  const result = await benchPostgres({
    distDir: process.env.BENCH_DIST_DIR ?? ".next-bench",
    ...BENCH_DEFAULTS,
    buyers: BENCH_BUYERS,
    skus: BENCH_SKUS,
    stock: BENCH_STOCK,
    bytes: LIST_BODY_BYTES,
  });
  for (const [i, run] of result.runs.entries()) console.log(`${i + 1} process(es)`, JSON.stringify(run));
  console.log("stock kept:", result.stockKept);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
