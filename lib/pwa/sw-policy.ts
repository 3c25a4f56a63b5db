// What the service worker does with a request. A pure function, self-contained on purpose: its
// source text is copied into /sw.js (lib/pwa/sw-source.ts) and it is unit-tested here.
// - "bypass": the network only, nothing stored. Everything not GET, other origins, the whole API
//   (per-user answers such as cart and orders must never be stored), any request that carries an
//   Authorization header, uploads, the back office (/admin), Next's RSC/prefetch fetches (the router falls back to a full
//   navigation when one fails, which this worker then answers) and the dev server's files.
// - "static": Next's hashed build files, icons, the manifest: cache first (they never change).
// - "media": generated catalogue pictures: cache first, filled as they are seen.
// - "page": a navigation to a catalogue page or a tab's shell: network first, the stored copy when
//   offline, the offline screen when there is none.
// - "page-no-store": a navigation to a per-user screen (orders, addresses...): network first, never
//   stored; offline it shows the offline screen.
export type SwPolicy = "bypass" | "static" | "media" | "page" | "page-no-store";

export type SwRequestInfo = {
  method: string;
  url: string;
  origin: string;
  mode: string;
  hasAuthorization: boolean;
  isRsc: boolean;
};

export function swPolicy(req: SwRequestInfo): SwPolicy {
  if (req.method !== "GET" || req.hasAuthorization || req.isRsc) return "bypass";
  const url = new URL(req.url);
  if (url.origin !== req.origin) return "bypass";
  const path = url.pathname;
  if (path.startsWith("/api/") || path.startsWith("/uploads/") || path === "/sw.js") return "bypass";
  // The back office: never stored, never answered from a cache or with the shop's offline screen.
  if (path === "/admin" || path.startsWith("/admin/")) return "bypass";
  if (url.searchParams.has("_rsc")) return "bypass";
  if (path.startsWith("/_next/static/") || path.startsWith("/icons/") || path === "/manifest.webmanifest")
    return "static";
  if (path === "/favicon.ico" || path === "/apple-touch-icon.png" || path === "/offline.html") return "static";
  if (path.startsWith("/media/")) return "media";
  if (req.mode !== "navigate") return "bypass";
  const parts = path.split("/").filter(Boolean);
  if (parts[0] === "en" || parts[0] === "ja" || parts[0] === "zh-Hant" || parts[0] === "zh-Hans") parts.shift();
  const first = parts[0] ?? "";
  const catalogue = [
    "",
    "category",
    "cart",
    "me",
    "goods",
    "search",
    "discount",
    "activity",
    "shop",
    "boutique",
    "recommend",
    "new-product",
    "imported-goods",
    "service",
  ];
  return catalogue.includes(first) ? "page" : "page-no-store";
}
