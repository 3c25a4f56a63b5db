// URLs of the generated demo pictures served by app/media/[kind]/[file]/route.ts (drawn by
// lib/media/render.ts). Everything a picture needs is in its URL —
//   /media/<kind>/<id>[-<variant>].svg?e=<emoji>&t=<title>
//   /media/product/<id>[-<view>].svg?k=<art kind>&c=<rrggbb>   (drawn products, lib/media/product-art/)
// — so serving it needs no database query and it can be cached for good. Pure functions, no I/O:
// safe to import from the seed (plain tsx), the services and the screens.

export const mediaKinds = ["product", "banner", "category", "button", "shop", "activity", "avatar"] as const;
export type MediaKind = (typeof mediaKinds)[number];

export type MediaOptions = {
  emoji?: string;
  title?: string;
  variant?: number;
  art?: string;
  colour?: string;
  locale?: string;
};

export function isMediaKind(kind: string): kind is MediaKind {
  return (mediaKinds as readonly string[]).includes(kind);
}

/** The URL of a generated picture, e.g. mediaUrl("product", 12, { emoji: "📱" }) = "/media/product/12.svg?e=%F0%9F%93%B1". */
export function mediaUrl(kind: MediaKind, id: number | string, options: MediaOptions = {}): string {
  const params = new URLSearchParams();
  if (options.emoji) params.set("e", options.emoji);
  if (options.title) params.set("t", options.title);
  if (options.locale && options.locale !== "zh-Hans") params.set("l", options.locale);
  if (options.art) params.set("k", options.art);
  if (options.colour) params.set("c", options.colour.replace(/^#/, "").toLowerCase());
  const file = options.variant && options.variant > 1 ? `${id}-${options.variant}.svg` : `${id}.svg`;
  const query = params.toString();
  return `/media/${kind}/${file}${query ? `?${query}` : ""}`;
}

/** What a drawn product picture shows: the art kind (product-art/) and its colours, main first. */
export type ProductArt = { kind: string; colours: readonly string[] };

/**
 * The gallery of one product: front, back or turned, and a close-up — the close-up in the second
 * colour when the product comes in several. The first is the main picture (no variant suffix).
 */
export function productImageUrls(id: number, art: ProductArt): string[] {
  const [first, second = first] = art.colours;
  return [first, first, second].map((colour, i) => mediaUrl("product", id, { art: art.kind, colour, variant: i + 1 }));
}

/** The picture of one SKU: the product's front in the SKU's colour. */
export function skuImageUrl(productId: number, kind: string, colour: string): string {
  return mediaUrl("product", productId, { art: kind, colour });
}
