// Yuan text <-> integer cents: exact both ways (no float on the way), and a round trip is the identity.
import { describe, expect, it } from "vitest";
import { formatCents, formatPrice, parseYuan } from "./money";

describe("money", () => {
  it("formats cents with two decimals", () => {
    expect(formatCents(0)).toBe("0.00");
    expect(formatCents(5)).toBe("0.05");
    expect(formatCents(1230)).toBe("12.30");
    expect(formatCents(399900)).toBe("3999.00");
    expect(formatCents(-250)).toBe("-2.50");
    expect(formatPrice(1999)).toBe("¥19.99");
  });

  it("parses yuan text into exact cents", () => {
    expect(parseYuan("12.3")).toBe(1230);
    expect(parseYuan("12.30")).toBe(1230);
    expect(parseYuan(" 7 ")).toBe(700);
    expect(parseYuan("0.05")).toBe(5);
    // Number("0.29") * 100 is 28.999999999999996, and 1.005 * 100 is 100.49999999999999: read as digits.
    expect(parseYuan("0.29")).toBe(29);
    expect(parseYuan("19.99")).toBe(1999);
    expect(parseYuan("4.35")).toBe(435);
  });

  it("refuses what is not a yuan amount", () => {
    for (const text of [
      "",
      " ",
      "-1",
      "+1",
      "1.234",
      "1.",
      ".5",
      "1e3",
      "12,30",
      "abc",
      "¥12",
      "0x10",
      undefined,
      null,
    ])
      expect(parseYuan(text), String(text)).toBeNull();
  });

  it("round-trips every amount up to 10,000 yuan", () => {
    const wrong: number[] = [];
    for (let cents = 0; cents <= 1_000_000; cents++) if (parseYuan(formatCents(cents)) !== cents) wrong.push(cents);
    expect(wrong).toEqual([]);
  });
});
