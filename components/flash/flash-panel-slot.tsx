// Where a product's flash sale shows on the goods page: the heading (flash price, regular price, the
// start time) in the page's own code, and the live panel — countdown by the server's clock, sold / left
// bar, buy button — loaded on demand (components/flash/flash-panel.tsx), so the goods page's first load
// carries nothing of it for the products without a flash sale.
"use client";

import { useTranslations } from "next-intl";
import type { FlashSale } from "@/lib/client/flash";
import { useDeferredModule } from "@/lib/client/use-deferred-module";
import { FlashHeading } from "./flash-heading";

const loadPanel = () => import("./flash-panel");

/** `onSelectSku` picks the sale's SKU in the goods page's selector when the shopper presses buy. */
export function FlashPanelSlot({
  sale,
  startsAt,
  onSelectSku,
}: {
  sale: FlashSale;
  /** When an upcoming sale starts, as the shopper reads it, made on the server (the goods page's budget). */
  startsAt: string;
  onSelectSku?: (skuId: number) => void;
}) {
  const t = useTranslations("flash");
  const tc = useTranslations("common");
  const { module, failed, retry } = useDeferredModule(loadPanel, true, { silent: true });
  if (module) return <module.FlashPanel sale={sale} onSelectSku={onSelectSku} />;
  return (
    <section aria-label={t("title")} className="mt-2 overflow-hidden rounded-lg bg-white" data-testid="flash-panel">
      <FlashHeading sale={sale}>
        <span className="text-xs">{sale.status === "upcoming" ? t("startsAt", { time: startsAt }) : null}</span>
      </FlashHeading>
      <div className="space-y-2 p-3">
        <p className="text-sm text-gray-800" data-testid="flash-variant">
          {t("variant", { name: sale.skuName })}
        </p>
        <div className="h-4" />
        <p className="text-xs text-gray-600">
          {t("limit", { count: sale.perUserLimit })} · {t("payWindow", { minutes: sale.paymentWindowMinutes })}
        </p>
        <button
          type="button"
          disabled={!failed}
          onClick={retry}
          className="h-10 w-full rounded-full bg-gray-300 text-sm font-medium text-gray-700"
        >
          {failed ? tc("retry") : t("comingSoon")}
        </button>
      </div>
    </section>
  );
}
