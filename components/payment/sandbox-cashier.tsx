// The sandbox provider's cashier: what a real provider's pay page would show — who is paid, what for,
// how much — and the shopper's choice. The sandbox then notifies the shop with a signed callback.
"use client";

import { useState } from "react";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { decideSandboxPayment, useSandboxCashier } from "@/lib/client/payment";
import { useRouter } from "@/lib/i18n/navigation";
import { EmptyState } from "@/components/ui/empty-state";
import { Price } from "@/components/ui/price";
import { ListSkeleton } from "@/components/engagement/list-states";

export function SandboxCashier() {
  const t = useTranslations("payment");
  const search = useSearchParams();
  const router = useRouter();
  const sig = search.get("sig") ?? "";
  const { data, error } = useSandboxCashier(search.get("no") ?? "", sig);
  const [busy, setBusy] = useState(false);

  if (error && !data) return <EmptyState icon="🏦" title={t("sandbox.invalid")} />;
  if (!data) return <ListSkeleton rows={2} />;

  const decide = async (decision: "pay" | "cancel") => {
    setBusy(true);
    try {
      const res = await decideSandboxPayment(data.outTradeNo, sig, decision);
      router.replace(`/orders/${res.orderId}/pay/result`);
    } catch {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-3 p-4">
      <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-800">
        {t("sandbox.note")}
      </p>
      <section className="rounded-lg bg-white px-4 py-6 text-center">
        <p className="text-xs text-gray-500" data-testid="sandbox-channel">
          {t("sandbox.channel", { channel: t(`channels.${data.channel}`) })}
        </p>
        <p className="mt-1 text-sm text-gray-600" data-testid="sandbox-subject">
          {data.itemCount > 1 ? t("sandbox.subjectMore", { name: data.subject, count: data.itemCount }) : data.subject}
        </p>
        <p className="mt-2" data-testid="sandbox-amount">
          <Price cents={data.amount} className="[&>span]:text-3xl" />
        </p>
        <p className="mt-2 text-xs text-gray-500">{t("orderNo", { no: data.orderNo })}</p>
      </section>
      {data.decided ? (
        <p className="text-center text-sm text-gray-500">{t(`sandbox.decided.${data.decided}`)}</p>
      ) : null}
      <button
        type="button"
        disabled={busy}
        onClick={() => void decide("pay")}
        className="h-11 w-full rounded-full bg-accent text-white disabled:opacity-50"
      >
        {t("sandbox.confirm")}
      </button>
      <button
        type="button"
        disabled={busy}
        onClick={() => void decide("cancel")}
        className="h-11 w-full rounded-full border border-gray-300 text-gray-600 disabled:opacity-50"
      >
        {t("sandbox.cancel")}
      </button>
    </div>
  );
}
