import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import {
  DATABASE_SUITES,
  declaredFiles,
  ownModules,
  postgresExclude,
  sharedExclude,
  sharedInclude,
  sqliteExclude,
} from "./tests/engines";

// Two projects: every test file on the embedded SQLite default, and the database suites again on
// PostgreSQL, on a throwaway cluster the setup starts itself (docs/decisions/008). Which files are
// database suites: tests/engines.ts (decision 028). `MALL_TEST_ENGINES=sqlite` (or `postgres`) runs one.
const engines = (process.env.MALL_TEST_ENGINES ?? "sqlite,postgres").split(",");
// A renamed or deleted file left in tests/engines.ts would silently drop its declaration (and a renamed
// PostgreSQL-only suite would run nowhere): fail instead.
const stale = declaredFiles.filter((file) => !fs.existsSync(path.join(import.meta.dirname, file)));
if (stale.length) throw new Error(`tests/engines.ts names files that do not exist: ${stale.join(", ")}`);

// The database suites load the whole app (route handlers, services, both Prisma clients): about 3 s of a
// core per file when every file gets a fresh module graph, most of their time. They run instead in
// worker processes that load it once and run file after file (`isolate: false`); tests/shared-worker.ts
// gives each file a fresh start (its own database, the environment as it was, every process cache
// forgotten: lib/process-caches.ts). Every other file stays isolated.
const shared = sharedDatabaseSuites();
const sharedOnSqlite = shared.filter((file) => !sqliteExclude.includes(file));
const sharedOnPostgres = shared.filter((file) => !postgresExclude.includes(file));
// A suite with modules of its own runs isolated, which only the SQLite side has a project for.
const isolatedOnPostgres = Object.keys(ownModules).filter((file) => !postgresExclude.includes(file));
if (isolatedOnPostgres.length)
  throw new Error(
    `tests/engines.ts ownModules on PostgreSQL needs an isolated project: ${isolatedOnPostgres.join(", ")}`,
  );

function sharedDatabaseSuites(): string[] {
  const root = import.meta.dirname;
  const underApi = (fs.readdirSync(path.join(root, DATABASE_SUITES), { recursive: true }) as string[])
    .filter((file) => file.endsWith(".test.ts"))
    .map((file) => `${DATABASE_SUITES}${file.split(path.sep).join("/")}`);
  const excluded = new Set(sharedExclude);
  return [...underApi, ...sharedInclude.filter((f) => !f.includes("*"))]
    .filter((file, i, all) => all.indexOf(file) === i)
    .filter((file) => !excluded.has(file));
}

const ignored = ["node_modules/**", "e2e/**", ".next/**", ".next-*/**", "data/**"];

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default is one worker fewer than the cores: one on the 2-core machine, which then waits
    // idle on every PostgreSQL round trip, server start and sleep. Two keep both cores busy.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        engine: "sqlite",
        test: {
          name: "sqlite",
          include: ["**/*.test.ts"],
          // Each of these files gets a fresh module graph: in a worker thread that costs about a fifth
          // less CPU than in a new process (measured: 128 s against 158 s for the 88 files, decision 028).
          pool: "threads",
          exclude: [...ignored, ...sqliteExclude, ...sharedOnSqlite],
          globalSetup: ["tests/global-setup.ts"],
          setupFiles: ["tests/setup-db.ts"],
        },
      },
      {
        engine: "sqlite",
        test: {
          name: "sqlite-shared",
          include: sharedOnSqlite,
          isolate: false,
          globalSetup: ["tests/global-setup.ts"],
          setupFiles: ["tests/setup-db.ts"],
        },
      },
      {
        engine: "postgres",
        test: {
          name: "postgres",
          include: sharedOnPostgres,
          isolate: false,
          globalSetup: ["tests/global-setup-postgres.ts"],
          setupFiles: ["tests/setup-db-postgres.ts"],
        },
      },
    ]
      .filter((p) => engines.includes(p.engine))
      .map(({ test }) => ({ extends: true as const, test })),
  },
});
