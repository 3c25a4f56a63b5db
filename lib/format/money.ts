// Money is integer cents everywhere; it becomes "12.30" only at the edge (spec: divided by 100, 2 decimals).

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
