// Every screen's client components get the namespaces they use (lib/i18n/client-messages.ts): the root
// layout passes the shell's, a route's layout adds its own with <RouteMessages namespaces={[...]}>. A
// client component using a namespace its route does not pass shows an error instead of its words, in
// every locale, so this walks each route's modules as the bundler does and fails on the first such use.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { catalogues } from "./messages";
import { pickMessages, shellNamespaces } from "./client-messages";
import { defaultLocale, locales } from "./routing";

const root = process.cwd();
const app = path.join(root, "app", "[locale]");
const namespaces = Object.keys(catalogues[defaultLocale]);
const ROUTE_FILES = new Set(["page.tsx", "layout.tsx", "not-found.tsx", "error.tsx", "loading.tsx", "template.tsx"]);

function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("@/")) base = path.join(root, spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const file of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")])
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  return null;
}

const source = (file: string) => fs.readFileSync(file, "utf8");
// Static and dynamic imports and re-exports; type-only ones bring no code.
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s*)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
const imports = (file: string) =>
  [...source(file).matchAll(IMPORT)].map((m) => resolve(file, m[1] ?? m[2])).filter((f): f is string => !!f);
const isClient = (file: string) => /^["']use client["']/m.test(source(file));
// A namespace counts as used where a module names it in a string: useTranslations("cart"),
// t("fields.name"), `errors.${code}` (over-counting only asks a route to pass more).
const used = (file: string) => namespaces.filter((ns) => new RegExp(`["'\`]${ns}["'\`.]`).test(source(file)));

/** The namespaces the client modules under `entry` use, with one module naming each. */
function clientNamespaces(entry: string): Map<string, string> {
  const out = new Map<string, string>();
  const seen = new Set<string>();
  const stack: [string, boolean][] = [[entry, false]];
  while (stack.length) {
    const [file, parentClient] = stack.pop()!;
    const client = parentClient || isClient(file);
    const key = `${file}:${client}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (client) for (const ns of used(file)) if (!out.has(ns)) out.set(ns, path.relative(root, file));
    for (const dep of imports(file)) stack.push([dep, client]);
  }
  return out;
}

/** The namespaces a route file's client components get: the shell's and its layouts' RouteMessages. */
function passed(file: string): Set<string> {
  const given = new Set<string>(shellNamespaces);
  for (let dir = path.dirname(file); dir.startsWith(app); dir = path.dirname(dir)) {
    const layout = path.join(dir, "layout.tsx");
    if (layout === file || !fs.existsSync(layout)) continue;
    for (const m of source(layout).matchAll(/<RouteMessages\s+namespaces=\{\[([^\]]*)\]\}/g))
      for (const ns of m[1].matchAll(/"(\w+)"/g)) given.add(ns[1]);
  }
  // A layout's own RouteMessages covers the screens below it, not its own client components.
  return given;
}

const routeFiles = (fs.readdirSync(app, { recursive: true, encoding: "utf8" }) as string[])
  .filter((f) => ROUTE_FILES.has(path.basename(f)))
  .map((f) => path.join(app, f))
  .sort();

describe("messages the browser gets", () => {
  it("finds the routes and the client modules' namespaces", () => {
    expect(routeFiles.length).toBeGreaterThan(40);
    // The walk reaches a client component two imports below a page.
    expect([...clientNamespaces(path.join(app, "(tabs)", "cart", "page.tsx")).keys()]).toContain("cart");
    expect([...clientNamespaces(path.join(app, "login", "page.tsx")).keys()]).toContain("fields");
  });

  for (const file of routeFiles)
    it(`${path.relative(app, file)} passes every namespace its client components use`, () => {
      const given = passed(file);
      const missing = [...clientNamespaces(file)].filter(([ns]) => !given.has(ns));
      expect(missing.map(([ns, by]) => `${ns} (used by ${by})`)).toEqual([]);
    });

  it("names only namespaces the catalogues have, and picks them whole in every locale", () => {
    for (const ns of shellNamespaces) expect(namespaces).toContain(ns);
    for (const locale of locales) {
      const picked = pickMessages(locale, shellNamespaces);
      expect(Object.keys(picked).sort()).toEqual([...shellNamespaces].sort());
      expect(picked.cart).toBe(catalogues[locale].cart);
    }
  });

  it("leaves the forms' and the orders' namespaces out of the shell", () => {
    for (const ns of ["errors", "validation", "fields", "order", "account", "afterSales"])
      expect(shellNamespaces as readonly string[]).not.toContain(ns);
  });
});
