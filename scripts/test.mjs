#!/usr/bin/env node
// `npm test`: every check of the project, side by side where they can be (docs/decisions/028-test-suite.md).
//
//   format, lint, miniprogram, types   the static checks, each its own process (types: tsc on the route
//                                      types the build generates, as `next typegen` would)
//   build                              one production build (.next) for every suite below that needs one
//   unit                               Vitest: the SQLite project, and the database suites again on PostgreSQL
//   page-weight                        the first-load JavaScript budget, read from the build
//   e2e                                Playwright against the build
//   servers                            the crash, two-process and fault suites against the build, in one
//                                      Vitest run (one migrated base database for the three)
//
// Steps start as soon as what they need is done: the build, Vitest and the static checks at once, the
// suites on the build after it. What lies on the longest path (the build, then the browser and server
// suites, which wait on browsers, servers and clocks) runs at normal priority; the rest is niced, so
// that it takes the cores the longest path leaves idle instead of slowing it down. Output lines carry their step's name; a summary with each step's time closes the
// run, and the exit code is non-zero when any step failed.
//
// `node scripts/test.mjs unit e2e` runs only those steps (and what they need); `--list` shows the steps.
import { spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
// The build every suite below shares.
const DIST = process.env.NEXT_DIST_DIR ?? ".next";

/**
 * `after`: steps it needs (run with it, and it is skipped when one fails).
 * @typedef {{ name: string, cmd: string[], env?: Record<string, string>, after?: string[], nice?: number, why: string }} Step
 */
/** @type {Step[]} */
const steps = [
  { name: "format", cmd: [bin("prettier"), "--check", "."], nice: 5, why: "Prettier" },
  { name: "lint", cmd: [bin("eslint"), "."], nice: 5, why: "ESLint" },
  {
    // After the build, which writes the route types tsc reads (`next typegen` writes the same, and a
    // build beside it would delete them under tsc's feet); the build skips its own type check
    // (next.config.ts), so this is the one tsc of the project.
    name: "types",
    cmd: [bin("tsc"), "--noEmit"],
    after: ["build"],
    nice: 5,
    why: "tsc",
  },
  { name: "miniprogram", cmd: [bin("tsc"), "--noEmit", "-p", "miniprogram"], nice: 5, why: "the mini-program's tsc" },
  { name: "build", cmd: [bin("next"), "build"], env: { NEXT_DIST_DIR: DIST }, why: "next build" },
  { name: "unit", cmd: [bin("vitest"), "run"], nice: 10, why: "Vitest on SQLite and PostgreSQL" },
  {
    name: "page-weight",
    cmd: [process.execPath, path.join(root, "node_modules", "tsx", "dist", "cli.mjs"), "scripts/page-weight.ts"],
    env: { NEXT_DIST_DIR: DIST },
    after: ["build"],
    why: "first-load JavaScript budget",
  },
  {
    name: "e2e",
    cmd: [bin("playwright"), "test"],
    env: { NEXT_DIST_DIR: DIST, E2E_SKIP_BUILD: "1" },
    after: ["build"],
    why: "Playwright",
  },
  {
    name: "servers",
    cmd: [
      bin("vitest"),
      "run",
      "--no-file-parallelism",
      "tests/reliability/crash.test.ts",
      "tests/multiprocess",
      "tests/faults",
    ],
    env: {
      NEXT_DIST_DIR: DIST,
      MALL_TEST_ENGINES: "sqlite",
      REL_CRASH: "1",
      REL_SKIP_BUILD: "1",
      REL_DIST_DIR: DIST,
      REL_CRASH_ROUNDS: process.env.REL_CRASH_ROUNDS ?? "3",
      MULTI_PROCESS: "1",
      FAULTS: "1",
      FAULTS_DIST_DIR: DIST,
    },
    after: ["build"],
    why: "crash, two-process and fault suites",
  },
];

const args = process.argv.slice(2);
if (args.includes("--list")) {
  for (const s of steps) console.log(`${s.name.padEnd(12)} ${s.why}${s.after ? ` (after ${s.after.join(", ")})` : ""}`);
  process.exit(0);
}
const unknown = args.filter((a) => !steps.some((s) => s.name === a));
if (unknown.length) {
  console.error(`unknown step(s): ${unknown.join(", ")}; --list shows them`);
  process.exit(2);
}
// The steps asked for and everything they need.
const wanted = new Set(args.length ? args : steps.map((s) => s.name));
for (let grew = true; grew;) {
  grew = false;
  for (const s of steps)
    if (wanted.has(s.name))
      for (const d of s.after ?? [])
        if (!wanted.has(d)) {
          wanted.add(d);
          grew = true;
        }
}
const plan = steps.filter((s) => wanted.has(s.name));

const width = Math.max(...plan.map((s) => s.name.length));
const start = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const say = (name, line) => process.stdout.write(`${name.padEnd(width)} | ${line}\n`);

/** @type {Map<string, { status: "ok" | "failed" | "skipped", ms: number, began: number }>} */
const done = new Map();
const running = new Map();

function run(step) {
  return new Promise((resolve) => {
    const began = Date.now();
    say(step.name, `start (${step.why}) at +${seconds(began - start)}`);
    const child = spawn(step.cmd[0], step.cmd.slice(1), {
      cwd: root,
      env: { ...process.env, ...step.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "0" },
      stdio: ["ignore", "pipe", "pipe"],
      // Its own process group: an interrupt stops the step with everything it started (workers, servers).
      detached: true,
    });
    if (step.nice)
      try {
        os.setPriority(child.pid, step.nice);
      } catch {
        // Not allowed here: it runs at normal priority, only slower to share.
      }
    for (const stream of [child.stdout, child.stderr]) {
      let rest = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk) => {
        const lines = (rest + chunk).split("\n");
        rest = lines.pop() ?? "";
        for (const line of lines) say(step.name, line);
      });
      stream.on("end", () => rest && say(step.name, rest));
    }
    running.set(step.name, child);
    child.on("close", (code, signal) => {
      running.delete(step.name);
      const ms = Date.now() - began;
      const status = code === 0 ? "ok" : "failed";
      say(step.name, `${status}${code ? ` (exit ${code})` : signal ? ` (${signal})` : ""} in ${seconds(ms)}`);
      done.set(step.name, { status, ms, began: began - start });
      resolve();
    });
  });
}

for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => {
    for (const child of running.values())
      try {
        process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    process.exit(1);
  });

// Start every step whose needs are met; a step whose need failed is skipped.
const started = new Set();
await new Promise((finish) => {
  const tick = () => {
    for (const step of plan) {
      if (started.has(step.name)) continue;
      const needs = (step.after ?? []).map((d) => done.get(d));
      if (needs.some((n) => n === undefined)) continue;
      started.add(step.name);
      if (needs.some((n) => n.status !== "ok")) {
        done.set(step.name, { status: "skipped", ms: 0, began: Date.now() - start });
        say(step.name, `skipped: ${step.after.join(", ")} did not pass`);
        continue;
      }
      run(step).then(tick);
    }
    if (done.size === plan.length) finish();
  };
  tick();
});

console.log(`\n${"step".padEnd(width)}   status   start   time`);
for (const step of plan) {
  const r = done.get(step.name);
  console.log(
    `${step.name.padEnd(width)}   ${r.status.padEnd(7)}  ${seconds(r.began).padStart(6)}  ${seconds(r.ms).padStart(6)}`,
  );
}
console.log(`total ${seconds(Date.now() - start)} on ${os.availableParallelism()} cores`);
process.exit([...done.values()].some((r) => r.status !== "ok") ? 1 : 0);
