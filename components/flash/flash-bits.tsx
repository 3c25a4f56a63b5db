// Pieces of the flash sale's live screens (the goods page's panel, the home's strip): the countdown
// line and the sold / left bar. Loaded with them, on demand.
"use client";

import { useTranslations } from "next-intl";
import type { FlashPhase, FlashSale } from "@/lib/client/flash";
import { countdownText } from "@/components/catalogue/sale-countdown";

/** "Starts in 00:04:59" before the start, "Ends in …" while on; the phase's word otherwise. */
export function FlashClock({ sale, phase, now }: { sale: FlashSale; phase: FlashPhase; now: number | null }) {
  const t = useTranslations("flash");
  if (phase === "soldOut") return <span>{t("soldOut")}</span>;
  if (phase === "ended") return <span>{t("ended")}</span>;
  if (now === null) return <span className="invisible">00:00:00</span>;
  const upcoming = phase === "upcoming";
  const { days, clock } = countdownText(Date.parse(upcoming ? sale.startsAt : sale.endsAt) - now);
  const text = upcoming
    ? days > 0
      ? t("startsInDays", { days, clock })
      : t("startsIn", { clock })
    : t("endsIn", { clock });
  return (
    <span role="timer" aria-live="off" className="tabular-nums">
      {text}
    </span>
  );
}

/** Units sold against the sale's quantity, as a bar with the two figures beside it. */
export function FlashBar({ sale, compact = false }: { sale: FlashSale; compact?: boolean }) {
  const t = useTranslations("flash");
  const sold = Math.min(sale.quantity, sale.sold);
  const percent = sale.quantity > 0 ? Math.round((100 * (sale.quantity - sale.remaining)) / sale.quantity) : 100;
  return (
    <div className={`flex items-center gap-2 ${compact ? "text-[10px]" : "text-xs"}`} data-testid="flash-bar">
      <div
        role="progressbar"
        aria-label={t("progress", { sold, remaining: sale.remaining })}
        aria-valuemin={0}
        aria-valuemax={sale.quantity}
        aria-valuenow={sale.quantity - sale.remaining}
        className={`flex-1 overflow-hidden rounded-full bg-red-100 ${compact ? "h-1.5" : "h-2"}`}
      >
        <div className="h-full rounded-full bg-price transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <span className="shrink-0 text-gray-600 tabular-nums">
        {compact
          ? t("remaining", { count: sale.remaining })
          : `${t("sold", { count: sold })} · ${t("remaining", { count: sale.remaining })}`}
      </span>
    </div>
  );
}
