// The share poster's drawing (docs/decisions/034-share.md): everything but the product picture as one
// SVG document — the card, the name in at most two lines, the price, the shop's name, a hint and the
// page's QR code drawn as one path — for lib/services/share/poster.ts to rasterise and lay the picture
// into. Pure functions, no I/O. Text is laid out here (no text engine measures it for us): a wide
// (CJK, kana, full-width) character counts one em, anything else an average Latin advance, and lines
// break between words, or anywhere in CJK text.
import QRCode from "qrcode";

export const POSTER_WIDTH = 750;
export const POSTER_HEIGHT = 1220;
/** Where the product picture goes (a square). */
export const POSTER_PICTURE = { left: 40, top: 40, size: 670, radius: 20 } as const;

const PAD = 40;
const NAME_SIZE = 38;
const NAME_LINE = 54;
const PRICE_SIZE = 56;
const QR_SIZE = 190;
const PRICE_COLOUR = "#d0282d";
const TEXT = "#1f2937";
const MUTED = "#6b7280";

export type PosterText = {
  /** Simplified Chinese, Traditional Chinese, English or Japanese: picks the fonts' regional glyphs. */
  locale: "zh-Hans" | "zh-Hant" | "en" | "ja";
  name: string;
  /** Formatted in the shopper's locale. */
  price: string;
  /** The regular price when a sale lowers it, formatted; shown struck through. */
  originalPrice?: string | null;
  shopName: string;
  /** Under the shop's name: how to open the page ("Long-press to scan"). */
  hint: string;
  /** The page the QR code opens. */
  url: string;
};

// Families by locale, the region's own first (Debian's fonts-noto-cjk, then macOS's and Windows's),
// so a character takes that region's glyph form; the generic family last.
const FAMILIES: Record<PosterText["locale"], string> = {
  "zh-Hans":
    "'Noto Sans CJK SC', 'Source Han Sans SC', 'PingFang SC', 'Microsoft YaHei', 'WenQuanYi Micro Hei', sans-serif",
  "zh-Hant":
    "'Noto Sans CJK TC', 'Source Han Sans TC', 'PingFang TC', 'Microsoft JhengHei', 'Noto Sans CJK SC', sans-serif",
  ja: "'Noto Sans CJK JP', 'Source Han Sans JP', 'Hiragino Sans', 'Yu Gothic', 'Noto Sans CJK SC', sans-serif",
  en: "'Noto Sans', 'DejaVu Sans', 'Liberation Sans', Arial, 'Noto Sans CJK SC', sans-serif",
};

const LANG: Record<PosterText["locale"], string> = { "zh-Hans": "zh-CN", "zh-Hant": "zh-TW", en: "en", ja: "ja" };

// East Asian Wide and Full-width ranges that shop names use: CJK symbols and ideographs, kana, Hangul,
// full-width forms.
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua960-\ua97f\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]|[\u{20000}-\u{3fffd}]/u;

