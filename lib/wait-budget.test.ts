// One bound for a page request's waits for the database (./wait-budget.ts), and the lane that starts it
// for page requests only (lib/pages/unavailable.ts). The waits themselves, on both engines:
// tests/api/db-faults.test.ts.
import type http from "node:http";
import { describe, expect, it } from "vitest";
import { boundedWait, withWaitBudget } from "./wait-budget";
import { pageWaitBudgetLane } from "./pages/unavailable";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a budget for the database's waits", () => {
  it("outside one, each wait keeps its own bound; no bound stays none", () => {
    expect(boundedWait(1500)).toBe(1500);
    expect(boundedWait(undefined)).toBeUndefined();
  });

  it("inside one, a wait gets what is left, across awaits; spent, nothing", async () => {
    await withWaitBudget(200, async () => {
      expect(boundedWait(1500)).toBeLessThanOrEqual(200);
      expect(boundedWait(100)).toBe(100);
      expect(boundedWait(undefined)).toBeUndefined();
      await sleep(120);
      expect(boundedWait(1500)).toBeLessThanOrEqual(80);
      await sleep(100);
      expect(boundedWait(1500)).toBe(0);
    });
  });

  it("a budget inside a budget: the outer one holds", async () => {
    await withWaitBudget(100, () =>
      withWaitBudget(5000, async () => {
        expect(boundedWait(1500)).toBeLessThanOrEqual(100);
      }),
    );
  });

  it("the lane takes page requests only, and runs them inside one", () => {
    const request = (method: string, url: string) => ({ method, url, headers: {} }) as http.IncomingMessage;
    const res = {} as http.ServerResponse;
    let seen: number | undefined;
    expect(pageWaitBudgetLane(request("GET", "/goods/1"), res, () => (seen = boundedWait(10 ** 9)))).toBe(true);
    expect(seen).toBeLessThan(10 ** 9);
    for (const [method, url] of [
      ["POST", "/api/v1/cart-add"],
      ["GET", "/api/v1/banner"],
      ["GET", "/_next/static/x.js"],
    ])
      expect(
        pageWaitBudgetLane(request(method, url), res, () => undefined),
        `${method} ${url}`,
      ).toBe(false);
  });
});
