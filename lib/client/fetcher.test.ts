// Issue 15 item 11: a refreshed token is stored with its new expiry, so the shopper stays logged in
// past the first token's expiry.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "./api";
import { accountUserInfo } from "./api-routes.generated";
import { readSession, saveSession, SESSION_KEY } from "./session";

function fakeJwt(expSeconds: number): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
  return `${b64({ alg: "HS256", typ: "JWT" })}.${b64({ sub: "7", exp: expSeconds })}.sig`;
}

beforeEach(() => {
  const store = new Map<string, string>();
  const localStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  };
  vi.stubGlobal("window", {
    localStorage,
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent() {},
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
