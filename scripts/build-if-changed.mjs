#!/usr/bin/env node
// `npm start`'s build step (docs/decisions/033-go-live.md): builds the app only when the build on disk is
// not of this code. The inputs of the build — every file of the project but those the build never reads
// (tests, docs, the mini-program, benchmarks, data, Markdown), with the lock file for the packages and the
// NEXT_PUBLIC_ variables the pages are built with — are hashed (under a second) and the hash is kept in
// the build's folder once `next build` succeeded; the next start with the same hash skips the build (about
// two minutes on a small machine) and serves at once. Anything else, or `--force`, builds.
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const distDir = path.resolve(root, process.env.NEXT_DIST_DIR ?? ".next");
const stampFile = path.join(distDir, "mall-build-inputs");

// Folders and files the build does not read; a change in them does not make a new build.
const SKIP_DIRS = new Set([
  "node_modules",
  ".git",
  "data",
  "backups",
  "tests",
  "e2e",
  "docs",
  "bench",
  "miniprogram",
  ".ci",
  "test-results",
  "playwright-report",
  "coverage",
]);
const skipFile = (name) => name.endsWith(".md") || name.endsWith(".tsbuildinfo") || name === "next-env.d.ts";

function walk(dir, out) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      // Every build folder (.next, .next-e2e, ...), whatever NEXT_DIST_DIR names.
      if (SKIP_DIRS.has(entry.name) || entry.name.startsWith(".next")) continue;
      walk(path.join(dir, entry.name), out);
    } else if (entry.isFile() && !skipFile(entry.name)) out.push(path.join(dir, entry.name));
  }
  return out;
}

export function buildInputsHash() {
  const hash = crypto.createHash("sha256");
  for (const file of walk(root, []).sort()) {
    hash.update(path.relative(root, file));
    hash.update("\0");
    hash.update(fs.readFileSync(file));
    hash.update("\0");
  }
  for (const key of Object.keys(process.env)
    .filter((k) => k.startsWith("NEXT_PUBLIC_"))
    .sort())
    hash.update(`${key}=${process.env[key]}\0`);
  return hash.digest("hex");
}

const inputs = buildInputsHash();
const built =
  fs.existsSync(path.join(distDir, "BUILD_ID")) && fs.existsSync(stampFile)
    ? fs.readFileSync(stampFile, "utf8").trim()
    : null;
if (built === inputs && !process.argv.includes("--force")) {
  console.log(`[build] the build in ${path.relative(root, distDir) || "."} is of this code: not building again`);
} else {
  const next = spawnSync(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (next.status !== 0) process.exit(next.status ?? 1);
  fs.writeFileSync(stampFile, `${inputs}\n`);
}
