import { describe, expect, it } from "vitest";
import { inlinedLiterals, numberedPlaceholders, placeholders, postgresDate, sqliteDate } from "./sql";

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

  it("inlines only numbers, booleans, NULL and dates as literals, never text", () => {
    const date = new Date("2026-11-24T01:02:03.004Z");
    expect(
      inlinedLiterals(
        `UPDATE "T" SET "a" = ?, 'x?' = "y?" WHERE "b" = ? AND "c" = ? AND "d" IS ?`,
        [3, true, date, null],
        postgresDate,
      ),
    ).toBe(`UPDATE "T" SET "a" = 3, 'x?' = "y?" WHERE "b" = TRUE AND "c" = '2026-11-24 01:02:03.004' AND "d" IS NULL`);
    expect(() => inlinedLiterals("SELECT ?", ["1; DROP TABLE x"], postgresDate)).toThrow(/literal/);
    expect(() => inlinedLiterals("SELECT ?", [Number.NaN], postgresDate)).toThrow(/literal/);
    expect(() => inlinedLiterals("SELECT ?, ?", [1], postgresDate)).toThrow(/fewer/);
    expect(() => inlinedLiterals("SELECT ?", [1, 2], postgresDate)).toThrow(/more/);
  });
});
