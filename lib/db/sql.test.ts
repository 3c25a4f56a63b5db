import { describe, expect, it } from "vitest";
import { numberedPlaceholders, placeholders, postgresDate, sqliteDate } from "./sql";

describe("the SQL runner's engine differences", () => {
  it("numbers placeholders for PostgreSQL, leaving quoted text alone", () => {
    expect(numberedPlaceholders(`SELECT "a?" , 'b?''?' FROM t WHERE x = ? AND y IN (?, ?)`)).toBe(
      `SELECT "a?" , 'b?''?' FROM t WHERE x = $1 AND y IN ($2, $3)`,
    );
    expect(placeholders(3)).toBe("?, ?, ?");
    expect(() => placeholders(0)).toThrow();
  });

  it("writes dates as Prisma's adapters do", () => {
    const date = new Date("2026-11-24T01:02:03.004Z");
    expect(sqliteDate(date)).toBe("2026-11-24T01:02:03.004+00:00");
    expect(postgresDate(date)).toBe("2026-11-24 01:02:03.004");
  });
});
