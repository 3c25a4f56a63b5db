import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { declaredFiles, postgresExclude, postgresInclude, sqliteExclude } from "./tests/engines";

// Two projects: every test file on the embedded SQLite default, and the database suites again on
// PostgreSQL, on a throwaway cluster the setup starts itself (docs/decisions/008). Which files are
// database suites: tests/engines.ts (decision 028). `MALL_TEST_ENGINES=sqlite` (or `postgres`) runs one.
const engines = (process.env.MALL_TEST_ENGINES ?? "sqlite,postgres").split(",");
// A renamed or deleted file left in tests/engines.ts would silently drop its declaration (and a renamed
// PostgreSQL-only suite would run nowhere): fail instead.
const stale = declaredFiles.filter((file) => !fs.existsSync(path.join(import.meta.dirname, file)));
if (stale.length) throw new Error(`tests/engines.ts names files that do not exist: ${stale.join(", ")}`);

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
        extends: true as const,
        test: {
          name: "sqlite",
          include: ["**/*.test.ts"],
          exclude: ["node_modules/**", "e2e/**", ".next/**", ".next-*/**", "data/**", ...sqliteExclude],
          globalSetup: ["tests/global-setup.ts"],
          setupFiles: ["tests/setup-db.ts"],
        },
      },
      {
        extends: true as const,
        test: {
          name: "postgres",
          include: postgresInclude,
          exclude: postgresExclude,
          globalSetup: ["tests/global-setup-postgres.ts"],
          setupFiles: ["tests/setup-db-postgres.ts"],
        },
      },
    ].filter((p) => engines.includes(p.test.name)),
  },
});
