// 收银台: the order's amount and time left, the pay channels offered where the page runs, and pay.
"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { canPay, isClosed } from "@/lib/domain/order-status";
import { useOrder } from "@/lib/client/orders";
import { startPayment, usePayMethods } from "@/lib/client/payment";
import { miniProgram } from "@/lib/client/mini-program";
import { showToast } from "@/lib/client/toast";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { EmptyState } from "@/components/ui/empty-state";
import { Price } from "@/components/ui/price";
import { ListSkeleton } from "@/components/engagement/list-states";
import { PayCountdown } from "@/components/order/pay-countdown";
import { BridgeMissingError, runPayAction } from "./pay-bridges";
import { BottomBar } from "@/components/ui/bottom-bar";

export function PayOrder({ id }: { id: number }) {
  const t = useTranslations("payment");
  const router = useRouter();
  const order = useOrder(id);
  const methods = usePayMethods();
  const [chosen, setChosen] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  // Inside a mini-program the JS-SDK is fetched while the shopper looks at the amount (nothing elsewhere).
  useEffect(() => void miniProgram(), []);

  if (order.error && !order.data) return <EmptyState icon="🧾" title={order.error.message} />;
  if (!order.data || !methods.data) return <ListSkeleton rows={3} />;
  const o = order.data;
  const resultPath = `/orders/${id}/pay/result`;
  if (!canPay(o.status)) {
    return (
      <EmptyState
        icon="🧾"
        title={t(isClosed(o.status) ? "closed" : "alreadyPaid")}
        action={
          <Link href={`/orders/${id}`} className="rounded-full bg-accent px-5 py-2 text-white">
            {t("viewOrder")}
          </Link>
        }
      />
    );
  }
  const list = methods.data.methods;
  const method = list.find((m) => m.channel === chosen) ?? list[0];

  const pay = async () => {
    if (!method) return;
    setPaying(true);
    try {
      const created = await startPayment(method, id);
      if (created.paid || !created.action) return router.replace(resultPath);
      const next = await runPayAction(created.action, id);
      if (next === "returned") router.replace(resultPath);
      // The mini-program's pay page is on top now; should it come back without reopening the result,
      // this screen is usable again.
      if (next === "handed-over") setPaying(false);
    } catch (error) {
      if (error instanceof BridgeMissingError) showToast(t("bridgeMissing"), "error");
      setPaying(false);
    }
  };

  return (
    <div className="space-y-2 pb-24">
      <section className="bg-white px-4 py-6 text-center">
        <p className="text-sm text-gray-500">{t("amountDue")}</p>
        <p className="mt-1" data-testid="pay-amount">
          <Price cents={o.totalAmount} className="[&>span]:text-3xl" />
        </p>
        <div className="text-gray-500">
          <PayCountdown expiresAt={o.expiresAt} onExpired={() => void order.mutate()} />
        </div>
        <p className="mt-1 text-xs text-gray-500">{t("orderNo", { no: o.orderNo })}</p>
      </section>
      <fieldset className="bg-white px-4">
        <legend className="pt-3 text-sm text-gray-500">{t("chooseMethod")}</legend>
        {list.map((m) => (
          <label key={m.channel} className="flex items-center gap-3 border-b border-gray-50 py-3 last:border-0">
            <span aria-hidden className="text-xl">
              {m.channel.startsWith("wechat") ? "💬" : m.channel.startsWith("alipay") ? "👛" : "🏦"}
            </span>
            <span className="flex-1 text-sm">
              {t(`channels.${m.channel}`)}
              {m.provider === "sandbox" ? (
                <span className="ml-2 rounded bg-amber-100 px-1.5 text-[10px] text-amber-700">{t("sandboxBadge")}</span>
              ) : null}
            </span>
            <input
              type="radio"
              name="pay-method"
              className="h-5 w-5 accent-accent"
              checked={m === method}
              onChange={() => setChosen(m.channel)}
            />
          </label>
        ))}
      </fieldset>
      <BottomBar className="p-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))]">
        <button
          type="button"
          disabled={!method || paying}
          onClick={() => void pay()}
          className="h-11 w-full rounded-full bg-price text-white disabled:opacity-50"
        >
          {t("payNow")}
        </button>
      </BottomBar>
    </div>
  );
}
