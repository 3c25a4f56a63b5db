// A refresh asked while a read is in flight is not lost: one more read follows the one in flight
// (whose answer may predate the change), and several asks meanwhile make one more read, not several.
import { beforeEach, describe, expect, it, vi } from "vitest";

const reads: { resolve: (value: unknown) => void }[] = [];
vi.mock("./api", () => ({
  api: () => new Promise((resolve) => reads.push({ resolve })),
}));
vi.mock("./session", () => ({ isLoggedIn: () => true, onSessionChange: () => () => {} }));

const { badgesNow, refreshBadges } = await import("./badges");

describe("refreshBadges", () => {
  beforeEach(() => {
    reads.length = 0;
  });

  it("reads once more after a read that was in flight when the counts changed", async () => {
    const first = refreshBadges();
    // The cart changed while the first read was on its way: two asks, one follow-up read.
    const second = refreshBadges();
    const third = refreshBadges();
    expect(reads).toHaveLength(1);
    reads[0].resolve({ cart: 0, toPay: 0, unread: 0 });
    await first;
    await vi.waitFor(() => expect(reads).toHaveLength(2));
    reads[1].resolve({ cart: 1, toPay: 0, unread: 0 });
    await Promise.all([second, third]);
    expect(reads).toHaveLength(2);
    expect(badgesNow()).toMatchObject({ cart: 1 });
  });

  it("reads once when nothing asks meanwhile", async () => {
    const only = refreshBadges();
    reads[0].resolve({ cart: 2, toPay: 0, unread: 0 });
    await only;
    await new Promise((r) => setTimeout(r, 10));
    expect(reads).toHaveLength(1);
    expect(badgesNow()).toMatchObject({ cart: 2 });
  });
});
