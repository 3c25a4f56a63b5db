// Liveness touches nothing; readiness really uses the database and names the part that failed
// (issue 27, item 4). The same endpoints during real outages: tests/faults.
import { describe, expect, it } from "vitest";
import { db, dialect } from "@/lib/db";
import { GET as live } from "@/app/api/health/live/route";
import { GET as ready } from "@/app/api/health/ready/route";
import { connectionBudgetText } from "@/lib/db";

type Readiness = { status: string; failed: string[]; checks: Record<string, { ok: boolean; detail?: string }> };

describe("health", () => {
  it("is live and ready on a working database, each part checked", async () => {
    const liveness = await live();
    expect(liveness.status).toBe(200);
    expect(await liveness.json()).toMatchObject({ status: "live" });
    const res = await ready();
    const body = (await res.json()) as Readiness;
    expect(res.status).toBe(200);
    expect(body.status).toBe("ready");
    expect(Object.keys(body.checks).sort()).toEqual(["database", "schema", "storage", "writes"]);
    expect(Object.values(body.checks).every((c) => c.ok)).toBe(true);
  });

  it("names the schema when a table the app needs is missing, and stays live", async () => {
    await db.$executeRawUnsafe('ALTER TABLE "IdempotencyKey" RENAME TO "IdempotencyKeyAway"');
    try {
      const res = await ready();
      const body = (await res.json()) as Readiness;
      expect(res.status).toBe(503);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(body.status).toBe("unavailable");
      expect(body.failed).toEqual(["schema", "writes"]);
      expect(body.checks.database.ok).toBe(true);
      expect(body.checks.schema.detail).toMatch(/IdempotencyKey/);
      expect((await live()).status).toBe(200);
    } finally {
      await db.$executeRawUnsafe('ALTER TABLE "IdempotencyKeyAway" RENAME TO "IdempotencyKey"');
    }
    expect((await ready()).status).toBe(200);
  });
});

describe("the connection arithmetic checked at start", () => {
  it("warns with the numbers when processes x pool exceed the server's slots", () => {
    const text = connectionBudgetText({
      maxConnections: 15,
      reserved: 3,
      others: 0,
      processes: 2,
      poolSize: 10,
      extra: 2,
    });
    expect(text).toContain(
      "2 process(es) x (pool 10 + 2 for the sweep leader and the catalogue probe) = 24 connections",
    );
    expect(text).toContain("12 slots (max_connections 15 - 3 reserved)");
    const fits = { maxConnections: 100, reserved: 3, others: 5, processes: 2, poolSize: 10, extra: 2 };
    expect(connectionBudgetText(fits)).toBeNull();
    expect(connectionBudgetText({ ...fits, others: 80 })).toContain("of which 80 are in use by other clients");
  });

  it.runIf(dialect.name === "postgres")("reads the server's real settings", async () => {
    const { connectionBudgetWarning } = await import("@/lib/db");
    // The test cluster has max_connections 300: the default pool fits.
    expect(await connectionBudgetWarning()).toBeNull();
  });
});
