import { beforeEach, describe, expect, it, vi } from "vitest";

const fetches: { key: string; resolve: (v: unknown) => void; reject: (e: unknown) => void }[] = [];
vi.mock("./fetcher", async (actual) => ({
  ...(await actual<typeof import("./fetcher")>()),
  swrFetcher: (key: string) => new Promise((resolve, reject) => fetches.push({ key, resolve, reject })),
}));

const { invalidate, revalidate, setResource, watchResource } = await import("./resource");
const { ApiClientError } = await import("./fetcher");

beforeEach(() => {
  fetches.length = 0;
});

describe("resource cache", () => {
  it("asks the server once for concurrent reads of one key, and not again within the dedupe window", async () => {
    const a = revalidate("/k1");
    const b = revalidate("/k1");
    expect(fetches).toHaveLength(1);
    fetches[0].resolve({ n: 1 });
    await Promise.all([a, b]);
    await revalidate("/k1", false);
    expect(fetches).toHaveLength(1);
    // A forced read, or one after invalidate(), goes to the server.
    invalidate("/k1");
    const c = revalidate("/k1", false);
    expect(fetches).toHaveLength(2);
    fetches[1].resolve({ n: 2 });
    await c;
  });

  it("keeps the last data when a read fails, and local changes are seen by the next read of the cache", async () => {
    const first = revalidate("/k2");
    fetches[0].resolve({ n: 1 });
    await first;
    const failing = revalidate("/k2");
    fetches[1].reject(new Error("offline"));
    await failing;
    let seen: unknown;
    setResource<{ n: number }>("/k2", (current) => ((seen = current), { n: (current?.n ?? 0) + 10 }));
    expect(seen).toEqual({ n: 1 });
    setResource<{ n: number }>("/k2", (current) => ((seen = current), current ?? { n: 0 }));
    expect(seen).toEqual({ n: 11 });
  });
});

describe("resource cache: local changes and reads in flight", () => {
  it("a read that started before a local change does not overwrite it when it answers", async () => {
    const read = revalidate("/k3");
    // The shopper taps the heart while the status is still loading.
    setResource<{ favorited: boolean }>("/k3", () => ({ favorited: true }));
    fetches[0].resolve({ favorited: false });
    await read;
    let seen: unknown;
    setResource<{ favorited: boolean }>("/k3", (current) => ((seen = current), current ?? { favorited: false }));
    expect(seen).toEqual({ favorited: true });
    // The next read (after the write) is the server's word again.
    const next = revalidate("/k3");
    fetches[1].resolve({ favorited: false });
    await next;
    setResource<{ favorited: boolean }>("/k3", (current) => ((seen = current), current ?? { favorited: true }));
    expect(seen).toEqual({ favorited: false });
  });
});

describe("resource cache: reads when the network or the shop is down (issue 27)", () => {
  it("tries a read that failed with 503 or no network again by itself while a screen shows it", async () => {
    const stop = watchResource("/k9", () => {});
    const first = revalidate("/k9");
    fetches[0].reject(new ApiClientError(503, "SERVICE_UNAVAILABLE", "offline", undefined, 1));
    await first;
    // Retry-After: 1 -> asked again after a second, without anyone calling revalidate.
    await vi.waitFor(() => expect(fetches).toHaveLength(2), { timeout: 2500, interval: 50 });
    fetches[1].reject(new ApiClientError(0, "NETWORK", "offline"));
    await vi.waitFor(() => expect(fetches).toHaveLength(3), { timeout: 2500, interval: 50 });
    fetches[2].resolve({ ok: true });
    await new Promise((r) => setTimeout(r, 1200));
    expect(fetches).toHaveLength(3);
    stop();
  });

  it("does not retry a refused read (a bug or a 4xx), nor one nobody shows", async () => {
    const stop = watchResource("/k10", () => {});
    const refused = revalidate("/k10");
    fetches[0].reject(new ApiClientError(404, "NOT_FOUND", "gone"));
    await refused;
    stop();
    const unseen = revalidate("/k11");
    fetches[1].reject(new ApiClientError(503, "SERVICE_UNAVAILABLE", "offline", undefined, 1));
    await unseen;
    await new Promise((r) => setTimeout(r, 1300));
    expect(fetches).toHaveLength(2);
  });
});
