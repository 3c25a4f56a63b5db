// Draws the demo pictures whose URLs lib/media/index.ts builds: parses a /media request (only known
// kinds, plain hex colours and bounded, XML-safe texts get through) and renders the SVG document, with
// the product drawings of product-art/. Pure functions, no I/O.
import { isMediaKind, type MediaKind } from "./index";
import { COLOUR_PATTERN, drawArt, isArtKind, renderProductArt } from "./product-art";

/** Width × height in CSS pixels of each kind of picture. */
const sizes: Record<MediaKind, readonly [number, number]> = {
  product: [400, 400],
  banner: [750, 300],
  category: [120, 120],
  button: [96, 96],
  shop: [160, 160],
  activity: [750, 300],
  avatar: [120, 120],
};

const defaultEmoji: Record<MediaKind, string> = {
  product: "🛍️",
  banner: "🎁",
  category: "🏷️",
  button: "⭐",
  shop: "🏬",
  activity: "🎉",
  avatar: "👤",
};

// The small tag drawn on banners and activity pictures, per locale (l= in the URL; zh-Hans without).
const bannerTags: Record<string, readonly [banner: string, activity: string]> = {
  "zh-Hans": ["精选推荐", "限时活动"],
  "zh-Hant": ["精選推薦", "限時活動"],
  en: ["Featured", "Limited time"],
  ja: ["おすすめ", "期間限定"],
};

export type MediaRequest = {
  kind: MediaKind;
  id: string;
  variant: number;
  emoji: string;
  title: string;
  art?: string;
  colour?: string;
  locale?: string;
};

const FILE_PATTERN = /^([A-Za-z0-9_]{1,40})(?:-([1-9]\d?))?\.svg$/;
// Characters XML 1.0 does not allow (most C0 controls, lone surrogates, U+FFFE/U+FFFF).
const INVALID_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function clean(text: string, maxCodePoints: number): string {
  return Array.from(text.replace(INVALID_XML, "").trim()).slice(0, maxCodePoints).join("");
}

/** Reads kind, file name and query of a /media URL; null when the kind or the file name is not ours. */
export function parseMediaRequest(kind: string, file: string, search: URLSearchParams): MediaRequest | null {
  if (!isMediaKind(kind)) return null;
  const match = FILE_PATTERN.exec(file);
  if (!match) return null;
  // An emoji may be several code points (variation selectors, ZWJ sequences, flags): allow up to 8.
  const emoji = clean(search.get("e") ?? "", 8) || defaultEmoji[kind];
  const title = clean(search.get("t") ?? "", 24);
  const request: MediaRequest = { kind, id: match[1], variant: Number(match[2] ?? 1), emoji, title };
  const locale = search.get("l") ?? "";
  if (Object.hasOwn(bannerTags, locale)) request.locale = locale;
  const art = search.get("k") ?? "";
  const colour = (search.get("c") ?? "").toLowerCase();
  // Only known kinds and plain hex colours reach the drawing: nothing from the URL is pasted raw.
  // Products are drawn in a colour; category icons and banners may show a drawing instead of the emoji.
  if (
    isArtKind(art) &&
    COLOUR_PATTERN.test(colour) &&
    (kind !== "product" || request.variant <= 3) &&
    ["product", "category", "banner", "activity", "shop"].includes(kind)
  )
    Object.assign(request, { art, colour });
  return request;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) =>
    c === "<" ? "&lt;" : c === ">" ? "&gt;" : c === "&" ? "&amp;" : c === '"' ? "&quot;" : "&apos;",
  );
}

/** A stable 32-bit hash (FNV-1a) of a string: the same id always gets the same colours. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const hsl = (h: number, s: number, l: number) => `hsl(${((Math.round(h) % 360) + 360) % 360}, ${s}%, ${l}%)`;

/** Rough rendered width of a text in em: CJK and emoji are square, Latin letters about half as wide. */
function textWidthEm(text: string): number {
  let width = 0;
  for (const ch of text) width += ch.codePointAt(0)! > 0x2e80 ? 1 : /[A-Z0-9]/.test(ch) ? 0.7 : ch === " " ? 0.3 : 0.6;
  return width;
}

const EMOJI_FONT = `'Apple Color Emoji','Segoe UI Emoji','Noto Color Emoji','Twemoji Mozilla',sans-serif`;
const TEXT_FONT = `'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC',sans-serif`;

