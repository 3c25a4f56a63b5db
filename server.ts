// The production server: `npm start` (after the build) and `npm run serve` run this file through
// scripts/serve.mjs (`node scripts/serve.mjs [-p port] [-H hostname] [--keepAliveTimeout ms]`, which
// bundles it with esbuild first). It creates the HTTP server itself, with our entry in front of Next (lib/server/entry.ts lists what happens to a
// request before Next sees it), and, when METRICS_PORT is set, the metrics' own listener.
// docs/decisions/024-server-entry.md
import path from "node:path";
import { parseArgs } from "node:util";
import next from "next";
import { announcePort, httpServerLimits, serverSettings, enterProductionMode } from "./lib/env";
import { buildAssets } from "./lib/server/build-assets";
import { createEntryServer } from "./lib/server/entry";
import { metricsSettingsProblem, startMetricsServer } from "./lib/server/metrics-endpoint";
import type http from "node:http";

async function main() {
  enterProductionMode();
  const settings = serverSettings();
  const { values } = parseArgs({
    options: {
      port: { type: "string", short: "p" },
      hostname: { type: "string", short: "H" },
      keepAliveTimeout: { type: "string" },
    },
  });
  const port = values.port ? Number(values.port) : settings.PORT;
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`not a port: ${values.port}`);
  announcePort(port);
  const metricsSettings = settings.METRICS_PORT
    ? { port: settings.METRICS_PORT, host: settings.METRICS_HOST, token: settings.METRICS_TOKEN }
    : null;
  // Refused before anything listens: metrics open to the network without a token.
  const problem = metricsSettings && metricsSettingsProblem(metricsSettings);
  if (problem) throw new Error(problem);

  // Next's own handler for the build in the project's folder (distDir from next.config.ts). Its
  // hostname is the one pages see as their own: "localhost" unless -H names another, as `next start`.
  const app = next({ dev: false, dir: path.resolve(import.meta.dirname), hostname: values.hostname, port });
  await app.prepare();
  const server = createEntryServer({
    limits: httpServerLimits(),
    next: app.getRequestHandler(),
    assets: buildAssets(path.resolve(import.meta.dirname, settings.NEXT_DIST_DIR)),
  });
  if (values.keepAliveTimeout) server.keepAliveTimeout = Number(values.keepAliveTimeout);
  await listen(server, port, values.hostname);
  console.log(`[server] listening on http://${values.hostname ?? "localhost"}:${port}`);

  let metrics: http.Server | undefined;
  if (metricsSettings) {
    metrics = await startMetricsServer(metricsSettings);
    console.log(`[server] metrics on http://${metricsSettings.host}:${metricsSettings.port}/metrics`);
  }

  // Stop taking connections, let the answers in progress finish, then close Next (its `after` work).
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const code = signal === "SIGINT" ? 130 : 143;
    metrics?.close();
    server.close(() => void app.close().finally(() => process.exit(code)));
    server.closeIdleConnections();
    // A client that keeps its connection busy does not hold the process up for long.
    setTimeout(() => process.exit(code), 10_000).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

function listen(server: http.Server, port: number, hostname: string | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, hostname, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

main().catch((error: unknown) => {
  console.error("[server] could not start:", error);
  process.exit(1);
});
