// Money is integer minor units (cents, fen) of the shop's one currency everywhere: in the database, the API
// and every computation. It becomes text only at the edge, and text becomes cents only here: one function
// each way, no floating point on the way (Number("0.29") * 100 is 28.999999999999996).
// docs/decisions/037-currency.md: the shop's currency and how each is shown.

/** The currencies a shop may price in (ISO 4217): the mainland, Hong Kong, Macau, Taiwan. */
export const currencies = ["CNY", "HKD", "MOP", "TWD"] as const;
export type Currency = (typeof currencies)[number];
/** A shop that never chose prices in yuan: the specification's shop. */
export const DEFAULT_CURRENCY: Currency = "CNY";

export function isCurrency(value: unknown): value is Currency {
  return typeof value === "string" && (currencies as readonly string[]).includes(value);
}

/**
 * How each currency is shown. The symbol is the shop's, the same in every locale (Intl's own differs by
 * locale and engine: "CN¥", "元", "MOP", "$" for TWD in zh-Hant); the digits, grouping and the symbol's
 * side follow the viewer's locale. Yuan keep the specification's form (2 decimals, no grouping: "¥3999.00");
 * New Taiwan dollars drop ".00" on whole amounts (prices there are whole dollars) but never round one that
 * has cents.
 */
const DISPLAY: Record<Currency, { symbol: string; grouping: boolean; dropWholeDecimals: boolean }> = {
  CNY: { symbol: "¥", grouping: false, dropWholeDecimals: false },
  HKD: { symbol: "HK$", grouping: true, dropWholeDecimals: false },
  MOP: { symbol: "MOP$", grouping: true, dropWholeDecimals: false },
  TWD: { symbol: "NT$", grouping: true, dropWholeDecimals: true },
};

export function currencySymbol(currency: Currency): string {
  return DISPLAY[currency].symbol;
}

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

function formatter(currency: Currency, locale: string, decimals: number): Intl.NumberFormat {
  const key = `${currency}|${locale}|${decimals}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      currencyDisplay: "code",
      useGrouping: DISPLAY[currency].grouping,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, found);
  }
  return found;
}

/** Cents in `currency` for a viewer of `locale`, in parts. */
export function moneyParts(cents: number, currency: Currency = DEFAULT_CURRENCY, locale = "zh-Hans"): MoneyParts {
  const abs = Math.abs(Math.trunc(cents));
  const decimals = DISPLAY[currency].dropWholeDecimals && abs % 100 === 0 ? 0 : 2;
  // The exact decimal text, not cents / 100: Intl reads a numeric string as written.
  const exact = formatCents(abs) as unknown as number;
  let whole = "";
  let fraction = "";
  let symbolFirst = true;
  let seenNumber = false;
  for (const part of formatter(currency, locale, decimals).formatToParts(exact)) {
    if (part.type === "integer" || part.type === "group") {
      whole += part.value;
      seenNumber = true;
    } else if (part.type === "decimal" || part.type === "fraction") fraction += part.value;
    else if (part.type === "currency") symbolFirst = !seenNumber;
  }
  return { sign: cents < 0 && abs > 0 ? "-" : "", symbol: DISPLAY[currency].symbol, symbolFirst, whole, fraction };
}

/** "¥12.30", "MOP$1,234.50", "NT$120": cents in `currency` as a viewer of `locale` reads them. */
export function formatMoney(cents: number, currency: Currency = DEFAULT_CURRENCY, locale = "zh-Hans"): string {
  const p = moneyParts(cents, currency, locale);
  const number = `${p.whole}${p.fraction}`;
  // A symbol after the number is set apart by a no-break space, as those locales write it ("1 234,50 MOP$").
  return `${p.sign}${p.symbolFirst ? `${p.symbol}${number}` : `${number}\u00a0${p.symbol}`}`;
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

/** "¥12.30": the default shop's form (yuan, zh-Hans); `formatMoney` for a shop's own currency. */
export function formatPrice(cents: number): string {
  return formatMoney(cents, DEFAULT_CURRENCY, "zh-Hans");
}

/** A yuan amount as people and payment providers write it: digits, at most two decimals, no sign. */
const YUAN = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/**
 * Integer cents from yuan text ("12.3" -> 1230, " 7 " -> 700), or null when it is not an amount (empty,
 * negative, more than two decimals, not a number). Exact: the digits are read, never multiplied as a float.
 */
export function parseYuan(text: string | null | undefined): number | null {
  const match = YUAN.exec((text ?? "").trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}
