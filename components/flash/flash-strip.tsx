// The home's flash sales (限时秒杀, in the 限时优惠 part of home): as the server renders them — when
// each starts, or how many are left — until the live strip (countdown by the server's clock, sold /
// left bars) has loaded on demand (FlashStripSlot).
import { getTranslations } from "next-intl/server";
import type { FlashSale } from "@/lib/client/flash";
import { formatDateTime } from "@/lib/format/date";
import type { Locale } from "@/lib/i18n/routing";
import { FlashCard, FlashStripFrame } from "./flash-card";
import { FlashStripSlot } from "./flash-strip-slot";

export async function FlashStrip({ sales, locale }: { sales: FlashSale[]; locale: Locale }) {
  if (sales.length === 0) return null;
  const t = await getTranslations("flash");
  return (
    <FlashStripSlot sales={sales}>
      <FlashStripFrame title={t("title")}>
        {sales.map((s) => (
          <FlashCard key={s.id} sale={s}>
            {s.status === "upcoming"
              ? t("startsAt", { time: formatDateTime(s.startsAt, locale) })
              : s.status === "soldOut"
                ? t("soldOut")
                : t("remaining", { count: s.remaining })}
          </FlashCard>
        ))}
      </FlashStripFrame>
    </FlashStripSlot>
  );
}
