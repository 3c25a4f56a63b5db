// 支付结果: asks the server for the order's payment state (which checks pending payments with their
// provider) at once and a few times more, then shows paid — waiting to ship — or not paid, with the
// way on: pay again (unpaid), the order, or back to shopping. `askOnce`: the pay sheet was cancelled or
// failed (the mini-program says so), so one answer is enough.
"use client";

import { useRef } from "react";
import { useTranslations } from "next-intl";
import { canPay, isClosed } from "@/lib/domain/order-status";
import { usePaymentState } from "@/lib/client/payment";
import { Link } from "@/lib/i18n/navigation";
import { ListSkeleton } from "@/components/engagement/list-states";
import { Price } from "@/components/ui/price";

const POLL_MS = 1500;
const MAX_POLLS = 6;

export function PayResult({ id, askOnce = false }: { id: number; askOnce?: boolean }) {
  const t = useTranslations("payment");
  const to = useTranslations("order");
  const polls = useRef(0);
  const { data } = usePaymentState(id, {
    // A notification may still be on its way: ask again for a little while unless settled.
    refreshInterval: (latest) =>
      askOnce || (latest && (latest.paid || isClosed(latest.status) || polls.current >= MAX_POLLS)) ? 0 : POLL_MS,
    onSuccess: () => {
      polls.current += 1;
    },
    errorRetryCount: MAX_POLLS,
  });
  if (!data) return <ListSkeleton rows={2} />;

  const title = data.paid ? t("result.paid") : isClosed(data.status) ? t("result.closed") : t("result.unpaid");
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span aria-hidden className="text-5xl">
        {data.paid ? "✅" : isClosed(data.status) ? "⛔" : "⏳"}
      </span>
      <h2 className="text-lg font-medium" data-testid="pay-result">
        {title}
      </h2>
      <p className="text-sm" data-testid="pay-amount">
        {data.paid ? t("result.amountPaid") : t("result.amountDue")}{" "}
        <Price cents={data.totalAmount} className="[&>span]:text-xl" />
      </p>
      <p className="text-sm text-gray-500" data-testid="order-status">
        {to(`status.${data.status}`)}
      </p>
      <div className="mt-4 flex w-full flex-col gap-2">
        {canPay(data.status) ? (
          <Link
            href={`/orders/${id}/pay`}
            className="flex h-11 items-center justify-center rounded-full bg-price text-white"
          >
            {t("payAgain")}
          </Link>
        ) : null}
        <Link
          href={`/orders/${id}`}
          className={`flex h-11 items-center justify-center rounded-full ${
            canPay(data.status) ? "border border-gray-300 text-gray-600" : "bg-accent text-white"
          }`}
        >
          {t("viewOrder")}
        </Link>
        <Link
          href="/"
          className="flex h-11 items-center justify-center rounded-full border border-gray-300 text-gray-600"
        >
          {t("continueShopping")}
        </Link>
      </div>
    </div>
  );
}
