// Amounts as text for people: the shop's currency for the viewer's locale (docs/decisions/037-currency.md).
// Apart from ./money.ts (parsing, the list of currencies) because shoppers' pages carry it: the bundler
// keeps a module whole, and the goods page is at its page-weight budget.

/** ISO 4217 codes of the currencies a shop may price in (./money.ts `currencies`). */
export type Currency = "CNY" | "HKD" | "MOP" | "TWD";

/**
 * The shop's symbol for each currency, the same in every locale (Intl's own differs by locale and engine:
 * "CN¥", "元", "MOP", "$" for TWD in zh-Hant); the digits, grouping and the symbol's side follow the
 * viewer's locale. Yuan keep the specification's form (2 decimals, no grouping: "¥3999.00"); New Taiwan
 * dollars drop ".00" on whole amounts (prices there are whole dollars) but never round one with cents.
 */
const SYMBOL: Record<Currency, string> = { CNY: "¥", HKD: "HK$", MOP: "MOP$", TWD: "NT$" };

/** An amount taken apart for display: the bigger whole part and the smaller cents (components/ui/price.tsx). */
export type MoneyParts = {
  /** "-" or "". */
  sign: string;
  symbol: string;
  /** Whether the symbol goes before the number in this locale. */
  symbolFirst: boolean;
  /** The whole units, grouped as the locale groups them (CNY: never). */
  whole: string;
  /** The decimal separator and the cents (".30"), or "" when the currency shows none. */
  fraction: string;
};

const formatters = new Map<string, Intl.NumberFormat>();

/** Cents in `currency` for a viewer of `locale`, in parts. */
export function moneyParts(cents: number, currency: Currency = "CNY", locale = "zh-Hans"): MoneyParts {
  const abs = Math.abs(Math.trunc(cents));
  const decimals = currency === "TWD" && abs % 100 === 0 ? 0 : 2;
  const key = currency + locale + decimals;
  let format = formatters.get(key);
  if (!format)
    formatters.set(
      key,
      (format = new Intl.NumberFormat(locale, {
        style: "currency",
        currency,
        currencyDisplay: "code",
        useGrouping: currency !== "CNY",
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      })),
    );
  const p: MoneyParts = {
    sign: cents <= -1 ? "-" : "",
    symbol: SYMBOL[currency],
    symbolFirst: true,
    whole: "",
    fraction: "",
  };
  // The exact decimal text, not cents / 100: Intl reads a numeric string as written.
  for (const { type, value } of format.formatToParts(formatCents(abs) as unknown as number))
    if (type === "integer" || type === "group") p.whole += value;
    else if (type === "decimal" || type === "fraction") p.fraction += value;
    else if (type === "currency") p.symbolFirst = !p.whole;
  return p;
}

/** "¥12.30", "MOP$1,234.50", "NT$120": cents in `currency` as a viewer of `locale` reads them. */
export function formatMoney(cents: number, currency: Currency = "CNY", locale = "zh-Hans"): string {
  const p = moneyParts(cents, currency, locale);
  const number = p.whole + p.fraction;
  // A symbol after the number is set apart by a no-break space, as those locales write it ("1 234,50 MOP$").
  return p.sign + (p.symbolFirst ? p.symbol + number : `${number}\u00a0${p.symbol}`);
}

/**
 * Cents as decimal text with two decimals: 1230 -> "12.30", -5 -> "-0.05" (spec: divided by 100, 2
 * decimals). The form of amounts in CSV files, console inputs and payment providers' fields, whatever the
 * currency: machines and editors read it, not shoppers.
 */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(cents));
  const yuan = Math.floor(abs / 100).toString();
  const fen = (abs % 100).toString().padStart(2, "0");
  return `${sign}${yuan}.${fen}`;
}
