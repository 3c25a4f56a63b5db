// URLs of the generated demo images served by app/media/[kind]/[file]/route.ts. The picture is fully
// described by the URL (kind, id, variant, emoji, title), so serving it needs no database query and
// it can be cached for good.

export type MediaKind = "product" | "banner" | "category" | "button" | "shop" | "activity" | "avatar";

export function mediaUrl(kind: MediaKind, id: number | string, options: { emoji?: string; title?: string; variant?: number } = {}): string {
  const params = new URLSearchParams();
  if (options.emoji) params.set("e", options.emoji);
  if (options.title) params.set("t", options.title);
  const file = options.variant ? `${id}-${options.variant}.svg` : `${id}.svg`;
  const qs = params.toString();
  return `/media/${kind}/${file}${qs ? `?${qs}` : ""}`;
}
