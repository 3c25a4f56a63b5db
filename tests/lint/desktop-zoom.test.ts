// The desktop zoom (app/globals.css, docs/decisions/045-desktop-shop.md) zooms viewport units with the
// page: a 70dvh sheet under a 4/3 zoom paints 93 % of the window, a min-h-dvh column forces a scroll. So
// every viewport-unit class a shop screen uses needs its divided-back twin in the zoom block; this keeps
// that list complete when a screen gains a new one (the back office is not zoomed).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = process.cwd();
const css = fs.readFileSync(path.join(root, "app/globals.css"), "utf8");
const zoomBlock = css.slice(css.indexOf("@supports (zoom:"), css.indexOf("/* The goods page's own bar"));

function files(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "admin" ? [] : files(rel);
    return /\.tsx?$/.test(e.name) ? [rel] : [];
  });
}

/** Tailwind classes with a viewport unit (min-h-dvh, max-h-[70dvh], h-[calc(100dvh-44px)], w-screen...). */
function viewportClasses(source: string): string[] {
  const found = source.match(/[\w:-]*(?:-dvh|-svh|-lvh|-screen|\[[^\]\s"'`]*\d(?:d|s|l)?v[hw][^\]\s"'`]*\])/g) ?? [];
  return found.filter((c) => /^(?:[a-z]+:)*(?:min-|max-)?[hw]-/.test(c));
}

/** The class as a CSS selector escapes it. */
const escaped = (cls: string) => "." + cls.replace(/[[\]().\/:+]/g, (ch) => `\\${ch}`);

describe("desktop zoom", () => {
  it("divides back every viewport unit the shop's screens use", () => {
    const used = new Set(
      [...files("components"), ...files("app")].flatMap((f) =>
        viewportClasses(fs.readFileSync(path.join(root, f), "utf8")),
      ),
    );
    expect(used.size).toBeGreaterThan(5);
    const missing = [...used].filter((cls) => !zoomBlock.includes(`${escaped(cls)} {`));
    expect(missing).toEqual([]);
  });

  it("lifts every text size under 12 px to 12 on a desktop", () => {
    const floor = css.slice(
      css.indexOf("/* No text under 12 px on a desktop"),
      css.indexOf("/* The goods page's own bar"),
    );
    const small = new Set(
      [...files("components"), ...files("app")].flatMap(
        (f) => fs.readFileSync(path.join(root, f), "utf8").match(/\btext-\[(?:[0-9]|1[01])(?:\.\d+)?px\]/g) ?? [],
      ),
    );
    expect(small.size).toBeGreaterThan(0);
    expect([...small].filter((cls) => !floor.includes(escaped(cls)))).toEqual([]);
    expect(floor).toContain("font-size: 12px;");
  });

  it("zooms only from the desktop width, by the window's width, never below 1", () => {
    expect(zoomBlock).toMatch(/@media \(min-width: 1024px\)/);
    expect(zoomBlock).toContain("--zoom: max(1, calc(100vw / 1440px));");
  });
});
