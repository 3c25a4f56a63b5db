// A flash sale's red heading, shared by the goods page's slot (in the page's own code) and the live
// panel loaded on demand (./flash-panel.tsx).
"use client";

import { useTranslations } from "next-intl";
import type { FlashSale } from "@/lib/client/flash";
import { useMoney } from "@/components/ui/money";

/** The red heading of a flash sale: its name, the flash price and the regular one; `children` say when. */
export function FlashHeading({ sale, children }: { sale: FlashSale; children: React.ReactNode }) {
  const t = useTranslations("flash");
  const money = useMoney();
  return (
    <div className="flex items-center justify-between gap-2 bg-price px-3 py-2 text-white">
      <div className="flex min-w-0 items-baseline gap-2">
        <span className="shrink-0 rounded bg-white px-1.5 text-xs font-semibold text-price">{t("title")}</span>
        <span className="text-lg font-semibold" data-testid="flash-price">
          <span className="sr-only">{t("flashPrice")} </span>
          {money(sale.price)}
        </span>
        <s className="truncate text-xs text-white">{t("regularPrice", { price: money(sale.regularPrice) })}</s>
      </div>
      {children}
    </div>
  );
}
