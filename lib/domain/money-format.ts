// Amounts as text for people: the shop's currency for the viewer's locale (docs/decisions/037-currency.md).
// Apart from ./money.ts (parsing, the list of currencies) because shoppers' pages carry it: the bundler
// keeps a module whole, and the goods page is at its page-weight budget — hence also the terse code.

/** ISO 4217 codes of the currencies a shop may price in (./money.ts `currencies`). */
export type Currency = "CNY" | "HKD" | "MOP" | "TWD";

/**
 * The shop's symbol for each currency, the same in every locale and before the number, as in each of the
 * shop's four locales (Intl's own symbols differ by locale and engine: "CN¥", "元", "MOP", "$" for TWD in
 * zh-Hant). The digits, grouping and decimal mark follow the viewer's locale (Intl.NumberFormat). Yuan
 * keep the specification's form (2 decimals, no grouping: "¥3999.00"); New Taiwan dollars drop ".00" on
 * whole amounts (prices there are whole dollars) but never round one with cents.
 */
const SYMBOL: Record<Currency, string> = { CNY: "¥", HKD: "HK$", MOP: "MOP$", TWD: "NT$" };

/**
 * An amount taken apart for display: the sign and symbol, the whole units (grouped as the locale groups
 * them; CNY never), and the decimal mark with the cents ("" when the currency shows none). A tuple, not
 * an object: property names would survive minifying into every shopper's page.
 */
export type MoneyParts = [before: string, whole: string, fraction: string];

const formats: Record<string, Intl.NumberFormat> = {};

/**
 * The shop's own four locales write an amount alike (Latin digits, "." before the cents, "," between
 * groups of three: "1,234.50"; money.test.ts holds this against Intl.NumberFormat), so their amounts are
 * put together here. The first Intl.NumberFormat a page makes costs a phone 50-150 ms of main thread
 * (the engine loads its number data), the largest single piece of the cart's and the goods page's start
 * (docs/decisions/049-less-work-when-a-page-starts.md). Other locales (tests, a future one) use Intl.
 */
const OWN = /^(zh-Hans|zh-Hant|en|ja)$/;

/** Cents in `currency` for a viewer of `locale`, in parts (components/ui/price.tsx sizes them apart). */
export function moneyParts(cents: number, currency: Currency = "CNY", locale = "zh-Hans"): MoneyParts {
  const abs = Math.abs(cents);
  const decimals = currency === "TWD" && abs % 100 === 0 ? 0 : 2;
  const p: MoneyParts = [(cents < 0 ? "-" : "") + SYMBOL[currency], "", ""];
  if (OWN.test(locale)) {
    // Whole units and cents apart in integers: exact for any amount below 2^53 minor units.
    const whole = String((abs - (abs % 100)) / 100);
    p[1] = currency === "CNY" ? whole : whole.replace(/\B(?=(\d{3})+$)/g, ",");
    p[2] = decimals ? "." + String(abs % 100).padStart(2, "0") : "";
    return p;
  }
  // abs / 100 is the double nearest the amount, and rounding it to 2 decimals gives the amount back
  // exactly for any amount below 2^53 / 100 minor units: no cent is lost on the way.
  // Made once per currency, locale and decimals: a formatter takes tens of microseconds to make.
  const format = (formats[currency + locale + decimals] ??= new Intl.NumberFormat(locale, {
    useGrouping: currency !== "CNY",
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }));
  for (const { type, value } of format.formatToParts(abs / 100))
    p[type === "integer" || type === "group" ? 1 : 2] += value;
  return p;
}

/** "¥12.30", "MOP$1,234.50", "NT$120": cents in `currency` as a viewer of `locale` reads them. */
export function formatMoney(cents: number, currency: Currency = "CNY", locale = "zh-Hans"): string {
  return moneyParts(cents, currency, locale).join("");
}
