// Drawn product illustrations: one drawer per kind of goods (a phone, a cardigan, a kettle...), painted
// in the product's or the chosen SKU's colour on a studio backdrop. Three views make the gallery:
// 1 the front, 2 the back (devices) or the item turned, 3 a close-up. Pure string building, no I/O.
import { goods } from "./goods";
import { ellipse, type Drawer } from "./kit";
import { tech } from "./tech";
import { wear } from "./wear";

const drawers: Record<string, Drawer> = { ...tech, ...wear, ...goods };

/** Kinds whose drawer paints a real back view (view 2). */
const WITH_BACK = new Set(["phone", "foldable", "tablet"]);

export const artKinds = Object.keys(drawers);

export function isArtKind(kind: string): boolean {
  return Object.hasOwn(drawers, kind);
}

export const COLOUR_PATTERN = /^[0-9a-f]{6}$/;

/** The drawing alone (no backdrop), to be placed by the caller: a 400 × 400 group. */
export function drawArt(kind: string, colour: string): string {
  return drawers[kind](`#${colour}`, 1);
}

/** The inner SVG (no <svg> element) of a product picture, 400 × 400. */
export function renderProductArt(kind: string, colour: string, view: number, hue: number): string {
  const draw = drawers[kind];
  const c = `#${colour}`;
  const back = `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue}, 30%, ${view === 2 ? 95 : 97}%)"/><stop offset="1" stop-color="hsl(${hue}, 25%, ${view === 3 ? 90 : 88}%)"/></linearGradient></defs><rect width="400" height="400" fill="url(#bg)"/>`;
  const floor = view === 3 ? "" : ellipse(200, 330, 150, 16, "#0f172a", ' fill-opacity="0.08"');
  if (view === 2 && WITH_BACK.has(kind)) return back + floor + draw(c, 2);
  if (view === 2)
    return (
      back + floor + `<g transform="translate(200 210) rotate(-10) scale(0.86) translate(-200 -210)">${draw(c, 1)}</g>`
    );
  if (view === 3) return back + `<g transform="translate(200 200) scale(1.3) translate(-200 -196)">${draw(c, 1)}</g>`;
  return back + floor + draw(c, 1);
}
