// The sweep lease: of many processes asking at once exactly one holds it; it is renewed by its holder,
// taken over only after it lapsed; the sweep runs only in the holder.
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { acquireLease, releaseLease } from "@/lib/services/platform";
import { sweepIfLeaseHolder } from "@/lib/services/order";

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

  it("runs the unpaid-order sweep in one process of several", async () => {
    const now = new Date();
    const ran = await Promise.all(["p1", "p2", "p3"].map((h) => sweepIfLeaseHolder(1000, h, now)));
    expect(ran.filter(Boolean)).toHaveLength(1);
  });
});