/** The SVG document for a parsed request. */
export function renderMedia({
  kind,
  id,
  variant,
  emoji,
  title,
  art,
  colour,
  locale = "zh-Hans",
}: MediaRequest): string {
  const [w, h] = sizes[kind];
  const seed = hash(`${kind}:${id}`);
  // A drawing where the emoji would be: centred in a box of `size` at (x, y).
  const picture = (x: number, y: number, size: number) =>
    art && colour
      ? `<g transform="translate(${x - size / 2} ${y - size / 2}) scale(${size / 400})">${drawArt(art, colour)}</g>`
      : "";
  if (art && colour && kind === "product") {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(art)}">${renderProductArt(art, colour, variant, seed % 360)}</svg>`;
  }
  const hue = (seed % 360) + (variant - 1) * 47;
  const e = escapeXml(emoji);
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(title || emoji)}">`;
  const gradient = (light: number, dark: number) =>
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 75, light)}"/><stop offset="1" stop-color="${hsl(hue + 38, 70, dark)}"/></linearGradient></defs>`;
  const emojiText = (x: number, y: number, size: number, extra = "") =>
    `<text x="${x}" y="${y}" font-size="${size}" font-family="${EMOJI_FONT}" text-anchor="middle" dominant-baseline="central"${extra}>${e}</text>`;

  switch (kind) {
    case "product": {
      // Three gallery variants: centred, zoomed in, and tilted on a lighter ground.
      const size = variant === 2 ? 240 : variant === 3 ? 170 : 200;
      const tilt = variant === 3 ? ` transform="rotate(-12 200 205)"` : "";
      return `${open}${gradient(variant === 3 ? 94 : 90, 78)}
<rect width="400" height="400" fill="url(#g)"/>
<circle cx="${60 + (seed % 80)}" cy="${70 + ((seed >> 8) % 60)}" r="${70 + ((seed >> 4) % 40)}" fill="#fff" fill-opacity="0.25"/>
<circle cx="${300 + ((seed >> 12) % 60)}" cy="${300 + ((seed >> 16) % 60)}" r="${90 + ((seed >> 6) % 40)}" fill="#fff" fill-opacity="0.18"/>
<ellipse cx="200" cy="${variant === 2 ? 330 : 315}" rx="${size * 0.42}" ry="${size * 0.07}" fill="#000" fill-opacity="0.07"/>
${emojiText(200, 200, size, tilt)}
</svg>`;
    }
    case "banner":
    case "activity": {
      const label = escapeXml(title);
      const maxTextWidth = w * 0.58;
      const fontSize = title
        ? Math.max(20, Math.min(Math.round(h * 0.16), Math.floor(maxTextWidth / textWidthEm(title))))
        : 0;
      const tag = bannerTags[locale][kind === "activity" ? 1 : 0];
      return `${open}${gradient(80, 62)}
<rect width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="${w * 0.8}" cy="${h * 0.5}" r="${h * 0.62}" fill="#fff" fill-opacity="0.22"/>
<circle cx="${w * 0.12}" cy="${h * 1.05}" r="${h * 0.45}" fill="#fff" fill-opacity="0.14"/>
<circle cx="${w * 0.5}" cy="${-h * 0.1}" r="${h * 0.25}" fill="#fff" fill-opacity="0.12"/>
${art ? picture(w * 0.8, h * 0.52, h * 0.9) : emojiText(w * 0.8, h * 0.5, Math.round(h * 0.5))}
${title ? `<text x="${w * 0.06}" y="${h * 0.46}" font-size="${fontSize}" font-weight="700" font-family="${TEXT_FONT}" fill="${hsl(hue + 20, 60, 20)}">${label}</text>` : ""}
<rect x="${w * 0.06}" y="${h * 0.6}" width="${Math.max(h * 0.42, textWidthEm(tag) * h * 0.07 + h * 0.12)}" height="${h * 0.13}" rx="${h * 0.065}" fill="#fff" fill-opacity="0.9"/>
<text x="${w * 0.06 + Math.max(h * 0.42, textWidthEm(tag) * h * 0.07 + h * 0.12) / 2}" y="${h * 0.665}" font-size="${Math.round(h * 0.07)}" font-family="${TEXT_FONT}" fill="${hsl(hue + 20, 60, 35)}" text-anchor="middle" dominant-baseline="central">${tag}</text>
</svg>`;
    }
    case "category":
    case "button": {
      // Round icons on a transparent ground, for the home grid and the category tree.
      const r = w / 2;
      return `${open}${gradient(92, 80)}
<circle cx="${r}" cy="${r}" r="${r}" fill="url(#g)"/>
${art ? picture(r, r * 1.02, w * 0.92) : emojiText(r, r * 1.04, Math.round(w * 0.52))}
</svg>`;
    }
    case "shop": {
      return `${open}${gradient(90, 74)}
<rect width="${w}" height="${h}" rx="${w * 0.18}" fill="url(#g)"/>
<rect x="${w * 0.06}" y="${h * 0.06}" width="${w * 0.88}" height="${h * 0.88}" rx="${w * 0.14}" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="3"/>
${art ? picture(w / 2, h / 2, w * 0.84) : emojiText(w / 2, h / 2, Math.round(w * 0.5))}
</svg>`;
    }
    case "avatar": {
      const r = w / 2;
      // The default avatar is drawn (a head and shoulders), so it does not depend on an emoji font.
      if (id === "default" && !title && emoji === defaultEmoji.avatar) {
        return `${open}<defs><clipPath id="c"><circle cx="${r}" cy="${r}" r="${r}"/></clipPath></defs>
<g clip-path="url(#c)">
<rect width="${w}" height="${h}" fill="#e5e7eb"/>
<circle cx="${r}" cy="${r * 0.78}" r="${r * 0.36}" fill="#9ca3af"/>
<ellipse cx="${r}" cy="${h * 0.98}" rx="${r * 0.72}" ry="${r * 0.58}" fill="#9ca3af"/>
</g>
</svg>`;
      }
      return `${open}
<circle cx="${r}" cy="${r}" r="${r}" fill="${hsl(hue, 55, 85)}"/>
${emojiText(r, r * 1.06, Math.round(w * 0.56))}
</svg>`;
    }
  }
}
