#!/usr/bin/env node
// Draws the Mall's app icons from one SVG (a white shopping bag on the navigation blue) and writes
// the PNGs the manifest, iOS and the browser tab ask for, plus favicon.ico (PNG images in an ICO
// container, which every browser reads). Run once after changing the drawing: `node scripts/make-icons.mjs`;
// the outputs are committed (small), so builds need no image tooling.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const BLUE = "#0a6fa3"; // the AA accent (docs/decisions/006); white on it is 5.5:1
const out = path.resolve("public");

/** The bag drawn in a 100-unit box. `inset` shrinks it towards the centre (maskable safe zone). */
function svg({ inset = 0, rounded = true } = {}) {
  const s = 1 - inset * 2;
  const t = `translate(${50 - 50 * s} ${50 - 50 * s}) scale(${s})`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <rect width="100" height="100" rx="${rounded ? 22 : 0}" fill="${BLUE}"/>
  <g transform="${t}">
    <path d="M24 36h52l-4 44a6 6 0 0 1-6 5.5H34a6 6 0 0 1-6-5.5z" fill="#fff"/>
    <path d="M38 44V32a12 12 0 0 1 24 0v12" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/>
    <path d="M38 44V36M62 44V36" stroke="${BLUE}" stroke-width="6" stroke-linecap="round"/>
    <path d="M40 62l10 10 12-16" fill="none" stroke="${BLUE}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
</svg>`;
}

const png = (size, options) =>
  sharp(Buffer.from(svg(options)))
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();

const files = {
  "icons/icon-192.png": [192, { inset: 0.06 }],
  "icons/icon-512.png": [512, { inset: 0.06 }],
  // Maskable: full-bleed square, the bag inside the central 80 % circle the platform may crop to.
  "icons/maskable-192.png": [192, { inset: 0.2, rounded: false }],
  "icons/maskable-512.png": [512, { inset: 0.2, rounded: false }],
  "apple-touch-icon.png": [180, { inset: 0.1, rounded: false }],
};

fs.mkdirSync(path.join(out, "icons"), { recursive: true });
for (const [file, [size, options]] of Object.entries(files))
  fs.writeFileSync(path.join(out, file), await png(size, options));

// ICO: 6-byte header, one 16-byte entry per image, then the PNG bytes.
const sizes = [16, 32, 48];
const images = await Promise.all(sizes.map((s) => png(s, { inset: 0.02 })));
const header = Buffer.alloc(6 + 16 * sizes.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(sizes.length, 4);
let offset = header.length;
sizes.forEach((s, i) => {
  const e = 6 + 16 * i;
  header.writeUInt8(s, e);
  header.writeUInt8(s, e + 1);
  header.writeUInt16LE(1, e + 4); // colour planes
  header.writeUInt16LE(32, e + 6); // bits per pixel
  header.writeUInt32LE(images[i].length, e + 8);
  header.writeUInt32LE(offset, e + 12);
  offset += images[i].length;
});
fs.writeFileSync(path.join(out, "favicon.ico"), Buffer.concat([header, ...images]));
console.log("icons written to public/:", [...Object.keys(files), "favicon.ico"].join(", "));
