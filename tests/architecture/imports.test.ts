// The import graph of lib/, components/ and app/ (docs/decisions/027-ground-floor.md): no circle of
// imports between folders, no circle between files beyond the listed ones, the ground floor (lib/domain)
// importing nothing of the app, and the upward arrows that were removed absent. Fails on the code
// before decision 027 (lib/api <-> lib/services, lib/services <-> lib/validation through the staff
// permissions, lib/client -> components, ...).
import { describe, expect, it } from "vitest";
import { cycles, folderGraph, importGraph, specifiersOf } from "@/tests/helpers/import-graph";

const graph = importGraph(["lib", "components", "app"]);

// Circles between files still allowed: none (the last, lib/db/dialect.ts <> lib/db/sql.ts over a type,
// went in issue 32's last session). A new one fails the test; one listed here and gone fails it too.
const knownFileCycles: string[][] = [];
const key = (files: string[]) => [...files].sort().join(" <> ");

describe("import graph", () => {
  it("reads the whole app", () => {
    expect(graph.size).toBeGreaterThan(500);
    // The graph follows "@/" and relative imports, types and lazy imports included.
    expect(graph.get("lib/client/use-paged-list.ts")).toContain("lib/client/paging.ts");
    expect(graph.get("components/ui/confirm-sheet.tsx")).toContain("components/ui/confirm-sheet-view.tsx");
  });

  it("has no circle of imports between folders", () => {
    const folders = folderGraph(graph);
    const found = cycles(folders.keys(), (f) => folders.get(f)?.keys() ?? []);
    const explained = found.map((c) =>
      c.flatMap((from) => [...(folders.get(from) ?? [])].filter(([to]) => c.includes(to)).flatMap(([, why]) => why)),
    );
    expect(explained).toEqual([]);
  });

  it("has no circle of imports between files but the listed ones", () => {
    const found = cycles(graph.keys(), (f) => graph.get(f) ?? []).map(key);
    expect(found.sort()).toEqual(knownFileCycles.map(key).sort());
  });

  it("keeps lib/domain at the bottom: it imports only itself and zod", () => {
    const ground = [...graph.keys()].filter((f) => f.startsWith("lib/domain/") && !f.endsWith(".test.ts"));
    expect(ground.length).toBeGreaterThanOrEqual(5);
    for (const file of ground)
      for (const specifier of specifiersOf(file))
        expect(specifier === "zod" || specifier.startsWith("./"), `${file} imports ${specifier}`).toBe(true);
  });

  it("has none of the upward arrows decision 027 removed", () => {
    const folders = folderGraph(graph);
    const arrows = (from: string, to: string) => folders.get(from)?.get(to) ?? [];
    for (const [from, to] of [
      ["lib/client", "components"],
      ["lib/admin-client", "components"],
      ["lib/services", "lib/api"],
      ["lib/validation", "lib/services"],
      ["lib/i18n", "lib/admin-client"],
      ["lib/peer-address", "lib/api"],
    ])
      expect(arrows(from, to), `${from} -> ${to}`).toEqual([]);
    // Checkout reads its payment window from the order's rules, not from the console's settings file.
    for (const file of ["checkout.ts", "create-order.ts", "flash-buy.ts"])
      expect(graph.get(`lib/services/order/${file}`)).not.toContain("lib/services/order/settings-admin.ts");
  });
});
