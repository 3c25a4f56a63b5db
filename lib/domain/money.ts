// Money is integer cents (fen) everywhere: in the database, the API and every computation. It becomes
// text only at the edge, and text becomes cents only here: one function each way, no floating point
// on the way (Number("0.29") * 100 is 28.999999999999996).

/** Cents as yuan text with two decimals: 1230 -> "12.30", -5 -> "-0.05" (spec: divided by 100, 2 decimals). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(cents));
  const yuan = Math.floor(abs / 100).toString();
  const fen = (abs % 100).toString().padStart(2, "0");
  return `${sign}${yuan}.${fen}`;
}

/** "¥12.30" */
export function formatPrice(cents: number): string {
  return `¥${formatCents(cents)}`;
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
