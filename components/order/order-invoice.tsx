// The order's invoice (发票) on its detail screen: what was asked for (personal or the company's title
// and tax number), whether it is issued (and its number), and the download once the shop attached the PDF.
"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { downloadInvoice } from "@/lib/client/invoices";
import { showToast } from "@/lib/client/toast";
import type { OrderDetail } from "@/lib/client/orders";

export function OrderInvoice({ orderId, invoice }: { orderId: number; invoice: NonNullable<OrderDetail["invoice"]> }) {
  const t = useTranslations("invoice");
  const [busy, setBusy] = useState(false);
  return (
    <section
      className="flex items-center gap-3 bg-white px-4 py-3 text-sm"
      aria-label={t("title")}
      data-testid="order-invoice"
    >
      <div className="min-w-0 flex-1">
        <p>
          <span className="text-gray-500">{t("title")}</span> · {t(`kind.${invoice.kind}`)} ·{" "}
          <span className="break-all">{invoice.title || t("personalDefault")}</span>
        </p>
        {invoice.taxNumber ? <p className="text-xs break-all text-gray-500">{invoice.taxNumber}</p> : null}
        <p className="text-xs text-gray-500" data-testid="order-invoice-status">
          {t(`status.${invoice.status}`)}
          {invoice.number ? ` · ${t("number", { number: invoice.number })}` : ""}
        </p>
      </div>
      {invoice.hasFile ? (
        <button
          type="button"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            if (!(await downloadInvoice(orderId))) showToast(t("downloadFailed"), "error");
            setBusy(false);
          }}
          className="shrink-0 rounded-full border border-accent px-3 py-1 text-xs text-accent disabled:opacity-50"
          data-testid="order-invoice-download"
        >
          {t("download")}
        </button>
      ) : null}
    </section>
  );
}
