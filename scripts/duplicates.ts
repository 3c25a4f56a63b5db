// Exact duplicate blocks in a folder (issue 35, "Done when": components/admin holds none of six lines or
// more). A block is six or more consecutive lines equal after trimming their indentation (blank lines
// skipped), found anywhere in the folder's .ts/.tsx files, within one file or across two. Runs of
// closing brackets and tags alone, and import lists, (`</div>`, `);`, `}`) are everyone's and are not counted: a block needs
// some 60 letters or digits of its own, about what a duplicate finder's 50 tokens measure.
//
//   npx tsx scripts/duplicates.ts [folder ...]   (default components/admin; npm run duplicates:admin)
//
// Exits 1 and lists every pair when it finds one.
import fs from "node:fs";
import path from "node:path";

const MIN_LINES = 6;
const MIN_WORD_CHARS = 60;

type Line = { file: string; line: number; text: string };

export function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return sourceFiles(full);
      return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
    })
    .sort();
}

/** The file's lines, trimmed, without blank lines and import statements (a list of names is not code). */
function linesOf(file: string): Line[] {
  let inImport = false;
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .map((text, i) => ({ file, line: i + 1, text: text.trim() }))
    .filter((l) => {
      if (/^import\b/.test(l.text) || /^export \{/.test(l.text))
        inImport = !/\bfrom\s+["']|^import\s+["']/.test(l.text);
      else if (inImport) {
        if (/^\}\s*from\s+["']/.test(l.text)) inImport = false;
        return false;
      } else return l.text !== "";
      return false;
    });
}

const wordChars = (lines: Line[]) => lines.reduce((n, l) => n + (l.text.match(/[\p{L}\p{N}]/gu)?.length ?? 0), 0);

export type Duplicate = { a: Line; b: Line; lines: number };

/** Every maximal exact duplicate block between two places of the given files. */
export function findDuplicates(files: string[]): Duplicate[] {
  const all = files.map(linesOf);
  const seen = new Map<string, { f: number; i: number }[]>();
  for (const [f, lines] of all.entries())
    for (let i = 0; i + MIN_LINES <= lines.length; i++) {
      const key = lines
        .slice(i, i + MIN_LINES)
        .map((l) => l.text)
        .join("\n");
      seen.set(key, [...(seen.get(key) ?? []), { f, i }]);
    }
  const found: Duplicate[] = [];
  const covered = new Set<string>();
  for (const places of seen.values()) {
    if (places.length < 2) continue;
    for (let p = 1; p < places.length; p++) {
      const a = places[0];
      const b = places[p];
      const la = all[a.f];
      const lb = all[b.f];
      // Overlapping windows of one repeated run are one block, not a duplicate of itself.
      if (a.f === b.f && Math.abs(a.i - b.i) < MIN_LINES) continue;
      const mark = `${a.f}:${a.i}|${b.f}:${b.i}`;
      if (covered.has(mark)) continue;
      let n = MIN_LINES;
      while (a.i + n < la.length && b.i + n < lb.length && la[a.i + n].text === lb[b.i + n].text) n++;
      for (let k = 0; k < n; k++) covered.add(`${a.f}:${a.i + k}|${b.f}:${b.i + k}`);
      if (wordChars(la.slice(a.i, a.i + n)) < MIN_WORD_CHARS) continue;
      found.push({ a: la[a.i], b: lb[b.i], lines: n });
    }
  }
  return found;
}

if (process.argv[1] && /duplicates\.ts$/.test(process.argv[1])) {
  const dirs = process.argv.slice(2).length ? process.argv.slice(2) : ["components/admin"];
  const files = dirs.flatMap(sourceFiles);
  const found = findDuplicates(files);
  for (const d of found) console.log(`${d.lines} lines: ${d.a.file}:${d.a.line} = ${d.b.file}:${d.b.line}`);
  console.log(
    `${files.length} files, ${found.length} exact duplicate blocks of ${MIN_LINES}+ lines in ${dirs.join(", ")}`,
  );
  process.exitCode = found.length ? 1 : 0;
}
