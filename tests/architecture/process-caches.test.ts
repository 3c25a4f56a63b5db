// A server module that keeps something at its top level — a `let`, an empty Map or Set it fills, a
// holder on globalThis — registers how to forget it (lib/process-caches.ts), or is listed below with
// why it need not. The database suites share worker processes (docs/decisions/028-test-suite.md): a
// cache nobody forgets would carry one test file's data into the next file's, which has another
// database — a test then passes or fails by the order files happen to run in.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Files whose top-level state holds nothing of one database or environment, each with why. */
const KEEPS_NOTHING_TO_FORGET: Record<string, string> = {
  "lib/process-caches.ts": "the registry itself",
  "lib/auth/password.ts": "a dummy hash at the configured cost, the same for every test file",
  "lib/services/share/poster.ts#fontChecked": "whether the system has a CJK font",
  "lib/services/payment/notification.ts": "counters that throttle a log line",
  "lib/services/catalogue/search-keys.ts": "a converter loaded once, a pure function",
  "lib/db/sqlite.ts": "state per client or connection (WeakMaps), released by Dialect.close; the process's gate",
  "lib/db/postgres.ts": "state per client (a WeakMap), released by Dialect.close; statement names by their text",
  "lib/pages/unavailable.ts": "an AsyncLocalStorage, which holds nothing between requests",
  "lib/wait-budget.ts": "an AsyncLocalStorage, which holds nothing between requests",
  "lib/metrics.ts": "the metrics registry: counters that only grow, read as differences",
  "lib/server/lanes.ts": "the server entry's lanes, installed by the server only",
  "lib/peer-address.ts": "this process's name of the peer-address stamp",
  "lib/api/flash-buy.ts": "the name the flash lane is registered under",
  "lib/services/order/expiry.ts": "the sweep's timer, started by the server entry only",
  "lib/services/notices/sweep.ts": "the sweep's timer, started by the server entry only",
  "lib/services/group/end-groups.ts": "the sweep's timer, started by the server entry only",
  "lib/services/payment/providers/config.ts": "memoised per parsed environment (a WeakMap), which forgetting replaces",
  "lib/i18n/navigation.tsx": "the browser's lazy load of the navigation helpers",
  "lib/i18n/messages.ts#translators":
    "a translator per locale over the catalogues built in, the same for every test file",
};

const STATE = /^(?:export )?(?:let \w+|const (\w+)\b.*(?:new (?:Map|Set|WeakMap)(?:<.*>)?\(\)|globalThis))/;

function serverFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return rel === "lib/generated" || rel === "lib/client" ? [] : serverFiles(rel);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

/** Top-level state of a file that registers nothing and is not excused: "file#line". */
function unforgotten(file: string): string[] {
  if (file in KEEPS_NOTHING_TO_FORGET) return [];
  const text = fs.readFileSync(path.join(ROOT, file), "utf8");
  if (text.includes("forgettable(")) return [];
  return text
    .split("\n")
    .filter((line) => STATE.test(line))
    .map((line) => `${file}#${line.match(/(?:let|const) (\w+)/)?.[1]}`)
    .filter((name) => !(name in KEEPS_NOTHING_TO_FORGET));
}

describe("process caches", () => {
  it("every server module's top-level state is forgotten between test files, or says why not", () => {
    expect(serverFiles("lib").flatMap(unforgotten)).toEqual([]);
  });

  it("finds the state it looks for", () => {
    const lines = [
      "let cached: Env | undefined;",
      "const entries = new Map<string, { a: Map<string, number> }>();",
      "const holder = ((globalThis as unknown as { x?: Set<number> }).x ??= new Set());",
    ];
    expect(lines.filter((line) => STATE.test(line))).toEqual(lines);
    expect(STATE.test('const SYLLABLES = new Set(["a", "b"]);')).toBe(false);
    expect(STATE.test("  let local = 0;")).toBe(false);
  });
});
