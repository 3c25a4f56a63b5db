// Every locale must have exactly the same keys (and the same placeholders) as the default locale.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { catalogues } from "./messages";
import { adminCatalogues } from "./admin-messages";
import { defaultLocale, locales } from "./routing";
import { orderStatus } from "@/lib/domain/order-status";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === "string") out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

// An argument is a name followed by "}" or "," ({count}, {count, plural, ...}); a plural branch's text
// ({Remove the # selected items?}) is not one.
const placeholders = (s: string) =>
  [...new Set([...s.matchAll(/\{\s*(\w+)\s*(?=[,}])/g)].map((m) => m[1]))].sort().join(",");

for (const [name, all] of [
  ["shop", catalogues],
  ["back office", adminCatalogues],
] as const)
  describe(`${name} message catalogues`, () => {
    const reference = all[defaultLocale];
    for (const [ns, refTree] of Object.entries(reference)) {
      const ref = flatten(refTree as Tree);
      for (const locale of locales.filter((l) => l !== defaultLocale)) {
        it(`${locale} "${ns}" has the same keys and placeholders as ${defaultLocale}`, () => {
          const other = flatten((all[locale][ns] ?? {}) as Tree);
          expect([...other.keys()].sort()).toEqual([...ref.keys()].sort());
          for (const [key, text] of ref) {
            expect(placeholders(other.get(key) ?? ""), `${locale} ${ns}:${key}`).toBe(placeholders(text));
            expect((other.get(key) ?? "").trim(), `${locale} ${ns}:${key} is empty`).not.toBe("");
          }
        });
      }
    }

    it("no locale has a namespace the default locale lacks", () => {
      for (const locale of locales)
        expect(Object.keys(all[locale]).sort(), locale).toEqual(Object.keys(reference).sort());
    });
  });

// The audit screen names each action in words (components/admin/audit-words.tsx) and falls back to the
// raw code ("售后 · receive") when a catalogue lacks it: every action a service writes needs its words.
describe("audit actions in words", () => {
  const root = path.join(process.cwd(), "lib", "services");
  const written = new Set<string>();
  for (const file of fs.readdirSync(root, { recursive: true, encoding: "utf8" }))
    if (/\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      for (const m of fs.readFileSync(path.join(root, file), "utf8").matchAll(/\baction: "([a-z_]+\.[a-z_.]+)"/g))
        written.add(m[1].replace(/\./g, "_"));

  it("finds the actions the services write", () => {
    expect(written).toContain("order_ship");
    expect(written).toContain("aftersale_receive");
  });

  for (const locale of locales)
    it(`${locale} names every action a service writes`, () => {
      const actions = ((adminCatalogues[locale].audit as Tree).actions ?? {}) as Tree;
      expect([...written].filter((a) => typeof actions[a] !== "string").sort()).toEqual([]);
    });
});

// A status the shop adds (300, waiting for its group) must have its words in the console and the shop,
// or a list that offers every status shows a raw number and logs a missing message.
describe("order statuses in words", () => {
  for (const locale of locales)
    it(`${locale} names every order status in the console and the shop`, () => {
      const console = (adminCatalogues[locale].status ?? {}) as Tree;
      const shop = ((catalogues[locale].order as Tree).status ?? {}) as Tree;
      for (const status of Object.values(orderStatus)) {
        expect(typeof console[String(status)], `console status.${status}`).toBe("string");
        expect(typeof shop[String(status)], `shop order.status.${status}`).toBe("string");
      }
    });
});
