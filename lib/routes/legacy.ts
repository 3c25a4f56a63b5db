// The specification's legacy page paths (uni-app hash routes such as /pages/goods/goods-detail?id=7)
// mapped to this app's clean URLs, so old shared links keep working. Used by proxy.ts for real paths
// and by the client for the hash form (/#/pages/...). Query parameters are carried over; `id` becomes
// a path segment where the screen takes one.

type Target = string | ((query: URLSearchParams) => string | null);

const withId = (prefix: string, fallback: string) => (q: URLSearchParams) => {
  const id = q.get("id");
  q.delete("id");
  return id && /^\d+$/.test(id) ? `${prefix}/${id}` : fallback;
};

export const legacyRoutes: Record<string, Target> = {
  "pages/index/index": "/",
  "pages/index/new-index": "/",
  "pages/index/pop": "/",
  "pages/index/test-home": "/",
  "pages/category/category": "/category",
  "pages/cart/cart": "/cart",
  "pages/me/me": "/me",
  "pages/login/login": "/login",
  "pages/login/phone-code-login": "/login/phone",
  "pages/login/return_code": "/login/phone",
  "pages/code/input-code": "/login/phone",
  "pages/login/wxLogin": "/login/wechat",
  "pages/register/register": "/register",
  "pages/goods/goods": "/goods",
  "pages/goods/goods-detail": withId("/goods", "/goods"),
  "components/superui/webview/webview": "/webview",
  "pages/webview/webview": "/webview",
  "components/superui/sui-new-user-coupon/sui-new-user-coupon-page": "/coupon/new-user",
  "pages/profile/profile": "/profile",
  "pages/setting/setting": "/setting",
  "pages/address/address": "/address",
  "pages/address/pick-up": "/address/pick-up",
  "pages/address/address-detail": withId("/address", "/address"),
  "pages/address/delete-address": withId("/address", "/address"),
  "pages/address/edit-address": (q) => {
    const id = q.get("id");
    q.delete("id");
    return id && /^\d+$/.test(id) ? `/address/${id}/edit` : "/address/new";
  },
  "pages/order/order": "/orders",
  "pages/order/order-detail": withId("/orders", "/orders"),
  "pages/order/confirm-order": "/order/confirm",
  "pages/order/is_pay_order": (q) => (q.set("status", "500"), "/orders"),
  "pages/order/no_pay_order": (q) => (q.set("status", "0"), "/orders"),
  "pages/order/ship_order": (q) => (q.set("status", "510"), "/orders"),
  "pages/collect/collect": "/collect",
  "pages/search/search": "/search",
  "pages/category/category-id": withId("/category", "/category"),
  "pages/discount/discount": "/discount",
  "pages/sign-in/sign-in": "/sign-in",
  "pages/consult/consult": "/consult",
  "pages/activity/activity": "/activity",
  "pages/shop/shop": "/shop",
  "pages/boutique/boutique": "/boutique",
  "pages/recommend/recommend": "/recommend",
  "pages/new-product/new-product": "/new-product",
  "pages/imported-goods/imported-goods": "/imported-goods",
  "pages/integral/integral": "/integral",
  "pages/coupon/coupon": "/coupon",
  "pages/service/service": "/service",
  "pages/service/list-service": "/service/list",
  "pages/service/detail-service": withId("/service", "/service/list"),
  "pages/map/list-trajectory": (q) => {
    const id = q.get("id") ?? q.get("orderId");
    q.delete("id");
    q.delete("orderId");
    return id && /^\d+$/.test(id) ? `/orders/${id}/trajectory` : "/orders";
  },
  "pages/map/trajectory-detail": (q) => {
    const id = q.get("id") ?? q.get("orderId");
    q.delete("id");
    q.delete("orderId");
    return id && /^\d+$/.test(id) ? `/orders/${id}/trajectory` : "/orders";
  },
  "pages/OssUpload/OssUpload": "/upload",
  "pages/OssUpload/OssUploadMore": (q) => (q.set("multiple", "1"), "/upload"),
  "uni_modules/uni-upgrade-center-app/pages/upgrade-popup": "/",
};

/**
 * The clean URL for a legacy path, or null when the path is not a legacy page
 * (an unknown /pages/... path then falls through to the 404 screen).
 * `path` may start with a slash; `search` is the query string with or without "?".
 */
export function legacyTarget(path: string, search = ""): string | null {
  const key = path.replace(/^\/+/, "").replace(/\/+$/, "");
  const target = legacyRoutes[key];
  if (!target) return null;
  const query = new URLSearchParams(search);
  const pathname = typeof target === "string" ? target : target(query);
  if (!pathname) return null;
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/** The hash form: "#/pages/goods/goods-detail?id=7" -> "/goods/7". */
export function legacyHashTarget(hash: string): string | null {
  const match = /^#!?(\/[^?]*)(?:\?(.*))?$/.exec(hash);
  if (!match) return null;
  return legacyTarget(match[1], match[2] ?? "");
}

/**
 * Where a merchandising link (banner, home button) goes: an external http(s) address as it is, a
 * legacy page path (with or without the hash form) as its clean URL, an app path as it is. Anything
 * else — another scheme such as `javascript:`, a protocol-relative `//host` — goes home: these links
 * come from operators' data, and an `<a href>` must never run script.
 */
export function merchandisingTarget(href: string): string {
  const link = href.trim();
  if (/^https?:\/\//i.test(link)) return link;
  const [path, query = ""] = link.replace(/^\/?#/, "").split("?");
  const target = legacyTarget(path, query);
  if (target) return target;
  return link.startsWith("/") && !link.startsWith("//") ? link : "/";
}
