#!/usr/bin/env node
// Starts the production server, server.ts (our entry in front of Next: lib/server/entry.ts). The entry's
// TypeScript — server.ts and the few modules of lib/ it imports, none of the app's services — is
// bundled here with esbuild (tens of milliseconds) into one file under node_modules/.cache and imported
// by plain Node: no loader hooks stay in the process, so Next loads its own modules at full speed (tsx's
// hooks on every require doubled the start-up), and the server is this one process (a signal or a
// SIGKILL reaches it). Arguments go to server.ts: `-p port`, `-H hostname`, `--keepAliveTimeout ms`.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildSync } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "node_modules", ".cache", "mall-server");
// One file per process: several servers may start from one checkout at once.
const outfile = path.join(outDir, `server-${process.pid}.mjs`);
fs.mkdirSync(outDir, { recursive: true });
buildSync({
  entryPoints: [path.join(root, "server.ts")],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  // Packages load from node_modules as usual (Next, prom-client, zod): only our own code is bundled.
  packages: "external",
  alias: { "@": root },
  // server.ts finds the project (Next's build) beside itself, not beside the bundle.
  define: { "import.meta.dirname": JSON.stringify(root) },
  sourcemap: "inline",
  logLevel: "warning",
});
try {
  await import(pathToFileURL(outfile).href);
} finally {
  fs.rmSync(outfile, { force: true });
}
