// What an operator running several processes needs to see, in Prometheus' text format (prom-client):
// requests by route and status and how long they took, connections the server closed before a request
// was complete, how long work waited for the database and how often it gave up, 503s by cause, whether
// this process holds the sweep's lease, and the process's memory and event loop (prom-client's default
// metrics). Served by the server entry on its own port (lib/server/metrics-endpoint.ts), never on the
// shop's.
//
// One registry per process, on globalThis: the server entry and every route bundle may each load their
// own copy of this module (prom-client itself is kept out of the bundles: next.config.ts).
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/** Why the server closed a connection before it had read the whole request. */
export type EarlyClose = "unread_body" | "request_timeout" | "headers_timeout";

/** What the database work waited for: the SQLite write gate or read gate, a PostgreSQL write slot. */
export type DatabaseGate = "sqlite_write" | "sqlite_read" | "postgres_write_slot";

function create() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  let sweepHolder: () => boolean = () => false;
  return {
    registry,
    requests: new Counter({
      name: "mall_http_requests_total",
      help: "HTTP requests answered, by route (the API's route pattern; pages, assets and media as groups), method and status.",
      labelNames: ["route", "method", "status"] as const,
      registers: [registry],
    }),
    duration: new Histogram({
      name: "mall_http_request_duration_seconds",
      help: "Time from a request's arrival to the end of its answer, by route and method.",
      labelNames: ["route", "method"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    }),
    earlyCloses: new Counter({
      name: "mall_http_connections_closed_early_total",
      help: "Connections the server closed before the request was complete: an answer given before a large or unbounded body was read (announced with Connection: close), a request or its headers arriving too slowly (408).",
      labelNames: ["reason"] as const,
      registers: [registry],
    }),
    databaseWait: new Histogram({
      name: "mall_db_wait_seconds",
      help: "Time database work waited for its turn in this process: the SQLite write or read gate, a PostgreSQL write slot.",
      labelNames: ["gate"] as const,
      buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    databaseWaitTimeouts: new Counter({
      name: "mall_db_wait_timeouts_total",
      help: "Waits for the database that ran past their bound (DATABASE_POOL_TIMEOUT_MS), by gate.",
      labelNames: ["gate"] as const,
      registers: [registry],
    }),
    unavailable: new Counter({
      name: "mall_db_unavailable_total",
      help: "Answers 503 SERVICE_UNAVAILABLE because the database could not answer: busy (a wait or lock past its bound), down, storage (disk full or failing).",
      labelNames: ["reason"] as const,
      registers: [registry],
    }),
    sweepLeader: new Gauge({
      name: "mall_sweep_leader",
      help: "1 when this process holds the lease of the unpaid-order sweep, else 0.",
      registers: [registry],
      collect() {
        this.set(sweepHolder() ? 1 : 0);
      },
    }),
    setSweepHolder(fn: () => boolean) {
      sweepHolder = fn;
    },
  };
}

type Metrics = ReturnType<typeof create>;
const KEY = Symbol.for("mall.metrics");
type Holder = { [KEY]?: Metrics };

/** This process's metrics (created on first use). */
export function metrics(): Metrics {
  const holder = globalThis as Holder;
  return (holder[KEY] ??= create());
}

/** The scrape: every metric in Prometheus' text format. */
export async function metricsText(): Promise<{ contentType: string; text: string }> {
  const { registry } = metrics();
  return { contentType: registry.contentType, text: await registry.metrics() };
}

/** A wait for the database ended: granted after `ms`, or given up (`timedOut`). */
export function recordDatabaseWait(gate: DatabaseGate, ms: number, timedOut: boolean): void {
  const m = metrics();
  m.databaseWait.observe({ gate }, ms / 1000);
  if (timedOut) m.databaseWaitTimeouts.inc({ gate });
}

/** An answer 503 because the database could not answer (the API's: lib/api/errors.ts; a page's: lib/pages/unavailable.ts). */
export function recordUnavailable(reason: "busy" | "down" | "storage"): void {
  metrics().unavailable.inc({ reason });
}

/** Whether this process holds the sweep's lease, asked at every scrape (lib/services/order/expiry.ts). */
export function watchSweepHolder(held: () => boolean): void {
  metrics().setSweepHolder(held);
}
