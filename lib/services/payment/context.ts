// Where this server is reachable (for providers' notify and return URLs) and who is paying (the client
// IP some providers require), from the request.
import { isIP } from "node:net";
import { clientAddress } from "@/lib/services/platform/rate-limit";
import { paymentConfig } from "./providers/config";

/** Where the shopper's browser comes back to after paying: the configured site, else the page's origin. */
export function requestBaseUrl(req: Request): string {
  return (paymentConfig().PUBLIC_BASE_URL ?? new URL(req.url).origin).replace(/\/+$/, "");
}

/**
 * Where payment notifications are sent: PUBLIC_BASE_URL (a deployment behind a load balancer sets it),
 * else this server itself on loopback (the sandbox's own delivery, PORT as `next start` sets it) —
 * never the request's Host header, which the client writes and which names one process of several.
 */
export function notifyBaseUrl(): string {
  const configured = paymentConfig().PUBLIC_BASE_URL;
  if (configured) return configured.replace(/\/+$/, "");
  return `http://127.0.0.1:${Number(process.env.PORT) || 3000}`;
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
