// The home's flash strip, live: the soonest sale's countdown by the server's clock beside the title
// (the strip's only countdown), and under each card when it starts or its sold / left bar, read again
// every few seconds.
"use client";

import { useLocale, useTranslations } from "next-intl";
import { flashPhase, useFlashSales, useServerNow, type FlashSale } from "@/lib/client/flash";
import { FlashBar, FlashClock } from "./flash-bits";
import { formatDateTime } from "@/lib/format/date";
import type { Locale } from "@/lib/i18n/routing";
import { FlashCard, FlashStripFrame } from "./flash-card";

export function FlashStripLive({ sales: initial }: { sales: FlashSale[] }) {
  const t = useTranslations("flash");
  const locale = useLocale() as Locale;
  const { sales } = useFlashSales(initial);
  const now = useServerNow();
  // On first, then the ones to come, the sold out last.
  const order = { running: 0, upcoming: 1, soldOut: 2, ended: 3 } as const;
  const live = sales
    .filter((s) => flashPhase(s, now) !== "ended")
    .sort(
      (a, b) =>
        order[flashPhase(a, now)] - order[flashPhase(b, now)] || Date.parse(a.startsAt) - Date.parse(b.startsAt),
    );
  if (live.length === 0) return null;
  const first = live[0];
  return (
    <FlashStripFrame title={t("title")} clock={<FlashClock sale={first} phase={flashPhase(first, now)} now={now} />}>
      {live.map((s) => {
        const phase = flashPhase(s, now);
        return (
          <FlashCard key={s.id} sale={s}>
            {phase === "running" ? (
              <FlashBar sale={s} compact />
            ) : phase === "upcoming" ? (
              // One countdown on the strip (beside the title): a card says when its sale starts.
              t("startsAt", { time: formatDateTime(s.startsAt, locale) })
            ) : (
              t(phase)
            )}
          </FlashCard>
        );
      })}
    </FlashStripFrame>
  );
}
