#!/usr/bin/env node
// A throwaway PostgreSQL cluster for tests and benchmarks: initdb into a temp folder, start it on a
// free loopback port with trust authentication, stop and delete it when done. Needs Debian's
// postgresql-15 (or POSTGRES_BIN pointing at a bin folder). initdb refuses to run as root, so as root
// the server runs as the `postgres` user (runuser); otherwise as the caller.
//
//   node scripts/pg-cluster.mjs start   prints the URL of the `postgres` database; stays in the foreground
//                                       until SIGTERM/SIGINT, then stops the cluster and removes it
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

function binDir() {
  if (process.env.POSTGRES_BIN) return process.env.POSTGRES_BIN;
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions.length)
    throw new Error("PostgreSQL is not installed (apt-get install -y postgresql-15, or set POSTGRES_BIN)");
  return path.join(root, versions[0], "bin");
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const asRoot = typeof process.getuid === "function" && process.getuid() === 0;

function run(bin, args) {
  const command = asRoot ? "runuser" : bin;
  const argv = asRoot ? ["-u", "postgres", "--", bin, ...args] : args;
  const result = spawnSync(command, argv, { encoding: "utf8" });
  if (result.status !== 0)
    throw new Error(`${path.basename(bin)} ${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/**
 * Starts a cluster; returns its URL (database `postgres`, user `postgres`), a stop function, and for
 * the fault suite (tests/faults) `down(mode)` / `up()`: stop and start the server alone (an outage),
 * keeping its data. `settings` are extra server settings (e.g. { max_connections: 15 }).
 */
export async function startCluster({ port, settings = {} } = {}) {
  const bin = binDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mall-pg-"));
  if (asRoot) execFileSync("chown", ["-R", "postgres:postgres", dir]);
  fs.chmodSync(dir, 0o700);
  const data = path.join(dir, "data");
  run(path.join(bin, "initdb"), [
    "-D",
    data,
    "-U",
    "postgres",
    "--auth=trust",
    "-E",
    "UTF8",
    "--locale=C.UTF-8",
    "--no-sync",
  ]);
  const chosen = port ?? (await freePort());
  // Throwaway data: durability off (fsync, synchronous_commit) makes the suites faster; the
  // concurrency rules under test do not depend on it. Enough connections for two app processes, the
  // test workers and a benchmark.
  let current = { max_connections: 300, ...settings };
  const up = (more = {}) => {
    current = { ...current, ...more };
    const extra = Object.entries(current)
      .map(([name, value]) => `-c ${name}=${value}`)
      .join(" ");
    const options = `-c listen_addresses=127.0.0.1 -c port=${chosen} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c shared_buffers=128MB ${extra}`;
    run(path.join(bin, "pg_ctl"), [
      "-D",
      data,
      "-l",
      path.join(dir, "server.log"),
      "-o",
      options,
      "-w",
      "-t",
      "30",
      "start",
    ]);
  };
  const down = (mode = "fast") => run(path.join(bin, "pg_ctl"), ["-D", data, "-m", mode, "-w", "stop"]);
  up();
  const url = `postgresql://postgres@127.0.0.1:${chosen}/postgres`;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run(path.join(bin, "pg_ctl"), ["-D", data, "-m", "immediate", "-w", "stop"]);
    } catch (error) {
      console.error(String(error));
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { url, dir, stop, up, down };
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname) &&
  process.argv[2] === "start"
) {
  // No top-level await: tsx loads this file as CommonJS when a TypeScript module imports it.
  startCluster().then(({ url, stop }) => {
    console.log(url);
    const quit = () => {
      stop();
      process.exit(0);
    };
    process.on("SIGTERM", quit);
    process.on("SIGINT", quit);
    setInterval(() => {}, 1 << 30);
  });
}
