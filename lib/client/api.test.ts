// The typed client's requests: method and path from the route, the input as query (GET) or JSON body
// (POST), path parameters filled in; the URL is also the cache key, so it must be stable.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api, apiUrl, urlOf } from "./api";
import { cartAdd } from "./routes/cart.generated";
import { catalogueProducts } from "./routes/catalogue.generated";
import { engagementDailySignIn } from "./routes/engagement.generated";
import { orderDetail } from "./routes/order.generated";
import { paymentNotify } from "./routes/payment.generated";

const calls: { url: string; method: string; body: unknown }[] = [];

beforeEach(() => {
  calls.length = 0;
  const storage = { getItem: () => null, setItem() {}, removeItem() {} };
  vi.stubGlobal("window", {
    localStorage: storage,
    addEventListener() {},
    removeEventListener() {},
    location: { pathname: "/", search: "" },
  });
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    calls.push({
      url,
      method: String(init.method),
      body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
    });
    return Response.json({ ok: true });
  });
});

afterEach(() => vi.unstubAllGlobals());

describe("apiUrl", () => {
  it("is the path with the query, leaving out undefined, null and empty fields", () => {
    expect(apiUrl(orderDetail, { id: 5 })).toBe("/api/v1/orders-detail?id=5");
    expect(apiUrl(catalogueProducts, { categoryId: 3, tag: undefined, pageSize: 20 })).toBe(
      "/api/v1/products?categoryId=3&pageSize=20",
    );
    expect(apiUrl(catalogueProducts)).toBe("/api/v1/products");
  });

  it("fills path parameters in, encoded, and keeps them out of the query", () => {
    expect(urlOf(paymentNotify, { provider: "we chat", extra: 1 })).toBe("/api/v1/payment-notify/we%20chat?extra=1");
  });
});

describe("api", () => {
  it("sends a GET route's input as the query", async () => {
    await api(orderDetail, { id: 7 });
    expect(calls).toEqual([{ url: "/api/v1/orders-detail?id=7", method: "GET", body: undefined }]);
  });

  it("sends a POST route's input as the JSON body, {} when there is none", async () => {
    await api(cartAdd, { skuId: 3, quantity: 2 });
    await api(engagementDailySignIn);
    expect(calls).toEqual([
      { url: "/api/v1/cart-add", method: "POST", body: { skuId: 3, quantity: 2 } },
      { url: "/api/v1/daily-sign-in", method: "POST", body: {} },
    ]);
  });
});
