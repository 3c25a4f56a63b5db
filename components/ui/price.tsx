import { formatCents } from "@/lib/domain/money";

/** A price from cents: "¥12.30", the yuan part larger; optional struck-through original price. */
export function Price({
  cents,
  original,
  className = "",
}: {
  cents: number;
  original?: number | null;
  className?: string;
}) {
  const [yuan, fen] = formatCents(cents).split(".");
  return (
    <span className={`inline-flex items-baseline gap-1 ${className}`}>
      <span className="font-semibold text-price">
        <span className="text-xs">¥</span>
        <span className="text-base">{yuan}</span>
        <span className="text-xs">.{fen}</span>
      </span>
      {original && original > cents ? <s className="text-xs text-gray-500">¥{formatCents(original)}</s> : null}
    </span>
  );
}
