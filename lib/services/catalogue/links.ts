// Where a banner, home button or hot word may send a shopper (docs/decisions/020): a product or a
// category that exists, a page of the shop, a search, or a page of an allow-listed web view origin
// (WEBVIEW_ALLOWED_ORIGINS), which is stored as the in-app web view's address so it opens inside the
// shop. Anything else — another site, javascript:, a protocol-relative //host, a path of no page — is
// refused with a field error. The shape is checked by the input schema; this checks what exists.
import type { Tx } from "@/lib/db";
import { ApiError } from "@/lib/domain/errors";
import { allowedWebviewOrigins } from "../platform/webview";

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

const notAllowed = (field: string) =>
  new ApiError("VALIDATION", { key: "LINK_NOT_ALLOWED", fields: { [field]: "link_not_allowed" } });

/** An https address on an allow-listed origin, as the web view's path; null when it is not one. */
function webviewLink(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password) return null;
  if (!allowedWebviewOrigins().includes(url.origin)) return null;
  return `/webview?url=${encodeURIComponent(url.toString())}`;
}

/**
 * The link as stored (trimmed; a web address as the web view's path), or 422 on `field` when it
 * names nothing the shop has or leaves the allow-list. "" (no link) is allowed.
 */
export async function checkedLink(client: Tx, raw: string, field = "link"): Promise<string> {
  const link = raw.trim();
  if (link === "") return "";
  if (/^https:\/\//i.test(link)) {
    const stored = webviewLink(link);
    if (!stored) throw notAllowed(field);
    return stored;
  }
  if (!link.startsWith("/") || link.startsWith("//") || /[\\\s]/.test(link)) throw notAllowed(field);
  const url = new URL(link, "http://shop.invalid");
  const path = url.pathname;
  if (path === "/webview") {
    const target = url.searchParams.get("url");
    const stored = target ? webviewLink(target) : null;
    if (!stored || [...url.searchParams.keys()].length !== 1) throw notAllowed(field);
    return stored;
  }
  const goods = /^\/goods\/(\d{1,9})$/.exec(path);
  if (goods) {
    if (!(await client.product.count({ where: { id: Number(goods[1]) } }))) throw notAllowed(field);
    return path;
  }
  const category = /^\/category\/(\d{1,9})$/.exec(path);
  if (category) {
    if (!(await client.category.count({ where: { id: Number(category[1]) } }))) throw notAllowed(field);
    return path;
  }
  if (path === "/search") {
    const keyword = url.searchParams.get("keyword")?.trim();
    if (!keyword || keyword.length > 50 || [...url.searchParams.keys()].length !== 1) throw notAllowed(field);
    return `/search?keyword=${encodeURIComponent(keyword)}`;
  }
  if ((shopPages as readonly string[]).includes(path) && url.search === "" && url.hash === "") return path;
  throw notAllowed(field);
}
