// Who is calling and where from, read off the request for the route handlers: the caller's address
// for the per-address rate limits, the payer's IP some payment providers require, the site's base
// URL the shopper's browser returns to, and a notification's query parameters. Services never see the
// request: the handlers pass them these values.
import { isIP } from "node:net";
import { env } from "@/lib/env";
import { peerAddress } from "@/lib/peer-address";

/**
 * The caller's address for per-address limits. With no trusted proxy (TRUSTED_PROXY_HOPS=0, the
 * default) it is the TCP peer's address (lib/peer-address.ts, stamped by the server entry) and no
 * forwarding header is read: a client exposed to the server directly cannot choose its key. Behind `hops` proxies it is the
 * X-Forwarded-For entry `hops` places from the right: each proxy appends the address it saw, so the
 * entries a client writes itself sit further left and are never used.
 */
export function clientAddress(headers: Headers, hops: number = env().TRUSTED_PROXY_HOPS): string {
  if (hops <= 0) return (peerAddress(headers) ?? "local").slice(0, 64);
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  // Fewer entries than proxies: the header was not built by the proxies we were told about.
  const fromProxy = chain.length >= hops ? chain[chain.length - hops] : undefined;
  return (fromProxy || peerAddress(headers) || "local").slice(0, 64);
}

/** Where the shopper's browser comes back to after paying: the configured site, else the page's origin. */
export function requestBaseUrl(req: Request): string {
  return (env().PUBLIC_BASE_URL ?? new URL(req.url).origin).replace(/\/+$/, "");
}

/**
 * This site's origin as the caller reached it: PUBLIC_BASE_URL's when set (a deployment sets it);
 * else the Host header the browser sent, on the request's scheme — the forwarding headers of a proxy
 * only when TRUSTED_PROXY_HOPS says proxies stand in front. Unlike the request URL's origin, which the
 * framework builds from the server's own host name ("localhost"), this is the address in the page's
 * location bar, which the messaging app's JS-SDK signature is made for.
 */
export function requestOrigin(req: Request): string {
  const configured = env().PUBLIC_BASE_URL;
  if (configured) return new URL(configured).origin;
  const url = new URL(req.url);
  const proxied = env().TRUSTED_PROXY_HOPS > 0;
  const first = (value: string | null) => value?.split(",")[0].trim() || null;
  const host = (proxied && first(req.headers.get("x-forwarded-host"))) || req.headers.get("host") || url.host;
  const proto = (proxied && first(req.headers.get("x-forwarded-proto"))) || url.protocol.replace(/:$/, "");
  try {
    return new URL(`${proto}://${host}`).origin;
  } catch {
    return url.origin;
  }
}

/** The payer's address as the rate limits see it (TRUSTED_PROXY_HOPS), never a client-written entry. */
export function clientIp(req: Request): string {
  const address = clientAddress(req.headers).replace(/^::ffff:/, "");
  return isIP(address) ? address : "127.0.0.1";
}

/** Query parameters as a flat record; null when a key repeats (a signed notification never does). */
export function uniqueParams(search: URLSearchParams): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const [k, v] of search) {
    if (k in out) return null;
    out[k] = v;
  }
  return out;
}
