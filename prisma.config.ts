// Prisma CLI configuration. The CLI runs its Wasm schema engine through a driver adapter, so no
// engine binary is downloaded (docs/decisions/001-prisma-offline.md). For the embedded SQLite default
// it uses the libSQL adapter (whose shadow database `migrate dev` needs); for a postgresql:// URL the
// derived PostgreSQL schema and its migrations (docs/decisions/008-two-engines.md) — there the CLI
// serves `migrate status` and `migrate diff`; migrations are applied by lib/db/migrate.ts.
import path from "node:path";
import { defineConfig } from "prisma/config";
import { PrismaLibSQL } from "@prisma/adapter-libsql";
import { PrismaPg } from "@prisma/adapter-pg";
import { databaseUrl } from "./lib/env";

process.env.DATABASE_URL = databaseUrl();
const postgres = /^postgres(ql)?:\/\//i.test(databaseUrl());
const folder = postgres ? path.join("prisma", "postgres") : "prisma";

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join(folder, "schema.prisma"),
  migrations: { path: path.join(folder, "migrations"), seed: "tsx prisma/seed.ts" },
  async adapter() {
    return postgres ? new PrismaPg({ connectionString: databaseUrl() }) : new PrismaLibSQL({ url: databaseUrl() });
  },
});
