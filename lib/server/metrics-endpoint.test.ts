// The metrics' own listener (lib/server/metrics-endpoint.ts): Prometheus' text format on GET /metrics,
// behind the bearer token when one is set; values move when the shop answers requests.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEntry } from "@/tests/helpers/entry-server";
import { keepAliveClient } from "@/tests/helpers/http-client";
import { parsePrometheus } from "@/tests/helpers/prometheus";
import { recordDatabaseWait, recordUnavailable, watchSweepHolder } from "@/lib/metrics";
import { metricsSettingsProblem, startMetricsServer } from "./metrics-endpoint";

const TOKEN = "a-metrics-token-of-some-length";
let entry: Awaited<ReturnType<typeof startEntry>>;
let server: http.Server;
let scrapeBase = "";

beforeAll(async () => {
  entry = await startEntry();
  server = await startMetricsServer({ port: 0, host: "127.0.0.1", token: TOKEN });
  scrapeBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await entry.close();
});

async function scrape() {
  const res = await fetch(`${scrapeBase}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/plain");
  return parsePrometheus(await res.text());
}

describe("the metrics listener", () => {
  it("refuses a scrape without the token and answers nothing but /metrics", async () => {
    expect((await fetch(`${scrapeBase}/metrics`)).status).toBe(401);
    expect((await fetch(`${scrapeBase}/metrics`, { headers: { authorization: "Bearer wrong" } })).status).toBe(401);
    expect((await fetch(`${scrapeBase}/`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  });

  it("serves the process's numbers, which move as requests are answered", async () => {
    const before = await scrape();
    const client = keepAliveClient(entry.base, { maxSockets: 1 });
    try {
      await client.request("/api/v1/banner");
      await client.request("/api/v1/banner");
      await client.request("/api/v1/banner", { method: "DELETE" });
    } finally {
      client.close();
    }
    recordDatabaseWait("sqlite_write", 12, false);
    recordDatabaseWait("sqlite_write", 5000, true);
    recordUnavailable("busy");
    watchSweepHolder(() => true);
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string>) =>
      after.value(name, labels) - before.value(name, labels);
    expect(moved("mall_http_requests_total", { route: "/api/v1/banner", method: "GET", status: "200" })).toBe(2);
    expect(moved("mall_http_requests_total", { route: "/api/v1/banner", method: "DELETE", status: "405" })).toBe(1);
    expect(moved("mall_http_request_duration_seconds_count", { route: "/api/v1/banner", method: "GET" })).toBe(2);
    expect(moved("mall_db_wait_seconds_count", { gate: "sqlite_write" })).toBe(2);
    expect(moved("mall_db_wait_timeouts_total", { gate: "sqlite_write" })).toBe(1);
    expect(moved("mall_db_unavailable_total", { reason: "busy" })).toBe(1);
    expect(after.value("mall_sweep_leader", {})).toBe(1);
    expect(after.value("process_resident_memory_bytes", {})).toBeGreaterThan(10_000_000);
    expect(after.types.get("mall_http_request_duration_seconds")).toBe("histogram");
  });
});

describe("metricsSettingsProblem", () => {
  it("refuses an address beyond loopback without a token", () => {
    expect(metricsSettingsProblem({ port: 9464, host: "0.0.0.0" })).toContain("METRICS_TOKEN");
    expect(metricsSettingsProblem({ port: 9464, host: "0.0.0.0", token: TOKEN })).toBeNull();
    expect(metricsSettingsProblem({ port: 9464, host: "127.0.0.1" })).toBeNull();
  });
});
