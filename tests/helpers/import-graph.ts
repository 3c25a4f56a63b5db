// The app's import graph, read from the source text (fast: no bundler, no TypeScript program), for the
// architecture tests (tests/architecture): every `import … from`, `export … from`, `import("…")` and
// `typeof import("…")` between the repository's own .ts/.tsx files, types included — a circle of type
// imports is still a circle a reader has to untangle. `npx madge --circular --extensions ts,tsx lib
// components app` (.madgerc) draws the same graph for anyone at the command line.
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SPECIFIER =
  /(?:import|export)\s+(?:type\s+)?[^;]*?\sfrom\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)|^\s*import\s*["']([^"']+)["']/gm;

export type Graph = Map<string, Set<string>>;

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (rel !== "lib/generated" && entry.name !== "node_modules") out.push(...sourceFiles(rel));
    } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) out.push(rel);
  }
  return out;
}

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("@/")) base = specifier.slice(2);
  else if (specifier.startsWith(".")) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (/\.tsx?$/.test(candidate) && fs.existsSync(path.join(ROOT, candidate))) return candidate;
  return null;
}

/** Every own-file import of the files under `roots` (imports reaching outside them are kept too). */
export function importGraph(roots: string[]): Graph {
  const graph: Graph = new Map();
  for (const file of roots.flatMap(sourceFiles)) {
    // Comment lines only (a "//" inside a string, e.g. a URL, must not cut the line).
    const text = fs
      .readFileSync(path.join(ROOT, file), "utf8")
      .split("\n")
      .filter((line) => !/^\s*(\/\/|\/?\*)/.test(line))
      .join("\n");
    const deps = new Set<string>();
    for (const m of text.matchAll(SPECIFIER)) {
      const target = resolve(file, m[1] ?? m[2] ?? m[3]);
      if (target && target !== file) deps.add(target);
    }
    graph.set(file, deps);
  }
  return graph;
}

/** The raw import specifiers of one file (packages included). */
export function specifiersOf(file: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, file), "utf8");
  return [...text.matchAll(SPECIFIER)].map((m) => m[1] ?? m[2] ?? m[3]);
}

/** Strongly connected components of more than one node (Tarjan): each is a circle of imports. */
export function cycles<N>(nodes: Iterable<N>, edges: (n: N) => Iterable<N>): N[][] {
  let counter = 0;
  const index = new Map<N, number>();
  const low = new Map<N, number>();
  const stack: N[] = [];
  const onStack = new Set<N>();
  const found: N[][] = [];
  const visit = (v: N) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges(v)) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: N[] = [];
      let w: N;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component);
    }
  };
  for (const n of nodes) if (!index.has(n)) visit(n);
  return found;
}

/** The folder a file belongs to for the layering: lib/<folder> (a file directly in lib/ is its own), components, app. */
export function folderOf(file: string): string {
  const parts = file.split("/");
  if (parts[0] === "lib") return parts.length > 2 ? `lib/${parts[1]}` : `lib/${parts[1].replace(/\.tsx?$/, "")}`;
  return parts[0];
}

/** Folder -> the folders it imports, from the graph's files (tests left out: they sit above everything). */
export function folderGraph(graph: Graph): Map<string, Map<string, string[]>> {
  const folders = new Map<string, Map<string, string[]>>();
  for (const [file, deps] of graph) {
    if (file.endsWith(".test.ts") || file.endsWith(".test.tsx")) continue;
    const from = folderOf(file);
    const edges = folders.get(from) ?? new Map<string, string[]>();
    folders.set(from, edges);
    for (const dep of deps) {
      const to = folderOf(dep);
      if (to === from) continue;
      edges.set(to, [...(edges.get(to) ?? []), `${file} -> ${dep}`]);
    }
  }
  return folders;
}
