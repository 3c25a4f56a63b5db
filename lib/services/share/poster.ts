// Share posters (docs/decisions/034-share.md): a PNG of a product's picture, name and price, the QR
// code of its page and the shop's name, in the shopper's language, drawn on the server so the shopper
// can save it or long-press it inside the messaging app. The drawing is lib/media/poster.ts (an SVG);
// sharp (libvips, already installed with Next, prebuilt for every platform) rasterises it with the
// system's fonts through fontconfig and lays the product picture in.
//
// Cached by what it shows: the key is a hash of every drawn input (name, prices, picture, page URL,
// shop name, locale), so a product's new version, a price change or a sale starting makes a new poster
// and nothing needs invalidating. The cache is per process and bounded in bytes; concurrent requests
// for one poster that is not cached yet draw it once.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import { ApiError } from "@/lib/domain/errors";
import { formatMoney } from "@/lib/domain/money";
import { shopCurrency } from "../shop/settings";
import { localizePath } from "@/lib/i18n/locale-path";
import { translator } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/routing";
import { parseMediaRequest, renderMedia } from "@/lib/media/render";
import { POSTER_HEIGHT, POSTER_PICTURE, POSTER_WIDTH, posterSvg, type PosterText } from "@/lib/media/poster";
import { getProductDetailOrThrow } from "../catalogue/catalogue";
import { readLocalUpload } from "../account/upload";
import { groupDetail } from "../group/view";
import { forgettable } from "@/lib/process-caches";

export { POSTER_HEIGHT, POSTER_WIDTH };

/** Bumped when the drawing changes, so cached posters of the old drawing are not served. */
const DRAWING_VERSION = 1;
const CACHE_MAX_BYTES = 32 * 1024 * 1024;

export type Poster = { png: Buffer; etag: string };

const cache = new Map<string, Buffer>();
let cachedBytes = 0;
const drawing = new Map<string, Promise<Buffer>>();
let drawn = 0;

/** How many posters this process has drawn (not served from its cache): the cache's tests read it. */
export function postersDrawn(): number {
  return drawn;
}

function remember(key: string, png: Buffer): void {
  cache.set(key, png);
  cachedBytes += png.length;
  // Least recently used first: a hit moves its entry to the end (posterFor).
  for (const [oldKey, old] of cache) {
    if (cachedBytes <= CACHE_MAX_BYTES) break;
    cache.delete(oldKey);
    cachedBytes -= old.length;
  }
}

/** The product picture as a rounded square PNG of the poster's picture size; null when it cannot be read. */
async function pictureLayer(url: string): Promise<Buffer | null> {
  const { size, radius } = POSTER_PICTURE;
  let source: Sharp | null = null;
  const parsed = new URL(url, "http://poster.invalid");
  const media = /^\/media\/([^/]+)\/([^/]+)$/.exec(parsed.pathname);
  if (media) {
    // The demo catalogue's drawn pictures: drawn here from their URL, as the /media route would.
    const request = parseMediaRequest(media[1], media[2], parsed.searchParams);
    if (request) source = sharp(Buffer.from(renderMedia(request)), { density: 144 });
  } else {
    const upload = /^\/uploads\/([^/]+)$/.exec(parsed.pathname);
    const file = upload ? await readLocalUpload(upload[1]) : null;
    if (file) source = sharp(file.bytes, { animated: false });
  }
  if (!source) return null;
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" rx="${radius}"/></svg>`,
  );
  try {
    return await source
      .resize(size, size, { fit: "cover" })
      .composite([{ input: mask, blend: "dest-in" }])
      .png()
      .toBuffer();
  } catch (error) {
    console.warn(`[share] the poster's picture ${url} could not be read`, error);
    return null;
  }
}

async function draw(text: PosterText, picture: string): Promise<Buffer> {
  warnWithoutCjkFont();
  const layer = await pictureLayer(picture);
  const png = await sharp(Buffer.from(posterSvg(text)))
    .composite(layer ? [{ input: layer, left: POSTER_PICTURE.left, top: POSTER_PICTURE.top }] : [])
    .png({ compressionLevel: 9, adaptiveFiltering: true })
    .toBuffer();
  drawn++;
  return png;
}

/**
 * The goods poster of product `id` in `locale`, its QR code opening the goods page under `shopBase`
 * (the configured public address, else the request's origin). A product that does not exist or is no
 * longer on sale: 404.
 */
