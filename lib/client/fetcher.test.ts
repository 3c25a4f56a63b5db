// Issue 15 item 11: a refreshed token is stored with its new expiry, so the shopper stays logged in
// past the first token's expiry.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "./api";
import { accountUserInfo } from "./routes/account.generated";
import { cartAdd } from "./routes/cart.generated";
import { orderCreateNow } from "./routes/order.generated";
import { ApiClientError } from "./fetcher";
import { readSession, saveSession, SESSION_KEY } from "./session";

function fakeJwt(expSeconds: number): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
  return `${b64({ alg: "HS256", typ: "JWT" })}.${b64({ sub: "7", exp: expSeconds })}.sig`;
}

const toasts: string[] = [];

beforeEach(() => {
  const store = new Map<string, string>();
  const localStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  };
  toasts.length = 0;
  vi.stubGlobal("window", {
    localStorage,
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent(event: CustomEvent<{ message: string }>) {
      toasts.push(event.detail.message);
      return true;
    },
    location: { pathname: "/", search: "" },
  });
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-01T00:00:00Z"));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const stored = () =>
  JSON.parse(window.localStorage.getItem(SESSION_KEY)!) as { token: string; token_expires_in: number };

describe("refreshed token", () => {
  it("stores the new token with the expiry the companion header gives", async () => {
    saveSession({ id: 7, token: "old", token_expires_in: 3600 });
    const week = 7 * 24 * 3600;
    vi.stubGlobal("fetch", async () =>
      Response.json(
        { ok: true },
        { headers: { "x-refreshed-token": "new.token.x", "x-refreshed-token-expires-in": String(week) } },
      ),
    );
    await api(accountUserInfo);
    expect(stored().token).toBe("new.token.x");
    expect(stored().token_expires_in).toBe(Date.now() + week * 1000);
    // Past the first token's expiry the shopper is still logged in.
    vi.setSystemTime(Date.now() + 2 * 3600 * 1000);
    expect(readSession().token).toBe("new.token.x");
  });

  it("falls back to the token's own exp claim without the companion header", async () => {
    saveSession({ id: 7, token: "old", token_expires_in: 3600 });
    const exp = Math.floor(Date.now() / 1000) + 86_400;
    const token = fakeJwt(exp);
    vi.stubGlobal("fetch", async () => Response.json({ ok: true }, { headers: { "x-refreshed-token": token } }));
    await api(accountUserInfo);
    expect(stored()).toMatchObject({ token, token_expires_in: exp * 1000 });
  });
});

describe("the shop unavailable (issue 27)", () => {
  const unavailable = () =>
    Response.json(
      { code: "SERVICE_UNAVAILABLE", message: "The shop is busy right now." },
      { status: 503, headers: { "retry-after": "1" } },
    );

  it("shows the specification's network toast for a 503, once for a burst of failing reads", async () => {
    vi.stubGlobal("fetch", async () => unavailable());
    const failures = await Promise.all([1, 2, 3].map(() => api(accountUserInfo).catch((e: unknown) => e)));
    for (const error of failures) {
      expect(error).toBeInstanceOf(ApiClientError);
      expect(error).toMatchObject({ status: 503, code: "SERVICE_UNAVAILABLE", retryAfter: 1 });
      expect((error as Error).message).toBe("网络貌似不太好,请检查网络");
    }
    expect(toasts).toEqual(["网络貌似不太好,请检查网络"]);
  });

  it("repeats a write that takes an Idempotency-Key with the same key until it gets an answer", async () => {
    const keys: (string | null)[] = [];
    const answers = [
      () => Promise.reject(new TypeError("Failed to fetch")),
      async () => unavailable(),
      async () => Response.json({ id: 1, orderNo: "N1", status: 0 }),
    ];
    vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
      keys.push(new Headers(init.headers).get("idempotency-key"));
      return answers[keys.length - 1]();
    });
    const order = await api(orderCreateNow, { addressId: 1, skuId: 2, quantity: 1 });
    expect(order).toMatchObject({ id: 1 });
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(1);
    // Only the outcome is shown: no toast for the attempts that were repeated.
    expect(toasts).toEqual([]);
    // The next order is another action: another key.
    vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
      keys.push(new Headers(init.headers).get("idempotency-key"));
      return Response.json({ id: 2, orderNo: "N2", status: 0 });
    });
    await api(orderCreateNow, { addressId: 1, skuId: 2, quantity: 1 });
    expect(keys[3]).not.toBe(keys[0]);
  });

  it("sends no key with, and does not repeat, a write that takes none", async () => {
    const keys: (string | null)[] = [];
    vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
      keys.push(new Headers(init.headers).get("idempotency-key"));
      return unavailable();
    });
    await expect(api(cartAdd, { skuId: 1, quantity: 1 })).rejects.toMatchObject({ status: 503 });
    expect(keys).toEqual([null]);
  });
});
