// Requests counted by route and status (lib/server/request-metrics.ts), with bounded labels.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { metrics } from "@/lib/metrics";
import { startEntry } from "@/tests/helpers/entry-server";
import { keepAliveClient } from "@/tests/helpers/http-client";
import { routeLabel } from "./request-metrics";

let entry: Awaited<ReturnType<typeof startEntry>>;
beforeAll(async () => (entry = await startEntry()));
afterAll(() => entry.close());

async function count(route: string, method: string, status: string): Promise<number> {
  const { values } = await metrics().requests.get();
  return (
    values.find((v) => v.labels.route === route && v.labels.method === method && v.labels.status === status)?.value ?? 0
  );
}

describe("routeLabel", () => {
  it("names an API path by its route and everything else by its group", () => {
    expect(routeLabel("/api/v1/cart-add")).toBe("/api/v1/cart-add");
    expect(routeLabel("/api/admin/v1/after-sales/17/retry-refund")).toBe("/api/admin/v1/after-sales/[id]/retry-refund");
    expect(routeLabel("/api/admin/v1/orders/9/ship")).toBe("/api/admin/v1/orders/[id]/ship");
    expect(routeLabel("/api/v1/no-such-thing-" + Math.random())).toBe("/api (no such route)");
    expect(routeLabel("/_next/static/chunks/x.js")).toBe("/_next (assets)");
    expect(routeLabel("/goods/12")).toBe("(shop pages)");
    expect(routeLabel("/en/cart")).toBe("(shop pages)");
    expect(routeLabel("/admin/orders")).toBe("/admin (console pages)");
  });
});

describe("countRequest", () => {
  it("counts each answer by route, method and status, the entry's own refusals included", async () => {
    const client = keepAliveClient(entry.base, { maxSockets: 1 });
    try {
      const [ok, refused] = await Promise.all([
        count("/api/v1/cart-add", "POST", "200"),
        count("/api/v1/cart-add", "PUT", "405"),
      ]);
      const observed =
        (await metrics().duration.get()).values.find(
          (v) => v.metricName === "mall_http_request_duration_seconds_count" && v.labels.route === "/api/v1/cart-add",
        )?.value ?? 0;
      await client.request("/api/v1/cart-add", { body: {} });
      await client.request("/api/v1/cart-add", { body: {} });
      await client.request("/api/v1/cart-add", { method: "PUT" });
      expect(await count("/api/v1/cart-add", "POST", "200")).toBe(ok + 2);
      expect(await count("/api/v1/cart-add", "PUT", "405")).toBe(refused + 1);
      const after = (await metrics().duration.get()).values.find(
        (v) => v.metricName === "mall_http_request_duration_seconds_count" && v.labels.route === "/api/v1/cart-add",
      )?.value;
      expect(after).toBeGreaterThanOrEqual(observed + 2);
    } finally {
      client.close();
    }
  });
});
