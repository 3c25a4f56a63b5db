// The service worker's source (served at /sw.js by app/sw.js/route.ts). Hand-written rather than
// Serwist: see docs/decisions/010-service-worker.md. `version` is the build id: a new deployment
// serves a byte-different worker, the browser installs it beside the running one and it waits until
// the shopper accepts the upgrade popup (message SKIP_WAITING), so a page never runs with half old,
// half new files.
import { swPolicy } from "./sw-policy";

export function serviceWorkerSource(version: string): string {
  return `// The Mall's service worker, build ${JSON.stringify(version)}.
"use strict";
const VERSION = ${JSON.stringify(version)};
const STATIC = "mall-static-" + VERSION;
const PAGES = "mall-pages-" + VERSION;
const MEDIA = "mall-media-" + VERSION;
const OFFLINE = "/offline.html";
const MEDIA_LIMIT = 300;
const swPolicy = ${swPolicy.toString()};

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(STATIC).then((c) => c.addAll([OFFLINE, "/manifest.webmanifest", "/icons/icon-192.png"])));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("mall-") && !k.endsWith("-" + VERSION)).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type === "SKIP_WAITING") self.skipWaiting();
  // The first page loads before this worker controls it: the page sends its own address and files.
  if (data.type === "CACHE_URLS" && Array.isArray(data.urls)) {
    event.waitUntil(Promise.all(data.urls.slice(0, 200).map((u) => remember(u))));
  }
});

function infoOf(request) {
  return {
    method: request.method,
    url: request.url,
    origin: self.location.origin,
    mode: request.mode,
    hasAuthorization: request.headers.has("authorization"),
    isRsc: request.headers.has("rsc") || request.headers.has("next-router-prefetch"),
  };
}

function storable(response) {
  return response && response.ok && response.type === "basic" && !response.redirected;
}

async function remember(url) {
  const policy = swPolicy({ method: "GET", url: new URL(url, self.location.origin).href, origin: self.location.origin, mode: "navigate", hasAuthorization: false, isRsc: false });
  const name = policy === "page" ? PAGES : policy === "static" ? STATIC : policy === "media" ? MEDIA : null;
  if (!name) return;
  const cache = await caches.open(name);
  if (await cache.match(url)) return;
  try {
    const response = await fetch(url, { credentials: "same-origin" });
    if (storable(response)) await cache.put(url, response);
  } catch (e) {}
}

// Stores never delay the answer: the copy is written while the page already reads the original.
async function cacheFirst(event, name) {
  const request = event.request;
  const cache = await caches.open(name);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (storable(response)) {
    event.waitUntil(cache.put(request, response.clone()).then(() => (name === MEDIA ? trim(cache) : undefined)).catch(() => {}));
  }
  return response;
}

async function trim(cache) {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - MEDIA_LIMIT))) await cache.delete(key);
}

async function page(event, store) {
  const request = event.request;
  try {
    const response = await fetch(request);
    if (store && storable(response)) {
      const copy = response.clone();
      event.waitUntil(caches.open(PAGES).then((cache) => cache.put(request.url.split("#")[0], copy)).catch(() => {}));
    }
    return response;
  } catch (error) {
    if (store) {
      const hit = await caches.match(request.url.split("#")[0], { cacheName: PAGES, ignoreVary: true });
      if (hit) return hit;
    }
    const offline = await caches.match(OFFLINE, { cacheName: STATIC });
    return offline || new Response("offline", { status: 503, headers: { "content-type": "text/plain" } });
  }
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const policy = swPolicy(infoOf(request));
  if (policy === "bypass") return;
  if (policy === "static") event.respondWith(cacheFirst(event, STATIC));
  else if (policy === "media") event.respondWith(cacheFirst(event, MEDIA));
  else event.respondWith(page(event, policy === "page"));
});
`;
}
