// "Pay within 29:41": the time left before an unpaid order closes; at zero the order is re-read (the
// read closes it on the server).
"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";

export function PayCountdown({ expiresAt, onExpired }: { expiresAt: string | Date; onExpired: () => void }) {
  const t = useTranslations("order");
  // Null until mounted: the server's clock must not decide what the browser shows.
  const [now, setNow] = useState<number | null>(null);
  const deadline = new Date(expiresAt).getTime();

  useEffect(() => {
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) {
        clearInterval(timer);
        onExpired();
      }
    };
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [deadline, onExpired]);

  if (now === null) return null;
  const seconds = Math.max(0, Math.floor((deadline - now) / 1000));
  const mm = String(Math.floor(seconds / 60)).padStart(2, "0");
  const ss = String(seconds % 60).padStart(2, "0");
  return <p className="mt-1 text-xs">{t("payWithin", { time: `${mm}:${ss}` })}</p>;
}