/** A character's advance in ems, as the layout estimates it. */
export function advance(char: string): number {
  if (WIDE.test(char)) return 1;
  // Bold DejaVu Sans, the widest of the fallbacks (Noto Sans is narrower): rounded up.
  if (char === " ") return 0.36;
  if (/[ijlI.,:;'|!()[\]]/.test(char)) return 0.38;
  if (/[mwMW@%&]/.test(char)) return 1.02;
  if (/[A-Z]/.test(char)) return 0.8;
  if (/[0-9]/.test(char)) return 0.72;
  return 0.7;
}

const widthOf = (text: string) => Array.from(text).reduce((sum, c) => sum + advance(c), 0);

/** Tokens a line may break between: runs of non-wide, non-space characters, single wide ones, spaces. */
function tokens(text: string): string[] {
  return (
    text.match(/\s+|[^\s]/gu)?.reduce<string[]>((out, ch) => {
      const last = out.at(-1);
      const joins =
        last !== undefined && !/\s/.test(ch) && !WIDE.test(ch) && !/\s/.test(last) && !WIDE.test(last.at(-1)!);
      if (joins) out[out.length - 1] = last + ch;
      else out.push(ch);
      return out;
    }, []) ?? []
  );
}

/**
 * `text` in lines of at most `maxEms` ems, at most `maxLines` of them; the last one ends in "…" when
 * the text does not fit. A word longer than a line is broken where the line ends.
 */
export function wrapText(text: string, maxEms: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  let truncated = false;
  /** Ends the current line; false when that was the last line allowed. */
  const newLine = (): boolean => {
    lines.push(line.trimEnd());
    line = "";
    return lines.length < maxLines;
  };
  const place = (piece: string): boolean => {
    if (!line && /^\s+$/.test(piece)) return true;
    if (widthOf(line + piece) <= maxEms) {
      line += piece;
      return true;
    }
    if (!newLine()) return false;
    if (!/^\s+$/.test(piece)) line = piece;
    return true;
  };
  outer: for (const token of tokens(text.replace(/\s+/g, " ").trim())) {
    // A word longer than a line: as much of it as fits on each line.
    const pieces = widthOf(token) > maxEms ? Array.from(token) : [token];
    for (const piece of pieces)
      if (!place(piece)) {
        truncated = true;
        break outer;
      }
  }
  if (line.trim()) lines.push(line.trimEnd());
  if (truncated) {
    let last = lines[lines.length - 1];
    while (last && widthOf(`${last}…`) > maxEms) last = Array.from(last).slice(0, -1).join("");
    lines[lines.length - 1] = `${last.trimEnd()}…`;
  }
  return lines;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** The QR code of `url` as one SVG path in a `size` square (quiet zone included), with its module count. */
export function qrPath(url: string, size: number): { d: string; modules: number } {
  const qr = QRCode.create(url, { errorCorrectionLevel: "M" });
  const n = qr.modules.size;
  const quiet = 2;
  const cell = size / (n + quiet * 2);
  const parts: string[] = [];
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      if (!qr.modules.get(y, x)) continue;
      // Runs of dark modules on a row as one rectangle each.
      let run = 1;
      while (x + run < n && qr.modules.get(y, x + run)) run++;
      const px = ((x + quiet) * cell).toFixed(2);
      const py = ((y + quiet) * cell).toFixed(2);
      parts.push(`M${px} ${py}h${(run * cell).toFixed(2)}v${cell.toFixed(2)}h${(-run * cell).toFixed(2)}z`);
      x += run - 1;
    }
  }
  return { d: parts.join(""), modules: n };
}

/** The poster without its picture, as an SVG document of POSTER_WIDTH × POSTER_HEIGHT. */
export function posterSvg(text: PosterText): string {
  const family = escapeXml(FAMILIES[text.locale]);
  const lang = LANG[text.locale];
  const { left, top, size, radius } = POSTER_PICTURE;
  const nameTop = top + size + 62;
  const nameLines = wrapText(text.name, (POSTER_WIDTH - PAD * 2) / NAME_SIZE, 2);
  const priceBaseline = nameTop + (nameLines.length - 1) * NAME_LINE + 84;
  const footerTop = POSTER_HEIGHT - QR_SIZE - PAD;
  const qr = qrPath(text.url, QR_SIZE);
  // Right-aligned on the price's line, so a long price never runs into it.
  const original = text.originalPrice
    ? `<text x="${POSTER_WIDTH - PAD}" y="${priceBaseline}" font-size="30" fill="${MUTED}" text-anchor="end" text-decoration="line-through">${escapeXml(text.originalPrice)}</text>`
    : "";
  const footerTextEms = (size: number) => (POSTER_WIDTH - PAD * 3 - QR_SIZE) / size;
  const shopLines = wrapText(text.shopName, footerTextEms(34), 1);
  const hintLines = wrapText(text.hint, footerTextEms(26), 2);
  const footerMiddle = footerTop + QR_SIZE / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}" viewBox="0 0 ${POSTER_WIDTH} ${POSTER_HEIGHT}" xml:lang="${lang}">`,
    `<rect width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}" fill="#ffffff"/>`,
    // Behind the picture, for pictures with transparent parts.
    `<rect x="${left}" y="${top}" width="${size}" height="${size}" rx="${radius}" fill="#f3f4f6"/>`,
    `<g font-family="${family}" xml:lang="${lang}">`,
    ...nameLines.map(
      (line, i) =>
        `<text x="${PAD}" y="${nameTop + i * NAME_LINE}" font-size="${NAME_SIZE}" font-weight="bold" fill="${TEXT}">${escapeXml(line)}</text>`,
    ),
    `<text x="${PAD}" y="${priceBaseline}" font-size="${PRICE_SIZE}" font-weight="bold" fill="${PRICE_COLOUR}">${escapeXml(text.price)}</text>`,
    original,
    `<line x1="${PAD}" y1="${footerTop - 28}" x2="${POSTER_WIDTH - PAD}" y2="${footerTop - 28}" stroke="#e5e7eb" stroke-width="2"/>`,
    `<text x="${PAD}" y="${footerMiddle - 12}" font-size="34" font-weight="bold" fill="${TEXT}">${escapeXml(shopLines[0] ?? "")}</text>`,
    ...hintLines.map(
      (line, i) =>
        `<text x="${PAD}" y="${footerMiddle + 36 + i * 34}" font-size="26" fill="${MUTED}">${escapeXml(line)}</text>`,
    ),
    `</g>`,
    `<g transform="translate(${POSTER_WIDTH - PAD - QR_SIZE} ${footerTop})">`,
    `<rect width="${QR_SIZE}" height="${QR_SIZE}" fill="#ffffff"/>`,
    `<path d="${qr.d}" fill="#000000"/>`,
    `</g>`,
    `</svg>`,
  ].join("");
}
