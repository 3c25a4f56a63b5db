// Secrets come only from the environment (or the random per-install files under the data folder):
// no key material or secret-looking literal in the shipped source, and the data folder is ignored.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const SOURCE_DIRS = [
  "app",
  "lib",
  "components",
  "scripts",
  "prisma",
  "proxy.ts",
  "next.config.ts",
  "instrumentation.ts",
];
const SKIP = /(\.test\.ts$|\/generated\/|\/migrations\/)/;

function sourceFiles(entry: string): string[] {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [full];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? sourceFiles(path.join(entry, e.name))
        : /\.(ts|tsx|mjs|js|json)$/.test(e.name)
          ? [path.join(full, e.name)]
          : [],
    );
}

const PATTERNS: [string, RegExp][] = [
  ["PEM private key", /-----BEGIN (RSA |EC |OPENSSH )?PRIVATE KEY-----/],
  [
    "secret-like literal",
    /\b\w*(secret|api_?key|private_?key|passwd|password|token)\w*["']?\s*[:=]\s*["'`](?=[^"'`]*\d)(?=[^"'`]*[A-Za-z])[A-Za-z0-9+/=_-]{16,}["'`]/i,
  ],
  ["JWT literal", /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\./],
];

describe("secrets only from the environment", () => {
  it("no key material or secret literal in the source", () => {
    const files = SOURCE_DIRS.flatMap(sourceFiles).filter((f) => !SKIP.test(f.split(path.sep).join("/")));
    expect(files.length).toBeGreaterThan(100);
    const hits: string[] = [];
    for (const file of files) {
      const text = fs.readFileSync(file, "utf8");
      for (const [what, re] of PATTERNS) {
        const m = re.exec(text);
        if (m) hits.push(`${path.relative(root, file)}: ${what}: ${m[0].slice(0, 60)}`);
      }
    }
    expect(hits).toEqual([]);
  });

  it("the pattern does catch a planted secret (the check can fail)", () => {
    expect(PATTERNS[1][1].test(`const JWT_SECRET = "abcdefghijklmnopqrstuvwxyz012345";`)).toBe(true);
    expect(PATTERNS[1][1].test(`apiKey: c.WECHAT_PAY_API_KEY`)).toBe(false);
  });

  it("the data folder (database, generated secrets, uploads) is not committed", () => {
    const ignore = fs
      .readFileSync(path.join(root, ".gitignore"), "utf8")
      .split("\n")
      .map((l) => l.trim());
    expect(ignore.some((l) => /^\/?data\/?(\*)?$/.test(l))).toBe(true);
  });
});
