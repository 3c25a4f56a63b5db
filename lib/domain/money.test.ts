// Amounts as shoppers read them in each currency and locale (docs/decisions/037-currency.md), and
// yuan text <-> integer cents: exact both ways (no float on the way), and a round trip is the identity.
import { describe, expect, it, vi } from "vitest";
import { currencies, formatCents, formatMoney, formatPrice, moneyParts, parseYuan } from "./money";

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

  it("keeps the default shop's yuan exactly as the specification shows them", () => {
    expect(formatPrice(0)).toBe("¥0.00");
    expect(formatPrice(399900)).toBe("¥3999.00");
    for (const locale of ["zh-Hans", "zh-Hant", "en", "ja"])
      expect(formatMoney(259900, "CNY", locale)).toBe("¥2599.00");
  });
});

describe("money in the shop's currency, for the viewer's locale", () => {
  const locales = ["zh-Hans", "zh-Hant", "en", "ja"] as const;
  // 1,234,567.89 / 0.05 / 120 whole units, in each currency and each of the shop's four locales.
  const expected: Record<(typeof currencies)[number], [string, string, string]> = {
    CNY: ["¥1234567.89", "¥0.05", "¥120.00"],
    HKD: ["HK$1,234,567.89", "HK$0.05", "HK$120.00"],
    MOP: ["MOP$1,234,567.89", "MOP$0.05", "MOP$120.00"],
    // New Taiwan dollars are priced in whole dollars: no ".00", but cents are never rounded away.
    TWD: ["NT$1,234,567.89", "NT$0.05", "NT$120"],
  };

  for (const currency of currencies)
    for (const locale of locales)
      it(`formats ${currency} for ${locale}`, () => {
        const shown = [123456789, 5, 12000].map((cents) => formatMoney(cents, currency, locale));
        expect(shown).toEqual(expected[currency]);
        // The symbol is the shop's in every locale, never Intl's own ("CN¥", "元", "MOP", "$").
        expect(formatMoney(-1250, currency, locale)).toBe(`-${expected[currency][2].replace(/120(\.00)?$/, "12.50")}`);
      });

  it("follows the locale's own digits, grouping and decimal mark where a locale differs", () => {
    expect(formatMoney(123450, "MOP", "fr")).toBe("MOP$1\u202f234,50");
    expect(formatMoney(123450, "HKD", "de")).toBe("HK$1.234,50");
    expect(moneyParts(123450, "MOP", "en")).toEqual(["MOP$", "1,234", ".50"]);
    expect(moneyParts(-123450, "MOP", "fr")).toEqual(["-MOP$", "1\u202f234", ",50"]);
  });

  it("writes the shop's four locales as Intl.NumberFormat does, without making one (docs/decisions/049)", async () => {
    // A fresh copy of the module: no formatter cached by the tests above.
    vi.resetModules();
    const fresh = await import("./money-format");
    const made = vi.spyOn(Intl, "NumberFormat");
    const amounts = [
      0,
      1,
      9,
      10,
      99,
      100,
      101,
      999,
      1000,
      99999,
      100000,
      123456789,
      100000000000,
      Math.floor(2 ** 53 / 100) - 1,
    ];
    const shown = locales.flatMap((locale) =>
      currencies.flatMap((currency) => amounts.map((cents) => fresh.moneyParts(-cents, currency, locale))),
    );
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
    let k = 0;
    for (const locale of locales)
      for (const currency of currencies)
        for (const cents of amounts) {
          const decimals = currency === "TWD" && cents % 100 === 0 ? 0 : 2;
          const intl = new Intl.NumberFormat(locale, {
            useGrouping: currency !== "CNY",
            minimumFractionDigits: decimals,
            maximumFractionDigits: decimals,
          }).format(cents / 100);
          const sign = cents ? "-" : "";
          expect(shown[k++].join(""), `${cents} ${currency} ${locale}`).toBe(
            `${sign}${fresh.moneyParts(0, currency, locale)[0]}${intl}`,
          );
        }
  });

  it("loses no cent on the way: every amount up to 10,000 units, and the largest a shop may hold", () => {
    const wrong: number[] = [];
    for (let cents = 0; cents <= 1_000_000; cents++)
      if (formatMoney(cents, "CNY", "en") !== `¥${formatCents(cents)}`) wrong.push(cents);
    // Prices and totals stay far below 2^53 / 100 minor units (about 90 trillion units).
    for (const cents of [99_999_999_999_99, 12_345_678_901_234, Math.floor(2 ** 53 / 100) - 1])
      if (formatMoney(cents, "CNY", "ja") !== `¥${formatCents(cents)}`) wrong.push(cents);
    expect(wrong).toEqual([]);
  });
});
