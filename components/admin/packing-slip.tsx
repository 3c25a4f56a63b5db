// The packing slip (配货单, issue 35 §7): what fulfilment prints and puts in the parcel — the order
// number and date, who it goes to, every line with its spec and quantity, the shopper's remark, and a
// field for the waybill written by hand. The page is the slip: the console's frame is hidden in print
// (shell.tsx) and the print button is the only thing on screen that is not on paper.
"use client";

import { useLocale, useTranslations } from "next-intl";
import { useOrder } from "@/lib/admin-client/orders";
import { formatDateTime } from "@/lib/format/date";
import { formatPhone } from "@/lib/phone";
import type { Locale } from "@/lib/domain/locales";
import { Button, DetailState } from "./ui";

export function PackingSlip({ id }: { id: number }) {
  const t = useTranslations("slip");
  const to = useTranslations("orders");
  const locale = useLocale() as Locale;
  const { data: order, error, mutate } = useOrder(id);
  if (!order) return <DetailState error={error} notFound={to("notFound")} onRetry={() => void mutate()} />;
  const units = order.items.reduce((n, i) => n + i.quantity, 0);
  return (
    <article className="mx-auto max-w-3xl bg-white p-6 text-gray-900 shadow-sm print:max-w-none print:p-0 print:shadow-none">
      <div className="mb-4 flex justify-end print:hidden">
        <Button kind="primary" onClick={() => window.print()}>
          {t("print")}
        </Button>
      </div>
      <header className="flex flex-wrap items-baseline justify-between gap-2 border-b-2 border-gray-900 pb-2">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="font-mono text-sm" data-testid="slip-order-no">
          {order.orderNo}
        </p>
      </header>
      <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-gray-600">{t("placed")}</dt>
        <dd>{formatDateTime(order.createdAt, locale)}</dd>
        <dt className="text-gray-600">{t("receiver")}</dt>
        <dd data-testid="slip-receiver">
          {order.receiverName} {formatPhone(order.receiverPhone)}
        </dd>
        <dt className="text-gray-600">{t("address")}</dt>
        <dd data-testid="slip-address">{order.contactHidden ? t("hidden") : order.receiverAddress}</dd>
        {order.remark ? (
          <>
            <dt className="text-gray-600">{t("remark")}</dt>
            <dd>{order.remark}</dd>
          </>
        ) : null}
      </dl>
      <table className="mt-4 w-full border-collapse text-sm" data-testid="slip-lines">
        <caption className="sr-only">{t("lines")}</caption>
        <thead>
          <tr className="border-b border-gray-900 text-left">
            <th scope="col" className="py-1 pr-2">
              {t("product")}
            </th>
            <th scope="col" className="py-1 pr-2">
              {t("spec")}
            </th>
            <th scope="col" className="py-1 text-right">
              {t("quantity")}
            </th>
            <th scope="col" className="w-16 py-1 text-center">
              {t("packed")}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((i) => (
            <tr key={i.id} className="border-b border-gray-300 align-top">
              <td className="py-1.5 pr-2">{i.name}</td>
              <td className="py-1.5 pr-2">{i.skuName}</td>
              <td className="py-1.5 text-right font-semibold">{i.quantity}</td>
              <td className="py-1.5 text-center" aria-hidden>
                ☐
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={2} className="py-1.5 text-right text-gray-600">
              {t("units")}
            </td>
            <td className="py-1.5 text-right font-semibold">{units}</td>
            <td />
          </tr>
        </tfoot>
      </table>
      <p className="mt-6 flex items-end gap-2 text-sm">
        <span className="shrink-0">{t("waybill")}</span>
        <span className="flex-1 border-b border-gray-900 pb-0.5 font-mono" data-testid="slip-waybill">
          {order.waybillNo || "\u00a0"}
        </span>
      </p>
      <p className="mt-4 flex items-end gap-2 text-sm">
        <span className="shrink-0">{t("packedBy")}</span>
        <span className="flex-1 border-b border-gray-900 pb-0.5">{"\u00a0"}</span>
      </p>
    </article>
  );
}
