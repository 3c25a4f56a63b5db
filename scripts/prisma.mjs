#!/usr/bin/env node
// Runs the Prisma CLI offline. Prisma 6 tries to download native engines unless these variables
// point at an existing file; with `engine: "js"` in prisma.config.ts it never executes them (the
// schema engine runs as Wasm through a driver adapter), so any existing file will do.
// See docs/decisions/001-prisma-offline.md.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const placeholder = fileURLToPath(import.meta.url);
const env = {
  ...process.env,
  PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? placeholder,
  PRISMA_QUERY_ENGINE_LIBRARY: process.env.PRISMA_QUERY_ENGINE_LIBRARY ?? placeholder,
  PRISMA_HIDE_UPDATE_MESSAGE: "1",
  CHECKPOINT_DISABLE: "1",
  // `db seed` runs "tsx prisma/seed.ts"; make the local binaries findable when called with plain node.
  PATH: [path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "node_modules", ".bin"), process.env.PATH].join(
    path.delimiter,
  ),
};
const cli = createRequire(import.meta.url).resolve("prisma/build/index.js");
const result = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], { stdio: "inherit", env });
process.exit(result.status ?? 1);
