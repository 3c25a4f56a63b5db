// A reset (a confirmed change, a successful login) deleting the bucket while another attempt counts
// against it: the attempt starts again on a fresh bucket instead of failing (CI saw a 404 from the
// lost row on PostgreSQL when two authenticator changes raced).
import { describe, expect, it, vi } from "vitest";

// 400 operations at once queue for the pool's connections. Their wait is bounded (10 s by default, a 503
// in the app: tests/api/db-faults.test.ts), and under a whole test run's load on two cores PostgreSQL's
// queue outlasted it (seen: "timeout exceeded when trying to connect"). The subject here is the reset's
// race, not the bound: a generous one for this file, set before lib/db reads it.
vi.hoisted(() => {
  process.env.DATABASE_POOL_TIMEOUT_MS = "60000";
});

const { db } = await import("@/lib/db");
const { consumeRateLimit, resetRateLimit } = await import("@/lib/services/platform");

describe("a rate-limit attempt racing a reset", () => {
  it("is counted, never an error, however the reset falls between its statements", { timeout: 120_000 }, async () => {
    const key = `race-${Date.now()}-${Math.random()}`;
    const rule = { key, limit: 1000, windowSeconds: 60 };
    const jobs: Promise<unknown>[] = [];
    // Resets land at every distance from an attempt: a few microtask hops to a few milliseconds on.
    for (let i = 0; i < 200; i++) {
      jobs.push(consumeRateLimit(rule));
      const hops = i % 7;
      jobs.push(
        (async () => {
          for (let k = 0; k < hops; k++) await Promise.resolve();
          if (i % 3 === 0) await new Promise((resolve) => setTimeout(resolve, i % 5));
          await resetRateLimit(key);
        })(),
      );
    }
    const failures = (await Promise.allSettled(jobs)).filter((r) => r.status === "rejected");
    expect(failures.map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
    // With no reset in between, every attempt counts exactly once.
    await resetRateLimit(key);
    const results = await Promise.all(Array.from({ length: 20 }, () => consumeRateLimit(rule)));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect((await db.rateLimitBucket.findUniqueOrThrow({ where: { key } })).count).toBe(20);
  });
});
