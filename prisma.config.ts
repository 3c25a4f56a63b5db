// Prisma CLI configuration. The CLI runs its Wasm schema engine through a driver adapter, so no
// engine binary is downloaded (docs/decisions/001-prisma-offline.md). The app itself queries
// through better-sqlite3 (lib/db.ts); the CLI uses the libSQL adapter, whose shadow database
// `migrate dev` needs.
import path from "node:path";
import { defineConfig } from "prisma/config";
import { PrismaLibSQL } from "@prisma/adapter-libsql";
import { databaseUrl } from "./lib/db-file";

process.env.DATABASE_URL = databaseUrl();

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations"), seed: "tsx prisma/seed.ts" },
  async adapter() {
    return new PrismaLibSQL({ url: databaseUrl() });
  },
});
