// `npx tsx bench/search.ts`: product search on the synthetic catalogue, in process, on the engine
// DATABASE_URL names (a database prepared with SEED_PRODUCTS=20000, e.g. the one `npm run bench`
// keeps in $TMPDIR/mall-bench-20000, or a PostgreSQL database seeded the same way).
// docs/performance.md, "Search by pinyin and relevance".
//
// `npm run bench` measures search over HTTP, where the twelve keywords it rotates are answered from the
// catalogue cache after the first request each: its p99 is the framework's. What a search costs itself
// shows on a miss, which every request is after a catalogue write (an order taking stock). So here each
// request runs after the catalogue version was moved on (a miss: the service's whole path, rows, count
// and prices), one at a time, and separately each engine query alone (rows + count). Per request: wall
// milliseconds (p50, p99) and CPU milliseconds of this process and, on PostgreSQL, of the cluster's
// processes (--pg-pid <postmaster pid>), which hold where the wall clock moves with the neighbours on a
// shared machine.
//
// The script reads only what every version of the search exports (planSearch, the dialect's search
// SQL, searchProductsJsonIn), so a copy runs against an older checkout for a before/after comparison.
//
//   --rounds <n> (30)   rounds over the keywords, after 3 warm-up rounds
//   --pg-pid <pid>      the PostgreSQL postmaster, for its CPU per request
//   --label <text>      printed with the results (e.g. before / after)
import { performance } from "node:perf_hooks";
import { treeCpuMs } from "./lib";

const argv = process.argv.slice(2);
const option = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const ROUNDS = Number(option("rounds") ?? 30);
const PG_PID = option("pg-pid") ? Number(option("pg-pid")) : null;
const LABEL = option("label") ?? "";

type Locale = "zh-Hans" | "zh-Hant" | "en" | "ja";
type Case = { keyword: string; locale: Locale };

/** The keywords `npm run bench` rotates (bench/load.mjs): Chinese of 2 and 3+ characters, English. */
const BENCH: Case[] = [
  "手机",
  "耳机",
  "智能手机",
  "蓝牙耳机",
  "phone",
  "coffee",
  "空气炸锅",
  "茶",
  "Tea",
  "shoes",
  "巧克力",
  "面霜",
].map((keyword) => ({ keyword, locale: "zh-Hans" }));
/** Pinyin and initials, and a zh-Hant shopper's searches (the translation path). */
const PINYIN: Case[] = [
  ...["shouji", "shou ji", "sj", "lanya", "kqzg", "kafei", "zhinengshouji", "xian"].map((keyword) => ({
    keyword,
    locale: "zh-Hans" as Locale,
  })),
  { keyword: "手機", locale: "zh-Hant" },
  { keyword: "shouji", locale: "zh-Hant" },
];

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

type Stats = { requests: number; p50: number; p99: number; max: number; cpuMs: number; pgCpuMs: number };

function stats(walls: number[], cpu: number, pgCpu: number): Stats {
  const sorted = [...walls].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    requests: walls.length,
    p50: round(quantile(sorted, 0.5)),
    p99: round(quantile(sorted, 0.99)),
    max: round(sorted.at(-1) ?? 0),
    cpuMs: round(cpu / walls.length),
    pgCpuMs: round(pgCpu / walls.length),
  };
}

async function main() {
  const { db, dbReady, dialect } = await import("@/lib/db");
  const { planSearch, searchProductsJsonIn } = await import("@/lib/services/catalogue");
  await dbReady();
  const products = await db.product.count();
  // A write that changes nothing still fires the catalogue version's triggers on both engines.
  const bump = () =>
    db.$executeRawUnsafe(`UPDATE "Category" SET "name" = "name" WHERE "id" = (SELECT min("id") FROM "Category")`);
  const processCpu = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const pgCpu = () => (PG_PID ? treeCpuMs([PG_PID]) : 0);

  const service = ({ keyword, locale }: Case) => searchProductsJsonIn({ keyword, pageIndex: 1, pageSize: 20 }, locale);
  const query = async ({ keyword, locale }: Case) => {
    const plan = planSearch(keyword, locale);
    await Promise.all([db.$queryRaw(dialect.searchRows(plan, 20, 0)), db.$queryRaw(dialect.searchCount(plan))]);
  };

  const results: Record<string, Stats> = {};
  for (const [group, cases] of [
    ["bench keywords", BENCH],
    ["pinyin, zh-Hant", PINYIN],
  ] as const) {
    for (const [mode, run] of [
      ["miss", service],
      ["query", query],
    ] as const) {
      for (let i = 0; i < 3; i++)
        for (const c of cases) {
          if (mode === "miss") await bump();
          await run(c);
        }
      const walls: number[] = [];
      let cpu = 0;
      let pg = 0;
      for (let round = 0; round < ROUNDS; round++) {
        for (const c of cases) {
          if (mode === "miss") await bump();
          // The PostgreSQL reading (a walk over /proc) outside this process's measured CPU.
          const pg0 = pgCpu();
          const cpu0 = processCpu();
          const t0 = performance.now();
          await run(c);
          walls.push(performance.now() - t0);
          cpu += processCpu() - cpu0;
          pg += pgCpu() - pg0;
        }
      }
      results[`${group} · ${mode}`] = stats(walls, cpu, pg);
    }
  }
  const header = `search bench ${LABEL} — ${dialect.name}, ${products} products, ${ROUNDS} rounds, load ${(await import("node:os")).loadavg()[0].toFixed(1)}`;
  console.log(header);
  for (const [name, s] of Object.entries(results))
    console.log(
      `${name.padEnd(28)} p50 ${String(s.p50).padStart(7)} ms  p99 ${String(s.p99).padStart(7)} ms  max ${String(s.max).padStart(7)} ms  CPU ${s.cpuMs} ms/req${PG_PID ? ` + PostgreSQL ${s.pgCpuMs}` : ""}`,
    );
  console.log(JSON.stringify({ label: LABEL, engine: dialect.name, products, results }));
  await db.$disconnect();
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
