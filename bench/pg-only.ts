// The PostgreSQL part of `npm run bench` alone (bench/postgres.ts), with run.ts's defaults:
// `npx tsx bench/pg-only.ts` after a `npm run bench` has built .next-bench.
import { benchPostgres } from "./postgres";

async function main() {
  const result = await benchPostgres({ distDir: process.env.BENCH_DIST_DIR ?? ".next-bench", connections: 10, duration: 10, warmup: 3, buyers: 200, skus: 100, stock: 1_000_000, bytes: 3182 });
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
