// A price tag in the shop's currency (components/ui/money.tsx): a client component so that every screen,
// rendered on the server or in the browser, takes the currency from the same place.
"use client";

import { useMoney } from "./money";

/** A price from cents: "¥12.30", the whole part larger; optional struck-through original price. */
export function Price({
  cents,
  original,
  className = "",
}: {
  cents: number;
  original?: number | null;
  className?: string;
}) {
  const money = useMoney();
  const p = money.parts(cents);
  // Until the currency is known the tag keeps its height, empty: never a wrong currency's sign.
  if (!p) return <span className={`inline-flex min-h-6 ${className}`} aria-busy="true" />;
  return (
    <span className={`inline-flex items-baseline gap-1 ${className}`}>
      <span className="font-semibold text-price">
        <span className="text-xs">{p[0]}</span>
        <span className="text-base">{p[1]}</span>
        <span className="text-xs">{p[2]}</span>
      </span>
      {original && original > cents ? <s className="text-xs text-gray-500">{money(original)}</s> : null}
    </span>
  );
}
