// Where a banner, a home button or an activity may send a shopper (docs/decisions/020): the shapes of
// a link the shop stores. The console's link picker offers exactly these; the server
// (lib/services/catalogue/links.ts) checks that what a link names exists.

/** Pages of the shop a link may name as they are (the tab screens and the merchandising screens). */
export const shopPages = [
  "/",
  "/category",
  "/cart",
  "/me",
  "/discount",
  "/activity",
  "/shop",
  "/boutique",
  "/recommend",
  "/new-product",
  "/imported-goods",
  "/coupon",
  "/sign-in",
  "/integral",
  "/service",
  "/consult",
  "/collect",
  "/orders",
] as const;
export type ShopPage = (typeof shopPages)[number];

export const linkKinds = ["product", "category", "page", "search", "web"] as const;
export type LinkKind = (typeof linkKinds)[number];

export type LinkTarget =
  | { kind: "product"; id: number }
  | { kind: "category"; id: number }
  | { kind: "page"; page: string }
  | { kind: "search"; keyword: string }
  | { kind: "web"; url: string };

/** The stored link of a target. */
export function linkOf(target: LinkTarget): string {
  switch (target.kind) {
    case "product":
      return `/goods/${target.id}`;
    case "category":
      return `/category/${target.id}`;
    case "page":
      return target.page;
    case "search":
      return `/search?keyword=${encodeURIComponent(target.keyword)}`;
    case "web":
      return target.url;
  }
}

/** What a stored link names; null for "" (no link). */
export function targetOf(link: string): LinkTarget | null {
  if (!link) return null;
  const goods = /^\/goods\/(\d{1,9})$/.exec(link);
  if (goods) return { kind: "product", id: Number(goods[1]) };
  const category = /^\/category\/(\d{1,9})$/.exec(link);
  if (category) return { kind: "category", id: Number(category[1]) };
  if (link.startsWith("/search?")) {
    const keyword = new URLSearchParams(link.slice("/search?".length)).get("keyword") ?? "";
    return { kind: "search", keyword };
  }
  if (link.startsWith("/webview?")) {
    return { kind: "web", url: new URLSearchParams(link.slice("/webview?".length)).get("url") ?? "" };
  }
  if (/^https:\/\//i.test(link)) return { kind: "web", url: link };
  return { kind: "page", page: link };
}
