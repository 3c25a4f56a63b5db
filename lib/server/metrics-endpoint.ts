// The metrics' own listener (lib/metrics.ts): `GET /metrics` in Prometheus' text format, on a port of
// its own (METRICS_PORT) that the load balancer in front of the shop does not forward, so shoppers never
// reach it. On loopback by default; bound to any other address only with a bearer token (METRICS_TOKEN),
// which Prometheus sends (`authorization` in its scrape configuration: README).
import crypto from "node:crypto";
import http from "node:http";
import { metricsText } from "@/lib/metrics";

export type MetricsSettings = { port: number; host: string; token?: string };

const LOOPBACK = new Set(["127.0.0.1", "::1", "localhost"]);

/** Why these settings may not serve the metrics, or null. */
export function metricsSettingsProblem(settings: MetricsSettings): string | null {
  if (!settings.token && !LOOPBACK.has(settings.host))
    return `METRICS_HOST=${settings.host} reaches beyond this machine: set METRICS_TOKEN (16 characters or more) too`;
  return null;
}

function sameToken(sent: string, token: string): boolean {
  const a = crypto.createHash("sha256").update(sent).digest();
  const b = crypto.createHash("sha256").update(token).digest();
  return crypto.timingSafeEqual(a, b);
}

/** The listener: the scrape on GET /metrics (with the bearer token when one is set), 404 for anything else. */
export function metricsListener(token?: string): http.RequestListener {
  return (req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    if (path !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found\n");
      return;
    }
    const sent = /^Bearer (.+)$/i.exec(req.headers.authorization ?? "")?.[1] ?? "";
    if (token && !sameToken(sent, token)) {
      res.writeHead(401, { "content-type": "text/plain", "www-authenticate": 'Bearer realm="metrics"' }).end();
      return;
    }
    metricsText().then(
      ({ contentType, text }) => res.writeHead(200, { "content-type": contentType }).end(text),
      (error: unknown) => {
        console.error("[metrics] scrape failed", error);
        res.writeHead(500, { "content-type": "text/plain" }).end("scrape failed\n");
      },
    );
  };
}

/** Starts the listener; resolves once it listens. */
export function startMetricsServer(settings: MetricsSettings): Promise<http.Server> {
  const problem = metricsSettingsProblem(settings);
  if (problem) return Promise.reject(new Error(problem));
  const server = http.createServer(metricsListener(settings.token));
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(settings.port, settings.host, () => resolve(server));
  });
}
