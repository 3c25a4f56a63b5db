// The goods page's flash sale (秒杀), live: the flash price, the countdown to the start by the
// server's clock (then to the end), the sold / left bar, and the buy button — off until the start
// second, "sold out" once the units are gone. A shopper who gets one goes straight to pay (the
// order waits the sale's own, shorter window). Loaded on demand by FlashPanelSlot.
"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { awaitsPayment } from "@/lib/domain/order-status";
import {
  flashPhase,
  hasDefaultAddress,
  pressFlashBuy,
  useFlashSales,
  useServerNow,
  type FlashSale,
} from "@/lib/client/flash";
import { goToLogin } from "@/lib/client/fetcher";
import { isLoggedIn } from "@/lib/client/session";
import { showToast } from "@/lib/client/toast";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { FlashBar, FlashClock } from "./flash-bits";
import { FlashHeading } from "./flash-heading";

export function FlashPanel({ sale: shown, onSelectSku }: { sale: FlashSale; onSelectSku?: (skuId: number) => void }) {
  const t = useTranslations("flash");
  const router = useRouter();
  const { sales, refresh } = useFlashSales([shown], shown.productId);
  const now = useServerNow();
  const [pressing, setPressing] = useState(false);
  const [soldOutSeen, setSoldOutSeen] = useState(false);
  const [needAddress, setNeedAddress] = useState(false);
  useEffect(() => {
    // A press sends the order to the default address: say so before the start, not at it.
    if (isLoggedIn()) void hasDefaultAddress().then((has) => setNeedAddress(has === false));
  }, []);
  // A sale no longer listed has ended (or was stopped).
  const sale = sales.find((s) => s.id === shown.id);
  const current = sale ?? shown;
  let phase = sale ? flashPhase(sale, now) : "ended";
  if (soldOutSeen && phase === "running") phase = "soldOut";

  const press = async () => {
    // The page's selector shows what the press buys: the sale's SKU, not whichever was chosen.
    onSelectSku?.(current.skuId);
    if (!isLoggedIn()) return goToLogin(`/goods/${current.productId}`);
    setPressing(true);
    try {
      const outcome = await pressFlashBuy(current.id);
      if (outcome.kind === "bought") {
        const { order } = outcome;
        if (awaitsPayment(order.status)) {
          showToast(t("gotIt"), "success");
          router.push(`/orders/${order.id}/pay`);
        } else router.push(`/orders/${order.id}`);
        return;
      }
      if (outcome.kind === "soldOut") setSoldOutSeen(true);
      refresh();
    } finally {
      setPressing(false);
    }
  };

  const label =
    phase === "upcoming"
      ? t("comingSoon")
      : phase === "soldOut"
        ? t("soldOut")
        : phase === "ended"
          ? t("ended")
          : pressing
            ? t("buying")
            : isLoggedIn()
              ? t("buy")
              : t("loginToBuy");
  return (
    <section aria-label={t("title")} className="mt-2 overflow-hidden rounded-lg bg-white" data-testid="flash-panel">
      <FlashHeading sale={current}>
        <span className="text-xs" data-testid="flash-clock">
          <FlashClock sale={current} phase={phase} now={now} />
        </span>
      </FlashHeading>
      <div className="space-y-2 p-3">
        <p className="text-sm text-gray-800" data-testid="flash-variant">
          {t("variant", { name: current.skuName })}
        </p>
        <FlashBar sale={current} />
        <p className="text-xs text-gray-600">
          {t("limit", { count: current.perUserLimit })} · {t("payWindow", { minutes: current.paymentWindowMinutes })}
        </p>
        {needAddress ? (
          <p role="alert" className="text-xs text-price">
            {t("needAddress")}{" "}
            <Link href="/address/new" className="text-accent underline">
              {t("setAddress")}
            </Link>
          </p>
        ) : null}
        <button
          type="button"
          onClick={() => void press()}
          disabled={phase !== "running" || pressing}
          className="h-10 w-full rounded-full bg-price text-sm font-medium text-white disabled:bg-gray-300 disabled:text-gray-700"
        >
          {label}
        </button>
      </div>
    </section>
  );
}
