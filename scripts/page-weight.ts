// `npm run page-weight`: first-load JavaScript (gzipped) of the main routes, read from a production
// build — no server, no second build. Fails (exit 1) when home, category, goods detail or cart grows
// past the budget. Other routes are listed for information.
//
// First load = the runtime chunks every page loads (build-manifest.json rootMainFiles) plus every
// chunk the route's client reference manifest lists for its layouts, boundaries and page
// (entryJSFiles). Chunks loaded later (dynamic imports) and the legacy polyfills (nomodule) are not
// counted, as in Next's own build table.
//
// Usage: npm run page-weight [-- --dist .next-foo] [--budget 150]   (default dist: $NEXT_DIST_DIR or .next)
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import zlib from "node:zlib";

const argv = process.argv.slice(2);
const option = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const root = path.resolve(import.meta.dirname, "..");
const dist = path.resolve(root, option("dist") ?? process.env.NEXT_DIST_DIR ?? ".next");
const BUDGET_KB = Number(option("budget") ?? 150);

// The budgeted routes: name -> app segment of the page.
const BUDGETED: Record<string, string> = {
  home: "/[locale]/(tabs)",
  category: "/[locale]/(tabs)/category",
  "goods detail": "/[locale]/goods/[id]",
  cart: "/[locale]/(tabs)/cart",
};

type RscManifest = { entryJSFiles?: Record<string, string[]> };

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, "utf8")) as T;
}

/** The route's client reference manifest: a script that assigns globalThis.__RSC_MANIFEST[page]. */
function rscManifest(segment: string): RscManifest {
  const file = path.join(dist, "server", "app", segment, "page_client-reference-manifest.js");
  if (!fs.existsSync(file))
    throw new Error(`no client reference manifest for ${segment} (${file}); is ${dist} a production build?`);
  const sandbox: { __RSC_MANIFEST?: Record<string, RscManifest> } = {};
  vm.runInNewContext(fs.readFileSync(file, "utf8"), sandbox);
  const manifest = sandbox.__RSC_MANIFEST?.[`${segment}/page`];
  if (!manifest?.entryJSFiles) throw new Error(`unexpected manifest format in ${file}`);
  return manifest;
}

const gzipCache = new Map<string, number>();
function gzipSize(chunk: string): number {
  const file = path.join(dist, chunk.replace(/^\/?_next\//, ""));
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

function firstLoad(segment: string, rootMain: string[]): { kb: number; chunks: number } {
  const chunks = new Set(rootMain);
  for (const files of Object.values(rscManifest(segment).entryJSFiles ?? {}))
    for (const f of files) if (f.endsWith(".js")) chunks.add(f);
  const bytes = [...chunks].reduce((sum, c) => sum + gzipSize(c), 0);
  return { kb: bytes / 1024, chunks: chunks.size };
}

/** Every page segment of the build, for the informational part of the table. */
function allSegments(): string[] {
  const manifest = readJson<Record<string, string>>(path.join(dist, "server", "app-paths-manifest.json"));
  return Object.keys(manifest)
    .filter((k) => k.endsWith("/page") && !k.startsWith("/api") && !k.startsWith("/_"))
    .map((k) => k.slice(0, -"/page".length))
    .filter((s) => fs.existsSync(path.join(dist, "server", "app", s, "page_client-reference-manifest.js")))
    .sort();
}

function main() {
  const build = readJson<{ rootMainFiles: string[] }>(path.join(dist, "build-manifest.json"));
  const shared = build.rootMainFiles.reduce((sum, c) => sum + gzipSize(c), 0) / 1024;
  console.log(
    `First-load JS, gzipped, from ${path.relative(root, dist) || dist} (budget ${BUDGET_KB} kB for the routes marked *)`,
  );
  console.log(`  shared runtime (every page): ${shared.toFixed(1)} kB`);
  const over: string[] = [];
  for (const [name, segment] of Object.entries(BUDGETED)) {
    const { kb, chunks } = firstLoad(segment, build.rootMainFiles);
    const ok = kb <= BUDGET_KB;
    if (!ok) over.push(`${name} ${kb.toFixed(1)} kB`);
    console.log(
      `* ${name.padEnd(14)} ${kb.toFixed(1).padStart(7)} kB  ${String(chunks).padStart(2)} chunks  ${segment}  ${ok ? "ok" : "OVER BUDGET"}`,
    );
  }
  if (argv.includes("--all")) {
    for (const segment of allSegments()) {
      if (Object.values(BUDGETED).includes(segment)) continue;
      const { kb } = firstLoad(segment, build.rootMainFiles);
      console.log(`  ${kb.toFixed(1).padStart(22)} kB  ${segment}`);
    }
  }
  if (over.length) {
    console.error(`page weight over the ${BUDGET_KB} kB budget: ${over.join(", ")}`);
    process.exitCode = 1;
  }
}

main();
