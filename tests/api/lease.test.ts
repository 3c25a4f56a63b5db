// Leases: of many processes asking at once exactly one holds it; it is renewed by its holder, taken
// over only after it lapsed. (The unpaid-order sweep itself runs under a leadership that its holder's
// death releases at once: tests/api/sweep-leader.test.ts.)
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { acquireLease, releaseLease } from "@/lib/services/platform";

const name = () => `test-lease-${crypto.randomBytes(4).toString("hex")}`;

describe("leases", () => {
  it("goes to exactly one of 20 processes asking at once", async () => {
    const lease = name();
    const now = new Date();
    const holders = Array.from({ length: 20 }, (_, i) => `process-${i}`);
    const got = await Promise.all(holders.map((h) => acquireLease(lease, 60_000, h, now)));
    expect(got.filter(Boolean)).toHaveLength(1);
    // Again, with the lease existing: still one, the same holder (it renews).
    const winner = holders[got.indexOf(true)];
    const again = await Promise.all(holders.map((h) => acquireLease(lease, 60_000, h, now)));
    expect(again.filter(Boolean)).toHaveLength(1);
    expect(holders[again.indexOf(true)]).toBe(winner);
  });

  it("is taken over only after it lapsed, and given up on release", async () => {
    const lease = name();
    const t0 = new Date("2026-01-01T00:00:00Z");
    expect(await acquireLease(lease, 1000, "a", t0)).toBe(true);
    expect(await acquireLease(lease, 1000, "b", new Date(t0.getTime() + 999))).toBe(false);
    expect(await acquireLease(lease, 1000, "a", new Date(t0.getTime() + 999))).toBe(true);
    const lapsed = new Date(t0.getTime() + 999 + 1000);
    const [a, b] = await Promise.all([acquireLease(lease, 1000, "b", lapsed), acquireLease(lease, 1000, "c", lapsed)]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    await releaseLease(lease, a ? "b" : "c");
    expect(await acquireLease(lease, 1000, "d", lapsed)).toBe(true);
  });
});
