// whenNoRequests: the tab bar's prefetches wait for a screen's own reads (lib/i18n/navigation.tsx).
import { afterEach, describe, expect, it, vi } from "vitest";
import { NoAnswer, send, whenNoRequests } from "./transport";

afterEach(() => vi.unstubAllGlobals());

/** A fetch whose answers the test gives, one per call, in any order. */
function heldFetch() {
  const answers: ((ok: boolean) => void)[] = [];
  vi.stubGlobal(
    "fetch",
    () =>
      new Promise<Response>((resolve, reject) =>
        answers.push((ok) => (ok ? resolve(new Response("{}")) : reject(new TypeError("offline")))),
      ),
  );
  return answers;
}

const options = { method: "GET", headers: {}, timeoutMs: 10_000 };
const tick = () => new Promise((r) => setTimeout(r, 0));

describe("whenNoRequests", () => {
  it("resolves at once when nothing is on its way", async () => {
    await expect(whenNoRequests()).resolves.toBeUndefined();
  });

  it("waits for every request on its way, answered or failed", async () => {
    const answers = heldFetch();
    const first = send("/api/v1/cart-index", options);
    const second = send("/api/v1/badges", options).catch((error) => error);
    let done = false;
    void whenNoRequests().then(() => (done = true));
    answers[0](true);
    await first;
    await tick();
    expect(done).toBe(false);
    answers[1](false);
    expect(await second).toBeInstanceOf(NoAnswer);
    await tick();
    expect(done).toBe(true);
  });
});
