// The goods page's countdown to the end of the running sale (限时优惠), with what is left of it and
// the per-shopper limit the operator saved. Ticks once a second; at zero the page shows the sale as
// over (the server stops charging its price at the same moment). Before the start it counts to it.
"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";

const pad = (n: number) => String(n).padStart(2, "0");

/** Milliseconds as d hh:mm:ss (days only when there are some). */
export function countdownText(ms: number): { days: number; clock: string } {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return { days, clock };
}

export function SaleCountdown({
  endsAt,
  remaining,
  perUserLimit,
}: {
  endsAt: string;
  remaining: number | null;
  perUserLimit: number | null;
}) {
  const t = useTranslations("goods");
  const end = new Date(endsAt).getTime();
  // The first render (on the server too) has no clock: it shows the end time, then counts.
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, []);
  const left = now === null ? null : end - now;
  const { days, clock } = countdownText(left ?? 0);
  return (
    <span className="flex flex-wrap items-center gap-x-2 text-gray-600" data-testid="sale-countdown">
      {left !== null && left <= 0 ? (
        <span>{t("saleOver")}</span>
      ) : left === null ? null : (
        <span role="timer" aria-live="off" className="font-medium text-price tabular-nums">
          {days > 0 ? t("saleEndsInDays", { days, clock }) : t("saleEndsIn", { clock })}
        </span>
      )}
      {remaining !== null ? <span>{t("saleRemaining", { count: remaining })}</span> : null}
      {perUserLimit !== null ? <span>{t("saleLimit", { count: perUserLimit })}</span> : null}
    </span>
  );
}
