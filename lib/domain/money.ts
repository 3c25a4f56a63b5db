// Money is integer minor units (cents, fen) of the shop's one currency everywhere: in the database, the API
// and every computation. It becomes text only at the edge, and text becomes cents only here: one function
// each way, no floating point on the way (Number("0.29") * 100 is 28.999999999999996).
// docs/decisions/037-currency.md: the shop's currency and how each is shown.

import { formatMoney, type Currency } from "./money-format";

export { formatMoney, moneyParts, type Currency, type MoneyParts } from "./money-format";

/** The currencies a shop may price in (ISO 4217): the mainland, Hong Kong, Macau, Taiwan. */
export const currencies = ["CNY", "HKD", "MOP", "TWD"] as const satisfies readonly Currency[];
/** A shop that never chose prices in yuan: the specification's shop. */
export const DEFAULT_CURRENCY: Currency = "CNY";

/** "¥12.30": the default shop's form (yuan, zh-Hans); `formatMoney` for a shop's own currency. */
export function formatPrice(cents: number): string {
  return formatMoney(cents, DEFAULT_CURRENCY, "zh-Hans");
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
