// Drawing kit for the product illustrations: SVG element helpers and colour arithmetic. Every
// drawer paints on a 400 × 400 canvas, the product standing on a floor at y ≈ 330.

/** A drawer paints one kind of product in its main colour `c` (#rrggbb); `view` 2 is the back. */
export type Drawer = (c: string, view: number) => string;

const num = (n: number) => String(Math.round(n * 10) / 10);

export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = "") =>
  `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}"${rx ? ` rx="${num(rx)}"` : ""} fill="${fill}"${extra}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${fill}"${extra}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = "") =>
  `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="${fill}"${extra}/>`;
export const path = (d: string, fill: string, extra = "") => `<path d="${d}" fill="${fill}"${extra}/>`;
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 2, extra = "") =>
  `<line x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"${extra}/>`;
export const stroke = (colour: string, width: number) =>
  ` stroke="${colour}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;
export const text = (x: number, y: number, size: number, fill: string, content: string, extra = "") =>
  `<text x="${num(x)}" y="${num(y)}" font-size="${size}" font-family="Arial,Helvetica,sans-serif" font-weight="700" fill="${fill}" text-anchor="middle"${extra}>${content}</text>`;

/** Repeats `draw(i)` for i = 0..n-1. */
export const times = (n: number, draw: (i: number) => string) => Array.from({ length: n }, (_, i) => draw(i)).join("");

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toHex = (v: number[]) =>
  `#${v
    .map((x) =>
      Math.max(0, Math.min(255, Math.round(x)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;

/** `hex` mixed toward white (amount > 0) or black (amount < 0), |amount| in 0..1. */
export function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const a = Math.abs(amount);
  return toHex(rgb(hex).map((v) => v + (target - v) * a));
}

/** Perceived lightness 0..1, to pick a readable or visible contrast colour. */
export function lightness(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** A darker edge for light colours and a lighter one for dark colours. */
export const edge = (c: string) => (lightness(c) > 0.55 ? shade(c, -0.25) : shade(c, 0.25));

export const INK = "#1f2937";
export const STEEL = "#cbd5e1";
export const GLASS = "#1e293b";