export async function goodsPoster(id: number, locale: Locale, shopBase: string): Promise<Poster> {
  const product = await getProductDetailOrThrow(id, locale);
  if (!product.isOnSale) throw new ApiError("NOT_FOUND", { key: "PRODUCT_NOT_FOUND" });
  const t = translator(locale);
  const currency = await shopCurrency();
  const text: PosterText = {
    locale,
    name: product.name,
    price: formatMoney(product.price, currency, locale),
    originalPrice:
      product.originalPrice && product.originalPrice > product.price
        ? formatMoney(product.originalPrice, currency, locale)
        : null,
    shopName: t("app.name"),
    hint: t("share.posterScan"),
    url: `${shopBase.replace(/\/+$/, "")}${localizePath(`/goods/${id}`, locale)}`,
  };
  return posterFor(text, product.image);
}

/**
 * The poster of group `id` (拼团): the product at the group price (its own price struck through), its QR
 * code opening the group's page, where a friend joins. A group that does not exist: 404.
 */
export async function groupPoster(id: number, locale: Locale, shopBase: string): Promise<Poster> {
  const group = await groupDetail(id, null);
  const product = await getProductDetailOrThrow(group.productId, locale);
  const t = translator(locale);
  const currency = await shopCurrency();
  const text: PosterText = {
    locale,
    name: product.name,
    price: formatMoney(group.rule.price, currency, locale),
    originalPrice: product.price > group.rule.price ? formatMoney(product.price, currency, locale) : null,
    shopName: t("app.name"),
    hint: t("share.groupPosterScan"),
    url: `${shopBase.replace(/\/+$/, "")}${localizePath(`/group/${id}`, locale)}`,
  };
  return posterFor(text, product.image);
}

async function posterFor(text: PosterText, picture: string): Promise<Poster> {
  const key = crypto
    .createHash("sha256")
    .update(JSON.stringify({ v: DRAWING_VERSION, text, picture }))
    .digest("base64url")
    .slice(0, 32);
  const etag = `"poster-${key}"`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return { png: hit, etag };
  }
  let pending = drawing.get(key);
  if (!pending) {
    pending = draw(text, picture).then(
      (png) => {
        remember(key, png);
        drawing.delete(key);
        return png;
      },
      (error: unknown) => {
        drawing.delete(key);
        throw error;
      },
    );
    drawing.set(key, pending);
  }
  return { png: await pending, etag };
}

const cardPictures = new Map<string, Buffer>();
const CARD_PICTURES_MAX = 256;

forgettable("share-posters", () => {
  cache.clear();
  cachedBytes = 0;
  drawing.clear();
  drawn = 0;
  cardPictures.clear();
});

/**
 * A drawn picture of the demo catalogue (/media/<kind>/<id>.png, the same query as its .svg) as a PNG:
 * the messaging app's share cards show JPEG and PNG pictures, not SVG. Null for a request that is not
 * one of ours. Kept per process for the most recent pictures (a card's picture is fetched by the
 * messaging app's servers each time the card is shown somewhere new).
 */
export async function mediaPng(kind: string, file: string, search: URLSearchParams): Promise<Buffer | null> {
  if (!file.endsWith(".png")) return null;
  const request = parseMediaRequest(kind, `${file.slice(0, -".png".length)}.svg`, search);
  if (!request) return null;
  const key = JSON.stringify(request);
  const hit = cardPictures.get(key);
  if (hit) return hit;
  const png = await sharp(Buffer.from(renderMedia(request)), { density: 144 })
    .png({ compressionLevel: 9 })
    .toBuffer();
  cardPictures.set(key, png);
  if (cardPictures.size > CARD_PICTURES_MAX) cardPictures.delete(cardPictures.keys().next().value as string);
  return png;
}

// Where operating systems keep fonts; a CJK font's file name says what it is.
const FONT_DIRS = [
  "/usr/share/fonts",
  "/usr/local/share/fonts",
  "/System/Library/Fonts",
  "/Library/Fonts",
  "C:\\Windows\\Fonts",
];
const CJK_FONT_FILE =
  /cjk|sourcehan|source-han|pingfang|hiragino|msyh|msjh|yugoth|wqy|droidsansfallback|notosans(sc|tc|jp)/i;
let fontChecked = false;

function hasCjkFont(dir: string, depth = 0): boolean {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return false;
  }
  return entries.some((e) =>
    e.isDirectory() && depth < 4 ? hasCjkFont(path.join(dir, e.name), depth + 1) : CJK_FONT_FILE.test(e.name),
  );
}

/**
 * Posters are drawn with the system's fonts. Without a CJK font the Chinese and Japanese texts come out
 * as empty boxes: said once in the log, with the fix (README, "Share cards and posters").
 */
function warnWithoutCjkFont(): void {
  if (fontChecked) return;
  fontChecked = true;
  if (!FONT_DIRS.some((dir) => hasCjkFont(dir)))
    console.warn(
      "[share] no CJK font found: posters will show Chinese and Japanese text as boxes. " +
        "Install one (Debian: apt-get install fonts-noto-cjk) and restart.",
    );
}
