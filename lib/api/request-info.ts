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
