import path from "node:path";
import { defineConfig } from "vitest/config";

// Two projects: everything on the embedded SQLite default, and the API/concurrency suites (tests/api)
// again on PostgreSQL, on a throwaway cluster the setup starts itself (docs/decisions/008).
// `MALL_TEST_ENGINES=sqlite` (or `postgres`) runs one of them.
const engines = (process.env.MALL_TEST_ENGINES ?? "sqlite,postgres").split(",");

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    projects: [
      {
        extends: true as const,
        test: {
          name: "sqlite",
          include: ["**/*.test.ts"],
          exclude: ["node_modules/**", "e2e/**", ".next/**", "data/**"],
          globalSetup: ["tests/global-setup.ts"],
          setupFiles: ["tests/setup-db.ts"],
        },
      },
      {
        extends: true as const,
        test: {
          name: "postgres",
          include: ["tests/api/**/*.test.ts"],
          globalSetup: ["tests/global-setup-postgres.ts"],
          setupFiles: ["tests/setup-db-postgres.ts"],
        },
      },
    ].filter((p) => engines.includes(p.test.name)),
  },
});
