#!/usr/bin/env node
// The server Playwright tests against: a fresh database in a temp folder (migrated and seeded),
// a production build, and the server (server.ts: our entry in front of Next). Test mode enables test-only
// read paths (e.g. the last SMS code).
import { spawnSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serverArgs } from "./server-command.mjs";

const port = process.argv[2] ?? "3100";
const dir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "mall-e2e-"));
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
const env = {
  ...process.env,
  MALL_DATA_DIR: dir,
  DATABASE_URL: `file:${path.join(dir, "e2e.db")}`,
  MALL_TEST_MODE: "1",
  // The README's demo setup: production build with the offline sandboxes opted in.
  MALL_SANDBOX: "1",
  ...(process.env.E2E_JWT_SECRET ? { JWT_SECRET: process.env.E2E_JWT_SECRET } : {}),
  NEXT_TELEMETRY_DISABLED: "1",
};
const tsx = path.join("node_modules", "tsx", "dist", "cli.mjs");
const step = (args) => {
  const r = spawnSync(process.execPath, args, { stdio: "inherit", env });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
step([tsx, "scripts/prepare-db.ts"]);
if (!process.env.E2E_SKIP_BUILD) step([path.join("node_modules", "next", "dist", "bin", "next"), "build"]);
// First-load JS of the main routes, read from the build just made (well under a second), printed for
// whoever runs the e2e tests. Not fatal here: `npm test` runs `npm run page-weight` (which fails over
// the budget) after the e2e suite, so a heavy page does not hide the e2e results.
spawnSync(process.execPath, [tsx, "scripts/page-weight.ts"], { stdio: "inherit", env });
// Not bound with -H 127.0.0.1: Next 16 then sees next-intl's default-locale rewrites as
// cross-origin and answers them with a 307 loop (vercel/next.js#94342).
// Idle kept-alive connections stay open for 65 s, longer than any test (60 s in CI), instead of Node's 5 s:
// Playwright's request context (the fixtures' API calls) keeps idle connections without a timeout and
// ignores the server's `Keep-Alive: timeout` hint, so it sometimes sent a request down a connection the
// server was closing at that moment (ECONNRESET, once in a run of 180 tests). That is the test tool's
// race: browsers retry such a request, and our own client (tests/helpers/http-client.ts) heeds the hint.
// The headers bound after an answer (lib/server/slow-clients.ts, 20 s by default) would close the same
// idle connections first, so it is raised above that. Decision 028.
const server = spawn(process.execPath, serverArgs(["-p", port, "--keepAliveTimeout", "65000"]), {
  stdio: "inherit",
  env: { ...env, HTTP_HEADERS_TIMEOUT_MS: "70000" },
});
const stop = () => {
  server.kill("SIGTERM");
  fs.rmSync(dir, { recursive: true, force: true });
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => {
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
